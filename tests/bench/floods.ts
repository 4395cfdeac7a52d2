import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchFileHandleFlood } from './flood-file-handles';
import { lookupAttacks } from './flood-lookups';
import { aftersaleAttacks } from './flood-aftersale';
import { codAttacks } from './flood-cod';
import { courierAttacks } from './flood-courier';
import { memoryAttacks, type Attack, type Tally } from './flood-memory';
import { previewDrawMs, renderAttacks } from './flood-renders';
import { PRODUCTION_ENV } from './production-env';
import { builtServer } from './built-server';
import { waitForServer } from './wait-for-server';
import { median } from './median';

/**
 * The catalogue's requests/s with nothing else going on, then under each attack, as a ratio in
 * the same run (median of FLOOD_RUNS, default 5), beside a control flood of ordinary cached
 * catalogue reads of the same shape: 4 connections posting an 800 KB body of nested arrays
 * (issue 23); made-up query strings on server-rendered pages; made-up listings and products, and
 * Web Vitals reports of made-up routes, each request from an address of its own (issue 63; the
 * server trusts the bench as its proxy); made-up searches; wrong passwords;
 * issue 40's memory attack and forty parallel 5 MB uploads (flood-memory.ts); the link-preview
 * walk and the invoice loop (flood-renders.ts); forged courier tracking scans (flood-courier.ts); returns and cancels a shopper may not have
 * (flood-aftersale.ts); then the file-handle flood on a server of its own
 * (flood-file-handles.ts). For each: the server's peak RSS, every 5xx other than a shed 503, the
 * catalogue's 503s, and how long after the attack the catalogue answered 200 five times in a
 * row. A production server on PGlite with the built client (`npm run build` first when dist/ has
 * no server renderer). Prints figures; asserts nothing. On a 2-core machine the load generator
 * shares the cores with the server.
 *   BENCH_SECONDS (default 6), FLOOD_RUNS (default 5), FLOOD_ONLY (comma-separated: the
 *   attacks whose name holds one of these), BENCH_PORT_BASE (default 3900; this uses +7, +8).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RUNS = Number(process.env.FLOOD_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 7;
const FILE_HANDLES_PORT = PORT + 1;
const ONLY = process.env.FLOOD_ONLY ?? '';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CATALOGUE = `${ORIGIN}/api/home/query-products?category=women&sortPrice=low-to-high&pageNumber=2`;
const NESTED = '['.repeat(400_000) + ']'.repeat(400_000);
const random = () => Math.random().toString(36).slice(2, 10);
let sent = 0;
/** An address of the benchmarking range (198.18.0.0/15) per request. */
const benchAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
/** Made-up pages a real shop's URLs look like: a price filter, a category, a product. */
const madeUpPages = [
  () => `/shops?category=men&lowPrice=${Math.floor(Math.random() * 5000)}`,
  () => `/shops?category=${random()}`,
  () => `/product/details/${random()}-${random()}`,
];
/** A made-up page asked for in the other language, under /, // or /hi/ in turn. */
const languageSwitch = (n: number) => {
  const page = `${['/', '//', '/hi/'][n % 3]}${madeUpPages[Math.floor(n / 3) % madeUpPages.length]!().slice(1)}`;
  return `${page}${page.includes('?') ? '&' : '?'}lang=${n % 4 < 2 ? 'hi' : 'en'}`;
};
/** A page view's report of a made-up route, on every connection and source in turn. */
const madeUpReport = (n: number) =>
  JSON.stringify({
    route: `/made-up/${Math.floor(n / 15)}`,
    connection: ['slow-2g', '2g', '3g', '4g', 'unknown'][n % 5],
    source: ['server', 'cache', 'browser'][Math.floor(n / 5) % 3],
    vitals: [
      { name: 'LCP', value: 1200 },
      { name: 'INP', value: 90 },
      { name: 'CLS', value: 0.02 },
    ],
  });

/** 24 connections asking for `nextPath()`, each request from an address of its own. */
const pagesFromManyAddresses = (duration: number, nextPath: () => string) =>
  Promise.all([
    autocannon({
      url: ORIGIN,
      connections: 24,
      duration,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: nextPath(),
            headers: { ...request.headers, 'x-forwarded-for': benchAddress(sent) },
          }),
        },
      ],
    }),
  ]);

/** The attacks that need nothing but the server; the rest sign shoppers in first. */
const PLAIN_ATTACKS: Attack[] = [
  {
    name: 'control: 4 connections of ordinary cached catalogue reads',
    run: (duration) =>
      Promise.all([
        autocannon({
          url: `${ORIGIN}/api/home/query-products?category=men&pageNumber=1`,
          connections: 4,
          duration,
        }),
      ]),
  },
  {
    name: '4 connections of 800 KB nested JSON',
    run: (duration) =>
      Promise.all([
        autocannon({
          url: `${ORIGIN}/api/home/contact-message`,
          method: 'POST',
          connections: 4,
          duration,
          headers: { 'content-type': 'application/json' },
          body: NESTED,
        }),
      ]),
  },
  {
    name: '24 connections of made-up query strings on / and /products/search',
    run: (duration) =>
      Promise.all([
        autocannon({
          url: ORIGIN,
          connections: 24,
          duration,
          requests: [
            { setupRequest: (request) => ({ ...request, path: `/?utm=${random()}` }) },
            {
              setupRequest: (request) => ({
                ...request,
                path: `/products/search?value=${random()}`,
              }),
            },
          ],
        }),
      ]),
  },
  {
    // Each request from an address of its own (the server trusts the bench as its proxy), so the
    // per-address share does not stop it: only the render budget's split does.
    name: '24 connections of made-up listings and products from many addresses',
    run: (duration) =>
      pagesFromManyAddresses(duration, () => madeUpPages[++sent % madeUpPages.length]!()),
  },
  {
    // The language switch's `?lang=` (a cookie and a redirect to the clean address) on made-up
    // pages, each from an address of its own, some with leading slashes that must stay home.
    name: '24 connections of language switches on made-up pages from many addresses',
    run: (duration) => pagesFromManyAddresses(duration, () => languageSwitch(++sent)),
  },
  {
    name: '8 connections of Web Vitals reports of made-up routes from many addresses',
    run: (duration) =>
      Promise.all([
        autocannon({
          url: `${ORIGIN}/api/rum`,
          method: 'POST',
          connections: 8,
          duration,
          headers: { 'content-type': 'text/plain' },
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: madeUpReport(++sent),
                headers: { ...request.headers, 'x-forwarded-for': benchAddress(sent) },
              }),
            },
          ],
        }),
      ]),
  },
  {
    // Every search a made-up one, so no cache answers it: a word nothing matches (each one looks
    // for "Did you mean" among the vocabulary), a broad word beside it, and the suggestions.
    name: '8 connections of made-up searches and suggestions',
    run: (duration) =>
      Promise.all([
        autocannon({
          url: ORIGIN,
          connections: 8,
          duration,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `/api/home/query-products?searchValue=${random()}`,
              }),
            },
            {
              setupRequest: (request) => ({
                ...request,
                path: `/api/home/query-products?searchValue=shirt%20${random().slice(0, 3)}`,
              }),
            },
            {
              setupRequest: (request) => ({
                ...request,
                path: `/api/home/get_search_products?value=${random().slice(0, 4)}`,
              }),
            },
          ],
        }),
      ]),
  },
  {
    name: '20 connections of wrong passwords',
    run: (duration) =>
      Promise.all([
        autocannon({
          url: `${ORIGIN}/api/customer/customer-login`,
          method: 'POST',
          connections: 20,
          duration,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'demo@example.in', password: 'not the password' }),
        }),
      ]),
  },
];

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const catalogue = (duration: number) => autocannon({ url: CATALOGUE, connections: 10, duration });
/** Catalogue answers that were the catalogue (a shed 503 is fast, but it is not a page). */
const servedPerSecond = (r: autocannon.Result) => r['2xx'] / Math.max(r.duration, 1);
const statusCount = (r: Tally, wanted: (code: string) => boolean) =>
  Object.entries(
    (r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
  )
    .filter(([code]) => wanted(code))
    .reduce((n, [, s]) => n + s.count, 0);
/** 5xx answers other than 503 (a 503 is the server shedding load on purpose). */
const unexpected5xx = (r: Tally) =>
  statusCount(r, (code) => code.startsWith('5') && code !== '503');

/** Seconds from now until the catalogue answers 200 five times in a row (at most a minute). */
async function secondsUntilServing(): Promise<number> {
  const started = Date.now();
  let inARow = 0;
  while (inARow < 5 && Date.now() - started < 60_000) {
    const status = await fetch(CATALOGUE).then(
      (r) => r.status,
      () => 0,
    );
    inARow = status === 200 ? inARow + 1 : 0;
    if (inARow === 0) await new Promise((r) => setTimeout(r, 100));
  }
  return (Date.now() - started) / 1000;
}

async function runAttack(attack: Attack, pid: number): Promise<void> {
  const ratios: number[] = [];
  const recoveries: number[] = [];
  let peakRss = 0;
  let errors5xx = 0;
  let shed = 0;
  for (let run = 0; run < RUNS; run++) {
    const idle = await catalogue(SECONDS);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 200);
    const flood = attack.run(SECONDS + 2);
    await new Promise((r) => setTimeout(r, 1000)); // let the flood build up
    const busy = await catalogue(SECONDS);
    const floodResults = await flood;
    recoveries.push(await secondsUntilServing());
    clearInterval(sampler);
    ratios.push(servedPerSecond(busy) / Math.max(servedPerSecond(idle), 1));
    errors5xx += unexpected5xx(busy) + floodResults.reduce((n, r) => n + unexpected5xx(r), 0);
    shed += statusCount(busy, (code) => code === '503');
    const attackAnswers = floodResults.reduce((n, r) => n + r.requests.average, 0);
    console.log(
      `  run ${run + 1}: idle ${Math.round(servedPerSecond(idle))} req/s, under attack ${Math.round(servedPerSecond(busy))} req/s (p99 ${busy.latency.p99} ms); the attack got ${Math.round(attackAnswers)} answers/s`,
    );
  }
  console.log(
    `${attack.name}: catalogue at ${median(ratios).toFixed(2)}x of idle (median of ${RUNS}; goal at least 0.7); peak RSS ${peakRss.toFixed(0)} MB; serving normally ${median(recoveries).toFixed(1)} s after the attack (median); 5xx other than 503: ${errors5xx}; catalogue 503s: ${shed}`,
  );
}

export async function benchFloods(): Promise<void> {
  if (!existsSync('dist/server/entry-server.js'))
    execSync('npm run build --silent', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-floods-'));
  const server = spawn(process.execPath, [builtServer()], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...PRODUCTION_ENV,
      PUBLIC_ORIGIN: ORIGIN,
      SEED_ON_START: 'true',
      // Uploads are stored, not refused by the daily allowance: the worst case of many shoppers.
      CHAT_PICTURE_MB_PER_DAY: '1000000',
      // The bench registers its shoppers from one address.
      FORM_POSTS_PER_IP_PER_HOUR: '1000',
      // The bench is the proxy: floods from many addresses name them in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    console.log('\n== Floods: catalogue requests/s idle and under each attack (same run)');
    await waitForServer(`${ORIGIN}/api/health`, server);
    await catalogue(1); // warm-up
    console.log(`server RSS before the attacks: ${rssMb(server.pid!).toFixed(0)} MB`);
    console.log(
      `one link preview never drawn before, idle: ${(await previewDrawMs(ORIGIN)).toFixed(0)} ms (median of 5)`,
    );
    // Shoppers sign in before any attack: the wrong-password flood locks the demo account.
    const attacks = [
      ...PLAIN_ATTACKS,
      ...(await memoryAttacks(ORIGIN)),
      ...(await renderAttacks(ORIGIN)),
      ...(await lookupAttacks(ORIGIN)),
      ...(await codAttacks(ORIGIN)),
      ...courierAttacks(ORIGIN),
      ...(await aftersaleAttacks(ORIGIN)),
    ];
    for (const attack of attacks.filter((a) => ONLY.split(',').some((o) => a.name.includes(o))))
      await runAttack(attack, server.pid!);
    console.log(`server RSS after the attacks: ${rssMb(server.pid!).toFixed(0)} MB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (ONLY.split(',').some((o) => 'file-handle flood'.includes(o)))
    await benchFileHandleFlood(FILE_HANDLES_PORT);
}

if (process.argv[1]?.endsWith('floods.ts')) {
  benchFloods().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
