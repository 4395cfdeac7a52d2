import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { calibrate, TARGET_PHONE } from './cpu-calibration';

/**
 * Where the start-up work of a page goes (BENCH_ONLY=profile): the storefront built without
 * minification (so functions keep their names), served by the real server, each page opened in a
 * fresh browser with the CPU slowed to the target phone (cpu-calibration.ts), and a sampling CPU
 * profile of the first seconds. Prints, per page, the functions with the most self time and the
 * time per package (React, the router, React Query, Swiper, the app's own code...).
 *   PROFILE_PAGES (default '/,/shops?category=women,product'), PROFILE_SECONDS (default 4).
 */
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 62;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 4);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a frame's code came from, read from the unminified chunk's module comments. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName === '(garbage collector)' ? 'GC' : functionName || '(engine)';
  if (!url.startsWith(BASE)) return 'other origin';
  const file = url.slice(BASE.length);
  if (/swiper/i.test(file)) return 'swiper';
  return file.replace(/-[\w-]{8}\.js$/, '.js');
}

/** Self time per function and per chunk, in ms of the slowed CPU. */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perFunction = new Map<string, number>();
  const perChunk = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const chunk = packageOf(url, functionName);
    const name = `${functionName || '(anonymous)'} ${chunk}:${lineNumber + 1}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + ms);
    perChunk.set(chunk, (perChunk.get(chunk) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions: top(perFunction, 15), chunks: top(perChunk, 10) };
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

export async function benchStartupProfile(): Promise<void> {
  // Inside the project: the build's own plugins read its output there.
  const out = '.bench-data/profile-build';
  const build = (args: string[]) =>
    spawnSync(
      'npx',
      ['vite', 'build', '--minify', 'false', '--emptyOutDir', '--logLevel', 'warn', ...args],
      { stdio: 'inherit' },
    );
  if (build(['--outDir', out]).status !== 0) throw new Error('client build failed');
  if (build(['--ssr', 'src/app/entry-server.tsx', '--outDir', `${out}/server`]).status !== 0)
    throw new Error('server build failed');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: out,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'profile-data-')),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`${BASE}/api/health`);
    const { multiplier } = await calibrate(`${BASE}/about`, CHROMIUM);
    const slug = (
      (await (await fetch(`${BASE}/api/home/query-products?category=women`)).json()) as {
        products: { slug: string }[];
      }
    ).products[0]!.slug;
    const pages = (process.env.PROFILE_PAGES ?? '/,/shops?category=women,product')
      .split(',')
      .map((p) => (p === 'product' ? `/product/details/${slug}` : p));
    console.log(
      `\nStart-up profile, unminified build, CPU slowed ${multiplier}x (the ${TARGET_PHONE.name}), first ${SECONDS} s of each page, fresh browser`,
    );
    for (const path of pages) {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(SECONDS * 1000);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        const { functions, chunks } = selfTimes(profile);
        const total = chunks.reduce((n, [, ms]) => n + ms, 0);
        console.log(`\n${path}: ${total.toFixed(0)} ms of main-thread work sampled`);
        console.log(`  by chunk: ${chunks.map(([c, ms]) => `${c} ${ms.toFixed(0)}`).join(', ')}`);
        for (const [name, ms] of functions)
          console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.kill('SIGTERM');
  }
}
