import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { fsyncCounter } from './durable-pglite';

let database: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'durable-'));
beforeAll(async () => {
  database = await openDatabase({ dataDir });
});
afterAll(() => database.close());

describe('PGlite on disk is durable', () => {
  it('runs with fsync on, and every commit reaches the disk with an fsync', async () => {
    const fsync = await database.db.execute(sql`show fsync`);
    expect(fsync.rows[0]).toEqual({ fsync: 'on' });
    await database.db.execute(sql`create table durability_probe (n int)`);
    for (let n = 0; n < 5; n++) {
      const before = fsyncCounter.calls;
      await database.db.execute(sql`insert into durability_probe values (${n})`);
      expect(fsyncCounter.calls).toBeGreaterThan(before);
    }
  });
});
