import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; pictures (png) are compressed already, source maps never reach shoppers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost (the same threshold as the API's). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of
 * a built client at least PRECOMPRESS_MIN_BYTES long, when the copy is smaller. Done once at
 * build time, so the server sends the smallest bytes without compressing on each request
 * (@fastify/static's preCompressed picks the copy the browser accepts).
 */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < PRECOMPRESS_MIN_BYTES) continue;
    const raw = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz(raw, { level: 9 }),
    ]);
    if (br.length >= raw.length && gzipped.length >= raw.length) continue;
    if (br.length < raw.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
    result.files++;
    result.bytes += raw.length;
    result.brotliBytes += Math.min(br.length, raw.length);
    result.gzipBytes += Math.min(gzipped.length, raw.length);
  }
  return result;
}

/**
 * Vite plugin: precompresses the client build once everything is written, the service worker
 * included (vite-plugin-pwa writes sw.js in its own closeBundle, so this one runs last).
 * Server-side builds are left alone.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let skip = false;
  let log = (_line: string) => {};
  return {
    name: 'storefront:precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (a test's own copy of the build) stays itself.
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
      log = (line) => config.logger.info(line);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (skip) return;
        const r = await precompressDirectory(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        log(
          `precompressed ${r.files} files: ${kb(r.bytes)} -> ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip`,
        );
      },
    },
  };
}
