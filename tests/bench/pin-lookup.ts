import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/tools/seed/seed';
import { deliveryPromiseFor } from '../../src/server/modules/pincode/delivery-service';
import { sellersDeliveryFor } from '../../src/server/modules/pincode/sellers-delivery';
import { lookUpPin } from '../../src/server/modules/pincode/service';
import { percentile, shuffled } from './pincode-lookup';
import { startPostgres } from './postgres';

/**
 * BENCH_ONLY=pin npm run bench: what a shopper's PIN costs the server, on PGlite and (unless
 * BENCH_DRIVERS leaves it out) PostgreSQL, each with the 600-product catalogue seeded:
 * - the directory read (`lookUpPin`, what the address form asks) over every PIN of the
 *   directory in a fixed shuffle plus one unknown PIN in ten;
 * - a product's delivery promise (`deliveryPromiseFor`, the product page's: the product's
 *   seller, both PINs) to every PIN, the product going round one per seller;
 * - a cart's dates (`sellersDeliveryFor`, the cart's and checkout's: four sellers at once) to
 *   every fourth PIN.
 * Each after a warm-up, in the service (no HTTP), wall and CPU time p50/p99. Load on the machine shows
 * in p99 first: note `uptime` beside the figures.
 */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const DATA = process.env.BENCH_DATA_DIR ?? '.bench-data';
const PG_PORT = 55433 + (Number(process.env.BENCH_PORT_BASE ?? 3900) - 3900);

async function timed(
  label: string,
  driver: string,
  asked: string[],
  ask: (pin: string) => Promise<unknown>,
) {
  for (const pin of asked.slice(0, 500)) await ask(pin).catch(() => undefined); // warm-up
  const times: number[] = [];
  // CPU time too: on a machine shared by other work, wall time's p99 is mostly the waits for a
  // core; the CPU time this process spends on a read is the read's own cost (on PostgreSQL,
  // the server's side is not in it).
  const cpuTimes: number[] = [];
  for (const pin of asked) {
    const t = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    await ask(pin).catch(() => undefined);
    const used = process.cpuUsage(cpu);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(3);
  console.log(
    `pin: ${driver}, ${label}: wall p50 ${ms(times, 50)} ms, p99 ${ms(times, 99)} ms, max ${times.at(-1)!.toFixed(3)} ms; CPU p50 ${ms(cpuTimes, 50)} ms, p99 ${ms(cpuTimes, 99)} ms (${times.length} asked)`,
  );
}

async function measure(driver: string, db: Db): Promise<void> {
  const { rows } = await db.execute<{ pin: number }>(sql`select pin from pin_codes`);
  const known = (rows as { pin: number }[]).map((r) => String(r.pin));
  const isKnown = new Set(known);
  const unknown = known
    .filter((_, i) => i % 10 === 0)
    .map((pin) => String(Number(pin) + 1))
    .filter((pin) => !isKnown.has(pin));
  const asked = shuffled([...known, ...unknown]);
  // One product of each seller: the promise's pickup PIN goes round the sellers' cities.
  const products = (
    await db.execute<{ id: string }>(
      sql`select distinct on (seller_id) id from products order by seller_id, id`,
    )
  ).rows.map((r) => (r as { id: string }).id);
  const now = new Date();
  await timed('directory read', driver, asked, (pin) => lookUpPin(db, pin));
  let n = 0;
  await timed('delivery promise of a product', driver, shuffled(known), (pin) =>
    deliveryPromiseFor(db, pin, products[n++ % products.length]!, now),
  );
  const cart = products.slice(0, 4);
  await timed(
    'a cart of four sellers, one read',
    driver,
    shuffled(known).filter((_, i) => i % 4 === 0),
    (pin) => sellersDeliveryFor(db, pin, cart, now),
  );
}

async function prepared(database: Database, driver: string): Promise<void> {
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db, { products: 600 });
  console.log(
    `pin: ${driver}, migrated and seeded in ${Math.round(performance.now() - started)} ms`,
  );
  await measure(driver, database.db);
}

async function onPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pin-'));
  try {
    const database = await openDatabase({ dataDir: dir });
    await prepared(database, 'PGlite');
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  mkdirSync(DATA, { recursive: true });
  const external = process.env.BENCH_DATABASE_URL;
  const local = external ? null : startPostgres(`${DATA}/postgres`, PG_PORT);
  const adminUrl = external ?? local?.url;
  if (!adminUrl) return console.log('pin: no PostgreSQL here (/usr/lib/postgresql), left out');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists bench_pin');
  await admin.query('create database bench_pin');
  const url = new URL(adminUrl);
  url.pathname = '/bench_pin';
  try {
    const database = await openDatabase({ url: url.toString(), dataDir: null });
    await prepared(database, 'PostgreSQL');
    await database.close();
  } finally {
    await admin.query('drop database if exists bench_pin');
    await admin.end();
    local?.stop();
  }
}

export async function benchPinLookup(): Promise<void> {
  if (DRIVERS.includes('pglite')) await onPglite();
  if (DRIVERS.includes('postgres')) await onPostgres();
}
