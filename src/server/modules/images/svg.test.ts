import { drawPicture, pictureUrl } from './svg';

describe('catalogue pictures', () => {
  it('draws the same bytes for the same key and different ones per colour', () => {
    const blue = drawPicture('product', 'phone--nova-5g-p5--blue');
    expect(blue).toBe(drawPicture('product', 'phone--nova-5g-p5--blue'));
    expect(blue).not.toBe(drawPicture('product', 'phone--nova-5g-p5--black'));
    expect(blue).toContain('#2563eb');
    expect(blue).toContain('Nova 5g');
    expect(blue).not.toContain('P5');
  });

  it('draws a lighter picture for data saver', () => {
    const full = drawPicture('product', 'phone--nova-5g-p5--blue')!;
    const lite = drawPicture('product', 'phone--nova-5g-p5--blue', true)!;
    expect(lite.length).toBeLessThan(full.length);
    expect(lite).toContain('width="200"');
    expect(lite).not.toContain('<text');
    expect(lite).toContain('#2563eb');
  });

  it('refuses keys that are not plain slugs', () => {
    expect(drawPicture('product', '../etc/passwd')).toBeNull();
    expect(drawPicture('product', '<script>')).toBeNull();
  });

  it('builds the URL the route answers', () => {
    expect(pictureUrl('product', 'shirt', 'kurta-p1', 'Maroon')).toBe('/images/product/shirt--kurta-p1--maroon.svg');
  });
});
