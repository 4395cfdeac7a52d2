import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/test/test-config';
import { openDatabase, type Db } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/tools/seed/seed';
import { HOME_ADDRESS, registerCustomer } from '../../src/server/test/test-app';

/**
 * What durable PGlite costs (issue 11 item 3): add-to-card and place-order latency through the
 * whole app (in-process inject, PGlite files in a temporary directory) with PGlite's default
 * fsync=off (before) and with the shop's durable PGlite (after). Prints figures; asserts nothing.
 *   BENCH_ORDERS (default 40): orders per mode.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const migrationsFolder = join(import.meta.dirname, '../../src/server/db/migrations');

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!;

async function measure(db: Db, orders = ORDERS): Promise<{ add: number[]; order: number[] }> {
  await seedDatabase(db, { products: 48 });
  const [item] = (
    await db.execute(
      sql`select p.id, v.id as "variationId" from products p join variations v on v.product_id = p.id and v.position = 0 order by p.id limit 1`,
    )
  ).rows as { id: string; variationId: string }[];
  await db.execute(sql`update variations set stock = 1000000 where id = ${item!.variationId}`);
  const { app } = await buildApp({ config: testConfig(), db });
  await app.ready();
  const add: number[] = [];
  const order: number[] = [];
  try {
    for (let i = 0; i < orders; i++) {
      const c = await registerCustomer(app);
      let started = performance.now();
      const added = await app.inject({
        method: 'POST',
        url: '/api/home/product/add-to-card',
        headers: c.headers,
        payload: { userId: c.id, productId: item!.id, variantId: item!.variationId, quantity: 1 },
      });
      add.push(performance.now() - started);
      if (added.statusCode !== 200) throw new Error(`add-to-card: ${added.body}`);
      const cart = (
        await app.inject({ url: '/api/home/product/get-web-cart-product', headers: c.headers })
      ).json();
      started = performance.now();
      const placed = await app.inject({
        method: 'POST',
        url: '/api/home/order/palce-order',
        headers: c.headers,
        payload: {
          price: cart.price,
          products: cart.card_products,
          shipping_fee: cart.shipping_fee,
          shippingInfo: HOME_ADDRESS,
          userId: c.id,
          items: cart.buy_product_item,
        },
      });
      order.push(performance.now() - started);
      if (placed.statusCode !== 200) throw new Error(`place order: ${placed.body}`);
    }
  } finally {
    await app.close();
  }
  return { add, order };
}

export async function benchDurability(): Promise<void> {
  const results: [string, { add: number[]; order: number[] }][] = [];
  const before = mkdtempSync(join(tmpdir(), 'bench-fsync-off-'));
  const after = mkdtempSync(join(tmpdir(), 'bench-durable-'));
  try {
    // A warm-up in memory first, so neither measured mode pays for the JIT.
    const warm = await openDatabase({ dataDir: null });
    await warm.migrate();
    await measure(warm.db, 10);
    await warm.close();
    const plain = await PGlite.create(join(before, 'pglite'), { extensions: { pg_trgm } });
    await migrate(drizzle(plain), { migrationsFolder });
    results.push([
      'PGlite default (fsync=off), before',
      await measure(drizzle(plain) as unknown as Db),
    ]);
    await plain.close();
    const durable = await openDatabase({ dataDir: after });
    await durable.migrate();
    results.push(['durable PGlite (fsync on), now', await measure(durable.db)]);
    await durable.close();
  } finally {
    rmSync(before, { recursive: true, force: true });
    rmSync(after, { recursive: true, force: true });
  }
  console.log(
    `\nDurable writes: ${ORDERS} add-to-card and ${ORDERS} place-order through the app (inject), latency in ms`,
  );
  console.log(
    'mode                                  add-to-card p50   p99 | place-order p50   p99',
  );
  for (const [name, r] of results) {
    const f = (v: number) => v.toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(37)} ${f(percentile(r.add, 50))}        ${f(percentile(r.add, 99))} | ${f(percentile(r.order, 50))}      ${f(percentile(r.order, 99))}`,
    );
  }
}

if (process.argv[1]?.endsWith('durability.ts')) {
  benchDurability().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
