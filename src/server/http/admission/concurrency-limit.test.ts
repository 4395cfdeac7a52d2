import { ConcurrencyLimit, ConcurrencyLimitFull, runPaced } from './concurrency-limit';

/** A piece of work that runs until the test lets it finish. */
function heldWork() {
  let finish!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await released;
      return 'done';
    },
    get started() {
      return started;
    },
    finish,
  };
}

/** Lets every promise already settled run its callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a concurrency limit', () => {
  it('runs at most its slots at once; the next waits and starts when one finishes', async () => {
    const limit = new ConcurrencyLimit(2, 1);
    const [a, b, c] = [heldWork(), heldWork(), heldWork()];
    const runs = [a, b, c].map((w) => limit.run(w.work));
    await settle();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect([limit.running, limit.queued]).toEqual([2, 1]);

    a.finish();
    await settle();
    expect(c.started).toBe(true);
    expect([limit.running, limit.queued]).toEqual([2, 0]);

    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done']);
    expect([limit.running, limit.queued]).toEqual([0, 0]);
  });

  it('refuses work beyond its slots and its queue at once, without running it', async () => {
    const limit = new ConcurrencyLimit(1, 1);
    const [a, b, c] = [heldWork(), heldWork(), heldWork()];
    const first = limit.run(a.work);
    const second = limit.run(b.work);
    await expect(limit.run(c.work)).rejects.toBeInstanceOf(ConcurrencyLimitFull);
    expect(c.started).toBe(false);
    a.finish();
    b.finish();
    await Promise.all([first, second]);
  });

  it('frees the slot of work that failed', async () => {
    const limit = new ConcurrencyLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limit.running).toBe(0);
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('holds an acquired slot until it is handed back, and counts a second hand-back as none', async () => {
    const limit = new ConcurrencyLimit(1, 1);
    const release = await limit.acquire();
    expect(limit.full).toBe(false);
    let waitingGotIt = false;
    const waiting = limit.acquire().then((next) => ((waitingGotIt = true), next));
    await settle();
    expect([waitingGotIt, limit.full]).toEqual([false, true]);
    await expect(limit.acquire()).rejects.toBeInstanceOf(ConcurrencyLimitFull);

    release();
    release(); // a second call must not free the slot the waiting one now holds
    const next = await waiting;
    expect([limit.running, limit.queued]).toEqual([1, 0]);
    next();
    expect(limit.running).toBe(0);
  });

  it('starts queued work in order of arrival', async () => {
    const limit = new ConcurrencyLimit(1, 3);
    const order: number[] = [];
    const first = heldWork();
    const runs = [
      limit.run(first.work),
      ...[1, 2, 3].map((n) => limit.run(async () => void order.push(n))),
    ];
    first.finish();
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
  });
});

describe('runPaced', () => {
  it('answers when the work is done, then keeps the slot resting before the next may start', async () => {
    const limit = new ConcurrencyLimit(1, 4);
    const order: string[] = [];
    const busy = () => {
      const until = performance.now() + 20;
      while (performance.now() < until);
    };
    const first = runPaced(limit, async () => (busy(), 'first'), 5).then((answer) => {
      // The slot is still taken while the work rests: the caller did not wait for that.
      order.push(`${answer} answered, running ${limit.running}`);
    });
    const second = runPaced(limit, async () => order.push('second ran'), 5);
    await Promise.all([first, second]);
    expect(order).toEqual(['first answered, running 1', 'second ran']);
  });

  it("passes the work's failure and a full queue on to the caller", async () => {
    const limit = new ConcurrencyLimit(1, 0);
    const failing = runPaced(limit, () => Promise.reject(new Error('disk full')), 1);
    const refused = runPaced(limit, async () => 'never', 1);
    await expect(failing).rejects.toThrow('disk full');
    await expect(refused).rejects.toBeInstanceOf(ConcurrencyLimitFull);
  });
});
