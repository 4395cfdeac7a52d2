import { createHash } from 'node:crypto';
import type sharpModule from 'sharp';
import type { Db } from '../../db/client';
import { ConcurrencyLimit, ConcurrencyLimitFull } from '../../http/admission/concurrency-limit';
import type { RenderedStore } from '../../rendered-store';
import { isCataloguePicture } from './picture-repository';

/** Raise to make every WebP again after a change to how SVG becomes WebP (not to the SVG). */
const WEBP_VERSION = 1;
/** Made at once, and waiting: each is a few tens of milliseconds on libuv's pool. */
const MADE_AT_ONCE = 2;
const MADE_WAITING = 16;

type Sharp = typeof sharpModule;
let sharpLoaded: Promise<Sharp> | null = null;
/**
 * sharp (libvips) is loaded on the first picture asked for, not at start: a shop whose pictures
 * are all made and cached never holds it in memory. libvips' own cache is off, as the made
 * files are kept by RenderedStore.
 */
function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

class NotShown extends Error {}

/** A catalogue drawing made into WebP once per key and width, then read from the store. */
export class WebpPictures {
  private readonly limit = new ConcurrencyLimit(MADE_AT_ONCE, MADE_WAITING);

  constructor(
    private readonly store: RenderedStore,
    private readonly db: Db,
  ) {}

  /**
   * The WebP of drawing `key`, made when the catalogue shows it; 'busy' when too many are
   * being made (the caller answers with the SVG), 'unknown' when it is not the catalogue's. Kept
   * under a hash of what it is made from, so a changed drawing is made again.
   */
  async get(
    kind: string,
    key: string,
    svg: string,
    width: number,
  ): Promise<Buffer | 'busy' | 'unknown'> {
    const file = createHash('sha256').update(`${WEBP_VERSION}\n${width}\n${svg}`).digest('hex');
    try {
      return await this.store.get(file, async () => {
        if (!(await isCataloguePicture(this.db, kind, key))) throw new NotShown();
        return this.limit.run(() => webpOf(svg, width));
      });
    } catch (error) {
      if (error instanceof ConcurrencyLimitFull) return 'busy';
      if (error instanceof NotShown) return 'unknown';
      throw error;
    }
  }
}

/**
 * The SVG drawn `width` pixels wide (librsvg, on libuv's pool), its height in proportion, as
 * WebP. An SVG's own size (600 x 600 for an item, 1200 x 400 for an offer) is drawn at 72 dots
 * an inch, so the density that draws it `width` wide is 72 * width / its own width.
 */
export async function webpOf(svg: string, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const ownWidth = Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? width);
  return sharp(Buffer.from(svg), { density: (72 * width) / ownWidth })
    .resize({ width })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}
