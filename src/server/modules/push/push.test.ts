import { sendWebhook } from '../../test/payment-webhook';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { TestPushService } from '../../test/push-service';
import {
  createSecondInstance,
  createTestApp,
  registerShopper,
  rowCount,
  type TestApp,
} from '../../test/test-app';
import { SELLER_DEMO_PASSWORD } from '../chat/seller-login';
import { expireUnpaidOrders } from '../orders/expiry';
import { TEST_VAPID } from '../../test/test-config';
import { enqueuePush } from './service';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config';
import { allowedPushEndpoint, PUSH_SERVICE_REFUSED } from './service';
import { english } from '@shared/said';

const SECRET = 'webhook-secret-for-push-tests-01';
let t: TestApp;
let service: TestPushService;
let product: { id: string; sellerId: string; variationId: string };
let seller: { id: string; token: string };
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 16, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  service = await new TestPushService().start();
  product = (
    await t.db.execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId"
      from products p join variations v on v.product_id = p.id and v.position = 0
      where v.stock > 5 and v.size is null order by p.id limit 1`)
  ).rows[0] as typeof product;
  const [row] = (await t.db.execute(sql`select email from sellers where id = ${product.sellerId}`))
    .rows as { email: string }[];
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/chat/seller/login',
    payload: { email: row!.email, password: SELLER_DEMO_PASSWORD },
  });
  seller = { id: product.sellerId, token: login.json().token };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await service.close();
  await t.close();
});

async function subscribedShopper(device: string) {
  const shopper = await registerShopper(t.app);
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: shopper.headers,
    payload: service.device(device).subscription,
  });
  expect(subscribed.statusCode).toBe(200);
  return shopper;
}

async function buyNow(shopper: Awaited<ReturnType<typeof registerShopper>>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: shopper.headers,
    payload: {
      productId: product.id,
      sellerId: product.sellerId,
      quantity: 1,
      variationId: product.variationId,
      addressId: shopper.addressId,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { orderId: string; totalAmount: number };
}

let events = 0;
function webhook(orderId: string, status: 'paid' | 'failed', amount: number, eventId?: string) {
  return sendWebhook(t.app, SECRET, {
    eventId: eventId ?? `evt_push_${++events}`,
    orderId,
    status,
    amount,
    method: 'upi',
  });
}

/**
 * A round of the sender, after any round an event's own kick started (a webhook or an answer
 * sends at once, as in production); answers what this round did.
 */
async function send() {
  await t.deps.pushSender.idle();
  const round = await t.deps.pushSender.runOnce();
  await t.deps.pushSender.idle();
  return round;
}

describe('Web Push', () => {
  it('answers the public key the browser subscribes with', async () => {
    const res = await t.app.inject({ url: '/api/push/public-key' });
    expect(res.json()).toEqual({ publicKey: TEST_VAPID.VAPID_PUBLIC_KEY });
  });

  it('tells a paid order once, encrypted for the device, naming the order and its total only', async () => {
    const shopper = await subscribedShopper('paid-phone');
    const order = await buyNow(shopper);
    const eventId = `evt_paid_${order.orderId}`;
    expect((await webhook(order.orderId, 'paid', order.totalAmount, eventId)).statusCode).toBe(200);
    // The same event again (a provider retry) writes nothing more.
    expect((await webhook(order.orderId, 'paid', order.totalAmount, eventId)).statusCode).toBe(200);
    await t.deps.pushSender.idle();
    await send();
    await send();
    const pushes = service.for('paid-phone');
    expect(pushes).toHaveLength(1);
    const total = `₹${new Intl.NumberFormat('en-IN').format(order.totalAmount)}`;
    expect(pushes[0]!.payload).toEqual({
      title: 'Payment received',
      body: `Order ${order.orderId} is confirmed. Total ${total}.`,
      url: `/dashboard/order/details/${order.orderId}`,
      tag: `order-${order.orderId}`,
      customerId: shopper.id,
    });
    const headers = pushes[0]!.headers;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${TEST_VAPID.VAPID_PUBLIC_KEY}$`),
    );
    expect(headers.urgency).toBe('high');
    expect(headers.topic).toMatch(/^[\w-]{32}$/);
    expect(Number(headers.ttl)).toBe(24 * 3600);
  });

  it('tells a shopper who signed in on the Hindi pages in Hindi, opening the Hindi page', async () => {
    const shopper = await subscribedShopper('hindi-phone');
    await t.db.execute(sql`update customers set locale = 'hi' where id = ${shopper.id}`);
    const order = await buyNow(shopper);
    expect((await webhook(order.orderId, 'paid', order.totalAmount)).statusCode).toBe(200);
    await send();
    expect(service.for('hindi-phone').map((p) => p.payload)).toEqual([
      expect.objectContaining({
        title: 'पेमेंट मिल गया',
        body: expect.stringMatching(new RegExp(`^ऑर्डर ${order.orderId} कन्फ़र्म हो गया है। कुल ₹`)),
        url: `/hi/dashboard/order/details/${order.orderId}`,
      }),
    ]);
  });

  it('tells a failed payment with a way back to paying, and an expired order', async () => {
    const shopper = await subscribedShopper('failed-phone');
    const order = await buyNow(shopper);
    expect((await webhook(order.orderId, 'failed', order.totalAmount)).statusCode).toBe(200);
    await send();
    expect(service.for('failed-phone').map((p) => p.payload)).toEqual([
      expect.objectContaining({
        title: 'Payment failed',
        url: `/payment?orderId=${order.orderId}`,
        tag: `order-${order.orderId}`,
      }),
    ]);

    const later = new Date(Date.now() + 24 * 3600_000);
    expect(await expireUnpaidOrders(t.db, later)).toBeGreaterThan(0);
    await send();
    expect(service.for('failed-phone').map((p) => p.payload.title)).toEqual([
      'Payment failed',
      'Order cancelled',
    ]);
  });

  function socket(token: string): Promise<Socket> {
    const s = connect(base, { transports: ['websocket'], auth: { token }, reconnection: false });
    sockets.push(s);
    return new Promise((ok, fail) => {
      s.once('connect', () => ok(s));
      s.once('connect_error', fail);
    });
  }

  it("tells a seller's answer to a shopper with no chat open, once per conversation in five minutes", async () => {
    const shopper = await subscribedShopper('chat-phone');
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: shopper.headers,
      payload: { userId: shopper.id, sellerId: seller.id, text: 'Is it cotton?', name: 'x' },
    });
    const sellerSocket = await socket(seller.token);
    const answer = (text: string) =>
      sellerSocket.emitWithAck('send_seller_message', { receverId: shopper.id, text });

    expect((await answer('Yes, pure cotton')).ok).toBe(true);
    expect((await answer('And it is machine washable')).ok).toBe(true);
    await send();
    const shop = (
      (await t.db.execute(sql`select shop_name from sellers where id = ${seller.id}`)).rows[0] as {
        shop_name: string;
      }
    ).shop_name;
    expect(service.for('chat-phone').map((p) => p.payload)).toEqual([
      {
        title: `${shop} sent a message`,
        body: 'Yes, pure cotton',
        url: `/dashboard/chat/${seller.id}`,
        tag: `chat-${seller.id}`,
        customerId: shopper.id,
      },
    ]);
    expect(service.for('chat-phone')[0]!.headers.urgency).toBe('normal');

    // Six minutes later the shopper has the app open (a socket): the answer comes live, no push.
    await t.db.execute(
      sql`update push_deliveries set created_at = now() - interval '6 minutes' where customer_id = ${shopper.id}`,
    );
    const open = await socket(shopper.token);
    expect((await answer('We also have it in blue')).ok).toBe(true);
    open.close();
    await vi.waitFor(async () =>
      expect(await t.app.inject({ url: '/api/health' }).then(() => open.connected)).toBe(false),
    );
    await new Promise((r) => setTimeout(r, 200));
    // And closed again: told by push once more.
    expect((await answer('Shall I keep one for you?')).ok).toBe(true);
    await send();
    expect(service.for('chat-phone')).toHaveLength(2);
  });

  it('forgets a device its push service says is gone, and retries one that failed without sending twice', async () => {
    const shopper = await subscribedShopper('gone-phone');
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: shopper.headers,
      payload: service.device('flaky-tablet').subscription,
    });
    service.answer('gone-phone', 410);
    service.answer('flaky-tablet', 503);
    const order = await buyNow(shopper);
    await webhook(order.orderId, 'paid', order.totalAmount);
    await send();
    const row = async () =>
      (
        await t.db.execute(
          sql`select attempts, done_at as "doneAt", cardinality(delivered_to) as delivered from push_deliveries where customer_id = ${shopper.id}`,
        )
      ).rows[0];
    expect(await row()).toEqual({ attempts: 1, doneAt: null, delivered: 0 });
    expect(
      (
        await t.db.execute(
          sql`select endpoint from push_subscriptions where customer_id = ${shopper.id}`,
        )
      ).rows,
    ).toHaveLength(1);

    // Not due yet: nothing is sent before its backoff.
    service.answer('flaky-tablet', 201);
    expect(await send()).toMatchObject({ sent: 0 });
    await t.db.execute(
      sql`update push_deliveries set next_attempt_at = now() where customer_id = ${shopper.id}`,
    );
    expect(await send()).toMatchObject({ sent: 1 });
    expect(await send()).toMatchObject({ sent: 0 });
    expect(service.for('flaky-tablet')).toHaveLength(1);
    expect(service.for('gone-phone')).toHaveLength(0);
    expect(await row()).toMatchObject({ attempts: 2, delivered: 1 });
    const [{ outcome }] = (
      await t.db.execute(sql`select outcome from push_deliveries where customer_id = ${shopper.id}`)
    ).rows as [{ outcome: string }];
    expect(outcome).toBe('sent');
  });

  it('settles an event for a shopper with no device as having nobody to tell', async () => {
    const shopper = await registerShopper(t.app);
    const order = await buyNow(shopper);
    await webhook(order.orderId, 'paid', order.totalAmount);
    const before = service.received.length;
    await send();
    expect(service.received.length).toBe(before);
    expect(
      (
        await t.db.execute(
          sql`select outcome, done_at is not null as done from push_deliveries where customer_id = ${shopper.id}`,
        )
      ).rows,
    ).toEqual([{ outcome: 'no devices', done: true }]);
  });

  it('lets the previous release queue and claim under the old table name during a rolling restart', async () => {
    const shopper = await registerShopper(t.app);
    const key = `old-release-${shopper.id}`;
    // What the previous release's repository sends, word for word but for the key.
    const queue = sql`insert into push_outbox (event_key, customer_id, kind, payload)
      values (${key}, ${shopper.id}, 'order_paid', '{}'::jsonb) on conflict (event_key) do nothing`;
    await t.db.execute(queue);
    await t.db.execute(queue);
    const claimed = await t.db.execute(sql`
      update push_outbox set claimed_until = now() + interval '1 minute', attempts = attempts + 1
      where id in (select id from push_outbox where event_key = ${key} for update skip locked)
      returning event_key`);
    expect(claimed.rows).toEqual([{ event_key: key }]);
    expect(
      (await t.db.execute(sql`select attempts from push_deliveries where event_key = ${key}`)).rows,
    ).toEqual([{ attempts: 1 }]);
  });

  it('refuses a bad subscription and changes nothing; a device moves to whoever signs in on it', async () => {
    const shopper = await registerShopper(t.app);
    const before = await rowCount(t.db, 'push_subscriptions');
    const device = service.device('shared-phone');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: shopper.headers,
      payload: { ...device.subscription, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(await rowCount(t.db, 'push_subscriptions')).toBe(before);

    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: shopper.headers,
      payload: device.subscription,
    });
    const next = await registerShopper(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: next.headers,
      payload: device.subscription,
    });
    const status = async (who: typeof shopper) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions/status',
          headers: who.headers,
          payload: { endpoint: device.subscription.endpoint },
        })
      ).json();
    expect(await status(shopper)).toEqual({ subscribed: false });
    expect(await status(next)).toEqual({ subscribed: true });
    // The first shopper cannot switch off the device that is now the other's.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: shopper.headers,
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(await status(next)).toEqual({ subscribed: true });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: next.headers,
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(await status(next)).toEqual({ subscribed: false });
  });

  it('sends only to the browsers’ push services where they are listed', async () => {
    const listed = await createTestApp({
      seedProducts: 0,
      config: { PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,push.apple.com' },
    });
    try {
      const shopper = await registerShopper(listed.app);
      const keys = service.device('anywhere').subscription.keys;
      const subscribe = (endpoint: string) =>
        listed.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: shopper.headers,
          payload: { endpoint, keys },
        });
      const internal = await subscribe('http://169.254.169.254/latest/meta-data');
      expect(internal.statusCode).toBe(400);
      expect(internal.json().error).toBe(english(PUSH_SERVICE_REFUSED));
      expect((await subscribe('https://evil.example/fcm.googleapis.com')).statusCode).toBe(400);
      // A listed host on another port is not its push service.
      const otherPort = await subscribe('https://fcm.googleapis.com:8443/fcm/send/abc');
      expect(otherPort.statusCode).toBe(400);
      expect(otherPort.json().error).toBe(english(PUSH_SERVICE_REFUSED));
      expect(await rowCount(listed.db, 'push_subscriptions')).toBe(0);
      expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
      expect((await subscribe('https://fcm.googleapis.com:443/fcm/send/def')).statusCode).toBe(200);
      expect((await subscribe('https://web.push.apple.com/QGx')).statusCode).toBe(200);
    } finally {
      await listed.close();
    }
  });

  it('in production takes the push services on https’s own port only', () => {
    const allowed = (endpoint: string) => allowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS);
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(allowed('https://fcm.googleapis.com:443/fcm/send/abc')).toBe(true);
    expect(allowed('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(allowed('https://web.push.apple.com:80/QGx')).toBe(false);
    expect(allowed('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
  });
});

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'the push outbox with two instances on PostgreSQL',
  () => {
    it('sends each event exactly once however the instances race for it', async () => {
      const second = await createSecondInstance(t);
      try {
        const shopper = await subscribedShopper('raced-phone');
        for (let i = 0; i < 40; i++)
          await enqueuePush(t.db, `race:${i}`, 'order_paid', {
            title: 'Payment received',
            body: `Order race-${i}`,
            url: '/dashboard/my-orders',
            tag: `order-race-${i}`,
            customerId: shopper.id,
          });
        for (let round = 0; round < 4; round++)
          await Promise.all([
            t.deps.pushSender.runOnce(),
            second.deps.pushSender.runOnce(),
            t.deps.pushSender.runOnce(),
            second.deps.pushSender.runOnce(),
          ]);
        const bodies = service.for('raced-phone').map((p) => p.payload.body);
        expect(bodies).toHaveLength(40);
        expect(new Set(bodies).size).toBe(40);
      } finally {
        await second.close();
      }
    });
  },
);
