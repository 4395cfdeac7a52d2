import { sql } from 'drizzle-orm';
import {
  createTestApp,
  HOME_ADDRESS,
  registerShopper,
  rowCount,
  type TestApp,
} from '../../test/test-app';
import { expireUnpaidOrders } from './expiry';
import { english, textOf } from '@shared/said';
import { COUPON_CHECKS_PER_WINDOW } from './service';

let t: TestApp;
type Item = { id: string; sellerId: string; variationId: string; price: number };
let cheap: Item;
let dear: Item;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 96 });
  const pick = async (where: ReturnType<typeof sql>) =>
    (
      await t.db
        .execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId", v.discounted_price as price from products p
      join variations v on v.product_id = p.id and v.position = 0 where ${where} order by p.id limit 1`)
    ).rows[0] as Item;
  cheap = await pick(sql`v.discounted_price between 100 and 300`);
  dear = await pick(sql`v.discounted_price > 900`);
  await t.db.execute(
    sql`update variations set stock = 50 where id in (${cheap.variationId}, ${dear.variationId})`,
  );
});
afterAll(() => t.close());

const home = HOME_ADDRESS;
const shopper = () => registerShopper(t.app);
const add = (c: { id: string; headers: Record<string, string> }, item: Item, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: c.headers,
    payload: { userId: c.id, productId: item.id, variantId: item.variationId, quantity },
  });
const cart = async (c: { headers: Record<string, string> }) =>
  (
    await t.app.inject({ url: '/api/home/product/get-web-cart-product', headers: c.headers })
  ).json();
const stock = async (item: Item) =>
  (
    (await t.db.execute(sql`select stock from variations where id = ${item.variationId}`))
      .rows[0] as { stock: number }
  ).stock;
const place = async (c: { id: string; headers: Record<string, string> }, over: object = {}) => {
  const body = await cart(c);
  return t.app.inject({
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
      ...over,
    },
  });
};

describe('palce-order', () => {
  it('orders the cart at the server’s prices, reserves stock, keeps the lines until paid', async () => {
    const c = await shopper();
    await add(c, cheap, 2);
    const before = await stock(cheap);
    const res = await place(c, { price: 1 });
    expect(res.statusCode).toBe(200);
    const { orderId, totalAmount } = res.json();
    expect(totalAmount).toBe(cheap.price * 2 + (cheap.price * 2 > 799 ? 0 : 85));
    expect(await stock(cheap)).toBe(before - 2);
    expect((await cart(c)).card_product_count).toBe(2);
    const order = (
      await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
    ).json().order;
    expect(order).toMatchObject({
      payment_status: 'not paid',
      order_status: 'pending',
      shippingInfo: { pincode: '500034' },
    });
  });

  it('refuses a changed price and short stock, changing nothing', async () => {
    const c = await shopper();
    await add(c, cheap, 1);
    const body = await cart(c);
    body.card_products[0].products[0].productInfo.discountedPrice -= 10;
    const orders = await rowCount(t.db, 'orders');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/home/order/palce-order',
      headers: c.headers,
      payload: {
        price: 0,
        products: body.card_products,
        shipping_fee: 0,
        shippingInfo: home,
        userId: c.id,
        items: 1,
      },
    });
    expect(changed.json()).toMatchObject({
      error: expect.stringMatching(/price of .* has changed/),
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatch(/price of .* has changed/);
    // The stock runs out between showing the cart and placing the order.
    const shown = await cart(c);
    await t.db.execute(sql`update variations set stock = 0 where id = ${cheap.variationId}`);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/home/order/palce-order',
      headers: c.headers,
      payload: {
        price: shown.price,
        products: shown.card_products,
        shipping_fee: shown.shipping_fee,
        shippingInfo: home,
        userId: c.id,
        items: 1,
      },
    });
    await t.db.execute(sql`update variations set stock = 50 where id = ${cheap.variationId}`);
    expect(short.json().error).toMatch(/Out of stock/);
    expect(short.statusCode).toBe(409);
    expect(await rowCount(t.db, 'orders')).toBe(orders);
    expect((await cart(c)).card_product_count).toBe(1);
  });
});

describe("palce-order with somebody else's cart", () => {
  it("ignores another shopper's cart lines: nothing is ordered, their cart is untouched", async () => {
    const alice = await shopper();
    const bob = await shopper();
    await add(alice, cheap, 1);
    const alicesCart = await cart(alice);
    const orders = await rowCount(t.db, 'orders');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/order/palce-order',
      headers: bob.headers,
      payload: {
        price: alicesCart.price,
        products: alicesCart.card_products,
        shipping_fee: 0,
        shippingInfo: home,
        userId: bob.id,
        items: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Your cart is empty.');
    expect(await rowCount(t.db, 'orders')).toBe(orders);
    expect((await cart(alice)).card_product_count).toBe(1);
  });
});

describe('buy now and cart orders with coupons', () => {
  it('buy now: one item, 85 shipping up to 799 and free above', async () => {
    const c = await shopper();
    const small = await t.app.inject({
      method: 'POST',
      url: '/order/create'.replace(/^/, '/api'),
      headers: c.headers,
      payload: {
        productId: cheap.id,
        sellerId: cheap.sellerId,
        quantity: 1,
        variationId: cheap.variationId,
        addressId: c.addressId,
      },
    });
    expect(small.json()).toMatchObject({ totalAmount: cheap.price + 85 });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: dear.id,
        sellerId: dear.sellerId,
        quantity: 1,
        variationId: dear.variationId,
        addressId: c.addressId,
      },
    });
    expect(big.json().totalAmount).toBe(dear.price);
  });

  it('applies a real coupon once; unknown, expired and too-small orders are refused', async () => {
    const c = await shopper();
    const order = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/cart/android',
        headers: c.headers,
        payload: { addressId: c.addressId, couponCode: code },
      });
    await add(c, dear, 1);
    expect((await order('NOPE')).json().error).toBe('Unknown coupon code NOPE');
    expect((await order('MONSOON20')).json().error).toBe('The coupon MONSOON20 has expired');
    expect((await order('FESTIVE25')).statusCode).toBe(dear.price >= 1999 ? 200 : 400);
    const c2 = await shopper();
    await add(c2, dear, 1);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/order/cart/android',
      headers: c2.headers,
      payload: { addressId: c2.addressId, couponCode: 'welcome10' },
    });
    expect(first.json().totalAmount).toBe(dear.price - Math.min(Math.floor(dear.price / 10), 200));
    await add(c2, dear, 1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/cart/android',
      headers: c2.headers,
      payload: { addressId: c2.addressId, couponCode: 'WELCOME10' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already used the coupon WELCOME10');
  });

  it("refuses another shopper's address", async () => {
    const alice = await shopper();
    const bob = await shopper();
    await add(bob, cheap, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/cart/android',
      headers: bob.headers,
      payload: { addressId: alice.addressId },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('unpaid orders expire', () => {
  it('cancels them after the hold and puts the stock back', async () => {
    const c = await shopper();
    await add(c, cheap, 3);
    const before = await stock(cheap);
    const { orderId } = (await place(c)).json();
    expect(await stock(cheap)).toBe(before - 3);
    expect(await expireUnpaidOrders(t.db)).toBe(0);
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where order_number = ${orderId}`,
    );
    expect(await expireUnpaidOrders(t.db)).toBe(1);
    expect(await stock(cheap)).toBe(before);
    const order = (
      await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
    ).json().order;
    expect(order.order_status).toBe('cancelled');
  });
});

describe('concurrency', () => {
  it('20 concurrent orders for the last 5 units: exactly 5 succeed, stock never negative', async () => {
    await t.db.execute(sql`update variations set stock = 5 where id = ${dear.variationId}`);
    await t.db.execute(sql`update products set stock = 5 where id = ${dear.id}`);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    const results = await Promise.all(
      buyers.map((b) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: b.headers,
          payload: {
            productId: dear.id,
            sellerId: dear.sellerId,
            quantity: 1,
            variationId: dear.variationId,
            addressId: b.addressId,
          },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect(await stock(dear)).toBe(0);
  });
});

describe('coupon check and the cart checkout carrying a coupon', () => {
  const check = (c: { headers: Record<string, string> }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/order/coupon/check', headers: c.headers, payload });

  it('answers the discount a coupon gives on the items total, or why it is refused', async () => {
    const c = await shopper();
    expect((await check(c, { couponCode: ' welcome10 ', itemsTotal: 1500 })).json()).toEqual({
      code: 'WELCOME10',
      discount: 150,
      message: 'WELCOME10 applied: you save ₹150',
      messageKey: 'server_coupon_applied',
      messageParams: { code: 'WELCOME10', amount: '₹150' },
    });
    expect((await check(c, { couponCode: 'WELCOME10', itemsTotal: 5000 })).json().discount).toBe(
      200,
    );
    expect((await check(c, { couponCode: 'FLAT150', itemsTotal: 999 })).json().discount).toBe(150);
    const short = await check(c, { couponCode: 'FESTIVE25', itemsTotal: 1500 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Add items worth ₹499 more to use FESTIVE25');
    expect((await check(c, { couponCode: 'NOPE', itemsTotal: 1500 })).json().error).toBe(
      'Unknown coupon code NOPE',
    );
    expect((await check(c, { couponCode: 'MONSOON20', itemsTotal: 1500 })).json().error).toBe(
      'The coupon MONSOON20 has expired',
    );
  });

  it("says its texts by key, written in the request's language from the catalogue", async () => {
    const c = await shopper();
    const inHindi = { headers: { ...c.headers, 'accept-language': 'hi-IN,hi;q=0.9' } };
    const values = { code: 'WELCOME10', amount: '₹150' };
    expect((await check(inHindi, { couponCode: 'WELCOME10', itemsTotal: 1500 })).json()).toEqual({
      code: 'WELCOME10',
      discount: 150,
      message: textOf('server_coupon_applied', values, 'hi'),
      messageKey: 'server_coupon_applied',
      messageParams: values,
    });
    const refused = (await check(inHindi, { couponCode: 'NOPE', itemsTotal: 1500 })).json();
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'कूपन कोड NOPE मान्य नहीं है',
      messageKey: 'server_coupon_unknown',
      messageParams: { code: 'NOPE' },
    });
    // The same refusal asked in English: the same key, the English text.
    expect((await check(c, { couponCode: 'NOPE', itemsTotal: 1500 })).json()).toMatchObject({
      error: english('server_coupon_unknown', { code: 'NOPE' }),
      messageKey: 'server_coupon_unknown',
    });
  });

  it('refuses a bad check with a clear 4xx and records nothing', async () => {
    const c = await shopper();
    const before = await rowCount(t.db, 'coupon_redemptions');
    for (const payload of [
      { couponCode: '   ', itemsTotal: 100 },
      { couponCode: 'WELCOME10', itemsTotal: -5 },
      { couponCode: 'WELCOME10' },
      { couponCode: 'WELCOME10', itemsTotal: 100.5 },
    ]) {
      const res = await check(c, payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/order/coupon/check',
          payload: { couponCode: 'WELCOME10', itemsTotal: 1000 },
        })
      ).statusCode,
    ).toBe(401);
    expect(await rowCount(t.db, 'coupon_redemptions')).toBe(before);
  });

  it('limits coupon checks per shopper, so codes cannot be guessed without end', async () => {
    const c = await shopper();
    const answers: number[] = [];
    for (let i = 0; i < COUPON_CHECKS_PER_WINDOW + 5; i++)
      answers.push((await check(c, { couponCode: `GUESS${i}`, itemsTotal: 1500 })).statusCode);
    expect(answers.slice(0, COUPON_CHECKS_PER_WINDOW).every((s) => s === 400)).toBe(true);
    const refused = await check(c, { couponCode: 'WELCOME10', itemsTotal: 1500 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: english('server_too_many_coupon_checks'),
      messageKey: 'server_too_many_coupon_checks',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    // Another shopper is not affected.
    expect(
      (await check(await shopper(), { couponCode: 'WELCOME10', itemsTotal: 1500 })).statusCode,
    ).toBe(200);
  });

  it('palce-order applies the coupon to the cart order once; a refused coupon makes no order', async () => {
    await t.db.execute(sql`update variations set stock = 50 where id = ${dear.variationId}`); // the stock tests above sold it out
    const c = await shopper();
    await add(c, dear, 1);
    const orders = await rowCount(t.db, 'orders');
    const refused = await place(c, { couponCode: 'NOPE' });
    expect(refused.statusCode).toBe(400);
    expect(await rowCount(t.db, 'orders')).toBe(orders);
    const placed = await place(c, { couponCode: 'WELCOME10' });
    // Above 799: free delivery.
    expect(placed.json()).toMatchObject({
      totalAmount: dear.price - Math.min(Math.floor(dear.price / 10), 200),
    });
    expect((await check(c, { couponCode: 'WELCOME10', itemsTotal: 2000 })).json().error).toBe(
      'You have already used the coupon WELCOME10',
    );
  });
});

describe('the coupon offers of the cart and checkout', () => {
  const offers = (c: { headers: Record<string, string> } | null, query: string) =>
    t.app.inject({ url: `/api/order/coupon/available?${query}`, headers: c?.headers ?? {} });
  type Offer = { code: string; discount: number; reason: string | null; shortBy: number };
  const byCode = async (c: { headers: Record<string, string> }, itemsTotal: number) => {
    const res = await offers(c, `itemsTotal=${itemsTotal}`);
    expect(res.statusCode).toBe(200);
    const { coupons } = res.json() as { coupons: Offer[] };
    const of = Object.fromEntries(coupons.map((x) => [x.code, x])) as Record<string, Offer>;
    return Object.assign(of, { order: coupons.map((x) => x.code) });
  };

  it('lists what applies now, the biggest saving first, and why the others do not; never an expired one', async () => {
    const c = await shopper();
    const at600 = await byCode(c, 600);
    expect(at600.order).toEqual(['WELCOME10', 'BAZAAR50', 'FLAT150', 'FESTIVE25']);
    expect(at600.WELCOME10).toMatchObject({ discount: 60, reason: null, shortBy: 0 });
    expect(at600.BAZAAR50).toMatchObject({ discount: 50, reason: null });
    expect(at600.FLAT150).toMatchObject({ discount: 0, reason: 'min_order', shortBy: 399 });
    expect(at600.FESTIVE25).toMatchObject({ discount: 0, reason: 'min_order', shortBy: 1399 });
    expect(at600.order).not.toContain('MONSOON20');
  });

  it('says a coupon the shopper has used is used, however big the total', async () => {
    const c = await shopper();
    await add(c, dear, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/cart/android',
      headers: c.headers,
      payload: { addressId: c.addressId, couponCode: 'WELCOME10' },
    });
    expect(placed.statusCode).toBe(200);
    const after = await byCode(c, 5000);
    expect(after.WELCOME10).toMatchObject({ discount: 0, reason: 'used' });
    expect(after.order.at(-1)).toBe('WELCOME10');
    // Another shopper's use is not this one's.
    expect((await byCode(await shopper(), 5000)).WELCOME10).toMatchObject({ reason: null });
  });

  it('answers a guest 401 and a bad total 400', async () => {
    expect((await offers(null, 'itemsTotal=600')).statusCode).toBe(401);
    const c = await shopper();
    for (const bad of ['itemsTotal=-5', 'itemsTotal=abc', '', 'itemsTotal=600&extra=1'])
      expect((await offers(c, bad)).statusCode, bad).toBe(400);
  });

  it('says in its own words that itemsTotal is missing or given twice', async () => {
    const c = await shopper();
    const error = async (query: string) => (await offers(c, query)).json().error as string;
    expect(await error('')).toBe('querystring.itemsTotal: itemsTotal is required');
    expect(await error('itemsTotal=')).toBe('querystring.itemsTotal: itemsTotal is required');
    expect(await error('itemsTotal=1&itemsTotal=2')).toBe(
      'querystring.itemsTotal: itemsTotal must be a whole number of rupees',
    );
  });
});
