import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from './postgres';
import { PRODUCTION_ENV } from './production-env';

/**
 * What the start bench (server-start.ts) and the memory bench (memory.ts) share: starting a
 * production server process on a port, waiting for it to be ready, sampling its process tree's
 * resident memory, stopping it, and running a bench once on PGlite and once on PostgreSQL.
 * BENCH_DRIVERS (default pglite,postgres), BENCH_DATA_DIR (default .bench-data), BENCH_PORT_BASE,
 * BENCH_DATABASE_URL (else a PostgreSQL of its own under BENCH_DATA_DIR).
 */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const DATA = process.env.BENCH_DATA_DIR ?? '.bench-data';
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3900);
const PG_PORT = 55433 + (PORT_BASE - 3900);

/** Resident kilobytes of a process and all its descendants (tsx's command runs two, and esbuild). */
export function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      /* gone meanwhile */
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return total;
}

/** The production server (`args` after the node binary) on 127.0.0.1:`port`, logging warnings only. */
export function spawnServer(
  node: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): ChildProcess {
  return spawn(node, args, {
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Until /api/health/ready answers 200; fails if the server exits first. */
export async function untilReady(child: ChildProcess, origin: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ready = await fetch(`${origin}/api/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `bench` on each database of BENCH_DRIVERS: PGlite in a fresh `<name>-pglite` data
 * directory, then PostgreSQL in a fresh `bench_<name>` database (of BENCH_DATABASE_URL's server,
 * else of a cluster started under the bench's data directory).
 */
export async function onEachDatabase(
  name: string,
  bench: (driver: string, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  mkdirSync(DATA, { recursive: true });
  if (DRIVERS.includes('pglite')) {
    const dataDir = join(DATA, `${name}-pglite`);
    rmSync(dataDir, { recursive: true, force: true });
    await bench('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  }
  if (!DRIVERS.includes('postgres')) return;
  const local = process.env.BENCH_DATABASE_URL ? null : startPostgres(`${DATA}/postgres`, PG_PORT);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? local?.url;
  if (!adminUrl)
    return console.log('  PostgreSQL: no server (BENCH_DATABASE_URL) and none installed');
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists bench_${name} with (force)`);
    await admin.query(`create database bench_${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/bench_${name}`;
    const dataDir = join(DATA, `${name}-postgres`);
    await bench('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  } finally {
    local?.stop();
  }
}
