import { existsSync } from 'node:fs';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { formatRupees } from '@shared/rules/currency';
import { drawPicture } from './svg';

import { OG_IMAGE_HEIGHT as OG_HEIGHT, OG_IMAGE_WIDTH as OG_WIDTH } from '@shared/og-image';

/** The facts a shared link's card shows. */
export interface OgProduct {
  name: string;
  brand: string | null;
  shopName: string;
  price: number;
  discountedPrice: number;
  discount: number;
  /** The product's first picture, as stored: /images/product/{key}.svg. */
  image: string | null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to `lines` lines of about `width` characters, the last one ending in an ellipsis if cut. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** The product's drawing, placed on the card's left half (its own SVG, nested). */
function drawing(image: string | null): string {
  const key = /^\/images\/product\/([a-z0-9-]+)\.svg$/.exec(image ?? '')?.[1];
  const svg = key ? drawPicture('product', key) : null;
  if (!svg) return '';
  return svg.replace(
    /^<svg [^>]*?(viewBox="[^"]*")[^>]*>/,
    '<svg x="60" y="75" width="480" height="480" $1>',
  );
}

/** The 1200 x 630 card as SVG: the drawing, the name, the price (struck original), the shop. */
export function ogCardSvg(p: OgProduct): string {
  // DejaVu Sans Bold at 44 px is about 27 px a character: 19 fit the 540 px beside the drawing.
  const name = wrapText(p.name, 19, 3);
  const nameY = 165;
  const priceY = nameY + (name.length - 1) * 56 + 100;
  const original = formatRupees(p.price);
  const text = (x: number, y: number, size: number, fill: string, body: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(body)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, sans-serif">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#f8fafc"/>`,
    `<rect x="30" y="30" width="540" height="570" rx="24" fill="#ffffff"/>`,
    drawing(p.image),
    p.brand
      ? text(
          620,
          100,
          28,
          '#0f766e',
          p.brand.toUpperCase(),
          'font-weight="bold" letter-spacing="2"',
        )
      : '',
    ...name.map((line, i) => text(620, nameY + i * 56, 44, '#0f172a', line, 'font-weight="bold"')),
    text(620, priceY, 60, '#0f172a', formatRupees(p.discountedPrice), 'font-weight="bold"'),
    p.discount > 0
      ? text(620, priceY + 52, 30, '#64748b', original, 'text-decoration="line-through"') +
        text(
          640 + original.length * 19,
          priceY + 52,
          30,
          '#b91c1c',
          `${p.discount}% off`,
          'font-weight="bold"',
        )
      : '',
    text(620, 530, 26, '#475569', wrapText(`Sold by ${p.shopName}`, 34, 1)[0]!),
    text(620, 580, 30, '#0f766e', 'Bazaar', 'font-weight="bold"'),
    '</svg>',
  ].join('');
}

/** Debian's DejaVu, else whatever the system has; the rupee sign needs a font that has it. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
].filter((path) => existsSync(path));

/** How the card's SVG becomes its PNG (in a worker thread: see png-drawers.ts). */
export const OG_RENDER_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'width', value: OG_WIDTH },
  font: {
    fontFiles: FONT_FILES,
    loadSystemFonts: FONT_FILES.length === 0,
    defaultFontFamily: 'DejaVu Sans',
  },
};
