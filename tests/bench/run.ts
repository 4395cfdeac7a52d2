import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchClient } from './storefront';
import { benchChat } from './chat-relay';
import { benchPicturePaint } from './picture-paint';
import { benchAb } from './ab-lighthouse';
import { benchBalancer } from './balancer';
import { benchFloods } from './floods';
import { benchPush } from './push-throughput';
import { benchSearch } from './search';
import { benchPincodeLookup } from './pincode-lookup';
import { benchPinLookup } from './pin-lookup';
import { benchServerStart } from './server-start';
import { benchMemory } from './memory';
import { benchStartupProfile } from './startup-profile';
import { benchDurability } from './durability';
import { benchLoginFlood } from './login-flood';
import { benchMetricsCost } from './metrics-cost';
import { startPostgres } from './postgres';
import { printSsrTtfb } from './ssr-throughput';
import { PRODUCTION_ENV } from './production-env';
import { builtServer } from './built-server';
import { waitForServer } from './wait-for-server';

/**
 * npm run bench: requests per second and p50/p99 latency of the catalogue's hot reads, for 600
 * and 100,000 products, on PGlite and on PostgreSQL, beside a bare Fastify route answering the
 * same bytes (this machine's ceiling), and the same reads sent as conditional requests (the
 * share answered 304). Prints figures; asserts nothing.
 *   BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10), BENCH_SIZES (default 600,100000;
 *   add 1000000 for a million products, seeded once in about 4 minutes), BENCH_DRIVERS (default
 *   pglite,postgres), BENCH_ONLY (client | api | durability | login-flood | chat | floods | balancer | push | profile | ab | pictures | search | pincode | pin | start | memory). The
 *   storefront half: see storefront.ts.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '600,100000').split(',').map(Number);
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const DATA = process.env.BENCH_DATA_DIR ?? '.bench-data';
// BENCH_PORT_BASE moves every port, so two benches can run side by side on one machine.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3900);
const APP_PORT = PORT_BASE + 1;
const CEILING_PORT = PORT_BASE + 2;
const PG_PORT = 55433 + (PORT_BASE - 3900);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
const rows: { driver: string; size: number; endpoint: string; real: Figures; ceiling: Figures }[] =
  [];
const conditionalRows: {
  driver: string;
  size: number;
  endpoint: string;
  figures: Figures;
  notModified: number;
}[] = [];

const tsx = (args: string[], env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

async function run(command: string[], env: Record<string, string>): Promise<void> {
  const child = tsx(command, env);
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  if (code !== 0) throw new Error(`${command.join(' ')} failed (${code})`);
}

async function measure(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

/** The same read with the ETag it answered in If-None-Match: figures and the share answered 304. */
async function measureConditional(url: string): Promise<{ figures: Figures; notModified: number }> {
  const etag = (await fetch(url)).headers.get('etag');
  if (!etag) throw new Error(`${url}: no ETag`);
  const headers = { 'if-none-match': etag };
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const total = r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    figures: { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 },
    notModified: total ? r['3xx'] / total : 0,
  };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function benchOne(driver: string, size: number, env: Record<string, string>): Promise<void> {
  console.log(`\n== ${driver}, ${size} products: seeding (reused when already there)`);
  await run(['src/server/tools/seed/seed-cli.ts', '--products', String(size)], {
    ...env,
    LOG_LEVEL: 'warn',
  });
  const server = spawn(process.execPath, [builtServer()], {
    env: {
      ...process.env,
      ...env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      ...PRODUCTION_ENV,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${APP_PORT}/api`;
  try {
    await waitForServer(`${base}/health`);
    const listing = (await (
      await fetch(`${base}/home/query-products?category=electronics&sortPrice=high-to-low`)
    ).json()) as { products: { slug: string }[] };
    const endpoints: Record<string, string> = {
      'query-products (category+price+rating, sorted)': `${base}/home/query-products?category=women&rating=3&lowPrice=500&highPrice=5000&sortPrice=low-to-high&pageNumber=2`,
      'search suggestions (get_search_products)': `${base}/home/get_search_products?value=sa`,
      'product detail (get-product/{slug})': `${base}/home/get-product/${listing.products[0]!.slug}`,
      'home rows (get-products)': `${base}/home/get-products`,
      'price range + latest (price-range-latest-product)': `${base}/home/price-range-latest-product?category=women`,
    };
    const bodies: Record<string, string> = {};
    for (const [i, url] of Object.values(endpoints).entries())
      bodies[String(i)] = await (await fetch(url)).text();
    const file = `${DATA}/ceiling-bodies.json`;
    writeFileSync(file, JSON.stringify(bodies));
    const results: { name: string; real: Figures }[] = [];
    for (const [name, url] of Object.entries(endpoints))
      results.push({ name, real: await measure(url) });
    for (const [name, url] of Object.entries(endpoints).slice(0, 3))
      conditionalRows.push({ driver, size, endpoint: name, ...(await measureConditional(url)) });
    // With a built client (npm run build), the same server renders the public pages.
    if (existsSync('dist/server/entry-server.js'))
      await printSsrTtfb(`http://127.0.0.1:${APP_PORT}`, ` (${driver}, ${size} products)`);
    await stop(server);

    const ceiling = fork('tests/bench/ceiling-server.ts', [file, String(CEILING_PORT)], {
      execArgv: ['--import', 'tsx'],
    });
    await new Promise((r) => ceiling.once('message', r));
    for (const [i, { name, real }] of results.entries()) {
      rows.push({
        driver,
        size,
        endpoint: name,
        real,
        ceiling: await measure(`http://127.0.0.1:${CEILING_PORT}/bare/${i}`),
      });
    }
    await stop(ceiling);
  } finally {
    if (server.exitCode === null) await stop(server);
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<void> {
  // BENCH_ONLY=client or BENCH_ONLY=api runs one half; durability or login-flood only that part.
  if (process.env.BENCH_ONLY === 'durability') return benchDurability();
  if (process.env.BENCH_ONLY === 'login-flood') return benchLoginFlood();
  if (process.env.BENCH_ONLY === 'chat') return benchChat();
  if (process.env.BENCH_ONLY === 'floods') return benchFloods();
  if (process.env.BENCH_ONLY === 'balancer') return benchBalancer();
  if (process.env.BENCH_ONLY === 'push') return benchPush();
  if (process.env.BENCH_ONLY === 'profile') return benchStartupProfile();
  if (process.env.BENCH_ONLY === 'ab') return benchAb();
  if (process.env.BENCH_ONLY === 'pictures') return benchPicturePaint();
  if (process.env.BENCH_ONLY === 'search') return benchSearch();
  if (process.env.BENCH_ONLY === 'pincode') return benchPincodeLookup();
  if (process.env.BENCH_ONLY === 'pin') return benchPinLookup();
  if (process.env.BENCH_ONLY === 'metrics') return benchMetricsCost();
  if (process.env.BENCH_ONLY === 'start') return benchServerStart();
  if (process.env.BENCH_ONLY === 'memory') return benchMemory();
  if (process.env.BENCH_ONLY !== 'api') await benchClient();
  if (process.env.BENCH_ONLY === 'client') return;
  mkdirSync(DATA, { recursive: true });
  if (DRIVERS.includes('pglite'))
    for (const size of SIZES)
      await benchOne('PGlite', size, { DATA_DIR: `${DATA}/pglite-${size}`, DATABASE_URL: '' });
  const external = process.env.BENCH_DATABASE_URL;
  const local =
    external || !DRIVERS.includes('postgres') ? null : startPostgres(`${DATA}/postgres`, PG_PORT);
  const adminUrl = external ?? local?.url;
  try {
    if (!DRIVERS.includes('postgres')) console.log('\nBENCH_DRIVERS leaves PostgreSQL out.');
    else if (!adminUrl)
      console.log('\nNo PostgreSQL found (set BENCH_DATABASE_URL): PostgreSQL figures skipped.');
    else
      for (const size of SIZES)
        await benchOne('PostgreSQL', size, {
          DATABASE_URL: await ensureDatabase(adminUrl, `bench_${size}`),
        });
  } finally {
    local?.stop();
  }

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per figure; latency in ms`);
  console.log(
    'driver      products  endpoint                                          req/s    p50    p99 | ceiling req/s  p50  p99 | p99 vs ceiling',
  );
  for (const r of rows) {
    console.log(
      `${r.driver.padEnd(11)} ${String(r.size).padStart(8)}  ${r.endpoint.padEnd(48)} ${String(r.real.rps).padStart(6)} ${String(r.real.p50).padStart(6)} ${String(r.real.p99).padStart(6)} | ${String(r.ceiling.rps).padStart(13)} ${String(r.ceiling.p50).padStart(4)} ${String(r.ceiling.p99).padStart(4)} | ${(r.real.p99 / Math.max(r.ceiling.p99, 1)).toFixed(1)}x`,
    );
  }
  console.log(
    '\nconditional requests (If-None-Match: the ETag the read answered), the same connections and seconds',
  );
  console.log(
    'driver      products  endpoint                                          req/s    p50    p99 | answered 304',
  );
  for (const r of conditionalRows) {
    console.log(
      `${r.driver.padEnd(11)} ${String(r.size).padStart(8)}  ${r.endpoint.padEnd(48)} ${String(r.figures.rps).padStart(6)} ${String(r.figures.p50).padStart(6)} ${String(r.figures.p99).padStart(6)} | ${(r.notModified * 100).toFixed(1)}%`,
    );
  }
  for (const driver of ['PGlite', 'PostgreSQL']) {
    const sizes = [...new Set(rows.filter((r) => r.driver === driver).map((r) => r.size))].sort(
      (a, b) => a - b,
    );
    for (const [i, size] of sizes.entries()) {
      if (i === 0) continue;
      for (const l of rows.filter((r) => r.driver === driver && r.size === size)) {
        const s = rows.find(
          (x) => x.driver === driver && x.size === sizes[i - 1] && x.endpoint === l.endpoint,
        );
        if (s)
          console.log(
            `${driver}: ${l.endpoint}: p99 at ${l.size} is ${(l.real.p99 / Math.max(s.real.p99, 1)).toFixed(2)}x that at ${s.size}`,
          );
      }
    }
  }
  await benchDurability();
  await benchLoginFlood();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
