import { sql } from 'drizzle-orm';
import { english, said } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
let phone: { id: string; variations: { id: string; stock: number }[] };
let shirt: { id: string };
let otherVariation: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 96 });
  const rows = (
    await t.db
      .execute(sql`select p.id, json_agg(json_build_object('id', v.id, 'stock', v.stock) order by v.position) as variations
    from products p join variations v on v.product_id = p.id join subcategories s on s.id = p.subcategory_id
    where s.slug = 'mobiles-smartphones' and p.stock > 0 group by p.id order by p.id limit 2`)
  ).rows as { id: string; variations: { id: string; stock: number }[] }[];
  phone = rows[0]!;
  otherVariation = rows[1]!.variations[0]!.id;
  shirt = (
    await t.db.execute(
      sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = 'men' and p.stock > 20 order by p.id limit 1`,
    )
  ).rows[0] as { id: string };
  await t.db.execute(sql`update variations set stock = 5 where id = ${phone.variations[0]!.id}`);
});
afterAll(() => t.close());

const add = (c: { id: string; headers: Record<string, string> }, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: { ...c.headers, ...(key && { 'idempotency-key': key }) },
    payload: { userId: c.id, ...body },
  });
const cart = async (c: { headers: Record<string, string> }) =>
  (
    await t.app.inject({ url: '/api/home/product/get-web-cart-product', headers: c.headers })
  ).json();

describe('cart', () => {
  it('adds to one line per product and variation, groups by seller, and totals with shipping', async () => {
    const c = await registerCustomer(t.app);
    const first = (
      await add(c, { productId: phone.id, variantId: phone.variations[0]!.id, quantity: 2 })
    ).json();
    expect(first).toEqual({
      ...said('server_added_to_cart'),
      cartLineId: expect.any(String),
    });
    // The same product and variation grows the same line, and says which.
    expect(
      (
        await add(c, { productId: phone.id, variantId: phone.variations[0]!.id, quantity: 1 })
      ).json().cartLineId,
    ).toBe(first.cartLineId);
    await add(c, { productId: shirt.id, quantity: 1 });
    const body = await cart(c);
    // Units everywhere: three phones and a shirt are 4 items in the title, the price details and the badge.
    expect(body.card_product_count).toBe(4);
    const counts = (
      await t.app.inject({ url: `/api/home/product/get-counts/${c.id}`, headers: c.headers })
    ).json();
    expect(counts.cartCount).toBe(4);
    const phoneLine = body.card_products
      .flatMap((g: { products: { productId: string; quantity: number }[] }) => g.products)
      .find((l: { productId: string }) => l.productId === phone.id);
    expect(phoneLine.quantity).toBe(3);
    expect(body.price).toBe(
      body.card_products.reduce((n: number, g: { price: number }) => n + g.price, 0),
    );
    expect(body.shipping_fee).toBe(body.price > 799 ? 0 : 85 * body.card_products.length);
    expect(body.buy_product_item).toBe(4);
  });

  it('never goes above stock, nor below 1, and refuses clearly', async () => {
    const c = await registerCustomer(t.app);
    await add(c, { productId: phone.id, variantId: phone.variations[0]!.id, quantity: 4 });
    const over = await add(c, {
      productId: phone.id,
      variantId: phone.variations[0]!.id,
      quantity: 2,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Only 1 left in stock');
    const line = (await cart(c)).card_products[0].products[0];
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/home/product/quantity-inc/${line._id}`,
          headers: c.headers,
        })
      ).statusCode,
    ).toBe(200);
    const inc = await t.app.inject({
      method: 'PUT',
      url: `/api/home/product/quantity-inc/${line._id}`,
      headers: c.headers,
    });
    expect(inc.json().error).toBe('Only 5 left in stock');
    for (let i = 0; i < 4; i++)
      await t.app.inject({
        method: 'PUT',
        url: `/api/home/product/quantity-dec/${line._id}`,
        headers: c.headers,
      });
    const dec = await t.app.inject({
      method: 'PUT',
      url: `/api/home/product/quantity-dec/${line._id}`,
      headers: c.headers,
    });
    expect(dec.statusCode).toBe(400);
    expect(dec.json().error).toBe(english('server_quantity_below_one'));
    expect((await cart(c)).card_products[0].products[0].quantity).toBe(1);
  });

  it("steps a line without a variation up to the product's stock; a refused step under a key changes nothing and frees the key", async () => {
    const c = await registerCustomer(t.app);
    // A product without variations (every seeded one has some): its own stock limits the line.
    const [plain] = (
      await t.db.execute(
        sql`select id, stock from products where stock > 3 and id not in (${phone.id}, ${shirt.id}) order by id desc limit 1`,
      )
    ).rows as { id: string; stock: number }[];
    await t.db.execute(sql`delete from variations where product_id = ${plain!.id}`);
    await t.db.execute(sql`update products set stock = 2 where id = ${plain!.id}`);
    try {
      await add(c, { productId: plain!.id, quantity: 2 });
      const line = (await cart(c)).card_products[0].products[0];
      const step = () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/home/product/quantity-inc/${line._id}`,
          headers: { ...c.headers, 'idempotency-key': 'step-plain-0001' },
        });
      const refused = await step();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Only 2 left in stock');
      expect((await cart(c)).card_products[0].products[0].quantity).toBe(2);
      await t.db.execute(sql`update products set stock = ${plain!.stock} where id = ${plain!.id}`);
      expect((await step()).statusCode).toBe(200);
      const repeated = await step();
      expect(repeated.headers['idempotent-replayed']).toBe('true');
      expect((await cart(c)).card_products[0].products[0].quantity).toBe(3);
    } finally {
      await t.db.execute(sql`update products set stock = ${plain!.stock} where id = ${plain!.id}`);
    }
  });

  it.each([
    [{ quantity: 0 }, 400],
    [{ quantity: -1 }, 400],
    [{ quantity: 1.5 }, 400],
    [{ quantity: 1e9 }, 400],
    [{ quantity: 1, variantId: 'other' }, 400],
    [{ quantity: 1, productId: '00000000-0000-4000-8000-000000000000' }, 404],
  ])('refuses %j, changing nothing', async (change, status) => {
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'cart_lines');
    const body = { productId: phone.id, variantId: phone.variations[0]!.id, ...change };
    if (body.variantId === 'other') body.variantId = otherVariation;
    const res = await add(c, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await rowCount(t.db, 'cart_lines')).toBe(before);
  });

  it("never touches another shopper's lines", async () => {
    const alice = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    await add(alice, { productId: shirt.id, quantity: 1 });
    const line = (await cart(alice)).card_products[0].products[0];
    for (const [method, url] of [
      ['PUT', `/api/home/product/quantity-inc/${line._id}`],
      ['DELETE', `/api/home/product/delete-card-product/${line._id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bob.headers })).statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/home/product/delete-all-cart-product/${alice.id}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await add(bob, { userId: alice.id, productId: shirt.id, quantity: 1 })).statusCode,
    ).toBe(403);
    expect((await cart(alice)).card_products[0].products[0].quantity).toBe(1);
  });

  it('replays a repeated add with the same Idempotency-Key once, and refuses the key with another body', async () => {
    const c = await registerCustomer(t.app);
    const first = await add(c, { productId: shirt.id, quantity: 1 }, 'add-shirt-0001');
    const again = await add(c, { productId: shirt.id, quantity: 1 }, 'add-shirt-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await cart(c)).card_products[0].products[0].quantity).toBe(1);
    expect((await add(c, { productId: shirt.id, quantity: 2 }, 'add-shirt-0001')).statusCode).toBe(
      422,
    );
  });

  it('shows lines whose stock ran out apart, out of the totals', async () => {
    const c = await registerCustomer(t.app);
    await add(c, { productId: phone.id, variantId: phone.variations[1]!.id, quantity: 1 });
    await t.db.execute(sql`update variations set stock = 0 where id = ${phone.variations[1]!.id}`);
    const body = await cart(c);
    expect(body.outOfStockProduct).toHaveLength(1);
    expect(body.card_products).toHaveLength(0);
    expect(body.price).toBe(0);
    await t.db.execute(
      sql`update variations set stock = ${phone.variations[1]!.stock} where id = ${phone.variations[1]!.id}`,
    );
  });

  it('removes a line and empties the cart; counts follow', async () => {
    const c = await registerCustomer(t.app);
    await add(c, { productId: shirt.id, quantity: 1 });
    await add(c, {
      productId: phone.id,
      variantId: phone.variations[2]?.id ?? phone.variations[0]!.id,
      quantity: 1,
    });
    const counts = () =>
      t.app
        .inject({ url: `/api/home/product/get-counts/${c.id}`, headers: c.headers })
        .then((r) => r.json());
    expect((await counts()).cartCount).toBe(2);
    // A successful add of one more raises the count by 1, also on a line already there.
    await add(c, { productId: shirt.id, quantity: 1 });
    expect((await counts()).cartCount).toBe(3);
    const line = (await cart(c)).card_products[0].products[0];
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/home/product/delete-card-product/${line._id}`,
          headers: c.headers,
        })
      ).json().message,
    ).toBe(english('server_removed_from_cart'));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/home/product/delete-all-cart-product/${c.id}`,
      headers: c.headers,
    });
    expect((await counts()).cartCount).toBe(0);
  });
});

describe('wishlist', () => {
  it('adds once per product, lists with catalogue data, and removes answering wishlistId', async () => {
    const c = await registerCustomer(t.app);
    const body = {
      userId: c.id,
      productId: shirt.id,
      varientId: null,
      name: 'forged',
      price: 1,
      image: 'x',
      discount: 99,
      rating: 5,
      slug: 'x',
    };
    const added = (
      await t.app.inject({
        method: 'POST',
        url: '/api/home/product/add-to-wishlist',
        headers: c.headers,
        payload: body,
      })
    ).json();
    expect(added.message).toBe(english('server_added_to_wishlist'));
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-wishlist',
      headers: c.headers,
      payload: body,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(english('server_already_in_wishlist'));
    const list = (
      await t.app.inject({ url: '/api/home/product/get-wishlist-products', headers: c.headers })
    ).json();
    expect(list.wishlistCount).toBe(1);
    expect(list.wishlists[0]._id).toBe(added.wishlistId);
    expect(list.wishlists[0].name).not.toBe('forged');
    expect(list.wishlists[0].price).toBeGreaterThan(1);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/home/product/delete-wishlist-product/${list.wishlists[0]._id}`,
      headers: c.headers,
    });
    expect(gone.json()).toEqual({
      ...said('server_removed_from_wishlist'),
      wishlistId: list.wishlists[0]._id,
    });
  });
});
