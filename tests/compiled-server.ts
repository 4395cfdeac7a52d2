import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server `npm run build` compiles and `npm run serve` runs with node alone. */
export const BUILT_SERVER = join(ROOT, 'dist/server/node/main.js');

export interface CompiledServer {
  /** The entry to run with node, as `npm run serve` runs dist/server/node/main.js. */
  main: string;
  remove(): void;
}

/**
 * Compiles the server from the source as it is now into a folder of this process's own (under
 * node_modules/.cache, where node finds the packages), for tests that start production
 * processes without depending on the last `npm run build` or writing into a `dist/` another run
 * may be serving. Takes about a second.
 */
export function compileServer(name: string): CompiledServer {
  const outDir = join(ROOT, 'node_modules/.cache/compiled-server', `${name}-${process.pid}`);
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`Compiling the server failed:\n${built.stderr}`);
  return {
    main: join(outDir, 'main.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
