import { PngDrawers } from './png-drawers';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#0f766e"/></svg>';

let drawers: PngDrawers;
beforeEach(() => {
  drawers = new PngDrawers();
});
afterEach(() => drawers.close());

describe('PNG drawing in worker threads', () => {
  it('draws an SVG as PNG at its size', async () => {
    const png = await drawers.draw(SVG, {});
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([20, 10]);
  });

  it('reports an SVG it cannot draw, and draws the next one', async () => {
    await expect(drawers.draw('not an svg', {})).rejects.toThrow('could not be drawn');
    expect((await drawers.draw(SVG, {})).subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws several at once, each answer to its own request', async () => {
    const sizes = [10, 20, 30];
    const pngs = await Promise.all(
      sizes.map((width) => drawers.draw(SVG.replace('width="20"', `width="${width}"`), {})),
    );
    expect(pngs.map((png) => png.readUInt32BE(16))).toEqual(sizes);
  });

  it('refuses to draw once closed', async () => {
    await drawers.close();
    await expect(drawers.draw(SVG, {})).rejects.toThrow('closed');
  });
});
