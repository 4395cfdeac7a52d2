import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/errors';
import type { AppDeps } from '../../http/context';
import { productDetail } from '../catalogue/product-detail';
import { ogCardPng } from './og-image';

/** Cards kept drawn (a render takes tens of milliseconds), the least recently asked dropped first. */
const KEPT = 200;

/**
 * GET /images/og/{slug}.png?v={price}: a product's card for link previews (1200 x 630 PNG).
 * Asked with the current price it is immutable; with another (an old link), the card is drawn
 * with today's facts and kept for an hour only.
 */
export function registerOgImageRoute(app: FastifyInstance, deps: AppDeps): void {
  const drawn = new Map<string, { png: Buffer; etag: string }>();
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/images/og/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const slug = /^([a-z0-9-]{1,200})\.png$/.exec(request.params.file)?.[1];
      const detail = slug ? await productDetail(deps.db, slug) : null;
      if (!detail) return sendError(reply, 'NOT_FOUND', 'No such image');
      const p = detail.product;
      const key = `${p.slug}:${p.discountedPrice}:${p.price}:${p.name}`;
      let card = drawn.get(key);
      if (card) drawn.delete(key);
      else {
        const png = ogCardPng({ ...p, image: p.images[0] ?? null });
        card = { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
      }
      drawn.set(key, card);
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
      const current = request.query.v === String(p.discountedPrice);
      reply
        .header(
          'cache-control',
          current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        .header('etag', card.etag);
      if (request.headers['if-none-match'] === card.etag) return reply.status(304).send();
      return reply.type('image/png').send(card.png);
    },
  );
}
