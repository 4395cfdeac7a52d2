import pg from 'pg';
import { createTestApp, type TestApp } from '../test/test-app';
import { retryReadOnce } from './read-retry';

const restarting = () => Object.assign(new Error('terminating connection'), { code: '57P01' });

describe('retryReadOnce', () => {
  it('runs a read again once after the database went away, and not a third time', async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      throw restarting();
    };
    await expect(retryReadOnce(read, () => true, 1)).rejects.toThrow('terminating connection');
    expect(calls).toBe(2);
  });

  it('does not run it again once an answer has gone out', async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      throw restarting();
    };
    await expect(retryReadOnce(read, () => false, 1)).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'a read whose connection is terminated mid-query (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is run again on a fresh connection and answers 200', async () => {
      // One session holds a lock the read waits for, so the read is surely mid-query when its
      // backend is terminated, as a fast shutdown terminates every session. Another one looks
      // for it: inside the locker's transaction pg_stat_activity would not change.
      const locker = new pg.Client({ connectionString: t.databaseUrl! });
      const killer = new pg.Client({ connectionString: t.databaseUrl! });
      await Promise.all([locker.connect(), killer.connect()]);
      try {
        await locker.query('begin; lock table categories in access exclusive mode');
        const answer = t.app.inject({ method: 'GET', url: '/api/home/get-categorys' });
        let terminated = 0;
        for (let tries = 0; !terminated && tries < 250; tries++) {
          const { rowCount } = await killer.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          terminated = rowCount ?? 0;
          if (!terminated) await new Promise((r) => setTimeout(r, 20));
        }
        expect(terminated).toBe(1);
        await locker.query('rollback');
        const res = await answer;
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveProperty('categorys');
      } finally {
        await Promise.all([locker.end(), killer.end()]);
      }
    });
  },
);
