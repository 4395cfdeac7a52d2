import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PRODUCTION_ENV } from '../bench/production-env';
import { compileServer } from '../compiled-server';
import { freePort } from '../free-port';

/**
 * The deployment deploy/README.md describes, on this machine: three server processes on one
 * PostgreSQL database behind haproxy with deploy/haproxy.cfg, started the way production starts
 * them (migrations and the seed once, then the compiled server with node alone per instance, as
 * `npm run serve` runs it).
 */

/** Shorter than the default 10 s, still longer than the balancer needs to see it (fall 2 x inter 2s). */
const DRAIN_SECONDS = 6;

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function haproxyBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim().split('\n')[0]! : null;
}

/**
 * deploy/haproxy.cfg with this run's ports, a stats socket to ask which servers are up, the
 * per-address limits raised (the load generator is one address, unlike a crowd of shoppers) and
 * maxconn within this machine's file limit (haproxy needs two descriptors a connection).
 */
function haproxyConfig(frontPort: number, ports: number[], statsSocket: string): string {
  const deployed = readFileSync('deploy/haproxy.cfg', 'utf8');
  let cfg = deployed
    .replace(/^(\s*)log stdout.*$/m, '$1# (log quiet in the test)')
    .replace(/^global$/m, `global\n    stats socket ${statsSocket} mode 600 level admin`)
    .replace(/maxconn \d+/, 'maxconn 4000')
    .replace(/bind :\d+/, `bind 127.0.0.1:${frontPort}`)
    .replace(/sc0_conn_cur ge \d+/, 'sc0_conn_cur ge 100000')
    .replace(/sc0_http_req_rate ge \d+/, 'sc0_http_req_rate ge 10000000')
    .replace(/^\s*server .*$/gm, '');
  cfg += ports
    .map((port, i) => `    server shop${i + 1} 127.0.0.1:${port} check cookie shop${i + 1}`)
    .join('\n');
  if (cfg === deployed) throw new Error('deploy/haproxy.cfg changed shape');
  return `${cfg}\n`;
}

/** One command on haproxy's stats socket, and its answer. */
function askHaproxy(statsSocket: string, command: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(statsSocket);
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    socket.end(`${command}\n`);
  });
}

/** Which of haproxy's storefront servers it currently routes to (status UP). */
export async function serversUp(statsSocket: string): Promise<Set<string>> {
  const csv = await askHaproxy(statsSocket, 'show stat');
  const up = new Set<string>();
  for (const line of csv.split('\n')) {
    const [proxy, server, ...fields] = line.split(',');
    if (proxy === 'storefront' && server?.startsWith('shop') && fields[15]?.startsWith('UP'))
      up.add(server);
  }
  return up;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

export class Cluster {
  readonly instances: Instance[] = [];
  readonly front: string;
  private haproxy: ChildProcess | null = null;
  private readonly statsSocket: string;
  private readonly root = mkdtempSync(join(tmpdir(), 'topology-'));
  /** Compiled from the source as it is, so the test never runs an older build. */
  private readonly server = compileServer('topology');
  readonly log: string[] = [];

  private constructor(
    private readonly serverUrl: string,
    private readonly databaseName: string,
    readonly databaseUrl: string,
    private readonly frontPort: number,
    private readonly ports: number[],
  ) {
    this.front = `http://127.0.0.1:${frontPort}`;
    this.statsSocket = join(this.root, 'haproxy.sock');
  }

  /** A fresh database on the test server, migrated and seeded once, three instances, haproxy. */
  static async start(serverUrl: string, haproxy: string, products = 60): Promise<Cluster> {
    const name = `topology_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const ports = [await freePort(), await freePort(), await freePort()];
    const cluster = new Cluster(serverUrl, name, url.toString(), await freePort(), ports);
    const seeded = spawnSync(
      'npx',
      ['tsx', 'src/server/tools/seed/seed-cli.ts', '--products', String(products)],
      { env: cluster.env('seed'), encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}${seeded.stdout}`);
    await Promise.all(ports.map((_, i) => cluster.startInstance(i)));
    const cfg = join(cluster.root, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(cluster.frontPort, ports, cluster.statsSocket));
    cluster.haproxy = spawn(haproxy, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    cluster.haproxy.stderr!.on('data', (d) => cluster.log.push(`haproxy: ${d}`));
    cluster.haproxy.once('exit', (code) => cluster.log.push(`haproxy exited with ${code}`));
    await cluster.waitRouted(['shop1', 'shop2', 'shop3']).catch((error: Error) => {
      throw new Error(`${error.message}\n${cluster.log.join('\n')}`);
    });
    return cluster;
  }

  private env(name: string): NodeJS.ProcessEnv {
    return {
      ...process.env,
      ...PRODUCTION_ENV,
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: join(this.root, name),
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      SEED_ON_START: 'false',
      SELLER_DEMO_PASSWORDS: 'true',
      CHAT_AUTO_REPLY: 'false',
      LOG_LEVEL: 'warn',
    };
  }

  /**
   * Starts instance i (again) as `npm run serve` does, in one process (node and the compiled
   * server) so that a signal reaches the server itself, and waits until it is ready.
   */
  async startInstance(i: number): Promise<Instance> {
    const name = `shop${i + 1}`;
    const port = this.ports[i]!;
    const child = spawn(process.execPath, [this.server.main], {
      env: { ...this.env(name), PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const remember = (d: Buffer) => this.log.push(`${name}: ${d.toString().trim()}`);
    child.stdout!.on('data', remember);
    child.stderr!.on('data', remember);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const instance = { name, port, url: `http://127.0.0.1:${port}`, child, exited };
    this.instances[i] = instance;
    await waitFor(`${name} ready`, async () => {
      const res = await fetch(`${instance.url}/api/health/ready`);
      return res.status === 200;
    });
    return instance;
  }

  /**
   * Starts one more instance on the same database with some settings changed (another secret,
   * say) and waits for it to exit; its exit code and what it printed.
   */
  async startStranger(
    env: NodeJS.ProcessEnv,
  ): Promise<{ exitCode: number | null; output: string }> {
    const child = spawn(process.execPath, [this.server.main], {
      env: { ...this.env('stranger'), PORT: String(await freePort()), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    return { exitCode, output };
  }

  /** Until haproxy routes to exactly these servers. */
  async waitRouted(names: string[], timeoutMs = 30_000): Promise<void> {
    const want = [...names].sort().join(',');
    await waitFor(
      `haproxy to route to ${want}`,
      async () => [...(await serversUp(this.statsSocket))].sort().join(',') === want,
      timeoutMs,
    );
  }

  /** haproxy's process id, for CPU figures. */
  get haproxyPid(): number | undefined {
    return this.haproxy?.pid;
  }

  /** Routes only to the first `count` instances (the others are put in maintenance). */
  async routeTo(count: number): Promise<void> {
    const names = this.instances.map((x) => x.name);
    for (const [i, name] of names.entries())
      await askHaproxy(
        this.statsSocket,
        `${i < count ? 'enable' : 'disable'} server storefront/${name}`,
      );
    await this.waitRouted(names.slice(0, count));
  }

  /**
   * A rolling restart's step: SIGTERM (readiness turns 503, the instance drains), haproxy takes
   * it out, it exits; a new process starts and haproxy routes to it again. `routedAway` runs
   * once haproxy has taken it out, while it still drains.
   */
  async restart(
    i: number,
    routedAway?: (instance: Instance) => Promise<void>,
  ): Promise<{ exitCode: number | null }> {
    const instance = this.instances[i]!;
    instance.child.kill('SIGTERM');
    const others = this.instances.filter((_, j) => j !== i).map((x) => x.name);
    await this.waitRouted(others);
    await routedAway?.(instance);
    const exitCode = await instance.exited;
    await this.startInstance(i);
    await this.waitRouted(this.instances.map((x) => x.name));
    return { exitCode };
  }

  async stop(): Promise<void> {
    this.haproxy?.kill('SIGTERM');
    await Promise.all(
      this.instances.map(async (x) => {
        if (x.child.exitCode !== null) return;
        x.child.kill('SIGKILL');
        await x.exited;
      }),
    );
    rmSync(this.root, { recursive: true, force: true });
    this.server.remove();
    const admin = new pg.Client({ connectionString: this.serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${this.databaseName} with (force)`);
    await admin.end();
  }
}

/**
 * Restarts the test's PostgreSQL server (`pg_ctl restart -m fast`, as a minor upgrade or a
 * failover does) when .ci/run said where it is (TEST_PG_DATA, TEST_PG_BIN); else null. The
 * restart runs in a child process this one waits for without blocking: the load it runs under
 * must keep sending requests meanwhile, or the restart would fall between them.
 */
export function postgresRestarter(): (() => Promise<void>) | null {
  const data = process.env.TEST_PG_DATA;
  const bin = process.env.TEST_PG_BIN;
  if (!data || !bin) return null;
  return () => {
    const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    // A log file, or the server would keep pg_ctl's output pipe (and this call) open.
    const log = `${data}/restart.log`;
    const args = [
      ...asPostgres,
      `${bin}/pg_ctl`,
      '-D',
      data,
      '-l',
      log,
      '-m',
      'fast',
      '-w',
      'restart',
    ];
    return new Promise<void>((resolve, reject) => {
      const child = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl restart failed: ${stderr}`)),
      );
    });
  };
}
