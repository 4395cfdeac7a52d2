import { loadavg } from 'node:os';
import autocannon from 'autocannon';
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
import { warmUpPaths } from './server-start';

/**
 * Resident memory of the production server (BENCH_ONLY=memory), for each cut: the peak while it
 * starts (spawn to /api/health/ready answering 200, /proc sampled every 50 ms), at ready, the
 * peak during the warm-up (56 page, picture and API requests: server-start.ts's first minute of
 * shoppers, once) and after it, then the requests a second of those paths from 4 connections for
 * MEMORY_LOAD_SECONDS (default 5; what a cut costs) and the memory after that. A cut is a set of node flags: `before` is node alone, `serve` the
 * flags `npm run serve` passes (package.json), and MEMORY_CUTS adds others ("name=--flag --flag;
 * name=..."). The cuts run in turn, round after round (MEMORY_RUNS, default 3), so a busy
 * machine's minutes fall on each alike; the median of each figure is printed, with the load
 * average. On a database seeded by a first start that is not counted. Prints figures; asserts
 * nothing. BENCH_DRIVERS (default pglite,postgres), BENCH_DATABASE_URL (else a PostgreSQL of its
 * own under .bench-data). Needs a client build in dist/ (`npm run build`) for the pages.
 */
const RUNS = Number(process.env.MEMORY_RUNS ?? 3);
const PORT = PORT_BASE + 72;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SAMPLE_MS = 50;

interface Cut {
  name: string;
  flags: string[];
}

function cuts(): Cut[] {
  const extra = (process.env.MEMORY_CUTS ?? '')
    .split(';')
    .filter((cut) => cut.includes('='))
    .map((cut) => {
      const [name, flags] = [cut.slice(0, cut.indexOf('=')), cut.slice(cut.indexOf('=') + 1)];
      return { name: name.trim(), flags: flags.split(/\s+/).filter(Boolean) };
    });
  return [{ name: 'before', flags: [] }, { name: 'serve', flags: serveNodeFlags() }, ...extra];
}

interface Sample {
  startPeakMb: number;
  readyMb: number;
  warmUpPeakMb: number;
  afterMb: number;
  /** Requests a second of the warm-up's paths, 4 connections, after it (what a cut costs). */
  rps: number;
  afterLoadMb: number;
  /** Answers shed (503) in the warm-up, and 5xx under load. */
  shed: number;
  shedUnderLoad: number;
}

const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 5);

/** The warm-up's paths, over and over from 4 connections: its rate, and the memory after. */
async function underLoad(paths: string[]): Promise<{ rps: number; shedUnderLoad: number }> {
  let next = 0;
  const result = await autocannon({
    url: ORIGIN,
    connections: 4,
    duration: LOAD_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (result.errors > 0 || result['4xx'] > 0)
    throw new Error(`load: ${result['4xx']} 4xx, ${result.errors} errors`);
  return { rps: result.requests.average, shedUnderLoad: result['5xx'] };
}

/** The highest resident memory of the process tree until `stop` is called, sampled. */
function peakSampler(pid: number): { stop: () => number } {
  let peak = treeRssKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(pid))), SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssKb(pid)) / 1024;
    },
  };
}

async function startOnce(cut: Cut, env: Record<string, string>): Promise<Sample> {
  const child = spawnServer(process.execPath, [...cut.flags, builtServer()], env, PORT);
  try {
    const starting = peakSampler(child.pid!);
    const startPeakMb = await untilReady(child, ORIGIN).then(starting.stop, (error: unknown) => {
      starting.stop();
      throw error;
    });
    const readyMb = treeRssKb(child.pid!) / 1024;
    const warming = peakSampler(child.pid!);
    const paths = await warmUpPaths(ORIGIN);
    let shed = 0;
    for (const path of paths) {
      const answer = await fetch(`${ORIGIN}${path}`);
      await answer.arrayBuffer();
      // A busy machine's server sheds a render (503); anything else is the bench's mistake.
      if (answer.status === 503) shed++;
      else if (!answer.ok) throw new Error(`warm-up: ${path} answered ${answer.status}`);
    }
    const warmUpPeakMb = warming.stop();
    const afterMb = treeRssKb(child.pid!) / 1024;
    const load = await underLoad(paths);
    const afterLoadMb = treeRssKb(child.pid!) / 1024;
    return { startPeakMb, readyMb, warmUpPeakMb, afterMb, ...load, afterLoadMb, shed };
  } finally {
    await stopServer(child);
  }
}
const mb = (value: number) => value.toFixed(0).padStart(6);

async function benchDriver(driver: string, env: Record<string, string>): Promise<void> {
  // The first start migrates and seeds: not a figure of any cut.
  await startOnce({ name: 'seeding', flags: serveNodeFlags() }, { ...env, SEED_ON_START: 'true' });
  const all = cuts();
  const samples = new Map<string, Sample[]>(all.map((cut) => [cut.name, []]));
  for (let round = 0; round < RUNS; round++)
    for (const cut of all) samples.get(cut.name)!.push(await startOnce(cut, env));
  for (const cut of all) {
    const of = (pick: (s: Sample) => number) => mb(median(samples.get(cut.name)!.map(pick)));
    const after = samples.get(cut.name)!.map((s) => s.afterMb.toFixed(0));
    const total = (pick: (s: Sample) => number) =>
      samples.get(cut.name)!.reduce((sum, s) => sum + pick(s), 0);
    console.log(
      `  ${driver.padEnd(10)} ${cut.name.padEnd(10)} ${of((s) => s.startPeakMb)} ${of((s) => s.readyMb)} ${of((s) => s.warmUpPeakMb)} ${of((s) => s.afterMb)} ${of((s) => s.rps)} ${of((s) => s.afterLoadMb)}   (after: ${after.join(', ')}; shed ${total((s) => s.shed)} + ${total((s) => s.shedUnderLoad)} under load; flags: ${cut.flags.join(' ') || 'none'})`,
    );
  }
}

export async function benchMemory(): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `\n== resident memory of the production server, MB, median of ${RUNS} rounds (load average ${load()})`,
  );
  console.log(
    `  database   cut        start peak  ready  warm-up peak  after warm-up  req/s  after ${LOAD_SECONDS} s of load`,
  );
  await onEachDatabase('memory', benchDriver);
  console.log(`  load average at the end: ${load()}`);
}
