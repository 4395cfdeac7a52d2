/**
 * Catalogue pictures drawn locally as SVG, so the shop needs no image files and no network.
 * A picture's key names the drawing (what kind of item), the product and its colour; the same
 * URL always gives the same bytes, which is why they can be cached for a year. No text is ever
 * drawn inside a picture: the page prints names and headings beside it.
 */
import { drawingNamed } from './drawings';
import { brightness, mix, palette, type Palette } from './drawings/palette';

export const COLOURS: Record<string, string> = {
  black: '#222831',
  white: '#f5f5f4',
  blue: '#2563eb',
  navy: '#1e3a8a',
  red: '#dc2626',
  maroon: '#7f1d1d',
  green: '#16a34a',
  olive: '#65a30d',
  grey: '#6b7280',
  pink: '#ec4899',
  yellow: '#eab308',
  beige: '#d6c7a1',
  purple: '#7c3aed',
  silver: '#c0c4cc',
  gold: '#c9a227',
  brown: '#92400e',
  orange: '#ea580c',
  teal: '#0d9488',
  mustard: '#ca8a04',
  lavender: '#a78bfa',
  cream: '#f3ead3',
  peach: '#fdba74',
  wine: '#881337',
  mint: '#6ee7b7',
  graphite: '#3f3f46',
  'sky-blue': '#7dd3fc',
  'light-blue': '#93c5fd',
  'mid-blue': '#3b6fb6',
  'dark-blue': '#1e3a5f',
  'bottle-green': '#14532d',
  'royal-blue': '#1d4ed8',
  khaki: '#b5a36a',
  charcoal: '#36454f',
  magenta: '#c026d3',
  coral: '#f87171',
  tan: '#b7794a',
  nude: '#e3b9a0',
  clear: '#e0f2fe',
  // Makeup shades.
  'ruby-red': '#b3123a',
  'nude-pink': '#d99a9a',
  'berry-wine': '#7a1f3d',
  'coral-peach': '#f28c6b',
  mauve: '#a2667c',
  'brick-red': '#a33a2a',
  ivory: '#f1dcc0',
  'natural-beige': '#e2bf98',
  sand: '#d3a67a',
  honey: '#bf8350',
  caramel: '#9a6338',
};
const PALETTE_ORDER = Object.values(COLOURS);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The backdrop: the product's colour washed out, grey for goods that are themselves near white. */
function backdrop(main: string): string {
  return brightness(main) > 200 ? '#e7e5e4' : mix(main, '#ffffff', 0.88);
}

/** One item on its own canvas, 100 x 100 units, drawn at 600 px (200 px for data saver). */
function itemPicture(
  draw: (p: Palette, back: boolean, label?: string) => string,
  main: string,
  back: boolean,
  lite: boolean,
  label: string,
): string {
  const p = palette(main);
  const size = lite ? 200 : 600;
  // The full picture gets a soft spotlight and a floor shadow; the lite one is the item alone.
  const stage = lite
    ? ''
    : `<circle cx="50" cy="50" r="44" fill="#fff" opacity=".55"/><ellipse cx="50" cy="93" rx="34" ry="3" fill="#000" opacity=".08"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${backdrop(main)}"/>${stage}` +
    `<g fill="${p.main}" stroke="${p.dark}" stroke-width=".8" stroke-linejoin="round" stroke-linecap="round">${draw(p, back, label)}</g></svg>`
  );
}

/**
 * A 1200 x 400 banner: a wash of colour on the left where the page prints the heading and the
 * button, and three of the item in three colours on the right. Every shape sits whole between
 * x 640 and 1180, so a phone's crop of the right-hand part (the page aligns it right) never
 * shows half a shape.
 */
function bannerPicture(draw: (p: Palette, back: boolean) => string, seed: number): string {
  const colours = [0, 7, 13].map((step) => PALETTE_ORDER[(seed + step) % PALETTE_ORDER.length]!);
  const [first] = colours as [string];
  const wash = mix(first, '#ffffff', 0.85);
  // [centre x, top y, scale, colour]: the big one in front, both small ones whole within the bounds.
  const items = [
    [762, 150, 2.2, 1],
    [1064, 150, 2.2, 2],
    [930, 50, 2.8, 0],
  ] as const;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<rect width="1200" height="400" fill="${wash}"/><circle cx="920" cy="200" r="170" fill="#fff" opacity=".6"/>` +
    `<circle cx="1110" cy="70" r="40" fill="${mix(first, '#ffffff', 0.6)}"/><circle cx="690" cy="320" r="28" fill="${mix(first, '#ffffff', 0.7)}"/>` +
    items
      .map(([x, y, scale, c]) => {
        const p = palette(colours[c]!);
        return `<g transform="translate(${x - 50 * scale} ${y}) scale(${scale})" fill="${p.main}" stroke="${p.dark}" stroke-width=".8" stroke-linejoin="round" stroke-linecap="round">${draw(p, false)}</g>`;
      })
      .join('') +
    `</svg>`
  );
}

/**
 * key: '{drawing}--{label-slug}[--{colour}]', e.g. 'smartphone--nova-x5-pro-p5--blue'; a label
 * ending in '-back' asks for the item's second view. Unknown colours take one from the label's hash.
 */
export function drawPicture(kind: string, key: string, lite = false): string | null {
  if (!/^[a-z0-9-]{1,200}$/.test(key) || !/^[a-z]{1,20}$/.test(kind)) return null;
  const [drawingName = '', label = key, colourName = ''] = key.split('--');
  const draw = drawingNamed(drawingName) ?? drawingNamed('handbag')!;
  const h = hash(label.replace(/-back$/, ''));
  if (kind === 'banner') return bannerPicture(draw, h);
  const main = COLOURS[colourName] ?? PALETTE_ORDER[h % PALETTE_ORDER.length]!;
  return itemPicture(draw, main, /-back$/.test(label), lite, label);
}

/** The URL of a picture, as the seed stores it. */
export function pictureUrl(
  kind: 'product' | 'category' | 'banner' | 'seller',
  drawing: string,
  label: string,
  colour?: string,
): string {
  // A colour of two words ('Sky Blue') is one part of the key: 'sky-blue'.
  const colourKey = colour?.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const parts = [drawing, label, colourKey].filter(Boolean).join('--');
  return `/images/${kind}/${parts}.svg`;
}
