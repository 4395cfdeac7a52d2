import { sql } from 'drizzle-orm';
import { createTestApp, registerShopper, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 96 });
});
afterAll(() => t.close());

/** A product of the subcategory and its first variation, stocked. */
async function itemOf(subcategory: string) {
  const [row] = (
    await t.db.execute(sql`select p.id, p.slug, v.id as "variationId" from products p
      join variations v on v.product_id = p.id and v.position = 0
      join subcategories s on s.id = p.subcategory_id
      where s.name = ${subcategory} order by p.id limit 1`)
  ).rows as { id: string; slug: string; variationId: string }[];
  await t.db.execute(sql`update variations set stock = 50 where id = ${row!.variationId}`);
  return row!;
}

it("tells the returns flow which of an order's products are not returnable", async () => {
  const skincare = await itemOf('Skincare');
  const shirt = await itemOf('Shirts');
  const c = await registerShopper(t.app);
  for (const item of [skincare, shirt]) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: { userId: c.id, productId: item.id, quantity: 1, variantId: item.variationId },
    });
    expect(added.statusCode).toBe(200);
  }
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/cart/android',
    headers: c.headers,
    payload: { addressId: c.addressId },
  });
  expect(placed.statusCode).toBe(200);
  const order = (
    await t.app.inject({
      url: `/api/home/customer/gat-order/${placed.json().orderId}`,
      headers: c.headers,
    })
  ).json().order as { products: { productId: string; returnable: boolean }[] };
  expect(order.products).toHaveLength(2);
  expect(order.products.find((p) => p.productId === skincare.id)?.returnable).toBe(false);
  expect(order.products.find((p) => p.productId === shirt.id)?.returnable).toBe(true);
});

it('says on the product page answer whether the product is returnable', async () => {
  for (const [subcategory, returnable] of [
    ['Skincare', false],
    ['Shirts', true],
  ] as const) {
    const { slug } = await itemOf(subcategory);
    const res = await t.app.inject({ url: `/api/home/get-product/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product.returnable, subcategory).toBe(returnable);
  }
});
