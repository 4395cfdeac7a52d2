import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CatalogueUpdates, type CatalogueUpdate } from '../../http/catalogue-updates';
import { relayCatalogueUpdates } from './catalogue-updates-relay';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app';

/** Two instances on one PostgreSQL: a change on one drops the other's caches. PostgreSQL only. */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'catalogue changes across instances',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof createSecondInstance>>;
    beforeAll(async () => {
      first = await createTestApp({ seedProducts: 8 });
      second = await createSecondInstance(first);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    const heard = (instance: Pick<TestApp, 'deps'>) => {
      const seen: CatalogueUpdate[] = [];
      instance.deps.catalogueUpdates.subscribe((change) => seen.push(change));
      return seen;
    };
    const listening = async () =>
      (
        await first.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN catalogue_changes'`,
        )
      ).rows[0] as { n: number };

    it('a change on one instance reaches the other (once), and not back', async () => {
      await vi.waitFor(async () => expect((await listening()).n).toBe(2), { timeout: 10_000 });
      const onFirst = heard(first);
      const onSecond = heard(second);
      first.deps.catalogueUpdates.invalidate('review');
      await vi.waitFor(() => expect(onSecond).toHaveLength(1), { timeout: 5_000 });
      expect(onSecond[0]).toMatchObject({ reason: 'review', from: 'another instance' });
      await new Promise((r) => setTimeout(r, 300));
      expect(onFirst.map((c) => c.from)).toEqual(['here']);
      expect(onSecond).toHaveLength(1);
    });

    it('listens again after its connection is terminated', async () => {
      const [{ pid }] = (
        await first.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN catalogue_changes' limit 1`,
        )
      ).rows as [{ pid: number }];
      const onSecond = heard(second);
      const onFirst = heard(first);
      await first.db.execute(sql`select pg_terminate_backend(${pid})`);
      // The terminated backend can linger in pg_stat_activity, so a count of listeners cannot
      // tell the new connection from the old: the instance says itself when it listens again.
      await vi.waitFor(
        () => expect([...onFirst, ...onSecond].map((c) => c.reason)).toContain('missed while away'),
        { timeout: 10_000, interval: 100 },
      );
      first.deps.catalogueUpdates.invalidate('order');
      second.deps.catalogueUpdates.invalidate('payment');
      await vi.waitFor(() => {
        expect(onSecond.some((c) => c.reason === 'order')).toBe(true);
        expect(onFirst.some((c) => c.reason === 'payment')).toBe(true);
      });
    });

    // The app waits for this before it serves: the first listen drops every cache, and a page
    // rendered and cached before it would be dropped (seen as a flaky render-budget test).
    it('says when its first listen has started afresh', async () => {
      const changes = new CatalogueUpdates();
      const seen: CatalogueUpdate[] = [];
      changes.subscribe((change) => seen.push(change));
      const pool = new pg.Pool({ connectionString: first.databaseUrl! });
      const relay = relayCatalogueUpdates(changes, pool, first.app.log);
      try {
        await relay.firstListen;
        expect(seen.map((c) => c.reason)).toEqual(['missed while away']);
      } finally {
        await relay.stop();
        await pool.end();
      }
    });
  },
);
