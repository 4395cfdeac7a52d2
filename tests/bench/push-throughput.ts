import { createHmac } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/tools/seed/seed';
import { enqueuePush } from '../../src/server/modules/push/service';
import { TestPushService } from '../../src/server/test/push-service';
import { testConfig } from '../../src/server/test/test-config';
import { HOME_ADDRESS } from '../../src/server/test/test-app';
import { startPostgres } from './postgres';

/**
 * Web Push on PostgreSQL (BENCH_ONLY=push): how many pushes a second one instance sends from the
 * outbox (encrypted per device and posted to a local push service), and how long from a paid
 * webhook to its push leaving the server (p50/p99). The push service answers at once, so these
 * are the server's own costs, not a real push service's.
 */
const PG_PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 61;
const OUTBOX_ROWS = Number(process.env.BENCH_PUSH_ROWS ?? 2000);
const ORDERS = Number(process.env.BENCH_PUSH_ORDERS ?? 60);
const SECRET = 'bench-webhook-secret-bench-webhook';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export async function benchPush(): Promise<void> {
  const external = process.env.BENCH_DATABASE_URL;
  const local = external ? null : startPostgres('.bench-data/postgres', PG_PORT);
  const adminUrl = external ?? local?.url;
  if (!adminUrl) return console.log('\nNo PostgreSQL found: push figures skipped.');
  const name = `bench_push_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  const service = await new TestPushService().start();
  try {
    await database.migrate();
    await seedDatabase(database.db, { products: 60 });
    const { app, deps } = await buildApp({
      config: testConfig({ PAYMENT_WEBHOOK_SECRET: SECRET }),
      db: database.db,
      pgPool: database.pool,
    });
    await app.ready();
    const shopper = async (device: string) => {
      const email = `push.${device}@example.in`;
      const { token } = (
        await app.inject({
          method: 'POST',
          url: '/api/customer/customer-register',
          payload: { name: 'Asha', email, password: 'correct horse' },
        })
      ).json<{ token: string }>();
      const headers = { authorization: `Bearer ${token}` };
      const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id;
      await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload: service.device(device).subscription,
      });
      return { id: id as string, headers };
    };

    // Throughput: a full outbox, sent by one instance's rounds.
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => shopper(`crowd-${i}`)));
    for (let i = 0; i < OUTBOX_ROWS; i++)
      await enqueuePush(database.db, `bench:${i}`, 'order_paid', {
        title: 'Payment received',
        body: `Order BENCH-${i} is confirmed. Total ₹1,250.`,
        url: '/dashboard/my-orders',
        tag: `order-bench-${i}`,
        customerId: crowd[i % crowd.length]!.id,
      });
    const started = Date.now();
    while (service.received.length < OUTBOX_ROWS) {
      const round = await deps.pushSender.runOnce();
      if (round.sent + round.retried === 0) break;
    }
    const seconds = (Date.now() - started) / 1000;

    // Latency: a paid webhook to its push arriving at the push service.
    const buyer = await shopper('buyer');
    const address = (
      await app.inject({
        method: 'POST',
        url: '/api/home/customer/web_add_address',
        headers: buyer.headers,
        payload: { ...HOME_ADDRESS, userId: buyer.id },
      })
    ).json().address._id as string;
    const item = (
      await database.db.execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId"
        from products p join variations v on v.product_id = p.id and v.position = 0
        where v.stock > ${ORDERS} and v.size is null limit 1`)
    ).rows[0] as { id: string; sellerId: string; variationId: string };
    const latencies: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const order = (
        await app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: buyer.headers,
          payload: {
            productId: item.id,
            sellerId: item.sellerId,
            quantity: 1,
            variationId: item.variationId,
            addressId: address,
          },
        })
      ).json<{ orderId: string; totalAmount: number }>();
      const raw = JSON.stringify({
        eventId: `evt_bench_${i}`,
        orderId: order.orderId,
        status: 'paid',
        amount: order.totalAmount,
      });
      const before = service.for('buyer').length;
      const sent = Date.now();
      await app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
        },
        payload: raw,
      });
      while (service.for('buyer').length === before) await new Promise((r) => setTimeout(r, 1));
      latencies.push(service.for('buyer').at(-1)!.at - sent);
    }
    await app.close();
    console.log(
      '\nWeb Push on PostgreSQL (one instance, a local push service that answers at once)',
    );
    console.log(
      `outbox: ${service.received.length - ORDERS} of ${OUTBOX_ROWS} sent in ${seconds.toFixed(1)} s: ${Math.round((service.received.length - ORDERS) / seconds)} pushes/s (encrypt + POST, 20 at a time)`,
    );
    console.log(
      `paid webhook to push sent (${ORDERS} orders): p50 ${percentile(latencies, 0.5)} ms, p99 ${percentile(latencies, 0.99)} ms`,
    );
  } finally {
    await service.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    local?.stop();
  }
}
