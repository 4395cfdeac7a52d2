import { sql } from 'drizzle-orm';
import { english } from '@shared/said';
import { pdfText } from '../../../../tests/tools/pdf-text';
import { createTestApp, registerShopper, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
let product: { id: string; slug: string; sellerId: string };
const sizes: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 24 });
  product = (
    await t.db.execute(
      sql`select id, slug, seller_id as "sellerId" from products order by id limit 1`,
    )
  ).rows[0] as typeof product;
  // The product becomes a kurta sold in three sizes, each with its own stock.
  await t.db.execute(sql`delete from variations where product_id = ${product.id}`);
  for (const [position, size] of ['M', 'L', 'XL'].entries()) {
    const [row] = (
      await t.db
        .execute(sql`insert into variations (product_id, color, size, price, discount, stock, images, position)
        values (${product.id}, 'Maroon', ${size}, 1499, 0, ${size === 'XL' ? 0 : 5}, '{}', ${position}) returning id`)
    ).rows as { id: string }[];
    sizes[size] = row!.id;
  }
});
afterAll(() => t.close());

const shopper = () => registerShopper(t.app);

const buyNow = (c: { headers: Record<string, string>; addressId: string }, over: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: c.headers,
    payload: {
      productId: product.id,
      sellerId: product.sellerId,
      quantity: 1,
      addressId: c.addressId,
      ...over,
    },
  });

describe('sizes', () => {
  it('the product page lists each size as a variation with its own stock', async () => {
    const detail = (await t.app.inject({ url: `/api/home/get-product/${product.slug}` })).json();
    expect(
      detail.data.product.variations.map((v: { size: string; stock: number }) => [v.size, v.stock]),
    ).toEqual([
      ['M', 5],
      ['L', 5],
      ['XL', 0],
    ]);
  });

  it('buy now with a size orders that size; the order and its invoice name it', async () => {
    const c = await shopper();
    const placed = await buyNow(c, { size: 'L' });
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json();
    const stock = await t.db.execute(
      sql`select size, stock from variations where product_id = ${product.id} order by position`,
    );
    expect(stock.rows).toEqual([
      { size: 'M', stock: 5 },
      { size: 'L', stock: 4 },
      { size: 'XL', stock: 0 },
    ]);
    const order = (
      await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
    ).json();
    expect(order.order.products[0]).toMatchObject({ size: 'L', variantId: sizes.L });

    await t.db.execute(
      sql`update orders set payment_status = 'paid', order_status = 'placed', paid_at = now() where order_number = ${orderId}`,
    );
    const invoice = await t.app.inject({
      url: `/api/generate-invoice/${orderId}`,
      headers: c.headers,
    });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload).replace(/\s+/g, ' ')).toContain('(Color: Maroon, Size: L)');
  });

  it('refuses a size the product does not have, or one that is not the chosen variation, and changes nothing', async () => {
    const c = await shopper();
    const before = await rowCount(t.db, 'orders');
    for (const over of [{ size: 'XXL' }, { size: 'M', variationId: sizes.L }]) {
      const refused = await buyNow(c, over);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(english('server_size_unavailable'));
    }
    expect(await rowCount(t.db, 'orders')).toBe(before);
  });

  it('a cart line carries its size', async () => {
    const c = await shopper();
    await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: { userId: c.id, productId: product.id, variantId: sizes.M, quantity: 1 },
    });
    const cart = (
      await t.app.inject({ url: '/api/home/product/get-web-cart-product', headers: c.headers })
    ).json();
    expect(cart.card_products[0].products[0].productInfo.size).toBe('M');
  });

  it('a wishlist item carries the size saved', async () => {
    const c = await shopper();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-wishlist',
      headers: c.headers,
      payload: { productId: product.id, varientId: sizes.L },
    });
    expect(added.statusCode).toBe(200);
    const list = (
      await t.app.inject({ url: '/api/home/product/get-wishlist-products', headers: c.headers })
    ).json();
    expect(list.wishlists[0]).toMatchObject({ varientId: sizes.L, size: 'L' });
  });
});
