/**
 * The catalogue's drawings are kept as SVG (their source) and shipped as WebP in these widths
 * (issue 64): a phone decodes a raster picture off the main thread, where an SVG is drawn on it.
 * Few widths, so each is made once and cached by every browser and the service worker: a card
 * on a phone (about 170 CSS px at 2-3x), a gallery (up to about 400 CSS px at 3x), a thumbnail.
 */
export const PICTURE_WIDTHS = [96, 192, 320, 480, 720, 1080] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** What the catalogue draws pictures of. */
export const PICTURE_KINDS = ['product', 'category', 'banner', 'seller'] as const;

const DRAWING = new RegExp(`^/images/(${PICTURE_KINDS.join('|')})/([a-z0-9-]{1,200})\\.svg$`);

/** A drawing's WebP in one width, beside its SVG: `/images/product/kurta--blue.320.webp`. */
export const pictureAt = (svgUrl: string, width: PictureWidth) =>
  svgUrl.replace(/\.svg$/, `.${width}.webp`);

/**
 * What an <img> of a catalogue drawing carries: the WebP in every width for the browser to
 * choose from, and the smallest width at least `fallbackWidth` as its `src`. Other pictures (a
 * shopper's upload, a logo) are left as they are (null).
 */
export function pictureSources(
  url: string,
  fallbackWidth: PictureWidth = 320,
): { src: string; srcSet: string } | null {
  if (!DRAWING.test(url)) return null;
  return {
    src: pictureAt(url, fallbackWidth),
    srcSet: PICTURE_WIDTHS.map((w) => `${pictureAt(url, w)} ${w}w`).join(', '),
  };
}

/** The route's reading of a WebP file name: the drawing's key and a width it is made in. */
export function readPictureFile(
  kind: string,
  file: string,
): { key: string; width: PictureWidth } | null {
  if (!PICTURE_KINDS.some((k) => k === kind)) return null;
  const found = /^([a-z0-9-]{1,200})\.(\d{2,4})\.webp$/.exec(file);
  if (!found) return null;
  const width = Number(found[2]);
  const known = PICTURE_WIDTHS.find((w) => w === width);
  return known ? { key: found[1]!, width: known } : null;
}
