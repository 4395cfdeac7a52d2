import { GOLD, SOLE, type Drawing } from './palette';

/**
 * Shoes in profile, toe to the right. The second view is the pair: the other shoe behind,
 * facing the other way, as a shop's second photo shows it.
 */
function pair(profile: string): (p: Parameters<Drawing>[0], back: boolean) => string {
  return (_p, back) =>
    back
      ? `<g transform="translate(96 -10) scale(-.8 .8)" opacity=".9">${profile}</g><g transform="translate(8 22) scale(.85)">${profile}</g>`
      : profile;
}

const laces = (from: number, to: number, y0: number) =>
  Array.from({ length: 4 }, (_, i) => {
    const x = from + ((to - from) * i) / 3;
    return `<path d="M${x} ${y0 + i * 2}l6 -3" fill="none" stroke="${SOLE}" stroke-width="1.4"/>`;
  }).join('');

export const runningShoe: Drawing = (p, back) =>
  pair(
    `<path d="M10 62q0-20 6-26l14 2q8 10 22 10l20 6q18 4 20 14v6H10z"/>` +
      `<path d="M8 68h86v6q-2 6-10 6H16q-8 0-8-6z" fill="${SOLE}"/><path d="M30 62q20-4 40 4" fill="none" stroke="${SOLE}" stroke-width="3"/>` +
      laces(36, 58, 42) +
      `<path d="M12 40l4-8 12 2" fill="none"/>`,
  )(p, back);

export const sneaker: Drawing = (p, back) =>
  pair(
    `<path d="M12 66V42q0-4 4-4h14q8 10 22 12l22 6q16 4 18 10z"/><path d="M70 54q16 4 22 12H64z" fill="${SOLE}"/>` +
      `<path d="M10 66h84v8H10z" fill="${SOLE}"/><path d="M10 70h84" fill="none" stroke="${p.dark}"/>` +
      laces(34, 54, 40),
  )(p, back);

export const formalShoe: Drawing = (p, back) =>
  pair(
    `<path d="M12 60q0-16 4-20l16 2q10 8 22 8l20 4q18 4 20 12l-2 4H12z"/><path d="M12 70h20v8H14zM32 70h62l-2 4H32z" fill="#3f2a1d"/>` +
      `<path d="M60 52q4 8 0 18M40 46l14-2" fill="none"/><path d="M20 44q4 2 10 0" fill="none" stroke="${p.light}" stroke-width="2"/>`,
  )(p, back);

export const loafer: Drawing = (p, back) =>
  pair(
    `<path d="M12 64q0-14 4-18l14 2q14 8 30 6l14 2q18 4 20 12v4H12z"/><path d="M40 52q14 6 30 2" fill="none"/><rect x="46" y="52" width="10" height="3" fill="${GOLD}"/>` +
      `<path d="M12 68h82v6H12z" fill="#3f2a1d"/>`,
  )(p, back);

/** A Punjabi jutti: a low closed flat with a pointed, upturned toe and embroidery on the vamp. */
export const jutti: Drawing = (p, back) =>
  pair(
    `<path d="M10 66q0-12 6-16l18 4q20 4 36 0 14-2 24-10 6-4 4 4-4 14-16 18H10z"/>` +
      `<path d="M40 58q16 4 34-2" fill="none" stroke="${GOLD}" stroke-width="3" stroke-dasharray="3 2"/>` +
      `<circle cx="50" cy="52" r="2" fill="${GOLD}"/><circle cx="60" cy="51" r="2" fill="${GOLD}"/>` +
      `<path d="M10 66h80v5H10z" fill="${p.dark}"/>`,
  )(p, back);

export const sandal: Drawing = (p, back) =>
  pair(
    `<path d="M8 70q4-4 30-4h40q14 0 16 4v6H8z" fill="#a16207"/>` +
      `<path d="M56 68q6-18 20-4M44 68q4-22 18-20M16 66q-2-20 12-22l2 22" fill="none" stroke="${p.main}" stroke-width="4"/><circle cx="28" cy="46" r="1.8" fill="${GOLD}"/>`,
  )(p, back);

export const heel: Drawing = (p, back) =>
  pair(
    `<path d="M14 30q8-4 12 4 16 22 44 28 22 4 24 14H64q-24-6-36-22l-6 2-2 36h-6z"/><path d="M62 70l32 6H64z" fill="${p.dark}"/>` +
      `<path d="M20 34q0 12 8 20" fill="none" stroke="${p.light}" stroke-width="2"/>`,
  )(p, back);

export const flipFlop: Drawing = (p, back) =>
  back
    ? `<path d="M30 14q20-6 26 16 4 16 0 40-4 18-18 18-16 0-16-20 0-20 8-54z" fill="${p.dark}"/><path d="M34 24l4 60M44 22l2 62" fill="none" stroke="${p.light}"/>`
    : `<path d="M30 14q20-6 26 16 4 16 0 40-4 18-18 18-16 0-16-20 0-20 8-54z" fill="${SOLE}"/>` +
      `<path d="M40 22q-14 14-16 34M40 22q14 12 16 30" fill="none" stroke="${p.main}" stroke-width="5"/><circle cx="40" cy="22" r="3"/>`;

export const schoolShoe: Drawing = (p, back) =>
  pair(
    `<path d="M12 66V44q0-6 6-6h14q10 8 20 10l18 4q20 4 22 14z"/><path d="M10 66h84v8H10z" fill="${SOLE}"/>` +
      `<path d="M36 46l20 6v6l-20-6zM34 54l22 6v6l-22-6z" fill="${p.light}"/><path d="M60 56q16 2 24 8" fill="none"/>`,
  )(p, back);

/**
 * A court shoe in profile, toe to the right on the ground (y 78), its heel seat raised to `seat`:
 * the heel drawn below it tells a block heel, a kitten heel and a wedge apart.
 */
const court = (p: Parameters<Drawing>[0], seat: number) =>
  `<path d="M16 ${seat - 12}L16 ${seat}Q32 ${seat + 4} 60 76L92 76Q95 69 86 65Q76 61 66 61Q46 ${(seat + 61) / 2 - 6} 26 ${seat - 8}z"/>` +
  `<path d="M16 ${seat}Q32 ${seat + 4} 60 76L92 76v2H60Q32 ${seat + 7} 16 ${seat + 3}z" fill="${p.dark}"/>` +
  `<path d="M70 64q8 0 14 4" fill="none" stroke="${p.light}" stroke-width="1.5"/>`;

export const blockHeel: Drawing = (p, back) =>
  pair(court(p, 46) + `<path d="M16 48h12l-1 30H17z" fill="${p.dark}"/>`)(p, back);

export const kittenHeel: Drawing = (p, back) =>
  pair(court(p, 62) + `<path d="M17 64h6l-2.5 14h-2z" fill="${p.dark}"/>`)(p, back);

export const wedge: Drawing = (p, back) =>
  pair(
    `<path d="M16 49Q32 53 62 77V78H16z" fill="#c8a165"/>` +
      court(p, 46) +
      `<path d="M16 78h46" fill="none" stroke="${p.dark}" stroke-width="2"/>`,
  )(p, back);

/** A slider: a flat moulded footbed and one wide band over the foot. */
export const slider: Drawing = (p, back) =>
  pair(
    `<path d="M8 70q0-4 6-4h72q8 0 8 4v4q0 4-6 4H14q-6 0-6-4z" fill="${SOLE}"/>` +
      `<path d="M34 67q2-26 24-26t24 26z"/><path d="M44 54h28" fill="none" stroke="${p.light}" stroke-width="3"/>`,
  )(p, back);

/** A clog: a rounded moulded shoe with ventilation holes and a heel strap. */
export const clog: Drawing = (p, back) =>
  pair(
    `<path d="M12 70q-2-22 16-28h30q30 0 36 22v6z"/><path d="M10 70h86v6q0 2-2 2H12q-2 0-2-2z" fill="${p.dark}"/>` +
      [48, 58, 68, 78]
        .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 50 : 47}" r="2.2" fill="${p.light}"/>`)
        .join('') +
      `<path d="M28 46q-14 4-10 18" fill="none" stroke="${p.dark}" stroke-width="3"/><circle cx="28" cy="48" r="2.5" fill="${p.dark}"/>`,
  )(p, back);

/** A slip-on: a low sneaker with no laces, elastic gussets at the sides. */
export const slipOn: Drawing = (p, back) =>
  pair(
    `<path d="M12 66V50q0-4 4-4h16q8 8 22 8l20 4q16 4 18 8z"/><path d="M10 66h84v8H10z" fill="${SOLE}"/>` +
      `<path d="M30 48l5 9 5-9" fill="none" stroke="${p.light}" stroke-width="2"/><path d="M40 56q14 4 30 2" fill="none" stroke="${p.dark}"/>`,
  )(p, back);

/** A monk strap: a formal shoe fastened by a buckled strap across the instep instead of laces. */
export const monkStrap: Drawing = (p, back) =>
  pair(
    `<path d="M12 60q0-16 4-20l16 2q10 8 22 8l20 4q18 4 20 12l-2 4H12z"/><path d="M12 70h20v8H14zM32 70h62l-2 4H32z" fill="#3f2a1d"/>` +
      `<path d="M42 44l20 8v7l-20-8z" fill="${p.dark}"/><rect x="56" y="49" width="6" height="7" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`,
  )(p, back);

/** A Kolhapuri chappal from above: a flat leather sole, a toe ring and a broad braided strap. */
export const kolhapuri: Drawing = (p, back) =>
  back
    ? `<path d="M30 12q22-6 28 16 4 18 0 42-4 18-20 18-18 0-18-20 0-22 10-56z" fill="${p.dark}"/><path d="M33 18q-10 30-8 60M54 24q4 24 0 48" fill="none" stroke="${GOLD}" stroke-dasharray="2 2"/>`
    : `<path d="M30 12q22-6 28 16 4 18 0 42-4 18-20 18-18 0-18-20 0-22 10-56z"/>` +
      `<path d="M22 44q16-10 34 0v10q-18-8-34 0z" fill="${p.dark}"/><path d="M26 47l4 4M32 45l4 4M38 44l4 4M44 45l4 4M50 46l4 4" fill="none" stroke="${GOLD}"/>` +
      `<circle cx="38" cy="22" r="4" fill="none" stroke="${p.dark}" stroke-width="2"/>`;
