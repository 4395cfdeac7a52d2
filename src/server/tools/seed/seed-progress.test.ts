import { createTestApp, rowCount, type TestApp } from '../../test/test-app';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeding a given number of products', () => {
  it('stores exactly that many and reports progress after each batch up to the total', async () => {
    const reports: [number, number][] = [];
    const steps: string[] = [];
    await seedDatabase(t.db, {
      products: 2500,
      progress: (done, total) => reports.push([done, total]),
      step: (what) => steps.push(what),
    });
    expect(steps).toEqual([
      'Collecting the search vocabulary',
      'Updating the planner statistics (VACUUM ANALYZE)',
    ]);
    expect(await rowCount(t.db, 'products')).toBe(2500);
    expect(await rowCount(t.db, 'search_terms')).toBeGreaterThan(0);
    expect(reports).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });
});
