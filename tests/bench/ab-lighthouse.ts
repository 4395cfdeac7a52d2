import { execSync, spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LIGHTHOUSE_THROTTLING, lighthouseMobile } from './storefront';
import { scriptingAt1x, TARGET_PHONE } from './cpu-calibration';
import { tapsInTurns, turnSlowdowns } from './ab-taps';
import { signed } from './signed';
import { waitForServer } from './wait-for-server';
import { buildFloor, serveFloor } from './floor-side';
import { median } from './median';
import { traceInTurns } from './ab-trace';

/**
 * Before and after on the same machine in the same minutes (BENCH_ONLY=ab): the stack's floor
 * (floor-side.ts: the same libraries and server HTML, no application code), the storefront at
 * BENCH_AB_BEFORE (a git ref, default HEAD~1) and as it is now, built and served side by side,
 * measured by Lighthouse in turns (floor, before, after, floor...), each turn at every slowdown
 * asked for, so a figure never compares two machines or two moments.
 *   BENCH_AB_SLOWDOWNS (default '4,reference'): CPU slowdowns; `reference` is the one Lighthouse's
 *   calculator gives for the run's benchmarkIndex (its reference phone, fixed for the run:
 *   ab-taps.ts), capped at 10x (the calculator is built from devices of index 800-2000; this class
 *   of machine reads 1,300-3,700).
 *   BENCH_AB_PAGES (default '/'; `product` stands for the first women's product; '' for none),
 *   LIGHTHOUSE_RUNS (default 5), BENCH_AB_TRACE (turns of the pages' main thread from Chrome's
 *   own trace, ab-trace.ts, default 3; 0 for none), BENCH_AB_TRACE_SECONDS (default 12),
 *   BENCH_AB_TAPS (turns of the four taps' INP at the same slowdowns, ab-taps.ts, default 3),
 *   BENCH_AB_SCRIPTING=1 (first-party scripting at 1x too, from a trace).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 63;

/** The shop of `dir` (built) on `port`, on a fresh embedded database. */
export function serve(dir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-ab-')),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The first women's product of a side's own catalogue: a commit whose seed differs (issue 61 drew
 * it anew) names other products, so each side is asked, and the floor is asked through its proxy.
 */
export async function firstProductPath(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/home/query-products?category=women`)).json()) as {
    products: { slug: string }[];
  };
  return `/product/details/${answer.products[0]!.slug}`;
}

type Side = { name: string; base: string };
type Run = Awaited<ReturnType<typeof lighthouseMobile>>;

/**
 * One page in turns (`page`: a path, or `product`): every side at every slowdown of the turn;
 * medians, each run's index.
 */
async function measurePage(page: string, sides: Side[], runs: number): Promise<void> {
  const paths = await Promise.all(
    sides.map((side) => (page === 'product' ? firstProductPath(side.base) : page)),
  );
  const results = new Map<string, { run: Run; multiplier: number; turn: number }[]>();
  const scripting = sides.map(() => [] as number[]);
  for (let turn = 0; turn < runs; turn++) {
    for (const slowdown of await turnSlowdowns(`${sides[2]!.base}/about`, CHROMIUM))
      for (const [i, side] of sides.entries()) {
        const run = await lighthouseMobile(`${side.base}${paths[i]}`, slowdown.multiplier);
        const key = `${slowdown.label} ${side.name}`;
        if (!run.failed)
          results.set(key, [
            ...(results.get(key) ?? []),
            { run, multiplier: slowdown.multiplier, turn },
          ]);
      }
    if (process.env.BENCH_AB_SCRIPTING === '1')
      for (const [i, side] of sides.entries()) {
        const scripts = await scriptingAt1x(`${side.base}${paths[i]}`, side.base, CHROMIUM);
        scripting[i]!.push(scripts.reduce((n, s) => n + s.ms, 0));
      }
  }
  console.log(
    `\n${[...new Set(paths)].join(' / ')} (median of each side's runs; in brackets, each run's slowdown at its benchmarkIndex)`,
  );
  for (const [key, all] of results) {
    const mid = (pick: (r: Run) => number) => median(all.map((a) => pick(a.run)));
    const floorTbt = median(
      (results.get(key.replace(/ .*$/, ' floor')) ?? all).map((a) => a.run.tbtMs),
    );
    const excess = mid((r) => r.tbtMs) - floorTbt;
    const withoutTbt = all.filter((a) => Number.isNaN(a.run.tbtMs)).length;
    console.log(
      `  ${key.padEnd(34)} Performance ${mid((r) => r.performance)}, TBT ${mid((r) => r.tbtMs).toFixed(0)} ms (floor ${signed(excess)}${withoutTbt ? `; ${withoutTbt} of ${all.length} runs without one` : ''}), ` +
        `LCP ${(mid((r) => r.lcpMs) / 1000).toFixed(2)} s, Speed Index ${(mid((r) => r.speedIndexMs) / 1000).toFixed(2)} s, main thread ${(mid((r) => r.mainThreadMs) / 1000).toFixed(2)} s, ` +
        `scripts ${(mid((r) => r.scriptBytes) / 1024).toFixed(1)} KB [${all.map((a) => `${a.multiplier}x@${a.run.benchmarkIndex.toFixed(0)}`).join(', ')}]`,
    );
    // Each turn beside its own floor run: the turns' slowdowns differ (this machine's
    // benchmarkIndex wanders), and a median of each side's runs can pick runs of unlike turns.
    const floorRuns = results.get(key.replace(/ .*$/, ' floor')) ?? [];
    const paired = all.flatMap((a) => {
      const floor = floorRuns.find((f) => f.turn === a.turn);
      return floor && floor !== a ? [{ a: a.run, floor: floor.run }] : [];
    });
    if (paired.length)
      console.log(
        `  ${''.padEnd(34)} paired with each turn's floor (median of ${paired.length}): ` +
          `TBT ${signed(median(paired.map((p) => p.a.tbtMs - p.floor.tbtMs)))} ms, ` +
          `main thread ${median(paired.map((p) => p.a.mainThreadMs / p.floor.mainThreadMs)).toFixed(2)}x, ` +
          `LCP ${median(paired.map((p) => p.a.lcpMs / p.floor.lcpMs)).toFixed(2)}x ` +
          `[TBT over the floor by turn: ${paired.map((p) => signed(p.a.tbtMs - p.floor.tbtMs)).join(', ')}]`,
      );
    // Where the main thread's time went (medians per group): what the excess over the floor is.
    const groups = [...new Set(all.flatMap((a) => Object.keys(a.run.mainThreadByGroup)))];
    const byGroup = groups
      .map((g) => [g, mid((r) => r.mainThreadByGroup[g] ?? 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([g, ms]) => `${g} ${(ms / 1000).toFixed(2)}`);
    console.log(`  ${''.padEnd(34)} main thread by kind (s): ${byGroup.join(', ')}`);
  }
  for (const [i, side] of sides.entries())
    if (scripting[i]!.length)
      console.log(
        `  ${side.name}: first-party scripting at 1x ${median(scripting[i]!)} ms (median of ${scripting[i]!.length})`,
      );
}

export async function benchAb(): Promise<void> {
  const ref = process.env.BENCH_AB_BEFORE ?? 'HEAD~1';
  const before = mkdtempSync(join(tmpdir(), 'bench-before-'));
  execSync(`git worktree add --detach ${before} ${ref}`, { stdio: 'ignore' });
  try {
    symlinkSync(resolve('node_modules'), join(before, 'node_modules'));
    if (existsSync('../shared')) symlinkSync(resolve('../shared'), join(before, '../shared'));
  } catch {
    // ../shared beside a temporary folder may exist already: the build needs only node_modules.
  }
  const servers: ChildProcess[] = [];
  const floors: Server[] = [];
  try {
    for (const dir of [before, '.'])
      execSync('npm run build --silent', { cwd: dir, stdio: 'inherit' });
    const sides = [
      { name: `before (${ref})`, base: `http://127.0.0.1:${PORT}`, dir: before },
      { name: 'after (working tree)', base: `http://127.0.0.1:${PORT + 1}`, dir: '.' },
    ];
    sides.forEach((side, i) => servers.push(serve(side.dir, PORT + i)));
    await Promise.all(sides.map((s, i) => waitForServer(`${s.base}/api/health`, servers[i])));
    console.log(
      `\nA/B: the stack's floor, before and after, emulating ${TARGET_PHONE.name} (${LIGHTHOUSE_THROTTLING} throttling); in turns, every side of a turn at each of its slowdowns`,
    );
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
    const pages = (process.env.BENCH_AB_PAGES ?? '/').split(',').filter(Boolean);
    // The floor is built only for pages: it has no taps to measure.
    if (pages.length > 0) {
      const floor = await serveFloor(sides[1]!.base, await buildFloor());
      floors.push(floor.server);
      const measured = [{ name: 'floor', base: floor.base }, ...sides];
      for (const page of pages) await measurePage(page, measured, runs);
      // The same pages from Chrome's own trace, in turns (ab-trace.ts; BENCH_AB_TRACE=0 leaves it out).
      const traceTurns = Number(process.env.BENCH_AB_TRACE ?? 3);
      if (traceTurns > 0)
        for (const page of pages) {
          const paths = await Promise.all(
            measured.map((side) => (page === 'product' ? firstProductPath(side.base) : page)),
          );
          await traceInTurns(measured, paths, traceTurns, CHROMIUM);
        }
    }
    // INP of the four taps after the load, in turns like the pages (BENCH_AB_TAPS=0 leaves it out).
    const tapRuns = Number(process.env.BENCH_AB_TAPS ?? 3);
    if (tapRuns > 0) await tapsInTurns(sides, tapRuns, CHROMIUM);
  } finally {
    servers.forEach((s) => s.kill('SIGTERM'));
    floors.forEach((f) => f.close());
    execSync(`git worktree remove --force ${before}`, { stdio: 'ignore' });
  }
}
