import type { FastifyInstance } from 'fastify';
import { webManifest } from '@shared/manifest';

/**
 * GET /manifest.webmanifest with the configured shop name: the installed app's name is the
 * shop's. The build writes the same manifest with the default name, which this route shadows.
 */
export function registerWebManifest(app: FastifyInstance, shopName: string): void {
  const body = JSON.stringify(webManifest(shopName));
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/manifest+json').header('cache-control', 'no-cache').send(body),
  );
}
