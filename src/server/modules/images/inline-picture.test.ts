import { describe, expect, it } from 'vitest';
import { INLINE_PICTURE_MAX_BYTES, pictureDataUrl, svgDataUrl } from './inline-picture';
import { DRAWINGS } from './drawings';
import { drawPicture } from './svg';

const decoded = (dataUrl: string) =>
  decodeURIComponent(dataUrl.slice('data:image/svg+xml,'.length));

describe('a picture carried inside the page', () => {
  it('is the drawn picture itself, byte for byte', () => {
    for (const url of [
      '/images/banner/kurta--festive-kurta-edit.svg',
      '/images/product/handbag--hidesign-structured-backpack-p588--teal.svg',
      '/images/category/saree--women.svg',
    ]) {
      const [, kind, key] = /^\/images\/(\w+)\/(.+)\.svg$/.exec(url)!;
      const dataUrl = pictureDataUrl(url);
      expect(dataUrl, url).toMatch(/^data:image\/svg\+xml,/);
      expect(decoded(dataUrl!), url).toBe(drawPicture(kind!, key!));
    }
  });

  it('holds nothing that could end an attribute or start a tag, and no quote React would inflate', () => {
    const dataUrl = svgDataUrl(`<svg a="1" b='2'><g fill="#fff">&amp; 100%</g>\n</svg>`);
    expect(dataUrl.slice('data:'.length)).not.toMatch(/[<>"'&#\n]/);
    expect(decoded(dataUrl)).toBe(`<svg a="1" b='2'><g fill="#fff">&amp; 100%</g>\n</svg>`);
  });

  it('is only ever one of the catalogue pictures, at its plain URL', () => {
    for (const url of [
      '/images/product/handbag--x--teal.svg?lite=1',
      '/images/product/../../etc/passwd.svg',
      '/logo.svg',
      'https://elsewhere.example/images/product/a.svg',
      '/images/product/a.png',
      '/images/Product/a.svg',
    ])
      expect(pictureDataUrl(url), url).toBeNull();
  });

  it('every drawing, as a banner or a product, is small enough to carry', () => {
    for (const drawing of Object.keys(DRAWINGS))
      for (const kind of ['banner', 'product'])
        expect(
          pictureDataUrl(`/images/${kind}/${drawing}--some-label-p1--teal.svg`),
          drawing,
        ).not.toBeNull();
  });

  it('a picture past the limit is left to be fetched', () => {
    const url = '/images/banner/kurta--festive-kurta-edit.svg';
    const sized = (bytes: number) => () => `<svg>${' '.repeat(bytes - 11)}</svg>`;
    expect(pictureDataUrl(url, sized(INLINE_PICTURE_MAX_BYTES))).not.toBeNull();
    expect(pictureDataUrl(url, sized(INLINE_PICTURE_MAX_BYTES + 1))).toBeNull();
  });
});
