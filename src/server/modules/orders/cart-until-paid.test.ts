import { sendWebhook } from '../../test/payment-webhook';
import { sql } from 'drizzle-orm';
import { createTestApp, HOME_ADDRESS, registerShopper, type TestApp } from '../../test/test-app';
import { expireUnpaidOrders } from './expiry';

/** The cart is kept until paid: an order reserves stock, its lines leave the cart only when paid. */
let t: TestApp;
type Item = { id: string; sellerId: string; variationId: string };
let a: Item;
let b: Item;
const SECRET = 'webhook-secret-for-tests-0123';
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  const rows = (
    await t.db
      .execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId" from products p
    join variations v on v.product_id = p.id and v.position = 0 where v.discounted_price between 100 and 700 order by p.id limit 2`)
  ).rows as Item[];
  [a, b] = [rows[0]!, rows[1]!];
  await t.db.execute(
    sql`update variations set stock = 100 where id in (${a.variationId}, ${b.variationId})`,
  );
});
afterAll(() => t.close());

const home = HOME_ADDRESS;
type Shopper = Awaited<ReturnType<typeof registerShopper>>;
const shopper = (): Promise<Shopper> => registerShopper(t.app);
const add = (c: Shopper, item: Item, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: c.headers,
    payload: { userId: c.id, productId: item.id, variantId: item.variationId, quantity },
  });
const cart = async (c: Shopper) =>
  (
    await t.app.inject({ url: '/api/home/product/get-web-cart-product', headers: c.headers })
  ).json();
const lines = async (c: Shopper) =>
  (
    (await cart(c)).card_products as {
      products: { _id: string; productId: string; quantity: number; pendingOrder?: object }[];
    }[]
  ).flatMap((g) => g.products);
async function placeCart(c: Shopper): Promise<{ orderId: string; totalAmount: number }> {
  const body = await cart(c);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/home/order/palce-order',
    headers: c.headers,
    payload: {
      price: body.price,
      products: body.card_products,
      shipping_fee: body.shipping_fee,
      shippingInfo: home,
      userId: c.id,
      items: body.buy_product_item,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
let events = 0;
const webhook = (orderId: string, status: 'paid' | 'failed', amount: number) =>
  sendWebhook(t.app, SECRET, {
    eventId: `evt_cart_${++events}`,
    orderId,
    status,
    amount,
    method: 'upi',
  });

describe('the cart is kept until paid', () => {
  it('an order keeps its lines, marked with the pending order; a declined payment changes nothing; paid takes them', async () => {
    const c = await shopper();
    await add(c, a, 2);
    await add(c, b, 1);
    const o = await placeCart(c);
    const kept = await lines(c);
    expect(kept.map((l) => l.quantity).sort()).toEqual([1, 2]);
    for (const l of kept)
      expect(l.pendingOrder).toEqual({ orderId: o.orderId, totalAmount: o.totalAmount, items: 3 });
    expect(
      (
        await t.app.inject({ url: `/api/home/product/get-counts/${c.id}`, headers: c.headers })
      ).json().cartCount,
    ).toBe(3);

    expect((await webhook(o.orderId, 'failed', o.totalAmount)).statusCode).toBe(200);
    expect(await lines(c)).toEqual(kept);

    // A unit of a added after ordering is not part of the order: it stays.
    await add(c, a, 1);
    expect((await webhook(o.orderId, 'paid', o.totalAmount)).statusCode).toBe(200);
    const left = await lines(c);
    expect(left.map((l) => [l.productId, l.quantity, l.pendingOrder])).toEqual([
      [a.id, 1, undefined],
    ]);
  });

  it('a buy-now order never touches the cart, paid or not', async () => {
    const c = await shopper();
    await add(c, a, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: a.id,
        sellerId: a.sellerId,
        quantity: 1,
        variationId: a.variationId,
        addressId: c.addressId,
      },
    });
    const o = res.json();
    expect((await lines(c))[0]).not.toHaveProperty('pendingOrder');
    await webhook(o.orderId, 'paid', o.totalAmount);
    expect((await lines(c)).map((l) => l.quantity)).toEqual([1]);
  });

  it('an expired order leaves its lines in the cart, no longer marked', async () => {
    const c = await shopper();
    await add(c, b, 2);
    await placeCart(c);
    await expireUnpaidOrders(t.db, new Date(Date.now() + 60 * 60_000));
    expect((await lines(c)).map((l) => [l.quantity, l.pendingOrder])).toEqual([[2, undefined]]);
  });
});
