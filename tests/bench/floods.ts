import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_ENV } from './production-env';

/**
 * Issue 23: the catalogue's requests/s with nothing else going on, then under each cheap attack,
 * as a ratio in the same run (median of FLOOD_RUNS, default 5): 4 connections posting an 800 KB
 * body of nested arrays; 24 connections of made-up query strings on server-rendered pages; 20
 * connections of wrong passwords. Also the server's peak RSS under the render flood and every
 * 5xx answer other than a shed 503. A production server on PGlite with the built client
 * (`npm run build` first when dist/ has no server renderer). Prints figures; asserts nothing.
 * On a 2-core machine the load generator shares the cores with the server.
 *   BENCH_SECONDS (default 6), FLOOD_RUNS (default 5), BENCH_PORT_BASE (default 3900; this uses +7).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RUNS = Number(process.env.FLOOD_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CATALOGUE = `${ORIGIN}/api/home/query-products?category=women&sortPrice=low-to-high&pageNumber=2`;
const NESTED = '['.repeat(400_000) + ']'.repeat(400_000);
const random = () => Math.random().toString(36).slice(2, 10);

type Attack = { name: string; run: (duration: number) => Promise<autocannon.Result> };
const ATTACKS: Attack[] = [
  {
    name: '4 connections of 800 KB nested JSON',
    run: (duration) =>
      autocannon({
        url: `${ORIGIN}/api/home/contact-message`,
        method: 'POST',
        connections: 4,
        duration,
        headers: { 'content-type': 'application/json' },
        body: NESTED,
      }),
  },
  {
    name: '24 connections of made-up query strings on / and /products/search',
    run: (duration) =>
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
  },
  {
    name: '20 connections of wrong passwords',
    run: (duration) =>
      autocannon({
        url: `${ORIGIN}/api/customer/customer-login`,
        method: 'POST',
        connections: 20,
        duration,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.in', password: 'not the password' }),
      }),
  },
];

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const catalogue = (duration: number) => autocannon({ url: CATALOGUE, connections: 10, duration });
/** 5xx answers other than 503 (a 503 is the server shedding load on purpose). */
const unexpected5xx = (r: autocannon.Result) =>
  Object.entries(
    (r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
  )
    .filter(([code]) => code.startsWith('5') && code !== '503')
    .reduce((n, [, s]) => n + s.count, 0);

export async function benchFloods(): Promise<void> {
  if (!existsSync('dist/server/entry-server.js'))
    execSync('npm run build --silent', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-floods-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...PRODUCTION_ENV,
      SEED_ON_START: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    console.log('\n== Floods: catalogue requests/s idle and under each attack (same run)');
    await waitFor(`${ORIGIN}/api/health`, server);
    await catalogue(1); // warm-up
    console.log(`server RSS before the attacks: ${rssMb(server.pid!).toFixed(0)} MB`);
    for (const attack of ATTACKS) {
      const ratios: number[] = [];
      let peakRss = 0;
      let errors5xx = 0;
      let shed = 0;
      for (let run = 0; run < RUNS; run++) {
        const idle = await catalogue(SECONDS);
        const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid!))), 200);
        const flood = attack.run(SECONDS + 2);
        await new Promise((r) => setTimeout(r, 1000)); // let the flood build up
        const busy = await catalogue(SECONDS);
        const floodResult = await flood;
        clearInterval(sampler);
        ratios.push(busy.requests.average / Math.max(idle.requests.average, 1));
        errors5xx += unexpected5xx(busy) + unexpected5xx(floodResult);
        shed +=
          (busy as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['503']
            ?.count ?? 0;
        console.log(
          `  run ${run + 1}: idle ${Math.round(idle.requests.average)} req/s, under attack ${Math.round(busy.requests.average)} req/s (p99 ${busy.latency.p99} ms); the attack got ${Math.round(floodResult.requests.average)} answers/s`,
        );
      }
      console.log(
        `${attack.name}: catalogue at ${median(ratios).toFixed(2)}x of idle (median of ${RUNS}; goal at least 0.7); peak RSS ${peakRss.toFixed(0)} MB; 5xx other than 503: ${errors5xx}; catalogue 503s: ${shed}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('floods.ts')) {
  benchFloods().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
