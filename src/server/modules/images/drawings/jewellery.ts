import { GLASS, GOLD, SOLE, type Drawing, type Palette } from './palette';

/**
 * Fashion jewellery: the product's colour is its stones, beads or enamel; the metal is gold
 * plating unless the name says silver (oxidised, silver plated, American diamond in rhodium),
 * as the shopper reads it from the name.
 */

const SILVER = '#c7ccd4';
const OXIDISED = '#7c818a';

/** The metal a piece is plated in, read from its slug; anklets are silver unless named gold. */
function metalOf(label = '', silverFirst = false): string {
  if (/oxidised/.test(label)) return OXIDISED;
  if (/silver|american-diamond|rhodium/.test(label)) return SILVER;
  if (silverFirst && !/gold/.test(label)) return SILVER;
  return GOLD;
}

/** White pearls or beads at these points, in one group so each is a bare circle. */
const pearls = (points: readonly (readonly [number, number])[], r = 2.2) =>
  `<g fill="${SOLE}" stroke="#cbd5e1" stroke-width=".6">${points.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}"/>`).join('')}</g>`;

/** One jhumka at the origin: a stud, a link, the bell with its row of stones and its pearls. */
function jhumkaPiece(p: Palette, metal: string): string {
  const rim = [-12, -6, 0, 6, 12];
  return (
    `<circle r="6" fill="${metal}"/><circle r="3"/>` +
    `<path d="M0 6v7${rim.map((x) => `M${x} 38v4`).join('')}" fill="none" stroke="${metal}" stroke-width="1.6"/>` +
    `<path d="M-15 36q0-24 15-24t15 24z" fill="${metal}"/>` +
    `<path d="M-9 27q9-7 18 0M-5 20q5-4 10 0" fill="none"/><circle cy="17" r="2"/>` +
    `<rect x="-16" y="33" width="32" height="5" rx="2.5"/>` +
    pearls(rim.map((x) => [x, 44]))
  );
}

/** Jhumkas: a pair of bell earrings with pearls at the rim; the back is one, closer. */
export const jhumka: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  return back
    ? `<g transform="translate(50 16) scale(1.5)">${jhumkaPiece(p, metal)}</g>`
    : `<g transform="translate(30 18)">${jhumkaPiece(p, metal)}</g><g transform="translate(70 24) rotate(-6)">${jhumkaPiece(p, metal)}</g>`;
};

/** One flower stud at (x, y): six stones round a metal centre. */
function flowerStud(p: Palette, metal: string, x: number, y: number): string {
  const petals = [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `<circle cx="${(x + 8 * Math.cos(r)).toFixed(1)}" cy="${(y + 8 * Math.sin(r)).toFixed(1)}" r="5" fill="${p.main}"/>`;
    })
    .join('');
  return `${petals}<circle cx="${x}" cy="${y}" r="5.5" fill="${metal}"/><circle cx="${x - 1.5}" cy="${y - 1.5}" r="1.6" fill="#fff" stroke="none"/>`;
}

/** Stud earrings: a pair of flower studs; the back shows one from the side, post and push-back. */
export const studEarrings: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  return back
    ? flowerStud(p, metal, 38, 50) +
        `<rect x="50" y="48.5" width="22" height="3" rx="1.5" fill="${metal}"/>` +
        `<path d="M66 38q-6 12 0 24q6-4 6-12t-6-12z" fill="${metal}"/><path d="M78 38q6 12 0 24q-6-4-6-12t6-12z" fill="${metal}"/>`
    : flowerStud(p, metal, 30, 50) + flowerStud(p, metal, 70, 50);
};

/** One chandbali at the origin: a crescent set with stones, a stud above and pearls below. */
function chandbaliPiece(p: Palette, metal: string): string {
  const stones = [-0.8, -0.4, 0, 0.4, 0.8]
    .map(
      (t) =>
        `<circle cx="${(15 * Math.sin(t)).toFixed(1)}" cy="${(14 + 13 * Math.cos(t)).toFixed(1)}" r="2.2" fill="${p.main}"/>`,
    )
    .join('');
  const drops = pearls(
    [-0.9, -0.45, 0, 0.45, 0.9].map((t) => [19 * Math.sin(t), 16 + 18 * Math.cos(t)]),
    1.8,
  );
  return (
    `<circle cx="0" cy="0" r="4.5" fill="${metal}"/><circle cx="0" cy="0" r="2" fill="${p.main}"/>` +
    `<path d="M0 4.5v4" fill="none" stroke="${metal}" stroke-width="1.6"/>` +
    `<path d="M-18 10a18 19 0 0 0 36 0q-6 2-6 4a12 13 0 0 1-24 0q0-2-6-4z" fill="${metal}"/>` +
    stones +
    drops
  );
}

/** Chandbalis: a pair of crescent earrings; the back is one, closer. */
export const chandbali: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  return back
    ? `<g transform="translate(50 14) scale(1.6)">${chandbaliPiece(p, metal)}</g>`
    : `<g transform="translate(29 24)">${chandbaliPiece(p, metal)}</g><g transform="translate(71 30) rotate(-6)">${chandbaliPiece(p, metal)}</g>`;
};

/** A point on the curve from (x0, y0) through control (cx, cy) to (x1, y1) at t. */
function onCurve(t: number, [x0, y0, cx, cy, x1, y1]: readonly number[]): [number, number] {
  const u = 1 - t;
  return [u * u * x0! + 2 * u * t * cx! + t * t * x1!, u * u * y0! + 2 * u * t * cy! + t * t * y1!];
}

/** A necklace set: a necklace of stones with its drop pendant, and the earrings that match it. */
export const necklaceSet: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  const curve = [18, 14, 50, 90, 82, 14] as const;
  const stones = [0.18, 0.26, 0.34, 0.42, 0.58, 0.66, 0.74, 0.82]
    .map((t) => onCurve(t, curve))
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3" fill="${p.main}"/>`)
    .join('');
  if (back)
    // The back: its dori, the adjustable cord with tassels that ties it.
    return (
      `<path d="M18 60q32 26 64 0" fill="none" stroke="${metal}" stroke-width="4"/>` +
      `<path d="M18 60q-4-20 14-40M82 60q4-20-14-40" fill="none" stroke="${p.dark}" stroke-width="1.6"/>` +
      `<path d="M32 20l-4 16M68 20l4 16" fill="none" stroke="${p.dark}" stroke-width="1.6"/>` +
      `<path d="M24 36h8l-2 12h-4zM68 36h8l-2 12h-4z" fill="${p.main}"/>`
    );
  return (
    `<path d="M18 14Q50 90 82 14" fill="none" stroke="${metal}" stroke-width="5"/>` +
    stones +
    `<circle cx="50" cy="52" r="5" fill="${metal}"/><path d="M50 55q-9 10 0 22q9-12 0-22z" fill="${p.main}" stroke="${metal}" stroke-width="1.6"/>` +
    pearls([[50, 81]], 2.4) +
    [12, 88]
      .map(
        (x) =>
          `<circle cx="${x}" cy="64" r="3" fill="${metal}"/><path d="M${x} 67q-5 6 0 13q5-7 0-13z" fill="${p.main}" stroke="${metal}"/>`,
      )
      .join('')
  );
};

/** A choker set: a wide collar of stones with pearls hanging from it; the back, its dori and hook. */
export const choker: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  if (back)
    return (
      `<path d="M16 44q34 34 68 0l-3-9q-31 28-62 0z" fill="${metal}"/>` +
      `<path d="M16 44q-6 14 4 24M84 44q6 14-4 24" fill="none" stroke="${p.dark}" stroke-width="1.6"/>` +
      `<path d="M16 68h8l-2 10h-4zM76 68h8l-2 10h-4z" fill="${p.main}"/>`
    );
  const band = [18, 30, 50, 72, 82, 30] as const;
  const stones = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
    .map((t) => onCurve(t, band))
    .map(
      ([x, y]) =>
        `<rect x="${(x - 2.6).toFixed(1)}" y="${(y - 2).toFixed(1)}" width="5.2" height="5.2" rx="1" fill="${p.main}"/>`,
    )
    .join('');
  const hung = [0.15, 0.3, 0.5, 0.7, 0.85].map((t) => onCurve(t, band));
  const drops =
    `<path d="${hung.map(([x, y]) => `M${x.toFixed(1)} ${(y + 6).toFixed(1)}v6`).join('')}" fill="none" stroke="${metal}"/>` +
    pearls(
      hung.map(([x, y]) => [x, y + 14]),
      2.4,
    );
  return `<path d="M14 26Q50 72 86 26l-2 10Q50 78 16 36z" fill="${metal}"/>` + stones + drops;
};

/** A mangalsutra: two strands of black beads meeting at a pendant set with a stone. */
export const mangalsutra: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  const strand = (x0: number, x1: number) =>
    Array.from({ length: 11 }, (_, i) => {
      const t = i / 10;
      const x = x0 + (x1 - x0) * t;
      const y = 10 + 44 * t - 6 * Math.sin(Math.PI * t);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 3 === 0 ? 2.2 : 1.8}" fill="${i % 3 === 0 ? metal : GLASS}" stroke="none"/>`;
    }).join('');
  if (back)
    // Up close: the pendant's two vatis (cups) under the stone, on the beads.
    return (
      strand(14, 40) +
      strand(86, 60) +
      `<circle cx="50" cy="58" r="5" fill="${metal}"/>` +
      `<path d="M34 66a8 8 0 0 0 16 0zM50 66a8 8 0 0 0 16 0z" fill="${metal}"/>` +
      `<circle cx="50" cy="58" r="2.4" fill="${p.main}"/>`
    );
  return (
    strand(20, 46) +
    strand(80, 54) +
    `<circle cx="50" cy="57" r="3" fill="${metal}"/>` +
    `<path d="M50 60l-10 10 10 16 10-16z" fill="${metal}"/><path d="M50 66l-5 5 5 8 5-8z" fill="${p.main}"/>`
  );
};

/** A set of bangles, stacked as they are worn; the back, one laid flat with its stones. */
export const bangles: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  if (back)
    return (
      `<circle cx="50" cy="50" r="30" fill="none" stroke="${metal}" stroke-width="8"/>` +
      Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        return `<circle cx="${(50 + 30 * Math.cos(a)).toFixed(1)}" cy="${(50 + 30 * Math.sin(a)).toFixed(1)}" r="2.4" fill="${p.main}"/>`;
      }).join('')
    );
  return Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="50" cy="${36 + i * 7}" rx="32" ry="13" fill="none" stroke="${i % 2 ? metal : p.main}" stroke-width="${i % 2 ? 3 : 5}"/>`,
  ).join('');
};

/** A kada: one broad bangle with an engraved band; the back, seen edge on. */
export const kada: Drawing = (p, back, label) => {
  const metal = metalOf(label);
  if (back)
    return (
      `<ellipse cx="50" cy="50" rx="34" ry="10" fill="none" stroke="${metal}" stroke-width="12"/>` +
      `<ellipse cx="50" cy="50" rx="34" ry="10" fill="none" stroke="${p.main}" stroke-width="2" stroke-dasharray="3 3"/>`
    );
  return (
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${metal}" stroke-width="14"/>` +
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${p.main}" stroke-width="3" stroke-dasharray="5 4"/>` +
    `<circle cx="50" cy="50" r="37" fill="none" stroke="${p.dark}" stroke-width=".8"/><circle cx="50" cy="50" r="23" fill="none" stroke="${p.dark}" stroke-width=".8"/>`
  );
};

/** Payal: a pair of anklets, chains of links with ghungroo bells; the back, one close with its hook. */
export const anklet: Drawing = (p, back, label) => {
  const metal = metalOf(label, true);
  const chain = (y: number) => {
    const curve = [12, y, 50, y + 20, 88, y] as const;
    const bells = [0.1, 0.24, 0.38, 0.52, 0.66, 0.8, 0.94].map((t) => onCurve(t, curve));
    return (
      `<path d="M12 ${y}Q50 ${y + 20} 88 ${y}" fill="none" stroke="${metal}" stroke-width="2.6" stroke-dasharray="2.6 1.2"/>` +
      `<path d="${bells.map(([x, yy]) => `M${x.toFixed(1)} ${yy.toFixed(1)}v4`).join('')}" fill="none" stroke="${metal}"/>` +
      `<g fill="${metal}">${bells.map(([x, yy]) => `<circle cx="${x.toFixed(1)}" cy="${(yy + 7).toFixed(1)}" r="2.8"/>`).join('')}</g>` +
      `<circle cx="12" cy="${y}" r="2.2"/>`
    );
  };
  return back
    ? `<g transform="translate(-10 -10) scale(1.2)">${chain(40)}</g><path d="M4 38q-4 8 3 10" fill="none" stroke="${metal}" stroke-width="2"/>`
    : chain(22) + chain(52);
};
