import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { builtServer } from './built-server';
import { PRODUCTION_ENV } from './production-env';
import { waitForServer } from './wait-for-server';

/**
 * The figures of issue 63's attack run, on a production server (PGlite, the built client) behind
 * a trusted proxy on loopback (TRUST_PROXY=127.0.0.1, so each request names its own client in
 * X-Forwarded-For, as a balancer in front would): the RUM series and /metrics bytes after 5,000
 * reports of made-up routes from 5,000 addresses, what /metrics answers a trusted proxy's
 * `Forwarded: for=203.0.113.7`, and the bytes of a real listing and product page while a flood of
 * made-up listing and product URLs from many addresses is being refused. Prints; asserts nothing.
 *   BENCH_PORT_BASE (default 3900; this uses +9), ATTACK_ONLY (default `pages,forwarded,rum`).
 */
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 9;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const REPORTS = 5_000;
const random = () => Math.random().toString(36).slice(2, 10);
/** A documentation address (RFC 5737, 198.18.0.0/15 benchmarking range) per number. */
const address = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

async function metrics(): Promise<{ rumSeries: number; bytes: number; text: string }> {
  const text = await (await fetch(`${ORIGIN}/metrics`)).text();
  const rumSeries = text.split('\n').filter((line) => line.startsWith('bazaar_rum_')).length;
  return { rumSeries, bytes: Buffer.byteLength(text), text };
}

const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'];
const SOURCES = ['server', 'cache', 'browser'];
/** A page view's report with every vital; `n` picks its connection and source, so reports spread over all. */
const report = (route: string, from: string, n = 0) =>
  fetch(`${ORIGIN}/api/rum`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': from },
    body: JSON.stringify({
      route,
      connection: CONNECTIONS[n % 5],
      source: SOURCES[Math.floor(n / 5) % 3],
      vitals: [
        { name: 'LCP', value: 1200 },
        { name: 'INP', value: 90 },
        { name: 'CLS', value: 0.02 },
        { name: 'FCP', value: 800 },
        { name: 'TTFB', value: 150 },
      ],
    }),
  });

async function rumFigures(): Promise<void> {
  const before = await metrics();
  let accepted = 0;
  for (let start = 0; start < REPORTS; start += 50) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(50, REPORTS - start) }, (_, i) =>
        // Each made-up route once on every connection and source: the most series a route can make.
        report(`/made-up/${Math.floor((start + i) / 15)}`, address(start + i), start + i),
      ),
    );
    accepted += answers.filter((a) => a.ok).length;
  }
  const after = await metrics();
  const real = await report('/product/details/$slug', address(REPORTS + 1));
  const counted = (await metrics()).text.includes('route="/product/details/$slug"');
  console.log(
    `RUM: ${REPORTS} reports of made-up routes from ${REPORTS} addresses, ${accepted} answered 2xx; ` +
      `RUM series ${before.rumSeries} -> ${after.rumSeries}, /metrics ${before.bytes} -> ${after.bytes} bytes; ` +
      `a report of /product/details/$slug then answered ${real.status} and is counted as itself: ${counted}`,
  );
}

async function forwardedFigures(): Promise<void> {
  for (const headers of <Record<string, string>[]>[
    { forwarded: 'for=203.0.113.7' },
    { 'x-forwarded-for': '203.0.113.7' },
    { forwarded: 'for=203.0.113.7', 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for="[2001:db8::7]:4711"' },
    { forwarded: 'for=_hidden' },
  ]) {
    const answer = await fetch(`${ORIGIN}/metrics`, { headers });
    const body = await answer.text();
    console.log(
      `GET /metrics from the trusted proxy with ${JSON.stringify(headers)}: ${answer.status}, ${Buffer.byteLength(body)} bytes, ${body.slice(0, 60).replace(/\n/g, ' ')}`,
    );
  }
}

async function aRealProduct(): Promise<string> {
  const listed = (await (await fetch(`${ORIGIN}/api/home/query-products?pageNumber=3`)).json()) as {
    products: { slug: string }[];
  };
  return listed.products[0]!.slug;
}

async function pageBytesUnderFlood(): Promise<void> {
  const slug = await aRealProduct();
  let n = 0;
  const madeUp = [
    () => `/shops?category=men&lowPrice=${Math.floor(Math.random() * 5000)}`,
    () => `/shops?category=${random()}`,
    () => `/product/details/${random()}-${random()}`,
  ];
  const flood = autocannon({
    url: ORIGIN,
    connections: 16,
    duration: 8,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: madeUp[n % 3]!(),
          headers: { ...request.headers, 'x-forwarded-for': address(1000 + (n++ % 60_000)) },
        }),
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 2000)); // the flood spends the budget first
  for (const [i, path] of [
    '/shops?category=men',
    '/shops?category=women&subcategory=women-sarees',
    `/product/details/${slug}`,
  ].entries()) {
    const answer = await fetch(`${ORIGIN}${path}`, {
      headers: { 'x-forwarded-for': address(200 + i) },
    });
    const html = await answer.text();
    const rendered = html.includes('id="ssr-state"');
    console.log(
      `${path} during the flood: ${answer.status}, ${Buffer.byteLength(html)} bytes (${rendered ? 'rendered' : 'the shell'})`,
    );
  }
  const result = await flood;
  const statuses = (result as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  console.log(
    `the flood: ${result.requests.total} made-up page requests, answers ${JSON.stringify(
      Object.fromEntries(Object.entries(statuses ?? {}).map(([code, s]) => [code, s.count])),
    )}`,
  );
  const metricsText = (await metrics()).text;
  console.log(
    metricsText
      .split('\n')
      .filter((l) => /^bazaar_ssr_(renders|shell_fallbacks)_total/.test(l))
      .join('\n'),
  );
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/entry-server.js'))
    execSync('npm run build --silent', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-attack-figures-'));
  const server = spawn(process.execPath, [builtServer()], {
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: ORIGIN,
      SEED_ON_START: 'true',
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(`${ORIGIN}/api/health`, server);
    const only = process.env.ATTACK_ONLY ?? 'pages,forwarded,rum';
    if (only.includes('pages')) await pageBytesUnderFlood();
    if (only.includes('forwarded')) await forwardedFigures();
    if (only.includes('rum')) await rumFigures();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
