import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_ENV } from './production-env';
import { builtServer } from './built-server';
import { waitForServer } from './wait-for-server';

/**
 * Issue 11 item 4: catalogue requests/s with nothing else going on, then while 20 connections
 * send wrong passwords as fast as they can. Twice: with the sign-in limits lifted, so every
 * attempt really hashes (the worst case: guesses spread over many addresses and accounts), and
 * with the default limits, where the flood from one address is refused before hashing.
 * Prints figures; asserts nothing. On a 2-core machine the load generator shares the cores.
 *   BENCH_SECONDS (default 8), BENCH_PORT_BASE (default 3900; this uses +5).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 5;
const BASE = `http://127.0.0.1:${PORT}/api`;
const CATALOGUE = `${BASE}/home/query-products?category=women&sortPrice=low-to-high&pageNumber=2`;

const catalogue = (duration: number) => autocannon({ url: CATALOGUE, connections: 10, duration });

export async function benchLoginFlood(): Promise<void> {
  await floodScenario('sign-in limits lifted (every guess hashes)', {
    LOGIN_ATTEMPTS_PER_ACCOUNT: '1000000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000000',
  });
  await floodScenario('default sign-in limits (one address)', {});
}

async function floodScenario(name: string, limits: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-login-flood-'));
  const server = spawn(process.execPath, [builtServer()], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...PRODUCTION_ENV,
      ...limits,
      CLIENT_DIR: join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    console.log(
      `\n== Login flood, ${name}: starting a server on a fresh PGlite (seeds 600 products)`,
    );
    await waitForServer(`${BASE}/health`, server);
    await catalogue(1); // warm-up
    const idle = await catalogue(SECONDS);
    const flood = autocannon({
      url: `${BASE}/customer/customer-login`,
      method: 'POST',
      connections: 20,
      duration: SECONDS + 2,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.in', password: 'not the password' }),
    });
    await new Promise((r) => setTimeout(r, 1000)); // let the flood build up
    const busy = await catalogue(SECONDS);
    const floodResult = await flood;
    const rps = (r: autocannon.Result) => Math.round(r.requests.average);
    console.log(`catalogue (query-products), 10 connections, ${SECONDS} s:`);
    console.log(
      `  idle                                 ${String(rps(idle)).padStart(6)} req/s  p99 ${idle.latency.p99} ms`,
    );
    console.log(
      `  under 20 connections of wrong logins ${String(rps(busy)).padStart(6)} req/s  p99 ${busy.latency.p99} ms`,
    );
    console.log(
      `  ratio under flood / idle: ${(busy.requests.average / Math.max(idle.requests.average, 1)).toFixed(2)} (goal: at least 0.5)`,
    );
    console.log(
      `  the flood itself: ${rps(floodResult)} logins/s answered (${floodResult['4xx']} answered 4xx, ${floodResult.errors} errors)`,
    );
    console.log(`  (${name})`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('login-flood.ts')) {
  benchLoginFlood().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
