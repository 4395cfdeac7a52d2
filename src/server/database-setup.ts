import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { isSeeded, seedDatabase } from './tools/seed/seed';
import { SETUP_ONLY } from './setup-mode';

/** Migrations, and on an empty database (when the configuration asks for it) the seed. */
export async function setUpDatabase(
  database: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await database.exclusively(() => database.migrate());
  if (!config.SEED_ON_START) return;
  await database.exclusively(async () => {
    if (await isSeeded(database.db)) return;
    log.info('Empty database: seeding the catalogue (600 products)');
    await seedDatabase(database.db, { products: 600 });
  });
}

/**
 * A first start on PGlite: no cluster in DATA_DIR yet, and a seed to come. PGlite's memory is a
 * WebAssembly heap that grows and never shrinks: seeding 600 products in the server's own process
 * left it holding about twice a restart's memory for as long as it ran, and closing that instance
 * and opening another gave none of it back (nor did a forced full collection).
 */
export const isFirstStartOnPglite = (config: Config): boolean =>
  !config.DATABASE_URL &&
  config.SEED_ON_START &&
  !existsSync(join(config.DATA_DIR, 'pglite', 'PG_VERSION'));

/**
 * Sets the database up in a child process of this same entry (compiled, or under tsx with its
 * loader: the parent's node arguments), which exits when done: the seed's memory leaves with it.
 */
export function setUpInChildProcess(): Promise<void> {
  const [entry] = process.argv.slice(1);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry!], {
      env: { ...process.env, [SETUP_ONLY]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the database set-up exited with ${code}`)),
    );
  });
}
