import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { saverWhenIdle, type IdleScheduler } from './save-when-idle';

const PRODUCT = ['catalogue', 'product', 'levis-slim-fit-tee'];

/** An idle scheduler the test runs by hand: `idle()` is the browser's idle moment. */
function manualIdle() {
  let waiting: (() => void) | undefined;
  const schedule: IdleScheduler = (run) => {
    waiting = run;
    return () => (waiting = undefined);
  };
  const idle = () => {
    const run = waiting;
    waiting = undefined;
    run?.();
  };
  return { schedule, idle, scheduled: () => waiting !== undefined };
}

function savingClient() {
  const queryClient = new QueryClient();
  const saves: PersistedClient[] = [];
  const { schedule, idle, scheduled } = manualIdle();
  const saver = saverWhenIdle(
    () => ({ buster: 'v1', timestamp: Date.now(), clientState: dehydrate(queryClient) }),
    async (client) => void saves.push(client),
    schedule,
  );
  queryClient.getQueryCache().subscribe(() => saver.changed());
  return { queryClient, saves, idle, scheduled, saver };
}

const savedPrice = (client: PersistedClient | undefined) =>
  (client?.clientState.queries[0]?.state.data as { price: number } | undefined)?.price;

describe('saving the cache in idle time', () => {
  it('saves a burst of changes once, in the idle moment after them, with the last answer', () => {
    const { queryClient, saves, idle } = savingClient();
    queryClient.setQueryData(PRODUCT, { price: 799 });
    queryClient.setQueryData(PRODUCT, { price: 749 });
    queryClient.setQueryData(['catalogue', 'home'], { rows: 3 });
    expect(saves).toHaveLength(0);

    idle();

    expect(saves).toHaveLength(1);
    expect(savedPrice(saves[0])).toBe(749);
    expect(saves[0]!.clientState.queries).toHaveLength(2);
  });

  it('does not save again when what changed is not saved (a query marked fetching)', async () => {
    const { queryClient, saves, idle, scheduled } = savingClient();
    queryClient.setQueryData(PRODUCT, { price: 799 });
    idle();
    let finish: (value: { price: number }) => void = () => undefined;
    const fetching = queryClient.fetchQuery({
      queryKey: PRODUCT,
      staleTime: 0,
      queryFn: () => new Promise<{ price: number }>((resolve) => (finish = resolve)),
    });
    expect(scheduled()).toBe(true);

    idle();
    expect(saves).toHaveLength(1);

    finish({ price: 699 });
    await fetching;
    idle();
    expect(saves).toHaveLength(2);
    expect(savedPrice(saves[1])).toBe(699);
  });

  it('saves at once when flushed (the page hidden) and not again at the idle moment', () => {
    const { queryClient, saves, idle, scheduled, saver } = savingClient();
    queryClient.setQueryData(PRODUCT, { price: 799 });

    saver.flush();

    expect(saves).toHaveLength(1);
    expect(scheduled()).toBe(false);
    idle();
    saver.flush();
    expect(saves).toHaveLength(1);
  });

  it('saves an answer that is removed (a refusal, a sign-out)', () => {
    const { queryClient, saves, idle } = savingClient();
    queryClient.setQueryData(PRODUCT, { price: 799 });
    idle();
    queryClient.removeQueries({ queryKey: PRODUCT });
    idle();
    expect(saves).toHaveLength(2);
    expect(saves[1]!.clientState.queries).toHaveLength(0);
  });
});
