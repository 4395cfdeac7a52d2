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
