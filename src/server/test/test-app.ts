import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type ServerDeps } from '../app';
import type { Config } from '../config';
import { testConfig } from './test-config';
import { openDatabase, type Database, type Db } from '../db/client';
import { databaseUrl, pgliteFromTemplate, postgresFromTemplate } from './template-database';
import { ConsoleSmsProvider } from '../providers/sms';
import type { CourierProvider } from '../providers/courier-provider';
import type { LogStream } from '../http/logging';
import { inject } from 'vitest';
import { HOME_ADDRESS } from './home-address';

export { HOME_ADDRESS };

export interface TestApp {
  app: FastifyInstance;
  /** What the app was built with: its signals, series and push sender, for a test to drive or read. */
  deps: ServerDeps;
  db: Db;
  /** The PostgreSQL database's URL (null on PGlite): another instance can open the same one. */
  databaseUrl: string | null;
  sms: ConsoleSmsProvider;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file, migrated and seeded with `seedProducts` products: a copy
 * of this run's template in memory (PGlite), or (TEST_DB_DRIVER=postgres) a new database on the
 * TEST_DATABASE_URL server made from it, dropped afterwards.
 */
async function freshDatabase(seedProducts: number): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const template = inject('dbTemplate');
  if (template.driver === 'pglite') {
    const database = await pgliteFromTemplate(template.location, seedProducts);
    return { database, url: null, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL run');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await postgresFromTemplate(template.location, adminUrl, name, seedProducts);
  const url = databaseUrl(adminUrl, name);
  return {
    database: await openDatabase({ url, dataDir: null }),
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  opts: {
    seedProducts?: number;
    config?: Partial<Record<keyof Config, string>>;
    clientDir?: string;
    logStream?: LogStream;
    /** A courier of the test's own (a sandbox on a test clock); else the configuration's. */
    courier?: CourierProvider;
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase(opts.seedProducts ?? 0);
  // Files the server keeps (rendered/) go to a folder of this test file's own, never ./data.
  const ownDataDir = opts.config?.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'shop-test-data-'));
  const config = testConfig({ ...opts.config, ...(ownDataDir && { DATA_DIR: ownDataDir }) });
  const sms = new ConsoleSmsProvider();
  const { app, deps } = await buildApp({
    config,
    db: database.db,
    pgPool: database.pool,
    // A test of a real SMS provider (config) gets it; the others read what this one sent.
    ...(config.SMS_PROVIDER === 'console' && { sms }),
    ...(opts.clientDir && { clientDir: opts.clientDir }),
    ...(opts.logStream && { logStream: opts.logStream }),
    ...(opts.courier && { courier: opts.courier }),
  });
  await app.ready();
  return {
    app,
    deps,
    db: database.db,
    databaseUrl: url,
    sms,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server instance on the same PostgreSQL database as `first` (as a second process
 * behind a load balancer would be): its own pool, Socket.IO server and adapter.
 */
export async function createSecondInstance(
  first: TestApp,
): Promise<{ app: FastifyInstance; deps: ServerDeps; close(): Promise<void> }> {
  if (!first.databaseUrl)
    throw new Error('A second instance needs PostgreSQL (TEST_DB_DRIVER=postgres)');
  const database = await openDatabase({ url: first.databaseUrl, dataDir: null });
  const { app, deps } = await buildApp({
    config: first.config,
    db: database.db,
    pgPool: database.pool,
    sms: first.sms,
  });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A new customer with HOME_ADDRESS saved: what placing an order needs. */
export async function registerShopper(app: FastifyInstance, deliverTo = HOME_ADDRESS) {
  const c = await registerCustomer(app);
  const address = (
    await app.inject({
      method: 'POST',
      url: '/api/home/customer/web_add_address',
      headers: c.headers,
      payload: { ...deliverTo, userId: c.id },
    })
  ).json().address;
  return { ...c, addressId: address._id as string };
}

/** Registers a new customer and answers their token and id. */
export async function registerCustomer(
  app: FastifyInstance,
  email = `shopper.${randomBytes(4).toString('hex')}@example.in`,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/customer-register',
    payload: { name: 'Asha Verma', email, password: 'correct horse' },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as string;
  return { token, id, email, headers: bearer(token) };
}

/** Counts the rows of a table, to prove a refused request changed nothing. */
export async function rowCount(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result.rows[0] as { n: number }).n;
}
