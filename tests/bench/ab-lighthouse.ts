import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LIGHTHOUSE_THROTTLING, lighthouseMobile } from './storefront';
import { calibrate, calibrationsOf, scriptingAt1x, TARGET_PHONE } from './cpu-calibration';
import { measureInteractions, printInteractions } from './interactions';
import { waitForServer } from './wait-for-server';

/**
 * Before and after on the same machine in the same minutes (BENCH_ONLY=ab): the storefront at
 * BENCH_AB_BEFORE (a git ref, default HEAD~1) and as it is now, both built and served side by
 * side, measured by Lighthouse in turns (before, after, before...) at the calibrated CPU
 * multiplier, so a figure never compares two machines or two moments.
 *   BENCH_AB_PAGES (default '/'; `product` stands for the first women's product; '' for none),
 *   LIGHTHOUSE_RUNS (default 5), BENCH_AB_TAPS (runs of the four taps' INP, default LIGHTHOUSE_RUNS).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 63;

function serve(dir: string, port: number): ChildProcess {
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

/** Both sides seed the same catalogue: the first women's product is the same page on each. */
async function firstProductPath(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/home/query-products?category=women`)).json()) as {
    products: { slug: string }[];
  };
  return `/product/details/${answer.products[0]!.slug}`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  try {
    for (const dir of [before, '.'])
      execSync('npm run build --silent', { cwd: dir, stdio: 'inherit' });
    const sides = [
      { name: `before (${ref})`, base: `http://127.0.0.1:${PORT}`, dir: before },
      { name: 'after (working tree)', base: `http://127.0.0.1:${PORT + 1}`, dir: '.' },
    ];
    sides.forEach((side, i) => servers.push(serve(side.dir, PORT + i)));
    await Promise.all(sides.map((s, i) => waitForServer(`${s.base}/api/health`, servers[i])));
    const { multiplier, hostIndex } = await calibrate(`${sides[1]!.base}/about`, CHROMIUM);
    console.log(
      `\nA/B emulating ${TARGET_PHONE.name}, ${LIGHTHOUSE_THROTTLING} throttling, runs in turns, both sides of a turn at that turn's slowdown (${multiplier}x at benchmarkIndex ${hostIndex.toFixed(0)} at the start)`,
    );
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
    for (const page of (process.env.BENCH_AB_PAGES ?? '/').split(',').filter(Boolean)) {
      const path = page === 'product' ? await firstProductPath(sides[1]!.base) : page;
      const results = sides.map(() => [] as Awaited<ReturnType<typeof lighthouseMobile>>[]);
      // Scripting at 1x from one trace varies by half between two loads of the same build: it
      // is taken in turns too, and its median printed.
      const scripting = sides.map(() => [] as number[]);
      const calibrations = sides.map(() => [] as Awaited<ReturnType<typeof calibrate>>[]);
      for (let run = 0; run < runs; run++) {
        // Each turn at the slowdown of the machine as it is now (issue 47: calibrate per run), the
        // same for both sides: calibrated per side, the index's swing between two minutes gave
        // one side 3x and the other 7x, and their TBT could not be compared.
        const calibration = await calibrate(`${sides[1]!.base}/about`, CHROMIUM, 1);
        for (const [i, side] of sides.entries()) {
          const r = await lighthouseMobile(`${side.base}${path}`, calibration.multiplier);
          if (!r.failed) {
            results[i]!.push(r);
            calibrations[i]!.push(calibration);
          }
          const scripts = await scriptingAt1x(`${side.base}${path}`, side.base, CHROMIUM);
          scripting[i]!.push(scripts.reduce((n, s) => n + s.ms, 0));
        }
      }
      for (const [i, side] of sides.entries()) {
        const all = results[i]!;
        if (!all.length) continue;
        const mid = (pick: (r: (typeof all)[number]) => number) => median(all.map(pick));
        console.log(
          `${path} ${side.name.padEnd(22)} Performance ${mid((r) => r.performance)}, TBT ${mid((r) => r.tbtMs).toFixed(0)} ms, ` +
            `LCP ${(mid((r) => r.lcpMs) / 1000).toFixed(2)} s, FCP ${(mid((r) => r.fcpMs) / 1000).toFixed(2)} s, CLS ${mid((r) => r.clsValue).toFixed(3)} ` +
            `(median of ${all.length}); first-party scripting at 1x ${median(scripting[i]!)} ms (median of ${scripting[i]!.length}, ${Math.min(...scripting[i]!)}-${Math.max(...scripting[i]!)})`,
        );
        console.log(`  slowdown of each run: ${calibrationsOf(calibrations[i]!)}`);
      }
    }
    // INP of the four taps after the load, in turns like the pages (BENCH_AB_TAPS=0 leaves it out).
    const tapRuns = Number(process.env.BENCH_AB_TAPS ?? runs);
    const taps = sides.map(() => [] as Awaited<ReturnType<typeof measureInteractions>>[]);
    const tapCalibrations: Awaited<ReturnType<typeof calibrate>>[] = [];
    for (let run = 0; run < tapRuns; run++) {
      const calibration = await calibrate(`${sides[1]!.base}/about`, CHROMIUM, 1);
      tapCalibrations.push(calibration);
      for (const [i, side] of sides.entries())
        taps[i]!.push(await measureInteractions(side.base, calibration.multiplier, CHROMIUM));
    }
    if (tapRuns > 0)
      console.log(
        `Interaction to Next Paint after the load (slowdown of each turn: ${calibrationsOf(tapCalibrations)}):`,
      );
    for (const [i, side] of sides.entries())
      if (taps[i]!.length) printInteractions(`  ${side.name}: `, taps[i]!);
  } finally {
    servers.forEach((s) => s.kill('SIGTERM'));
    execSync(`git worktree remove --force ${before}`, { stdio: 'ignore' });
  }
}
