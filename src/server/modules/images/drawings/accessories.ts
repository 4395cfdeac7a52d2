import { GLASS, METAL, SOLE, type Drawing } from './palette';

/** Phone and audio accessories, each by the shape that tells it apart on a shelf. */

/** A flip cover, open like a book: card slots on the flap, the phone in its shell beside. */
export const flipCover: Drawing = (p, back) =>
  back
    ? `<rect x="28" y="8" width="44" height="84" rx="7"/><rect x="32" y="12" width="36" height="76" rx="5" fill="none" stroke="${p.light}" stroke-dasharray="2 1.5"/>` +
      `<path d="M64 42h12v14H64z" fill="${p.dark}"/><circle cx="70" cy="49" r="2" fill="${METAL}"/>`
    : `<rect x="6" y="12" width="42" height="76" rx="6"/><rect x="12" y="22" width="30" height="10" rx="2" fill="${p.light}"/><rect x="12" y="36" width="30" height="10" rx="2" fill="${p.light}"/>` +
      `<rect x="50" y="12" width="44" height="76" rx="7"/><rect x="54" y="16" width="36" height="68" rx="5" fill="${GLASS}"/><path d="M48 14v72" fill="none" stroke="${p.dark}" stroke-width="2"/>`;

/** A camera lens guard: a ring of clear glass over each lens of a phone's camera island. */
export const lensGuard: Drawing = (p, back) =>
  back
    ? `<rect x="22" y="26" width="56" height="48" rx="8" fill="#e0f2fe" opacity=".8"/>` +
      [38, 62]
        .map(
          (x) =>
            `<circle cx="${x}" cy="50" r="9" fill="${SOLE}"/><circle cx="${x}" cy="50" r="6" fill="none" stroke="${p.main}" stroke-width="2"/>`,
        )
        .join('')
    : `<rect x="18" y="12" width="64" height="76" rx="14"/>` +
      [
        [38, 34],
        [62, 34],
        [38, 62],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="10" fill="#e0f2fe" opacity=".9"/><circle cx="${x}" cy="${y}" r="7" fill="${GLASS}"/><path d="M${x! - 6} ${y! - 4}a8 8 0 0 1 6-5" fill="none" stroke="#fff" stroke-width="1.5"/>`,
        )
        .join('') +
      `<circle cx="62" cy="62" r="3" fill="#fde68a"/>`;

/** A neckband: a flexible collar that rests on the neck, a bud hanging from each end. */
export const neckband: Drawing = (p, back) =>
  back
    ? `<path d="M20 40q30 52 60 0" fill="none" stroke="${p.main}" stroke-width="7"/><path d="M20 40q4-8 10-4M80 40q-4-8-10-4" fill="none" stroke="${p.dark}" stroke-width="5"/>` +
      `<circle cx="46" cy="30" r="5"/><circle cx="56" cy="30" r="5"/><path d="M30 36q8-8 16-6M70 36q-8-8-14-6" fill="none" stroke="${GLASS}"/>`
    : `<path d="M22 22q28 60 56 0" fill="none" stroke="${p.main}" stroke-width="7"/><rect x="14" y="16" width="14" height="24" rx="6" transform="rotate(-20 21 28)"/><rect x="72" y="16" width="14" height="24" rx="6" transform="rotate(20 79 28)"/>` +
      `<path d="M18 40q-4 18 4 34M82 40q4 18-4 34" fill="none" stroke="${GLASS}" stroke-width="1.2"/><circle cx="22" cy="78" r="5"/><circle cx="78" cy="78" r="5"/>`;

/** Wired earphones: two buds on a Y of cable, an inline mic and a 3.5 mm plug. */
export const wiredEarphones: Drawing = (p, back) =>
  (back
    ? `<circle cx="50" cy="54" r="22" fill="none" stroke="${p.main}" stroke-width="2"/><circle cx="50" cy="54" r="16" fill="none" stroke="${p.main}" stroke-width="2"/>` +
      `<circle cx="40" cy="30" r="6"/><circle cx="60" cy="30" r="6"/>`
    : `<path d="M34 30q0 22 16 28M66 30q0 22-16 28M50 58q-6 14 0 26" fill="none" stroke="${p.main}" stroke-width="2"/>` +
      `<ellipse cx="32" cy="20" rx="7" ry="8"/><ellipse cx="68" cy="20" rx="7" ry="8"/><rect x="31" y="26" width="5" height="8" rx="2"/><rect x="64" y="26" width="5" height="8" rx="2"/>` +
      `<rect x="46" y="64" width="8" height="12" rx="3" fill="${p.dark}"/>`) +
  `<rect x="46" y="${back ? 74 : 84}" width="8" height="8" rx="1" fill="${p.dark}"/><rect x="48.5" y="${back ? 82 : 92}" width="3" height="5" fill="${METAL}"/>`;

/** A fitness band: a slim strap with a pill-shaped screen, the sensors on its back. */
export const fitnessBand: Drawing = (p, back) =>
  `<rect x="40" y="4" width="20" height="92" rx="9"/>` +
  (back
    ? [16, 24, 80, 88].map((y) => `<circle cx="50" cy="${y}" r="1.5" fill="${p.dark}"/>`).join('') +
      `<rect x="42" y="36" width="16" height="28" rx="7" fill="${METAL}"/><circle cx="50" cy="46" r="2" fill="#22c55e"/><circle cx="50" cy="54" r="2" fill="#22c55e"/>`
    : `<rect x="41.5" y="32" width="17" height="36" rx="8" fill="${GLASS}"/><path d="M46 44v12M50 40v16M54 48v8" fill="none" stroke="#22c55e" stroke-width="2"/>`);
