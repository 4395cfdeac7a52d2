import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAX_CHANGES_PER_REQUEST } from '@shared/api/change-rules';
import type { QueuedChange } from '@shared/api/changes';
import { said } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
let product: { id: string; variantId: string };
let other: { id: string; variantId: string };
let sellerId: string;
beforeAll(async () => {
  // Two chat messages per window, so a third is told to slow down.
  t = await createTestApp({ seedProducts: 24, config: { CHAT_SENDS_PER_10_SECONDS: '2' } });
  const rows = (
    await t.db.execute(
      sql`select p.id, p.seller_id as "sellerId", (select v.id from variations v where v.product_id = p.id order by v.position limit 1) as "variantId"
      from products p where p.stock > 20 order by p.id limit 2`,
    )
  ).rows as { id: string; variantId: string; sellerId: string }[];
  [product, other] = [rows[0]!, rows[1]!];
  sellerId = rows[0]!.sellerId;
  await t.db.execute(
    sql`update variations set stock = 50 where id in (${product.variantId}, ${other.variantId})`,
  );
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const send = (c: { headers: Record<string, string> }, changes: QueuedChange[], extra = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/changes',
    headers: { ...c.headers, ...extra },
    payload: { changes },
  });
const addTo = (c: Customer, p: typeof product, key: string = randomUUID()): QueuedChange => ({
  key,
  operation: 'addToCart',
  body: { userId: c.id, productId: p.id, variantId: p.variantId, quantity: 1 },
});
const step = (operation: 'quantityInc' | 'quantityDec', id: string, key = randomUUID()) => ({
  key,
  operation,
  params: { id },
});
const lines = async (c: Customer) =>
  (await t.app.inject({ url: '/api/home/product/get-web-cart-product', headers: c.headers }))
    .json<{
      card_products: { products: { _id: string; productId: string; quantity: number }[] }[];
    }>()
    .card_products.flatMap((g) => g.products)
    .map((l) => [l.productId, l.quantity])
    .sort();

describe('POST /api/changes', () => {
  it('applies each change in order under its own key, and a repeat applies none again', async () => {
    const c = await registerCustomer(t.app);
    const added = (await send(c, [addTo(c, product)])).json().results[0];
    expect(added).toEqual({
      status: 200,
      body: { ...said('server_added_to_cart'), cartLineId: expect.any(String) },
    });
    const changes = [
      step('quantityInc', added.body.cartLineId),
      step('quantityInc', added.body.cartLineId),
      addTo(c, other),
      step('quantityDec', added.body.cartLineId),
    ];
    const first = await send(c, changes);
    expect(first.statusCode).toBe(200);
    expect(first.json().results.map((r: { status: number }) => r.status)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(await lines(c)).toEqual(
      [
        [product.id, 2],
        [other.id, 1],
      ].sort(),
    );

    // The answer was lost: the same changes again are answered from what was stored.
    const again = await send(c, changes);
    expect(again.json()).toEqual(first.json());
    expect(await lines(c)).toEqual(
      [
        [product.id, 2],
        [other.id, 1],
      ].sort(),
    );
  });

  it('is interchangeable with the change sent on its own: the same key is the same change', async () => {
    const c = await registerCustomer(t.app);
    const key = randomUUID();
    const alone = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: { ...c.headers, 'idempotency-key': key },
      payload: addTo(c, product).body as object,
    });
    expect(alone.statusCode).toBe(200);
    const batched = (await send(c, [addTo(c, product, key)])).json().results[0];
    expect(batched).toEqual({ status: 200, body: alone.json() });
    expect(await lines(c)).toEqual([[product.id, 1]]);
  });

  it('replays a change the tab sent in its language when the worker sends it without one', async () => {
    const c = await registerCustomer(t.app);
    const changes = [addTo(c, product)];
    const byTab = await t.app.inject({
      method: 'POST',
      url: '/api/changes?lang=en',
      headers: c.headers,
      payload: { changes },
    });
    expect(byTab.json().results[0].status).toBe(200);
    // The tab never heard the answer; the service worker, which knows no language, sends it again.
    const byWorker = await send(c, changes);
    expect(byWorker.json()).toEqual(byTab.json());
    expect(await lines(c)).toEqual([[product.id, 1]]);
  });

  it('goes on past a refusal, which changes nothing, and answers it as the request alone would', async () => {
    const c = await registerCustomer(t.app);
    const stranger = await registerCustomer(t.app);
    const results = (
      await send(c, [
        step('quantityInc', randomUUID()),
        addTo(stranger, product),
        { key: randomUUID(), operation: 'quantityInc', params: {} },
        addTo(c, other),
      ])
    ).json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([404, 403, 400, 200]);
    expect(results[0].body.code).toBe('NOT_FOUND');
    expect(results[1].body).toEqual({
      error: expect.any(String),
      messageKey: 'server_forbidden',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
    expect(await lines(c)).toEqual([[other.id, 1]]);
    expect(await lines(stranger)).toEqual([]);
  });

  it('stops after an answer that means later, so nothing after it is applied out of order', async () => {
    const c = await registerCustomer(t.app);
    const message = (text: string): QueuedChange => ({
      key: randomUUID(),
      operation: 'sendMessageToSeller',
      body: { userId: c.id, sellerId, text, name: 'Asha Verma' },
    });
    const results = (
      await send(c, [message('one'), message('two'), message('three'), addTo(c, product)])
    ).json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([200, 200, 429]);
    expect(await lines(c)).toEqual([]);
  });

  it('refuses a malformed request whole, changing nothing', async () => {
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'cart_lines');
    const tooMany = Array.from({ length: MAX_CHANGES_PER_REQUEST + 1 }, () => addTo(c, product));
    for (const changes of [
      [],
      tooMany,
      [{ ...addTo(c, product), operation: 'logout' }],
      [{ operation: 'addToCart', body: addTo(c, product).body }],
    ]) {
      const answer = await send(c, changes as QueuedChange[]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('BAD_REQUEST');
    }
    // A change's own key is checked as its request checks it.
    const badKey = (await send(c, [addTo(c, product, 'short')])).json().results[0];
    expect(badKey.status).toBe(400);
    expect(await rowCount(t.db, 'cart_lines')).toBe(before);
  });

  it('needs a session, and refuses another site, before any change runs', async () => {
    const c = await registerCustomer(t.app);
    expect((await send({ headers: {} }, [addTo(c, product)])).statusCode).toBe(401);
    const crossSite = await send(c, [addTo(c, product)], { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await lines(c)).toEqual([]);
  });
});
