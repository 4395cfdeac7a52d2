import { sql } from 'drizzle-orm';
import { pdfText } from '../../../../tests/tools/pdf-text';
import { sendWebhook } from '../../test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from '../../test/test-app';

let t: TestApp;
let phone: { id: string; sellerId: string; name: string };
const variation: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 24 });
  phone = (
    await t.db.execute(
      sql`select id, seller_id as "sellerId", name from products order by id limit 1`,
    )
  ).rows[0] as typeof phone;
  // The product becomes a phone in two colours and two memory configurations.
  await t.db.execute(sql`delete from variations where product_id = ${phone.id}`);
  let position = 0;
  for (const color of ['Midnight Black', 'Ocean Blue'])
    for (const [ram, storage] of [
      ['8 GB', '128 GB'],
      ['12 GB', '256 GB'],
    ] as const) {
      const [row] = (
        await t.db
          .execute(sql`insert into variations (product_id, color, ram, storage, price, discount, stock, images, position)
          values (${phone.id}, ${color}, ${ram}, ${storage}, 24999, 0, 5, '{}', ${position++}) returning id`)
      ).rows as { id: string }[];
      variation[`${color} ${ram}`] = row!.id;
    }
});
afterAll(() => t.close());

describe('an ordered variation', () => {
  it('keeps every choice (colour, RAM, storage) on the order line: the order detail and the invoice name them', async () => {
    const c = await registerShopper(t.app);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: phone.id,
        sellerId: phone.sellerId,
        quantity: 1,
        variationId: variation['Ocean Blue 12 GB'],
        addressId: c.addressId,
      },
    });
    expect(placed.statusCode).toBe(200);
    const { orderId, totalAmount } = placed.json<{ orderId: string; totalAmount: number }>();
    // What the line says does not change when the seller renames the variation later.
    await t.db.execute(
      sql`update variations set color = 'Sea Blue' where id = ${variation['Ocean Blue 12 GB']!}`,
    );

    const { order } = (
      await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
    ).json();
    expect(order.products[0]).toMatchObject({
      variantId: variation['Ocean Blue 12 GB'],
      color: 'Ocean Blue',
      size: null,
      ram: '12 GB',
      storage: '256 GB',
    });

    await sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
      eventId: `evt_variation_${orderId}`,
      orderId,
      status: 'paid',
      amount: totalAmount,
      method: 'upi',
    });
    const invoice = await t.app.inject({
      url: `/api/generate-invoice/${orderId}`,
      headers: c.headers,
    });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload).replace(/\s+/g, ' ')).toContain(
      'Color: Ocean Blue, RAM: 12 GB, Storage: 256 GB',
    );
  });
});
