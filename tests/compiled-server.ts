import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server `npm run build` compiles and `npm run serve` runs with node alone. */
export const BUILT_SERVER = join(ROOT, 'dist/server/node/main.js');

/**
 * The node flags `npm run serve` (or `npm run migrate`) starts node with, from package.json's
 * script (the one place they are written), for tests and benches that start the server as
 * production does.
 */
export function serveNodeFlags(script: 'serve' | 'migrate' = 'serve'): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...words] = scripts[script]!.split(/\s+/);
  if (node !== 'node') throw new Error(`package.json's ${script} script does not start with node`);
  return words.filter((word) => word.startsWith('--'));
}

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
  const cache = join(ROOT, 'node_modules/.cache/compiled-server');
  removeLeftovers(cache);
  const outDir = join(cache, `${name}-${process.pid}`);
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

/** Folders of runs that ended without removing theirs (killed, or failed before their stop). */
function removeLeftovers(cache: string): void {
  let entries: string[];
  try {
    entries = readdirSync(cache);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number(/-(\d+)$/.exec(entry)?.[1]);
    if (pid && !isAlive(pid)) rmSync(join(cache, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
