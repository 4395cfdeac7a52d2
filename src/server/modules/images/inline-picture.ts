import { drawPicture } from './svg';

/**
 * Past this size a picture is better fetched apart: it is then cached on its own, and the page's
 * HTML (rendered, cached and sent for every visit) stays small. The catalogue's drawings are
 * well under it.
 */
export const INLINE_PICTURE_MAX_BYTES = 8192;

/** A picture route's path exactly: `?lite=1` and anything else stays a fetched URL. */
const PICTURE_PATH = /^\/images\/([a-z]+)\/([a-z0-9-]+)\.svg$/;

/**
 * The picture at `url` as a data URL, for a server-drawn page to carry inside its HTML (see
 * src/app/lib/picture-source.tsx), or null when it is not one of ours or too big to carry.
 */
export function pictureDataUrl(url: string, draw = drawPicture): string | null {
  const match = PICTURE_PATH.exec(url);
  const svg = match && draw(match[1]!, match[2]!);
  if (!svg || svg.length > INLINE_PICTURE_MAX_BYTES) return null;
  return svgDataUrl(svg);
}

/**
 * An SVG as a data URL, percent-escaping only what a URL or an HTML attribute cannot hold as is:
 * smaller than base64 and it compresses with the page. Quotes are escaped too, because React
 * writes each quote of an attribute as a six-character entity.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(
    /[%#<>"'&\t\r\n]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )}`;
}
