import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_ENV } from './production-env';
import { waitForServer } from './wait-for-server';
import { median } from './median';

/**
 * What /metrics costs (issue 45): requests/s of the same reads on two production servers (PGlite,
 * the built client when there is one), one with METRICS_ENABLED=true and one with false, both up
 * together and measured in turns (on, off, off, on, ...), so both see the same minutes of the
 * machine. Prints each round and the medians, of requests/s and of the server's CPU time per
 * request (from /proc, steadier on a busy machine); asserts nothing. On a 2-core machine the load
 * generator shares the cores with the server.
 *   BENCH_SECONDS (default 5), METRICS_ROUNDS (default 6), METRICS_CONNECTIONS (default 10),
 *   METRICS_AA=1 (both servers with metrics: the gap two equal servers show),
 *   BENCH_PORT_BASE (default 3900; this uses +20 and +21).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.METRICS_ROUNDS ?? 6);
const CONNECTIONS = Number(process.env.METRICS_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 20;

const READS = {
  'catalogue listing (cached read)': '/api/home/query-products?category=men&pageNumber=1',
  'liveness (the plumbing alone)': '/api/health/live',
};

function startServer(port: number, metrics: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-metrics-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      METRICS_ENABLED: String(metrics),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The process's CPU time so far (user + system), in microseconds, from /proc. */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Requests/s, and the server's CPU time per request: the rate moves with whatever else the
 * machine does, the CPU a request costs the server much less.
 */
async function measure(url: string, pid: number): Promise<{ rate: number; cpu: number }> {
  const before = cpuMicros(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rate: r.requests.average, cpu: (cpuMicros(pid) - before) / r.requests.total };
}

export async function benchMetricsCost(): Promise<void> {
  const on = startServer(PORT, true);
  // METRICS_AA=1: both with metrics, to see the gap between two equal servers (an A/A run).
  const off = startServer(PORT + 1, process.env.METRICS_AA === '1');
  try {
    await Promise.all([
      waitForServer(`${on.origin}/api/health/ready`, on.server),
      waitForServer(`${off.origin}/api/health/ready`, off.server),
    ]);
    if (process.env.METRICS_AA !== '1' && (await fetch(`${off.origin}/metrics`)).status !== 404)
      throw new Error('the server without metrics serves /metrics');
    console.log(
      `\n== /metrics on and off, ${ROUNDS} rounds of ${SECONDS} s each, ${CONNECTIONS} connections`,
    );
    for (const [name, path] of Object.entries(READS)) {
      const figures = { on: [] as number[], off: [] as number[] };
      const cpu = { on: [] as number[], off: [] as number[] };
      // Warm-up: the JIT and the caches of both, before anything is counted.
      for (const server of [on, off])
        await autocannon({ url: server.origin + path, connections: CONNECTIONS, duration: 3 });
      for (let round = 0; round < ROUNDS; round++) {
        // on, off, off, on, ...: neither always goes first into a warmer or busier machine.
        const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
        for (const which of order) {
          const server = which === 'on' ? on : off;
          const { rate, cpu: perRequest } = await measure(server.origin + path, server.server.pid!);
          figures[which].push(rate);
          cpu[which].push(perRequest);
        }
        console.log(
          `${name}, round ${round + 1}: on ${figures.on.at(-1)!.toFixed(0)}, off ${figures.off.at(-1)!.toFixed(0)} requests/s; server CPU per request on ${cpu.on.at(-1)!.toFixed(0)} µs, off ${cpu.off.at(-1)!.toFixed(0)} µs`,
        );
      }
      const [withMetrics, without] = [median(figures.on), median(figures.off)];
      // Each round's pair ran in the same seconds: the median of their ratios is the least
      // moved by whatever else the machine did meanwhile.
      const ratio = median(figures.on.map((rate, i) => rate / figures.off[i]!));
      console.log(
        `${name}: median ${withMetrics.toFixed(0)} requests/s with metrics, ${without.toFixed(0)} without; median of the rounds' on/off ratios ${ratio.toFixed(3)} (${((1 - ratio) * 100).toFixed(1)}% cost)`,
      );
      const [cpuOn, cpuOff] = [median(cpu.on), median(cpu.off)];
      console.log(
        `${name}: median server CPU per request ${cpuOn.toFixed(0)} µs with metrics, ${cpuOff.toFixed(0)} µs without (${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)}% more)`,
      );
    }
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

if (process.argv[1]?.endsWith('metrics-cost.ts')) {
  benchMetricsCost().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
