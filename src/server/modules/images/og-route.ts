import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ConcurrencyLimit,
  ConcurrencyLimitFull,
  sendBusy,
} from '../../http/admission/concurrency-limit';
import { sendError } from '../../http/errors';
import type { AppDeps } from '../../http/context';
import { renderedDir, RenderedStore } from '../../rendered-store';
import { productBySlug } from '../catalogue/service';
import { OG_RENDER_OPTIONS, ogCardSvg } from './og-card';
import { PngDrawers } from './png-drawers';

/**
 * Cards drawn at once by this instance, and waiting for a turn; beyond both a 503 with
 * Retry-After. A drawing keeps a core busy in its worker thread, so half the cores draw at most
 * (as for password hashing) and the event loop keeps a core for every other request.
 */
export const OG_DRAWS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
export const OG_DRAWS_WAITING = 8;
/** Cards kept in memory in front of the disk: a few hundred at tens of kilobytes each. */
const OG_MEMORY_BYTES = 16 * 1024 * 1024;
/** Raise to draw every card again after a change to how SVG becomes PNG (not to the SVG). */
const OG_DRAWING_VERSION = 1;

/**
 * What names a card: everything it is drawn from. The SVG holds every fact shown (name, brand,
 * shop, prices, the picture's drawing), so any change of them is a new key and a new drawing.
 */
function cardKey(svg: string): string {
  return createHash('sha256')
    .update(`${OG_DRAWING_VERSION}\n${JSON.stringify(OG_RENDER_OPTIONS)}\n${svg}`)
    .digest('hex');
}

/**
 * GET /images/og/{slug}.png?v={price}: a product's card for link previews (1200 x 630 PNG).
 * Asked with the current price it is immutable; with another (an old link), the card is drawn
 * with today's facts and kept for an hour only.
 *
 * Each version of a card is drawn once, in a worker thread, and kept as a file in
 * DATA_DIR/rendered/og. On disk rather than in the database: a card is cheap to draw again, so
 * each instance may keep its own and the database holds only facts.
 */
export function registerOgImageRoute(app: FastifyInstance, deps: AppDeps): void {
  const drawers = new PngDrawers();
  const limit = new ConcurrencyLimit(OG_DRAWS_AT_ONCE, OG_DRAWS_WAITING);
  const cards = new RenderedStore({
    dir: renderedDir(deps.config.DATA_DIR, 'og'),
    extension: '.png',
    memoryBytes: OG_MEMORY_BYTES,
    onError: (error) => app.log.warn({ err: error }, 'a link-preview card file failed'),
  });
  app.addHook('onClose', () => drawers.close());

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/images/og/:file',
    // Drawing is expensive: refused first under load (see load-shedding.ts).
    { schema: { hide: true }, config: { expensive: true } },
    async (request, reply) => {
      const slug = /^([a-z0-9-]{1,200})\.png$/.exec(request.params.file)?.[1];
      const detail = slug ? await productBySlug(deps.db, slug) : null;
      if (!detail) return sendError(reply, 'NOT_FOUND', 'No such image');
      const p = detail.product;
      const svg = ogCardSvg({ ...p, image: p.images[0] ?? null });
      const key = cardKey(svg);
      const etag = `"${key}"`;
      const cacheable = (answer: FastifyReply) =>
        answer
          .header(
            'cache-control',
            request.query.v === String(p.discountedPrice)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          )
          .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return cacheable(reply).status(304).send();
      try {
        const png = await cards.get(key, () =>
          limit.run(() => drawers.draw(svg, OG_RENDER_OPTIONS)),
        );
        return cacheable(reply).type('image/png').send(png);
      } catch (error) {
        if (error instanceof ConcurrencyLimitFull)
          return sendBusy(
            reply,
            deps.metrics,
            'Too many link previews are being drawn; try again shortly',
          );
        throw error;
      }
    },
  );
}
