import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { COMPILE_ALL_ON_LOAD } from '../../src/server/build/compile-hint';

/**
 * The stack's floor as a third side of an A/B (ab-lighthouse.ts): the pages of the built shop,
 * served by it, with its scripts taken out of their HTML and the floor's put in
 * (floor/floor-entry.tsx: the same libraries, the same server HTML hydrated, no application
 * code). Everything but the HTML (pictures, styles, the API) is the shop's own answer.
 */
export async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    root: resolve('tests/bench/floor'),
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: {
        // The libraries' "use client" lines mean nothing to a bundle of the browser's code.
        onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning),
        input: resolve('tests/bench/floor/floor-entry.tsx'),
        // The shop's entry carries the compile hint (vite.config.ts): the floor is the same
        // libraries built the same way, so what the hint saves is not counted as the shop's.
        output: {
          entryFileNames: 'floor.js',
          codeSplitting: false,
          postBanner: COMPILE_ALL_ON_LOAD,
        },
      },
    },
  });
  return outDir;
}

/** The shop's page with its own module scripts and preloads out, and the floor's script in. */
export function floorPage(html: string): string {
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', '<script type="module" src="/__floor/floor.js"></script></head>');
}

/** Serves the floor in front of the shop at `shop` (its base URL); answers the floor's base URL. */
export async function serveFloor(
  shop: string,
  floorDir: string,
): Promise<{ base: string; server: Server }> {
  const bundle = gzipSync(readFileSync(join(floorDir, 'floor.js')));
  const target = new URL(shop);
  const server = createServer((req, res) => {
    // Compressed as the shop's own scripts and pages are (its server sends them br or gzip).
    const gzipped = {
      'content-encoding': 'gzip',
      vary: 'accept-encoding',
      'cache-control': 'no-store',
    };
    if (req.url === '/__floor/floor.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', ...gzipped });
      return void res.end(bundle);
    }
    const navigation = (req.headers.accept ?? '').includes('text/html');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        // A page comes as plain bytes, which the floor rewrites and compresses itself; the rest
        // (pictures, the API) comes compressed as the shop sends it.
        headers: {
          ...req.headers,
          host: target.host,
          ...(navigation && { 'accept-encoding': 'identity' }),
        },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!navigation || !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(res);
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (html += chunk));
        answer.on('end', () => {
          res.writeHead(answer.statusCode ?? 200, {
            'content-type': type,
            'cache-control': 'no-store',
          });
          res.end(floorPage(html));
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
