import { chromium } from '@playwright/test';
import { median } from './median';
import { signed } from './signed';
import { turnSlowdowns } from './ab-taps';
import {
  mainThreadWork,
  TRACE_CATEGORIES,
  type MainThreadWork,
  type TraceEvent,
} from './trace-tasks';

/**
 * The main thread of a page's load from Chrome's own trace, in turns like the Lighthouse runs
 * (BENCH_AB_TRACE turns; ab-lighthouse.ts): every side at every slowdown of a turn, each in a
 * fresh browser on a 412 px phone, the trace running from the navigation to
 * BENCH_AB_TRACE_SECONDS (default 12) after the load event. Lighthouse's main-thread figure ends
 * where its own trace ends, which moves from run to run, and folds a task's own overhead into
 * "Other"; here every side is traced for the same window, the work is split at the load event
 * (start-up, then what runs after it: sliders starting, autoplay, idle work), and the excess over
 * the floor is named by trace event (self time), the median of the turns.
 */
/** How many event names the table of where the excess went prints. */
const NAMES_SHOWN = 12;

interface Side {
  name: string;
  base: string;
}

async function traceOnce(url: string, slowdown: number, chromePath: string, windowMs: number) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    const loadAtMs = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    await page.waitForTimeout(windowMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return mainThreadWork(traceEvents, loadAtMs, loadAtMs + windowMs);
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** `paths[i]` is side i's address of the page (a product's slug differs between commits). */
export async function traceInTurns(
  sides: Side[],
  paths: string[],
  turns: number,
  chromePath: string,
): Promise<void> {
  const windowMs = Number(process.env.BENCH_AB_TRACE_SECONDS ?? 12) * 1000;
  // By slowdown, across turns: the reference is fixed for the run; each turn's index is kept.
  const runs = new Map<
    string,
    { side: number; turn: number; hostIndex: number; work: MainThreadWork }[]
  >();
  for (let turn = 0; turn < turns; turn++)
    for (const slowdown of await turnSlowdowns(`${sides.at(-1)!.base}/about`, chromePath))
      for (const [side, { base }] of sides.entries()) {
        const work = await traceOnce(
          `${base}${paths[side]}`,
          slowdown.multiplier,
          chromePath,
          windowMs,
        );
        const key = `${slowdown.label} (${slowdown.multiplier}x)`;
        const run = { side, turn, hostIndex: slowdown.hostIndex, work };
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
  console.log(
    `\n${paths[0]}: the main thread from Chrome's trace, navigation to ${windowMs / 1000} s after load (median of ${turns} turns; the floor is side 0)`,
  );
  for (const [key, all] of runs) {
    const indexes = all.filter((r) => r.side === 0).map((r) => r.hostIndex.toFixed(0));
    console.log(`  ${key}, benchmarkIndex by turn: ${indexes.join(', ')}`);
    const floorOf = (turn: number) => all.find((r) => r.side === 0 && r.turn === turn)!.work;
    for (const [i, side] of sides.entries()) {
      const mine = all.filter((r) => r.side === i);
      const mid = (pick: (w: MainThreadWork) => number) => median(mine.map((r) => pick(r.work)));
      const ratio = median(mine.map((r) => r.work.totalMs / floorOf(r.turn).totalMs));
      console.log(
        `    ${side.name.padEnd(26)} main thread ${seconds(mid((w) => w.totalMs))} s (${ratio.toFixed(2)}x the floor's, by turn), ` +
          `to load ${seconds(mid((w) => w.toLoadMs))} s, after load ${seconds(mid((w) => w.afterLoadMs))} s, ` +
          `over 50 ms ${mid((w) => w.blockingMs).toFixed(0)} ms`,
      );
    }
    // Where the last side's excess over the floor went, turn by turn, largest first.
    const last = all.filter((r) => r.side === sides.length - 1);
    // Names of either side: what the floor spends and the shop does not is an excess too (below 0).
    const names = new Set(
      all
        .filter((r) => r.side === 0 || r.side === sides.length - 1)
        .flatMap((r) => [...r.work.selfMs.keys()]),
    );
    const excess = [...names]
      .map((name) => {
        const over = median(
          last.map((r) => (r.work.selfMs.get(name) ?? 0) - (floorOf(r.turn).selfMs.get(name) ?? 0)),
        );
        return [name, over] as const;
      })
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
      .slice(0, NAMES_SHOWN);
    console.log(
      `    ${sides.at(-1)!.name}'s excess by trace event (self time, ms): ${excess.map(([n, ms]) => `${n} ${signed(ms)}`).join(', ')}`,
    );
  }
}
