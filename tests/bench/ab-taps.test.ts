import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InteractionName, Timing } from './interactions';

/** benchmarkIndex readings the mocked calibration hands out, one call at a time. */
const readings = vi.hoisted(() => ({
  calls: [] as number[],
  next: [] as { multiplier: number; hostIndex: number }[],
}));
vi.mock('./cpu-calibration', () => ({
  calibrate: async (_url: string, _chrome: string, samples = 3) => {
    readings.calls.push(samples);
    return readings.next.shift()!;
  },
}));

/** ab-taps.ts anew: its reference slowdown is kept for one bench run, that is one module. */
const freshRun = async () => (await import('./ab-taps')).turnSlowdowns;

beforeEach(() => {
  vi.resetModules();
  readings.calls.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("an A/B run's slowdowns, turn by turn", () => {
  it("keeps the first turn's reference for the whole run, and takes each turn's own index", async () => {
    readings.next = [
      { multiplier: 7.2, hostIndex: 1900 },
      { multiplier: 7.2, hostIndex: 1910 },
      // The machine reads faster later: the reference must not move with it.
      { multiplier: 11, hostIndex: 3100 },
    ];
    const turnSlowdowns = await freshRun();
    expect(await turnSlowdowns('http://probe', '/chromium')).toEqual([
      { label: '4x', multiplier: 4, hostIndex: 1910 },
      { label: 'reference', multiplier: 7.2, hostIndex: 1910 },
    ]);
    expect(await turnSlowdowns('http://probe', '/chromium')).toEqual([
      { label: '4x', multiplier: 4, hostIndex: 3100 },
      { label: 'reference', multiplier: 7.2, hostIndex: 3100 },
    ]);
    // Three readings for the run's reference, then one per turn.
    expect(readings.calls).toEqual([3, 1, 1]);
  });

  it("caps the reference where the calculator's devices end", async () => {
    readings.next = [
      { multiplier: 13.4, hostIndex: 3600 },
      { multiplier: 13.4, hostIndex: 3600 },
    ];
    const turnSlowdowns = await freshRun();
    const [, reference] = await turnSlowdowns('http://probe', '/chromium');
    expect(reference).toEqual({ label: 'reference', multiplier: 10, hostIndex: 3600 });
  });

  it('runs the slowdowns BENCH_AB_SLOWDOWNS names, in its order', async () => {
    vi.stubEnv('BENCH_AB_SLOWDOWNS', 'reference,2,6');
    readings.next = [
      { multiplier: 5, hostIndex: 1700 },
      { multiplier: 5, hostIndex: 1650 },
    ];
    const turnSlowdowns = await freshRun();
    expect((await turnSlowdowns('http://probe', '/chromium')).map((s) => s.label)).toEqual([
      'reference',
      '2x',
      '6x',
    ]);
  });
});

describe('the taps of two sides, turn by turn', () => {
  /** One turn of a side: every tap at `inp` ms but open filters, at `filters`. */
  const taps = (inp: number, filters: number): Record<InteractionName, Timing> => {
    const timing = (ms: number) => ({ ms, inputDelay: 0, processing: 0, presentation: 0 });
    return {
      'add to cart': timing(inp),
      'open filters': timing(filters),
      'open menu': timing(inp),
      'choose a size': timing(inp),
    };
  };

  it("subtracts each turn's first side from its last, with their median and the quicker turns", async () => {
    const { pairedDifferences } = await import('./ab-taps');
    const before = [taps(100, 200), taps(100, 160), taps(100, 120)];
    // The last turn was quicker on both sides: unpaired medians would hide the change.
    const after = [taps(100, 168), taps(108, 168), taps(100, 80)];
    expect(pairedDifferences(before, after)).toEqual([
      'add to cart    +0 ms (+0, +8, +0); quicker in 0 of 3',
      'open filters   -32 ms (-32, +8, -40); quicker in 2 of 3',
      'open menu      +0 ms (+0, +8, +0); quicker in 0 of 3',
      'choose a size  +0 ms (+0, +8, +0); quicker in 0 of 3',
    ]);
  });
});
