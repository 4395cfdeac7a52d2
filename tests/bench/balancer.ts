import { readdirSync, readFileSync, statSync } from 'node:fs';
import autocannon from 'autocannon';
import { Cluster, haproxyBinary } from '../topology/cluster';
import { startPostgres } from './postgres';

/**
 * Catalogue throughput through haproxy with one and with three instances behind it, on this
 * machine, with the CPU each process used (BENCH_ONLY=balancer). The load generator, haproxy,
 * PostgreSQL and the instances share the machine's cores, so the figures show where it saturates.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const PG_PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 60;
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process owned by the postgres user (the server and its backends). */
function postgresCpuSeconds(): number {
  const postgresUid = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'))
    ?.split(':')[2];
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (String(statSync(`/proc/${name}`).uid) === postgresUid) total += cpuSeconds(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

async function round(cluster: Cluster, backends: number, paths: string[]) {
  await cluster.routeTo(backends);
  const pids = cluster.instances.slice(0, backends).map((x) => x.child.pid!);
  const before = {
    instances: pids.map(cpuSeconds),
    haproxy: cpuSeconds(cluster.haproxyPid!),
    pg: postgresCpuSeconds(),
  };
  const result = await autocannon({
    url: cluster.front,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const core = (now: number, then: number) => ((now - then) / SECONDS).toFixed(2);
  return {
    backends,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    instances: pids.map((pid, i) => core(cpuSeconds(pid), before.instances[i]!)).join(' + '),
    haproxy: core(cpuSeconds(cluster.haproxyPid!), before.haproxy),
    pg: core(postgresCpuSeconds(), before.pg),
  };
}

export async function benchBalancer(): Promise<void> {
  const haproxy = haproxyBinary();
  if (!haproxy) return console.log('\nNo haproxy on this machine: balancer figures skipped.');
  const external = process.env.BENCH_DATABASE_URL;
  const local = external ? null : startPostgres('.bench-data/postgres', PG_PORT);
  const adminUrl = external ?? local?.url;
  if (!adminUrl) return console.log('\nNo PostgreSQL found: balancer figures skipped.');
  const cluster = await Cluster.start(adminUrl, haproxy, 600);
  try {
    const listing = (await (
      await fetch(`${cluster.front}/api/home/query-products?pageNumber=1`)
    ).json()) as {
      products: { slug: string }[];
    };
    const paths = [
      '/api/home/home-page-product-listing',
      '/api/home/query-products?pageNumber=1',
      '/api/home/query-products?category=fashion&pageNumber=2',
      ...listing.products.slice(0, 10).map((p) => `/api/home/get-product/${p.slug}`),
    ];
    await round(cluster, 3, paths); // warm every instance's caches and prepared statements
    const rows = [await round(cluster, 1, paths), await round(cluster, 3, paths)];
    console.log(
      `\nthrough haproxy, ${CONNECTIONS} connections, ${SECONDS} s, catalogue reads; CPU in cores`,
    );
    console.log(
      'backends   req/s    p50    p99  not 200 | CPU: instances            haproxy  PostgreSQL',
    );
    for (const r of rows)
      console.log(
        `${String(r.backends).padStart(8)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.non2xx).padStart(8)} | ${r.instances.padEnd(24)} ${r.haproxy.padStart(7)}  ${r.pg.padStart(10)}`,
      );
  } finally {
    await cluster.stop();
    local?.stop();
  }
}
