import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers shorter than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses every answer above 1 KB on the fly (API JSON, pictures drawn as SVG, server-rendered
 * HTML), brotli when the browser accepts it, gzip otherwise. Brotli runs at quality 4: on the fly,
 * quality 11 costs far more CPU than the few bytes it saves. The built client is compressed once
 * at build time instead (static-client.ts serves those copies; answers that already carry a
 * Content-Encoding are left alone). Register before any route: the plugin adds itself per route.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
  });
}
