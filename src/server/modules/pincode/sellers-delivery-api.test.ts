import { sql } from 'drizzle-orm';
import { MAX_DELIVERY_PRODUCTS } from '@shared/constants';
import { promiseDates } from '@shared/rules/delivery-promise';
import { createTestApp, registerShopper, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
type Item = { id: string; sellerId: string; variationId: string; shop: string };
let hyderabad: Item;
let mumbai: Item;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
  const pick = async (shop: string) => {
    const item = (
      await t.db.execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId",
        s.shop_name as shop from products p join sellers s on s.id = p.seller_id
        join variations v on v.product_id = p.id and v.position = 0
        where s.shop_name = ${shop} order by p.id limit 1`)
    ).rows[0] as Item;
    await t.db.execute(sql`update variations set stock = 50 where id = ${item.variationId}`);
    return item;
  };
  hyderabad = await pick('Charminar Fashions');
  mumbai = await pick('Mumbai Style Hub');
});
afterAll(() => t.close());

const datesOf = (pin: string, products: string) =>
  t.app.inject({ url: `/api/pincode/${pin}/delivery?products=${products}` });

const HYDERABAD = { district: 'Hyderabad', state: 'Telangana' } as const;
const MUMBAI = { district: 'Mumbai', state: 'Maharashtra' } as const;

describe("the cart's dates: one read for every seller", () => {
  it("answers a Hindi page's read (its `lang`) as the English one: the strict query takes it", async () => {
    const products = `${hyderabad.id},${mumbai.id}`;
    const english = await datesOf('500001', products);
    const hindi = await datesOf('500001', `${products}&lang=hi`);
    expect([english.statusCode, hindi.statusCode]).toEqual([200, 200]);
    expect(hindi.json().sellers).toEqual(english.json().sellers);
    expect((await datesOf('500001', `${products}&lang=xx`)).statusCode).toBe(400);
  });

  it('answers each seller its own date to the PIN, from its own pickup PIN', async () => {
    const res = await datesOf('500001', `${hyderabad.id},${mumbai.id},${hyderabad.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const at = new Date(body.computedAt);
    const to = { district: 'Hyderabad', state: 'Telangana' } as const;
    expect(body.place).toEqual(to);
    expect(body.sellers).toEqual([
      {
        sellerId: hyderabad.sellerId,
        shopName: 'Charminar Fashions',
        unserviceable: null,
        zone: 'sameCity',
        standard: promiseDates(HYDERABAD, to, at)!.standard,
        express: null,
      },
      {
        sellerId: mumbai.sellerId,
        shopName: 'Mumbai Style Hub',
        unserviceable: null,
        zone: 'metroToMetro',
        standard: promiseDates(MUMBAI, to, at)!.standard,
        express: promiseDates(MUMBAI, to, at)!.express,
      },
    ]);
    expect(body.sellers[0].standard).not.toBe(body.sellers[1].standard);
  });

  it('says every seller cannot deliver to a PIN nobody has, or one no courier reaches', async () => {
    const unknown = (await datesOf('999999', `${hyderabad.id},${mumbai.id}`)).json();
    expect(unknown.place).toBeNull();
    expect(unknown.sellers.map((s: { unserviceable: string }) => s.unserviceable)).toEqual([
      'unknownPin',
      'unknownPin',
    ]);
    const lakshadweep = (await datesOf('682555', mumbai.id)).json();
    expect(lakshadweep.sellers).toMatchObject([{ unserviceable: 'noCourier', standard: null }]);
  });

  it('leaves out a product the shop does not have, keeping the other sellers', async () => {
    const res = await datesOf('400001', `00000000-0000-4000-8000-000000000000,${mumbai.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().sellers).toMatchObject([{ shopName: 'Mumbai Style Hub', zone: 'sameCity' }]);
  });

  it('refuses a bad PIN, a bad id, no ids and too many ids with a clear 400', async () => {
    const ids = Array.from(
      { length: MAX_DELIVERY_PRODUCTS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const refused = [
      [await datesOf('50000', hyderabad.id), 'pincode must be 6 digits'],
      [await datesOf('012345', hyderabad.id), 'pincode must be 6 digits'],
      [await datesOf('500001', 'not-an-id'), 'must be a valid id'],
      [await datesOf('500001', ''), 'products must name at least one product'],
      [await t.app.inject({ url: '/api/pincode/500001/delivery' }), 'products is required'],
      [await datesOf('500001', ids.join(',')), `at most ${MAX_DELIVERY_PRODUCTS} products`],
    ] as const;
    for (const [res, message] of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    }
    // Fifty is allowed, and a request refused wrote nothing: the same answer as before.
    const fifty = await datesOf('500001', [...ids.slice(2), mumbai.id].join(','));
    expect(fifty.statusCode).toBe(200);
    expect(fifty.json().sellers).toHaveLength(1);
  });
});

describe('the promise kept on the order', () => {
  const order = async (c: { headers: Record<string, string> }, orderId: string) =>
    (
      await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
    ).json().order;

  it("keeps each seller's date to the shipping PIN, as worked out when it was placed", async () => {
    const c = await registerShopper(t.app);
    for (const item of [hyderabad, mumbai])
      await t.app.inject({
        method: 'POST',
        url: '/api/home/product/add-to-card',
        headers: c.headers,
        payload: { userId: c.id, productId: item.id, variantId: item.variationId, quantity: 1 },
      });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/cart/android',
      headers: c.headers,
      payload: { addressId: c.addressId },
    });
    expect(placed.statusCode).toBe(200);
    const o = await order(c, placed.json().orderId);
    // The shopper's address is 500034, Hyderabad: the same city as Charminar Fashions.
    const at = new Date(o.createdAt);
    const to = HYDERABAD;
    expect(o.deliveries).toEqual([
      {
        sellerId: hyderabad.sellerId,
        shopName: 'Charminar Fashions',
        deliveryBy: promiseDates(HYDERABAD, to, at)!.standard,
      },
      {
        sellerId: mumbai.sellerId,
        shopName: 'Mumbai Style Hub',
        deliveryBy: promiseDates(MUMBAI, to, at)!.standard,
      },
    ]);
    const stored = await t.db.execute(
      sql`select delivery_by::text as d from order_parts p join orders o on o.id = p.order_id
        where o.order_number = ${o.orderId} order by d`,
    );
    expect(stored.rows.map((r) => (r as { d: string }).d)).toEqual(
      o.deliveries.map((d: { deliveryBy: string }) => d.deliveryBy),
    );
  });

  it('shows none on an order placed before the promise was kept', async () => {
    const c = await registerShopper(t.app);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: mumbai.id,
        sellerId: mumbai.sellerId,
        quantity: 1,
        variationId: mumbai.variationId,
        addressId: c.addressId,
      },
    });
    const { orderId } = placed.json();
    expect((await order(c, orderId)).deliveries).toHaveLength(1);
    // What the migration leaves on an older order: no date.
    await t.db.execute(sql`update order_parts set delivery_by = null
      where order_id = (select id from orders where order_number = ${orderId})`);
    expect((await order(c, orderId)).deliveries).toEqual([]);
  });

  it('keeps no date, and still places the order, where no courier reaches the PIN', async () => {
    const c = await registerShopper(t.app);
    const parts = await rowCount(t.db, 'order_parts');
    await t.db.execute(sql`update addresses set pincode = '682555', state = 'Lakshadweep'
      where id = ${c.addressId}`);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: mumbai.id,
        sellerId: mumbai.sellerId,
        quantity: 1,
        variationId: mumbai.variationId,
        addressId: c.addressId,
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(await rowCount(t.db, 'order_parts')).toBe(parts + 1);
    expect((await order(c, placed.json().orderId)).deliveries).toEqual([]);
  });
});
