import { GOLD, SOLE, type Drawing } from './palette';

/** Clothes, drawn flat as a shop photographs them; the back view shows the back's own seams. */

const buttons = (x: number, ys: number[], fill: string) =>
  ys.map((y) => `<circle cx="${x}" cy="${y}" r="1.3" fill="${fill}"/>`).join('');

export const shirt: Drawing = (p, back) =>
  `<path d="M32 14L18 20 8 68l9 3 9-30v49h48V41l9 30 9-3-10-48-14-6q-18 7-36 0z"/>` +
  (back
    ? `<path d="M26 30q24 6 48 0M50 33v55" fill="none"/><path d="M38 12h24l-2 5H40z" fill="${p.light}"/>`
    : `<path d="M32 14l18 14 18-14-6-4H38z" fill="${p.light}"/><path d="M50 28v62M30 42h12v11H30z" fill="none"/>` +
      buttons(52, [36, 48, 60, 72, 84], p.light));

export const tshirt: Drawing = (p, back) =>
  `<path d="M34 16L16 24 8 42l13 6 5-8v50h48V40l5 8 13-6-8-18-18-8q-16 10-32 0z"/>` +
  (back
    ? `<path d="M36 16q14 5 28 0" fill="none"/><rect x="46" y="19" width="8" height="4" fill="${p.light}"/>`
    : `<path d="M34 16q16 14 32 0" fill="none" stroke-width="3"/><path d="M8 42l13 6M92 42l-13 6M26 86h48" fill="none"/>`);

const legs = 'M28 14h44l6 78H56l-6-54-6 54H22z';
export const jeans: Drawing = (p, back) =>
  `<path d="${legs}"/><path d="M28 22h44" fill="none"/>` +
  (back
    ? `<path d="M32 30h13v11l-6 4-7-4zM55 30h13v11l-7 4-6-4z" fill="${p.light}"/><path d="M29 26q21 4 42 0" fill="none"/>`
    : `<path d="M30 24q6 8 12 8M70 24q-6 8-12 8M50 22v16" fill="none" stroke="${GOLD}"/><circle cx="50" cy="18" r="1.5" fill="${GOLD}"/><path d="M34 14v8M50 14v8M66 14v8" fill="none"/>`);

export const trousers: Drawing = (p, back) =>
  `<path d="${legs}"/><path d="M28 21h44M36 21l-4 70M64 21l4 70" fill="none"/>` +
  (back
    ? `<path d="M33 28h10M57 28h10" fill="none" stroke-width="1.5"/>`
    : `<path d="M30 22l4 10M70 22l-4 10M50 21v14" fill="none"/><circle cx="50" cy="17.5" r="1.2" fill="${p.light}"/>`);

export const cargo: Drawing = (p, back) =>
  trousers(p, back) +
  `<path d="M23 48h11v16H23zM66 48h11v16H66z" fill="${p.light}"/><path d="M23 52h11M66 52h11" fill="none"/>`;

export const joggers: Drawing = (p, back) =>
  `<path d="M28 16h44l4 64-2 12H56l-6-52-6 52H26l-2-12z"/><path d="M28 24h44M26 82h18M56 82h18" fill="none" stroke-width="2"/>` +
  (back
    ? `<path d="M56 30h10v9H56z" fill="${p.light}"/>`
    : `<path d="M46 24l-2 9M54 24l2 9" fill="none" stroke="${SOLE}" stroke-width="1.3"/><path d="M30 26q4 10 8 12M70 26q-4 10-8 12" fill="none"/>`);

export const vest: Drawing = (p, back) =>
  `<path d="M34 12h6q10 ${back ? 6 : 18} 20 0h6l2 16q10 6 10 16v44H22V44q0-10 10-16z"/>` +
  `<path d="M30 34v52M38 34v52M46 34v52M54 34v52M62 34v52M70 34v52" fill="none" stroke-width=".4"/>`;

export const trunks: Drawing = (p, back) =>
  `<path d="M16 26h68l4 42-26 4-12-16-12 16-26-4z"/><path d="M16 26h68v8H16z" fill="${p.light}"/>` +
  (back
    ? `<path d="M50 34v22" fill="none"/>`
    : `<path d="M50 34q-6 10 0 20" fill="none"/><path d="M13 64l26 4M87 64l-26 4" fill="none" stroke-width="2"/>`);

/** Words in a product's name that promise handwork on it. */
const EMBELLISHED = /embroider|chikankari|zari|festive|sequin/;

/** A small four-petal butti, the motif of Indian embroidery, in thread colour. */
const butti = (x: number, y: number, thread: string) =>
  `<g fill="${thread}" stroke="none"><circle cx="${x}" cy="${y - 1.3}" r=".9"/><circle cx="${x}" cy="${y + 1.3}" r=".9"/>` +
  `<circle cx="${x - 1.3}" cy="${y}" r=".9"/><circle cx="${x + 1.3}" cy="${y}" r=".9"/><circle cx="${x}" cy="${y}" r=".6" fill="#fff7ed"/></g>`;

/** Embroidery where the name promises it: a worked yoke round the neck and buttis over the body. */
function embroidery(label: string | undefined, thread: string, yoke: boolean): string {
  if (!EMBELLISHED.test(label ?? '')) return '';
  const work = yoke
    ? `<path d="M36 14q14 12 28 0" fill="none" stroke="${thread}" stroke-width="1.2" stroke-dasharray="1 1"/>` +
      `<path d="M34 18q16 14 32 0" fill="none" stroke="${thread}" stroke-width=".8"/>`
    : '';
  const buttis = [44, 56, 68]
    .flatMap((y, row) => [36, 50, 64].map((x) => butti(x + (row % 2 ? 7 : 0), y, thread)))
    .join('');
  return (
    work +
    buttis +
    `<path d="M28 80h44" fill="none" stroke="${thread}" stroke-width="1" stroke-dasharray="3 1 1 1"/>`
  );
}

/** A knee-length kurta with a mandarin collar, half placket, side slits and an embroidered hem. */
export const kurta: Drawing = (p, back, label) =>
  `<path d="M38 10L22 16 12 60l9 2 7-26v58h44V36l7 26 9-2-10-44-16-6q-12 6-24 0z"/>` +
  `<path d="M28 86h44" fill="none" stroke="${GOLD}" stroke-width="2.5" stroke-dasharray="2 1.5"/><path d="M28 76v18M72 76v18" fill="none"/>` +
  (back
    ? `<path d="M40 9h20v3H40z" fill="${p.light}"/>`
    : `<path d="M40 9h20v4q-10 3-20 0z" fill="${p.light}"/><path d="M50 13v24" fill="none"/>` +
      embroidery(label, GOLD, true) +
      buttons(52, [18, 25, 32], GOLD));

export const nehruJacket: Drawing = (p, back) =>
  `<path d="M36 10q14 6 28 0l10 6v18l-4 6v52H30V40l-4-6V16z"/><path d="M40 10h20v4H40z" fill="${p.light}"/>` +
  (back
    ? `<path d="M50 16v76M30 46q20 -6 40 0" fill="none"/>`
    : `<path d="M50 14v78M34 56h10M56 56h10M56 36h8" fill="none"/>` +
      buttons(50, [22, 34, 46, 58, 70, 82], GOLD));

/** A saree as it drapes: pleats below, the pallu across the shoulder, gold zari on its border. */
export const saree: Drawing = (p, back) =>
  back
    ? `<path d="M34 8h32l6 20H28z" fill="${p.light}"/><path d="M26 28h48l6 64H20z"/><path d="M20 92h60" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
      `<path d="M40 26h22l4 52H36z" fill="${p.main}"/><path d="M36 70h30M36 74h30" fill="none" stroke="${GOLD}" stroke-width="1.6"/><path d="M38 78v6M44 78v6M50 78v6M56 78v6M62 78v6" fill="none"/>`
    : `<path d="M36 8h28l4 18H32z" fill="${p.light}"/><path d="M33 26h34l-1 6H34z" fill="${p.light}" opacity=".6"/><path d="M32 30h36l14 62H18z"/>` +
      `<path d="M40 92l2-52M48 92v-52M56 92l-2-52M64 92l-4-52" fill="none"/><path d="M18 92h64" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
      `<path d="M62 6l10 6-40 44-6-10z"/><path d="M28 46l38-38M32 52l40-42" fill="none" stroke="${GOLD}" stroke-width="1.6"/>`;

/** An A-line kurti with three-quarter sleeves, a keyhole neck and a block print. */
export const kurti: Drawing = (p, back) =>
  `<path d="M38 10L24 16 16 48l9 2 6-20-5 62h48l-5-62 6 20 9-2-8-32-14-6q-12 6-24 0z"/>` +
  (back
    ? `<path d="M38 10q12 4 24 0" fill="none"/>`
    : `<path d="M38 10q12 12 24 0M50 16v8" fill="none"/>` +
      // A small block-printed motif in staggered rows, edge to edge: a print, not buttons.
      `<path d="${[28, 38, 48, 58, 68, 78]
        .flatMap((y, row) =>
          [34, 42, 50, 58, 66].map((x) => `M${x + (row % 2 ? 4 : 0)} ${y - 2}l2 2-2 2-2-2z`),
        )
        .join('')}" fill="${p.light}" stroke="none"/>` +
      `<path d="M27 86h46" fill="none" stroke="${p.light}" stroke-width="2.5"/>`);

export const dress: Drawing = (p, back) =>
  `<path d="M38 8v10l-4 4 2 20-18 48h64L64 42l2-20-4-4V8h-4v10H42V8z"/><path d="M36 42h28" fill="none" stroke-width="2"/>` +
  (back
    ? `<path d="M50 18v24" fill="none" stroke="${GOLD}"/>`
    : `<path d="M26 66h48M22 78h56" fill="none"/><path d="M42 18q8 8 16 0" fill="none"/>`);

/** Lehenga: a short choli over a wide flared skirt with a heavy gold border, a dupatta across. */
export const lehenga: Drawing = (p, back) =>
  `<path d="M36 8q14 6 28 0l4 20H32z" fill="${p.light}"/><path d="M34 34h32l22 58H12z"/>` +
  `<path d="M12 92h76l-3-8H15z" fill="${GOLD}"/><path d="M30 50h40M24 66h52" fill="none" stroke="${GOLD}" stroke-dasharray="1.5 2.5" stroke-width="2"/>` +
  (back
    ? `<path d="M30 10h40l6 60-10 4H34l-10-4z" fill="${p.light}" opacity=".7"/>`
    : `<path d="M62 8l14 6-50 74-8-4z" fill="${p.light}" opacity=".85"/>`);

export const top: Drawing = (p, back) =>
  `<path d="M36 18L22 22q-8 4-8 14l12 4 4-6v26h40V34l4 6 12-4q0-10-8-14l-14-4q-14 8-28 0z"/>` +
  `<path d="M30 60q-6 16-8 20h56q-2-4-8-20z" fill="${p.light}"/>` +
  (back
    ? `<path d="M36 18q14 4 28 0" fill="none"/>`
    : `<path d="M36 18q14 14 28 0M30 60h40M14 36q6-6 12 4M86 36q-6-6-12 4" fill="none"/>`);

export const handbag: Drawing = (p, back) =>
  `<path d="M34 34q0-22 16-22t16 22" fill="none" stroke-width="3.5"/><path d="M16 34h68l-6 54H22z"/>` +
  (back
    ? `<path d="M26 46h48v30H26z" fill="none"/>`
    : `<path d="M16 34h68l-8 22H24z" fill="${p.light}"/><rect x="46" y="52" width="8" height="8" rx="1" fill="${GOLD}"/>`);

export const boysSet: Drawing = (p, back) =>
  `<path d="M30 8l-14 6-6 14 10 4 4-6v24h32V26l4 6 10-4-6-14-14-6q-10 8-20 0z"/>` +
  `<path d="M40 58h40l4 34H64l-4-20-4 20H36z" fill="${p.light}"/>` +
  (back
    ? `<path d="M30 8q10 4 20 0" fill="none"/>`
    : `<path d="M26 28h28M26 36h28M26 44h28" fill="none" stroke="${p.light}" stroke-width="2.5"/><path d="M60 64v6" fill="none"/>`);

export const frock: Drawing = (p, back) =>
  `<path d="M36 14q14 6 28 0l2 22H34z"/><path d="M26 16q-10 2-8 14l12 2 4-12zM74 16q10 2 8 14l-12 2-4-12z" fill="${p.light}"/>` +
  `<path d="M34 36h32l20 52q-36 8-72 0z"/>` +
  (back
    ? `<path d="M42 36q-6 10-2 14M58 36q6 10 2 14" fill="none" stroke="${p.light}" stroke-width="3"/>`
    : `<path d="M42 36q8 -8 8 0t8 0q-8 8-8 0t-8 0z" fill="${p.light}"/><path d="M16 80q34 8 68 0" fill="none" stroke="${SOLE}" stroke-width="2.5" stroke-dasharray="3 2"/>`);

/** A polo: a T-shirt's body with a turned-down collar and a two-button placket. */
export const polo: Drawing = (p, back) =>
  `<path d="M34 16L16 24 8 42l13 6 5-8v50h48V40l5 8 13-6-8-18-18-8q-16 8-32 0z"/>` +
  `<path d="M8 42l13 6M92 42l-13 6" fill="none" stroke="${p.light}" stroke-width="2.5"/>` +
  (back
    ? `<path d="M34 14q16 6 32 0v5q-16 6-32 0z" fill="${p.light}"/>`
    : `<path d="M34 14l16 10-9 8zM66 14L50 24l9 8z" fill="${p.light}"/><rect x="47" y="24" width="6" height="16" fill="${p.light}"/>` +
      buttons(50, [29, 35], p.dark));

/** Boxer shorts: loose woven legs, an elastic waistband and a button fly, in a check. */
export const boxers: Drawing = (p, back) =>
  `<path d="M18 22h64l8 60H58l-8-28-8 28H10z"/><path d="M18 22h64v9H18z" fill="${p.light}"/>` +
  `<path d="M26 31l-8 51M40 31l-6 51M60 31l6 51M74 31l8 51M14 50h72M12 66h32M56 66h32" fill="none" stroke="${p.light}" stroke-width="1.5"/>` +
  (back
    ? `<path d="M22 40q28 6 56 0" fill="none" stroke="${p.dark}"/>`
    : `<path d="M50 31v20" fill="none" stroke="${p.dark}"/>` + buttons(52, [36, 44], SOLE));

/** An anarkali: a fitted bodice, a gold waistband and a floor-length skirt flaring in panels. */
export const anarkali: Drawing = (p, back) =>
  `<path d="M40 8L28 14 20 44l8 2 9-24M60 8l12 6 8 30-8 2-9-24"/>` +
  `<path d="M40 8q10 6 20 0l6 4-2 22H36l-2-22z"/>` +
  `<path d="M36 36h28l26 56H10z"/>` +
  `<path d="M35 33h30v4H35z" fill="${GOLD}"/><path d="M10 92h80l-2-5H12z" fill="${GOLD}"/>` +
  (back
    ? `<path d="M46 9v14" fill="none" stroke="${GOLD}" stroke-width="1.2"/><circle cx="46" cy="25" r="1.6" fill="${GOLD}"/>`
    : `<path d="M42 9q8 8 16 0" fill="${p.light}"/><path d="M44 37l-16 50M50 37v50M56 37l16 50" fill="none" stroke="${p.light}" stroke-width="1.2"/>` +
      `<path d="M38 16q12 6 24 0" fill="none" stroke="${GOLD}" stroke-dasharray="1 1.2"/>`);
