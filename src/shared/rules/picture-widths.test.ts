import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureSources, readPictureFile } from './picture-widths';

describe('picture widths', () => {
  it('offers a drawing as WebP in every width, keeping the SVG as its source', () => {
    const found = pictureSources('/images/product/kurta--blue-kurta--blue.svg');
    expect(found?.src).toBe('/images/product/kurta--blue-kurta--blue.320.webp');
    expect(found?.srcSet.split(', ')).toHaveLength(PICTURE_WIDTHS.length);
    expect(found?.srcSet).toContain('/images/product/kurta--blue-kurta--blue.1080.webp 1080w');
  });

  it('leaves pictures that are not drawings alone', () => {
    expect(pictureSources('/uploads/chat/abc.jpg')).toBeNull();
    expect(pictureSources('/logo.svg')).toBeNull();
    expect(pictureSources('/images/og/phone.png')).toBeNull();
  });

  it('reads only the widths it makes', () => {
    expect(readPictureFile('product', 'kurta--blue.480.webp')).toEqual({
      key: 'kurta--blue',
      width: 480,
    });
    expect(readPictureFile('product', 'kurta--blue.500.webp')).toBeNull();
    expect(readPictureFile('product', '../etc.320.webp')).toBeNull();
    expect(readPictureFile('product', 'kurta.svg')).toBeNull();
    expect(readPictureFile('nothing', 'kurta--blue.480.webp')).toBeNull();
  });
});
