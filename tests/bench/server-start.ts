import { spawn } from 'node:child_process';
import { PRERENDERED_PAGES } from '../../src/shared/offline';
import { serveNodeFlags } from '../compiled-server';
import { builtServer } from './built-server';
import { median } from './median';
import {
  onEachDatabase,
  PORT_BASE,
  spawnServer,
  stopServer,
  treeRssKb,
  untilReady,
} from './server-sampler';

/**
 * Start time and resident memory of one server process (BENCH_ONLY=start): for each way of
 * starting it and each database, the time from spawning it to /api/health/ready answering 200,
 * and the resident memory of its process tree then and after a short browse (home, listings,
 * products, searches, twice over). On a database seeded by a first start that is not counted;
 * the median of START_RUNS (default 3) starts. Prints figures; asserts nothing.
 *   START_WAYS (default node,tsx): `node` is the compiled server run by node with its flags (`npm run
 *   serve`), `tsx` the source through tsx's command (as `npm run serve` ran it before).
 *   BENCH_NODE: the node binary (default this one), BENCH_DRIVERS (default pglite,postgres),
 *   BENCH_DATABASE_URL (else a PostgreSQL of its own under .bench-data).
 * With a client build in dist/ the browse asks for server-rendered pages too.
 */
const NODE = process.env.BENCH_NODE ?? process.execPath;
const WAYS = (process.env.START_WAYS ?? 'node,tsx').split(',');
const RUNS = Number(process.env.START_RUNS ?? 3);
const PORT = PORT_BASE + 70;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function commandFor(way: string): string[] {
  if (way === 'node') return [...serveNodeFlags(), builtServer()];
  if (way === 'tsx') return ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'];
  throw new Error(`START_WAYS: no way called ${way} (node or tsx)`);
}

/**
 * What shoppers' first minute asks for, 56 requests: the server-rendered pages in both
 * languages, their API reads, the products' pictures and a link preview's card. The paths after
 * the first listing read, which finds the products.
 */
export async function warmUpPaths(origin: string): Promise<string[]> {
  const listing = (await (
    await fetch(`${origin}/api/home/query-products?category=women&sortPrice=low-to-high`)
  ).json()) as { products: { slug: string; images: string[] }[] };
  const products = listing.products.slice(0, 5);
  const pages = [
    '/',
    '/shops?category=women',
    '/shops?category=electronics&sortPrice=high-to-low',
    ...products.map((p) => `/product/details/${p.slug}`),
  ];
  return [
    ...pages,
    ...pages.map((page) => `/hi${page}`),
    '/api/home/get-products',
    '/api/home/get-categorys',
    '/api/home/query-products?category=men&rating=3&pageNumber=2',
    '/api/home/get_search_products?value=sa',
    '/api/home/query-products?searchValue=shirt',
    ...products.map((p) => `/api/home/get-product/${p.slug}`),
    ...products.map((p) => `/api/home/get-product/${p.slug}?lang=hi`),
    ...products.flatMap((p) => p.images.slice(0, 2)),
    ...products.slice(0, 2).map((p) => `/images/og/${p.slug}.png`),
    ...PRERENDERED_PAGES,
    ...PRERENDERED_PAGES.map((page) => `/hi${page}`),
  ];
}

/** The warm-up twice over (the second time mostly from caches). */
async function browse(): Promise<void> {
  const paths = await warmUpPaths(ORIGIN);
  for (let round = 0; round < 2; round++)
    for (const path of paths) await (await fetch(`${ORIGIN}${path}`)).text();
}

interface Sample {
  startMs: number;
  readyMb: number;
  browsedMb: number;
}

async function startOnce(way: string, env: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  const child = spawnServer(NODE, commandFor(way), env, PORT);
  try {
    await untilReady(child, ORIGIN);
    const startMs = performance.now() - started;
    const readyMb = treeRssKb(child.pid!) / 1024;
    await browse();
    return { startMs, readyMb, browsedMb: treeRssKb(child.pid!) / 1024 };
  } finally {
    await stopServer(child);
  }
}

async function benchDriver(driver: string, env: Record<string, string>): Promise<void> {
  // The first start migrates and seeds: a shop's first minute, counted apart from the median.
  const first = await startOnce(WAYS[0]!, { ...env, SEED_ON_START: 'true' });
  console.log(
    `  ${driver.padEnd(10)} ${WAYS[0]!.padEnd(5)} first start, seeding ${first.startMs.toFixed(0).padStart(6)} ms   RSS ready ${first.readyMb.toFixed(0).padStart(4)} MB   after browsing ${first.browsedMb.toFixed(0).padStart(4)} MB`,
  );
  for (const way of WAYS) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await startOnce(way, env));
    const ms = median(samples.map((s) => s.startMs)).toFixed(0);
    const ready = median(samples.map((s) => s.readyMb)).toFixed(0);
    const browsed = median(samples.map((s) => s.browsedMb)).toFixed(0);
    console.log(
      `  ${driver.padEnd(10)} ${way.padEnd(5)} start ${ms.padStart(6)} ms   RSS ready ${ready.padStart(4)} MB   after browsing ${browsed.padStart(4)} MB`,
    );
  }
}

export async function benchServerStart(): Promise<void> {
  const version = await new Promise<string>((resolve) => {
    const child = spawn(NODE, ['--version']);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', () => resolve(out.trim()));
  });
  console.log(`\n== server start and memory on node ${version} (median of ${RUNS} starts)`);
  await onEachDatabase('start', benchDriver);
}
