import type { PoolClient } from 'pg';
import { timeQueries } from './db-metrics';

/** A pooled connection whose query answers like pg's: a result with its command, or by callback. */
function fakeClient(): PoolClient {
  return {
    query: (...args: unknown[]) => {
      const callback = args.at(-1);
      const result = { command: 'SELECT', rows: [] };
      if (typeof callback === 'function') return void setImmediate(() => callback(null, result));
      return Promise.resolve(result);
    },
  } as unknown as PoolClient;
}

describe('timeQueries', () => {
  it('ends one timer per query, promise or callback, without labels from the result', async () => {
    const ends: unknown[][] = [];
    const client = fakeClient();
    timeQueries(
      client,
      () =>
        (...labels: unknown[]) =>
          void ends.push(labels),
    );
    const result = await client.query('select 1');
    expect(result).toMatchObject({ command: 'SELECT' });
    await new Promise<void>((resolve) => {
      void client.query('select 2', [], () => resolve());
    });
    expect(ends).toEqual([[], []]);
  });
});
