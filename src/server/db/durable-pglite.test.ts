import type * as nodeFs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { PGLITE_SHARED_BUFFERS } from './durable-pglite';

// Every fsync the database's file system forwards to the disk, counted where it reaches Node.
const fsyncCounter = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>();
  return {
    ...fs,
    fsyncSync: (fd: number) => {
      fsyncCounter.calls++;
      fs.fsyncSync(fd);
    },
  };
});

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

describe('PGlite on disk is small', () => {
  it("keeps 32 MB of shared buffers, not PostgreSQL's 128 MB, which are all resident", async () => {
    const buffers = await database.db.execute(sql`show shared_buffers`);
    expect(buffers.rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
  });
});
