import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { inlineScriptHashes } from './http/security-headers';

/** Paths the client never owns: the API, pictures, and the real-time channel. */
const SERVER_PATHS = /^\/(api|images|socket\.io)(\/|$)/;
/** The longest file name most file systems allow. */
const MAX_FILE_NAME = 255;

/** The CSP hashes of the built shell's inline scripts (none when there is no build). */
export function clientScriptHashes(distDir: string): string[] {
  const index = `${resolve(distDir)}/index.html`;
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/**
 * Serves the built PWA from the same origin as the API: hashed assets cached for a year,
 * index.html and the service worker never cached by HTTP (so updates are seen). Answers
 * whether a build was found; `clientRoute` then answers index.html for client routes.
 */
export async function serveClient(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  if (!existsSync(`${root}/index.html`)) return false;
  // /api, /images and /socket.io are never files, nor is a name too long for the file system:
  // those go to the not-found handler (JSON 404 or the app shell), not the plugin's 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*') return;
    const path = request.url.split('?')[0] ?? '';
    if (SERVER_PATHS.test(path) || path.split('/').some((segment) => segment.length > MAX_FILE_NAME)) return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root,
    index: false,
    // The build writes .br and .gz copies (src/server/build/precompress.ts): the one the browser
    // accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, path) => {
      if (path.startsWith(`${root}/assets/`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(path)) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  app.get('/', (_request, reply) => sendShell(reply));
  return true;
}

function sendShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/** For a GET of a client route (not /api, /images or /socket.io), answers the app shell. */
export function clientRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const path = request.url.split('?')[0] ?? '';
  if (request.method !== 'GET' || SERVER_PATHS.test(path)) return null;
  return sendShell(reply);
}
