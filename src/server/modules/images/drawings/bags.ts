import { GOLD, type Drawing } from './palette';

/** Bags by their shape: how they are carried (handles, a long strap, a chain, in the hand). */

/** A tote: an open wide top and two long shoulder handles. */
export const toteBag: Drawing = (p, back) =>
  `<path d="M28 42V24q0-12 9-12t9 12v18M54 42V24q0-12 9-12t9 12v18" fill="none" stroke-width="3"/>` +
  `<path d="M12 40h76l-6 50H18z"/>` +
  (back
    ? `<path d="M16 50h68" fill="none" stroke="${p.light}" stroke-width="2"/>`
    : `<path d="M12 40h76l-1 7H13z" fill="${p.light}"/><rect x="32" y="56" width="36" height="24" rx="2" fill="${p.light}"/>` +
      `<path d="M36 62h28" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`);

/** A sling: a small rounded bag with a flap, on a long thin strap worn across the body. */
export const slingBag: Drawing = (p, back) =>
  `<path d="M30 54L50 6l20 48" fill="none" stroke-width="1.8"/>` +
  `<rect x="22" y="52" width="56" height="38" rx="9"/>` +
  (back
    ? `<path d="M30 64h40" fill="none" stroke="${p.light}" stroke-width="2"/><rect x="44" y="74" width="12" height="4" rx="2" fill="${p.dark}"/>`
    : `<path d="M22 62q0-10 10-10h36q10 0 10 10v10q-28 8-56 0z" fill="${p.light}"/><circle cx="50" cy="74" r="3" fill="${GOLD}"/>`);

/** A clutch: held in the hand, an envelope flap and a clasp, a thin chain tucked behind. */
export const clutch: Drawing = (p, back) =>
  `<path d="M14 46q36-44 72 0" fill="none" stroke="${GOLD}" stroke-width="1.2" stroke-dasharray="2 1.4"/>` +
  `<rect x="10" y="44" width="80" height="36" rx="4"/>` +
  (back
    ? `<rect x="10" y="44" width="80" height="6" rx="2" fill="${GOLD}"/>`
    : `<path d="M10 46h80L50 66z" fill="${p.light}"/><circle cx="50" cy="64" r="3.5" fill="${GOLD}"/>`);

/** A shoulder bag: a wide body under a rounded flap, on a short strap that sits under the arm. */
export const shoulderBag: Drawing = (p, back) =>
  `<path d="M22 46q28-52 56 0" fill="none" stroke-width="4"/>` +
  `<path d="M12 44h76v34q0 12-12 12H24q-12 0-12-12z"/>` +
  (back
    ? `<path d="M20 56h60M20 66h60M20 76h60" fill="none" stroke="${p.light}"/>`
    : `<path d="M12 44h76v16q-38 18-76 0z" fill="${p.light}"/><rect x="46" y="62" width="8" height="6" rx="1" fill="${GOLD}"/>` +
      `<path d="M26 48l12 10M50 48l12 10M74 48l-8 6" fill="none" stroke="${p.dark}" stroke-width=".6"/>`);
