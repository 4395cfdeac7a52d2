import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { durablePglite } from './durable-pglite';

export type Schema = typeof schema;
/** Both drivers answer raw queries with `{ rows }`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}
/** One type for both drivers: the repositories never know which one they run on. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

/**
 * Runs work in a transaction, handing it the transaction as a `Db`, so repositories take one type
 * whether or not they run inside a transaction. Already in one (an idempotent request's), the
 * work joins it: its failure fails that whole transaction anyway, so a savepoint would only add
 * two statements to every write.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // A boolean, not a guard: narrowed to PgTransaction, `db` would lose the schema's types.
  const alreadyInOne: boolean = db instanceof PgTransaction;
  if (alreadyInOne) return work(db);
  return db.transaction((tx) => work(tx as unknown as Db));
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL pool (null on PGlite): Socket.IO's adapter shares chat between instances through it. */
  pool: pg.Pool | null;
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the first seed) in one process at a time: on PostgreSQL
   * under an advisory lock, since several instances may start together on an empty database; on
   * PGlite the data folder's lock already admits one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole cluster as a tarball, for `openDatabase({ loadDataDir })`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (any constant no other code uses). */
export const SETUP_LOCK_KEY = 7_301_966_431;

async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** One process runs on one core; a few connections per core keep it busy while queries wait. */
export const DEFAULT_POOL_SIZE = Math.min(20, 4 * availableParallelism());

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given; otherwise PGlite (PostgreSQL in WASM, in process) with its
 * files under dataDir (locked to this process, fsync on), or in memory when dataDir is null (tests).
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir: string | null;
  /** PostgreSQL connections this process may hold for queries (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** In memory only: start from this dump (`dumpDataDir()`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** Where a dropped idle connection is reported (the server's logger). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? DEFAULT_POOL_SIZE,
      // Longer than the gap between bursts, so a burst does not reconnect and re-prepare.
      idleTimeoutMillis: 60_000,
      // While PostgreSQL is down (a restart, a failover) a request fails in seconds instead of
      // waiting on a connection that is not coming; the next one tries again.
      connectionTimeoutMillis: 5_000,
      // No JIT: its compile (150-190 ms) was most of a search whose estimated cost crossed
      // jit_above_cost, which a GIN estimate far off easily does, for work of a few milliseconds.
      // No parallel workers: starting two took 10-30 ms of a search whose plan, estimated from
      // the same GIN guesses, went parallel to sort a handful of rows (or none); the shop's
      // queries are short, and its other requests want the cores the workers would take.
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE ... FORCE) is
    // reported here; unhandled, it would crash the process. The pool opens a new one when needed.
    pool.on('error', (error) => opts.log?.warn({ err: error }, 'PostgreSQL connection closed'));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      exclusively: (work) => underAdvisoryLock(pool, work),
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir)
    return pgliteDatabase(
      await PGlite.create({
        extensions: { pg_trgm },
        ...(opts.loadDataDir && { loadDataDir: opts.loadDataDir }),
      }),
      () => {},
    );
  mkdirSync(opts.dataDir, { recursive: true });
  const release = lockDataDir(opts.dataDir);
  try {
    return pgliteDatabase(
      await durablePglite(`${opts.dataDir}/pglite`, { extensions: { pg_trgm } }),
      release,
    );
  } catch (error) {
    release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pool: null,
    dump: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusively: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
  };
}
