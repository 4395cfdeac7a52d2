import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from './client';
import { describeStartError } from './start-errors';

/** Several instances starting together on an empty PostgreSQL database (PostgreSQL run only). */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('start-up on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_setup_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('migrates once when three instances start at the same moment', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: url.toString(), dataDir: null })),
    );
    try {
      const outcomes = await Promise.allSettled(
        instances.map((d) => d.exclusively(() => d.migrate())),
      );
      expect(
        outcomes.map((o) => (o.status === 'rejected' ? describeStartError(o.reason) : 'ok')),
      ).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  });

  it('holds the pool size it is given, and keeps idle connections past a burst gap', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: null, poolSize: 3 });
    try {
      expect(database.pool?.options).toMatchObject({ max: 3, idleTimeoutMillis: 60_000 });
    } finally {
      await database.close();
    }
  });

  it('runs queries without JIT or parallel workers, whose start cost more than a search', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: null, poolSize: 1 });
    try {
      const { rows } = await database.db.execute(sql`
        select current_setting('jit') as jit,
          current_setting('max_parallel_workers_per_gather') as workers`);
      expect(rows).toEqual([{ jit: 'off', workers: '0' }]);
    } finally {
      await database.close();
    }
  });
});

describe('describeStartError', () => {
  it("names PostgreSQL's own reason under drizzle's failed query", () => {
    const cause = Object.assign(new Error('extension "pg_trgm" already exists'), { code: '42710' });
    const error = new Error('Failed query: CREATE EXTENSION pg_trgm', { cause });
    expect(describeStartError(error)).toBe(
      'Failed query: CREATE EXTENSION pg_trgm\n  caused by: extension "pg_trgm" already exists (42710)',
    );
  });
});
