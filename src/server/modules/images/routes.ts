import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readPictureFile } from '@shared/rules/picture-widths';
import { sendError } from '../../http/errors';
import type { AppDeps } from '../../http/context';
import { renderedDir, RenderedStore } from '../../rendered-store';
import { WebpPictures } from './webp-pictures';
import { drawPicture } from './svg';

const YEAR = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string, ifNoneMatch?: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (ifNoneMatch === etag) return reply.status(304).send();
  return reply.type('image/svg+xml').send(svg);
}

/**
 * GET /images/{kind}/{key}.svg, the drawing, and /images/{kind}/{key}.{width}.webp, the same
 * drawing as WebP in one of the widths of picture-widths.ts (made once, kept in
 * DATA_DIR/rendered/pictures). Both immutable, so browsers and the service worker keep them.
 */
export function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const pictures = new WebpPictures(
    new RenderedStore({
      dir: renderedDir(deps.config.DATA_DIR, 'pictures'),
      extension: '.webp',
      memoryBytes: 4 * 1024 * 1024,
      onError: (error) => app.log.warn({ err: error }, 'a picture file failed'),
    }),
    deps.db,
  );
  app.get<{ Params: { kind: string; file: string }; Querystring: { lite?: string } }>(
    '/images/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const ifNoneMatch = request.headers['if-none-match'];
      if (file.endsWith('.svg')) {
        const svg = drawPicture(kind, file.slice(0, -4), request.query.lite === '1');
        if (!svg) return sendError(reply, 'NOT_FOUND', 'No such image');
        return sendSvg(reply, svg, YEAR, ifNoneMatch);
      }
      const wanted = readPictureFile(kind, file);
      const svg = wanted && drawPicture(kind, wanted.key, false);
      if (!wanted || !svg) return sendError(reply, 'NOT_FOUND', 'No such image');
      const webp = await pictures.get(kind, wanted.key, svg, wanted.width);
      if (webp === 'unknown') return sendError(reply, 'NOT_FOUND', 'No such image');
      // Too many being made at once: the drawing itself, for now, and not kept by the browser,
      // so the picture is whole today and raster the next time.
      if (webp === 'busy') return sendSvg(reply, svg, 'no-store');
      const etag = `"${createHash('sha1').update(webp).digest('base64url')}"`;
      reply.header('cache-control', YEAR).header('etag', etag);
      if (ifNoneMatch === etag) return reply.status(304).send();
      return reply.type('image/webp').send(webp);
    },
  );
}
