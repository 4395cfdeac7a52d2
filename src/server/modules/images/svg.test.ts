import { createHash } from 'node:crypto';
import { CATEGORIES } from '../../tools/seed/catalogue-data';
import { DRAWINGS } from './drawings';
import { drawPicture, pictureUrl } from './svg';

/** The drawing's shapes with every colour taken out: two pictures of one kind differ only in colour. */
function shapeHash(svg: string): string {
  return createHash('sha1')
    .update(svg.replace(/(fill|stroke)="[^"]*"/g, ''))
    .digest('hex');
}
const items = CATEGORIES.flatMap((c) => c.subcategories.flatMap((s) => s.items));

describe('catalogue pictures', () => {
  it('gives every drawing a shape of its own', () => {
    const seen = new Map<string, string>();
    for (const name of Object.keys(DRAWINGS)) {
      const shape = shapeHash(drawPicture('product', `${name}--item-p1--black`)!);
      expect(seen.get(shape), `${name} is drawn like ${seen.get(shape)}`).toBeUndefined();
      seen.set(shape, name);
    }
  });

  it('draws in a colour of two words', () => {
    expect(pictureUrl('product', 'shirt', 'linen-shirt-p1', 'Sky Blue')).toBe(
      '/images/product/shirt--linen-shirt-p1--sky-blue.svg',
    );
    expect(drawPicture('product', 'shirt--linen-shirt-p1--sky-blue')).toContain('fill="#7dd3fc"');
  });

  it('has a drawing for every item the seed sells, the right shape for each', () => {
    for (const item of items) expect(DRAWINGS[item.drawing], item.name).toBeDefined();
    // The shapes the shop once drew wrong (a backpack as a handbag, every heel one pump).
    const drawn = (name: string) => items.find((i) => i.name === name)?.drawing;
    expect(drawn('Backpack')).toBe('backpack');
    expect(drawn('Clutch')).toBe('clutch');
    expect(drawn('Sling Bag')).toBe('sling-bag');
    expect(drawn('Wedges')).toBe('wedge');
    expect(drawn('Block Heels')).toBe('block-heel');
    expect(drawn('Kitten Heels')).toBe('kitten-heel');
    expect(drawn('Elephant Showpiece')).toBe('showpiece');
    expect(drawn('Casserole')).toBe('casserole');
    expect(drawn('Cookware Set')).toBe('cookware-set');
    expect(drawn('Anarkali Kurta')).toBe('anarkali');
    expect(drawn('Glass Set')).toBe('glass-set');
  });

  it('gives every drawing a second view that differs from the front, and never any text', () => {
    for (const name of Object.keys(DRAWINGS)) {
      const front = drawPicture('product', `${name}--item-p1--navy`)!;
      const back = drawPicture('product', `${name}--item-p1-back--navy`)!;
      expect(shapeHash(back), name).not.toBe(shapeHash(front));
      expect(front).not.toMatch(/<text|Item/);
      // Served per request: small.
      expect(front.length, name).toBeLessThan(4500);
    }
  });

  it('draws in the product colour, the same bytes for the same key', () => {
    const blue = drawPicture('product', 'smartphone--nova-5g-p5--blue');
    expect(blue).toBe(drawPicture('product', 'smartphone--nova-5g-p5--blue'));
    expect(blue).toContain('fill="#2563eb"');
    expect(shapeHash(blue!)).toBe(
      shapeHash(drawPicture('product', 'smartphone--nova-5g-p5--black')!),
    );
  });

  it('draws a lighter picture for data saver', () => {
    const full = drawPicture('product', 'smartphone--nova-5g-p5--blue')!;
    const lite = drawPicture('product', 'smartphone--nova-5g-p5--blue', true)!;
    expect(lite.length).toBeLessThan(full.length);
    expect(lite).toContain('width="200"');
    expect(lite).toContain('#2563eb');
  });

  it('draws category tiles and banners without any text', () => {
    for (const c of CATEGORIES)
      expect(drawPicture('category', `${c.drawing}--men`)).not.toMatch(/<text/);
    const banner = drawPicture('banner', 'kurta--festive-kurta-edit')!;
    expect(banner).toContain('width="1200"');
    expect(banner).not.toMatch(/<text/);
  });

  it('keeps every banner shape whole inside the part a phone shows (x 640 to 1180)', () => {
    const banner = drawPicture('banner', 'kurta--festive-kurta-edit')!;
    for (const [, x, scale] of banner.matchAll(/translate\(([\d.]+) [\d.]+\) scale\(([\d.]+)\)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(640);
      expect(Number(x) + 100 * Number(scale)).toBeLessThanOrEqual(1180);
    }
    for (const [, cx, r] of banner.matchAll(/<circle cx="(\d+)" cy="\d+" r="(\d+)"/g)) {
      expect(Number(cx) - Number(r)).toBeGreaterThanOrEqual(640);
      expect(Number(cx) + Number(r)).toBeLessThanOrEqual(1180);
    }
  });

  it('still draws pictures stored under the older names', () => {
    expect(shapeHash(drawPicture('product', 'shoe--x-p1--red')!)).toBe(
      shapeHash(drawPicture('product', 'sneaker--x-p1--red')!),
    );
  });

  it('refuses keys that are not plain slugs', () => {
    expect(drawPicture('product', '../etc/passwd')).toBeNull();
    expect(drawPicture('product', '<script>')).toBeNull();
  });

  it('builds the URL the route answers', () => {
    expect(pictureUrl('product', 'kurta', 'kurta-p1', 'Maroon')).toBe(
      '/images/product/kurta--kurta-p1--maroon.svg',
    );
  });

  it('shows the embroidery an embroidered kurta promises, and none on a plain one', () => {
    const circles = (key: string) => (drawPicture('product', key)!.match(/<circle/g) ?? []).length;
    const plain = circles('kurta--manyavar-cotton-blend-kurta-p1--maroon');
    expect(circles('kurta--manyavar-embroidered-kurta-p2--maroon')).toBeGreaterThan(plain + 20);
    expect(circles('kurta--jompers-chikankari-kurta-p3--white')).toBeGreaterThan(plain + 20);
  });
});
