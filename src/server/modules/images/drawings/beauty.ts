import { GLASS, GOLD, METAL, SOLE, turned, type Drawing } from './palette';

/** Makeup, skincare, hair, fragrance, grooming and bath: each in its own kind of pack. */

export const lipstick: Drawing = (p, back) =>
  back
    ? `<rect x="30" y="38" width="16" height="52" rx="2" fill="${GOLD}"/><rect x="30" y="14" width="16" height="26" rx="2"/><path d="M56 42h16v48H56z" fill="${GLASS}"/><path d="M56 42q8-14 16-26v26z" fill="${p.main}"/>`
    : `<rect x="38" y="54" width="24" height="36" rx="2" fill="${GOLD}"/><rect x="40" y="40" width="20" height="14" fill="${METAL}"/><path d="M41 40V24q6-10 18-14v30z"/><path d="M38 62h24" fill="none"/>`;

export const babyBottle: Drawing = (p, back) =>
  `<rect x="28" y="30" width="44" height="60" rx="16" fill="${SOLE}"/><rect x="40" y="14" width="20" height="16" rx="4"/>` +
  (back
    ? `<path d="M36 50h28M36 58h28M36 66h20" fill="none" stroke="${p.dark}"/>`
    : `<path d="M50 72q-12-8-8-16 4-5 8 1 4-6 8-1 4 8-8 16z" fill="${p.main}"/><circle cx="40" cy="44" r="3" fill="${p.light}"/>`);

export const tube: Drawing = (p, back) =>
  `<path d="M30 10h40l-6 62H36z" fill="${back ? p.light : SOLE}"/><rect x="38" y="72" width="24" height="16" rx="3"/>` +
  (back
    ? `<path d="M40 24h20M40 30h20M40 36h14" fill="none" stroke="${p.dark}"/>`
    : `<path d="M32 28h36l-2 20H34z" fill="${p.main}"/><circle cx="50" cy="58" r="4" fill="${p.light}"/>`) +
  `<path d="M30 10h40" fill="none" stroke-width="3"/>`;

export const jar: Drawing = (p, back) =>
  `<path d="M18 46h64v32q0 10-10 10H28q-10 0-10-10z" fill="${back ? p.light : SOLE}"/><rect x="16" y="32" width="68" height="16" rx="4"/>` +
  (back
    ? `<path d="M30 60h40M30 68h28" fill="none" stroke="${p.dark}"/>`
    : `<rect x="30" y="56" width="40" height="20" rx="3" fill="${p.main}"/><path d="M36 66h28" fill="none" stroke="${SOLE}" stroke-width="2"/>`);

export const dropper: Drawing = (p, back) =>
  `<path d="M32 44h36v40q0 6-6 6H38q-6 0-6-6z" fill="${p.main}" opacity=".85"/><rect x="40" y="32" width="20" height="12" fill="${GOLD}"/><path d="M44 32V18q0-8 6-8t6 8v14z" fill="${GLASS}"/>` +
  (back
    ? `<path d="M38 56h24M38 62h24M38 68h16" fill="none" stroke="${SOLE}"/>`
    : `<rect x="36" y="56" width="28" height="22" fill="${SOLE}"/><path d="M50 62q-4 6 0 10 4-4 0-10z" fill="${p.main}"/>`);

export const shampoo: Drawing = (p, back) =>
  `<path d="M34 26h32q6 0 6 8v50q0 6-6 6H34q-6 0-6-6V34q0-8 6-8z"/><rect x="40" y="12" width="20" height="14" rx="3" fill="${p.dark}"/>` +
  (back
    ? `<rect x="36" y="40" width="28" height="36" fill="${SOLE}"/><path d="M40 48h20M40 54h20M40 60h20M40 66h12" fill="none"/>`
    : `<path d="M28 46q22-10 44 0v20q-22 10-44 0z" fill="${p.light}"/><path d="M44 56q6-8 12 0" fill="none" stroke="${SOLE}" stroke-width="2"/>`);

export const oilBottle: Drawing = (p, back) =>
  `<path d="M44 10h12v12l10 10v52q0 6-6 6H40q-6 0-6-6V32l10-10z" fill="${p.light}"/><rect x="42" y="6" width="16" height="8" rx="2"/>` +
  (back
    ? `<path d="M40 44h20M40 50h20M40 56h14" fill="none"/>`
    : `<path d="M34 50h32v30H34z" fill="${p.main}"/><path d="M50 56q-6 10 0 16 6-6 0-16z" fill="${GOLD}"/>`);

export const perfume: Drawing = (p, back) =>
  (back ? turned : (s: string) => s)(
    `<path d="M22 40h56l6 44q0 6-6 6H22q-6 0-6-6z" opacity=".9"/><path d="M28 48h44l4 34H24z" fill="${p.light}" opacity=".6"/><rect x="42" y="28" width="16" height="12" fill="${GOLD}"/><rect x="38" y="12" width="24" height="16" rx="3" fill="${GLASS}"/>`,
  );

export const deoCan: Drawing = (p, back) =>
  `<rect x="34" y="26" width="32" height="64" rx="6"/><path d="M36 26q0-10 14-10t14 10z" fill="${METAL}"/><rect x="46" y="10" width="8" height="6" fill="${GLASS}"/>` +
  (back
    ? `<path d="M40 40h20M40 46h20M40 52h14" fill="none" stroke="${SOLE}"/>`
    : `<path d="M34 50l32-12v20l-32 12z" fill="${p.light}"/>`);

export const trimmer: Drawing = (p, back) =>
  `<path d="M38 20h24l-2 66q0 4-4 4H44q-4 0-4-4z"/><rect x="36" y="10" width="28" height="12" rx="2" fill="${METAL}"/>` +
  (back
    ? `<path d="M42 40h16M42 48h16M42 56h16" fill="none" stroke="${GLASS}" stroke-width="2"/>`
    : `<path d="M38 12h24M38 16h24" fill="none" stroke="${GLASS}" stroke-dasharray="1 1"/><circle cx="50" cy="44" r="5" fill="${p.light}"/><circle cx="50" cy="60" r="1.5" fill="#22c55e"/>`);

export const pumpBottle: Drawing = (p, back) =>
  `<rect x="30" y="34" width="40" height="56" rx="8"/><rect x="44" y="22" width="12" height="12" fill="${SOLE}"/><path d="M40 18h24v6H40z" fill="${SOLE}"/><path d="M40 20h-8v4" fill="none"/>` +
  (back
    ? `<rect x="36" y="48" width="28" height="30" fill="${SOLE}"/><path d="M40 54h20M40 60h20M40 66h14" fill="none"/>`
    : `<path d="M30 58q20-8 40 0v12q-20 8-40 0z" fill="${p.light}"/><circle cx="50" cy="46" r="3" fill="${SOLE}"/>`);

/** A kohl pencil (kajal, eyeliner): a slim twist-up stick with its cap off beside it. */
export const kajal: Drawing = (p, back) =>
  back
    ? `<rect x="30" y="12" width="12" height="76" rx="5"/><rect x="31" y="70" width="10" height="16" rx="3" fill="${GOLD}"/><rect x="56" y="12" width="12" height="76" rx="5" fill="${p.light}"/><path d="M58 24h8M58 30h8" fill="none" stroke="${p.dark}"/>`
    : `<path d="M44 24h12v64H44z"/><path d="M45 24l5-14 5 14z" fill="${GLASS}"/><rect x="44" y="76" width="12" height="12" rx="2" fill="${GOLD}"/><path d="M46 40h8M46 46h8" fill="none" stroke="${p.light}"/>` +
      `<rect x="64" y="14" width="12" height="28" rx="5" fill="${p.dark}"/><path d="M22 70q8-6 16 0" fill="none" stroke="${GLASS}" stroke-width="2.5"/>`;

/** A soft pack of wet wipes with its flip lid and one wipe drawn up. */
export const wipes: Drawing = (p, back) =>
  `<path d="M12 40q0-8 8-8h60q8 0 8 8v34q0 8-8 8H20q-8 0-8-8z" fill="${back ? p.light : SOLE}"/>` +
  (back
    ? `<path d="M24 50h52M24 58h52M24 66h36" fill="none" stroke="${p.dark}"/>`
    : `<rect x="32" y="36" width="36" height="16" rx="6"/><path d="M40 40q6-18 10-22 4 4 10 22z" fill="#ffffff"/><path d="M18 64h64" fill="none" stroke="${p.main}" stroke-width="3"/><circle cx="26" cy="72" r="3" fill="${p.main}"/>`);

/** A compact powder: a round case open on its mirror and pressed powder. */
export const compact: Drawing = (p, back) =>
  back
    ? `<circle cx="50" cy="52" r="34"/><circle cx="50" cy="52" r="26" fill="${p.light}"/><circle cx="50" cy="52" r="6" fill="${GOLD}"/>`
    : `<ellipse cx="50" cy="66" rx="36" ry="20"/><ellipse cx="50" cy="64" rx="28" ry="14" fill="#e9c9a8"/><ellipse cx="50" cy="30" rx="34" ry="18" fill="${p.dark}"/><ellipse cx="50" cy="30" rx="27" ry="13" fill="#cbd5e1"/><path d="M38 26q8-6 18-4" fill="none" stroke="#ffffff" stroke-width="2"/>`;

/** Bath soap: a pack of bars, one unwrapped. */
export const soap: Drawing = (p, back) =>
  back
    ? `<rect x="14" y="30" width="72" height="44" rx="6"/><path d="M22 42h56M22 50h56M22 58h40" fill="none" stroke="${SOLE}" stroke-width="2"/>`
    : `<rect x="12" y="52" width="40" height="26" rx="10"/><rect x="48" y="48" width="40" height="30" rx="4" fill="${p.light}"/><path d="M54 58h28M54 66h20" fill="none" stroke="${p.dark}"/>` +
      `<circle cx="30" cy="38" r="5" fill="#ffffff" opacity=".8"/><circle cx="40" cy="30" r="3" fill="#ffffff" opacity=".8"/>`;

/** A liquid eyeliner: a small bottle under a long cap that holds the fine brush. */
export const eyeliner: Drawing = (p, back) =>
  back
    ? `<rect x="28" y="56" width="20" height="32" rx="4"/><rect x="31" y="50" width="14" height="8" fill="${GOLD}"/>` +
      `<rect x="58" y="12" width="12" height="44" rx="3" fill="${GLASS}"/><path d="M64 56v22" fill="none" stroke="${GLASS}" stroke-width="1.5"/><path d="M62.5 78l1.5 8 1.5-8z" fill="${GLASS}"/>`
    : `<rect x="40" y="58" width="20" height="30" rx="4"/><rect x="42" y="14" width="16" height="44" rx="3" fill="${GLASS}"/><rect x="42" y="52" width="16" height="6" fill="${GOLD}"/>` +
      `<path d="M44 66h12" fill="none" stroke="${p.light}" stroke-width="2"/>`;

/** A body mist: a tall slim bottle under a clear cap, its sprayer and nozzle showing through. */
export const mistBottle: Drawing = (p, back) =>
  `<rect x="36" y="34" width="28" height="58" rx="7"/><rect x="40" y="28" width="20" height="6" fill="${METAL}"/><rect x="44" y="18" width="12" height="10" rx="2" fill="${SOLE}"/><rect x="56" y="21" width="5" height="3" fill="${SOLE}"/>` +
  (back
    ? `<path d="M40 12h20v22H40z" fill="#e0f2fe" opacity=".7"/><path d="M42 50h16M42 56h16M42 62h10" fill="none" stroke="${SOLE}"/>`
    : `<path d="M36 54q14-8 28 0v16q-14 8-28 0z" fill="${p.light}"/><circle cx="50" cy="62" r="3" fill="${SOLE}"/>`);

/** An attar: a small cut-glass vial with a tall gold stopper, the oil inside. */
export const attar: Drawing = (p, back) =>
  `<path d="M50 46l18 20-18 24-18-24z" opacity=".85"/><path d="M32 66h36M50 46v44" fill="none" stroke="${p.light}"/><rect x="46" y="38" width="8" height="8" fill="${GOLD}"/>` +
  (back
    ? `<path d="M74 20q8 12 0 22q-8-10 0-22z" fill="${GOLD}"/><path d="M74 42v22" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`
    : `<path d="M50 12q10 14 0 26q-10-12 0-26z" fill="${GOLD}"/><circle cx="50" cy="10" r="2" fill="${GOLD}"/>`);

/** A shaving kit: a brush, a razor and a tub of shaving cream side by side. */
export const shavingKit: Drawing = (p, back) =>
  back
    ? `<rect x="10" y="28" width="80" height="52" rx="4"/><rect x="16" y="34" width="20" height="40" rx="2" fill="${p.dark}"/><rect x="40" y="34" width="18" height="40" rx="2" fill="${p.dark}"/><rect x="62" y="34" width="22" height="40" rx="2" fill="${p.dark}"/>`
    : `<path d="M12 58q0-28 12-28t12 28z" fill="#e7d8b8"/><rect x="14" y="58" width="20" height="30" rx="5"/>` +
      `<path d="M50 88l3-52h5l-2 52z" fill="${p.dark}"/><rect x="42" y="28" width="24" height="9" rx="2" fill="${METAL}"/><path d="M44 32h20" fill="none" stroke="${GLASS}" stroke-width=".8"/>` +
      `<rect x="68" y="62" width="24" height="26" rx="3" fill="${SOLE}"/><rect x="66" y="56" width="28" height="8" rx="2"/>`;
