import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright';
import { firstProductPath, serve } from './ab-lighthouse';
import { turnSlowdowns, type Slowdown } from './ab-taps';
import { waitForServer } from './wait-for-server';
import { median } from './median';
import { mainThreadWork, TRACE_CATEGORIES, type TraceEvent } from './trace-tasks';

/**
 * What the catalogue's pictures cost the main thread of a phone, as WebP (what the shop serves,
 * decoded off the main thread) against their SVG source (drawn on it), issue 64 item 4. One
 * build, one server: the SVG side answers every `.{width}.webp` with the picture's SVG, so the
 * pages, their layout and their requests are the same and only the format differs. Each turn
 * takes the machine's benchmarkIndex and loads each page on a 375 px phone (2x), both formats at
 * every slowdown of `BENCH_AB_SLOWDOWNS`, scrolling through it so its lazy pictures load and
 * paint; it sums from Chrome's trace the page's main-thread tasks and its Paint time, each event
 * counted once (trace-tasks.ts: a Paint inside a Paint, a task inside a task, were counted twice
 * before): a raster picture is decoded on other threads; an SVG is laid out and recorded in
 * Paint. Medians of `PICTURE_RUNS` turns (default 5).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 66;
const BASE = `http://127.0.0.1:${PORT}`;
const WEBP = /\/images\/[^?]+\.\d+\.webp$/;

type Format = 'svg' | 'webp';
interface Cost {
  tasksMs: number;
  paintMs: number;
}

/** The page's main-thread tasks and its paint (ms), each event counted once (trace-tasks.ts). */
function mainThreadCost(trace: Buffer): Cost {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const work = mainThreadWork(events, Infinity, Infinity);
  return { tasksMs: work.totalMs, paintMs: work.inclusiveMs.get('Paint') ?? 0 };
}

async function load(browser: Browser, path: string, format: Format, rate: number): Promise<Cost> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // Both sides go through the same route, so its cost is the same on each.
  await page.route(WEBP, async (route) => {
    const url = route.request().url();
    const source = format === 'svg' ? url.replace(/\.\d+\.webp$/, '.svg') : url;
    const answer = await fetch(source);
    await route.fulfill({
      status: answer.status,
      contentType: answer.headers.get('content-type') ?? undefined,
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
  for (let y = 0; y < 6; y++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cost = mainThreadCost(await browser.stopTracing());
  await context.close();
  return cost;
}

export async function benchPicturePaint(): Promise<void> {
  execSync('npm run build --silent', { stdio: 'inherit' });
  const server = serve('.', PORT);
  try {
    await waitForServer(`${BASE}/api/health`, server);
    const pages = ['/shops?category=women', await firstProductPath(BASE)];
    const runs = Number(process.env.PICTURE_RUNS ?? 5);
    const results = new Map<string, { cost: Cost; slowdown: Slowdown }[]>();
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    for (let turn = 0; turn < runs; turn++)
      for (const slowdown of await turnSlowdowns(`${BASE}/about`, CHROMIUM))
        for (const path of pages)
          for (const format of ['svg', 'webp'] as const) {
            const key = `${path} ${slowdown.label} ${format}`;
            const cost = await load(browser, path, format, slowdown.multiplier);
            results.set(key, [...(results.get(key) ?? []), { cost, slowdown }]);
          }
    await browser.close();
    console.log(
      `\nPictures' main-thread cost, SVG against WebP, 375 px at 2x (median of ${runs}; each run's slowdown at its benchmarkIndex):`,
    );
    for (const [key, all] of results) {
      const mid = (pick: (c: Cost) => number) => median(all.map((a) => pick(a.cost))).toFixed(0);
      const runsOf = all.map((a) => `${a.slowdown.multiplier}x@${a.slowdown.hostIndex.toFixed(0)}`);
      console.log(
        `  ${key.padEnd(56)} tasks ${mid((c) => c.tasksMs)} ms, paint ${mid((c) => c.paintMs)} ms [${runsOf.join(', ')}]`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}
