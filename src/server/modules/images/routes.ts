import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/errors';
import { drawPicture } from './svg';

/** GET /images/{kind}/{key}.svg: immutable, so browsers and the service worker keep them. */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string }; Querystring: { lite?: string } }>(
    '/images/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const svg = file.endsWith('.svg')
        ? drawPicture(kind, file.slice(0, -4), request.query.lite === '1')
        : null;
      if (!svg) return sendError(reply, 'NOT_FOUND', 'No such image');
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/svg+xml').send(svg);
    },
  );
}
