import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/** A product's first variation, as a buy now names it. */
export interface StockedItem {
  id: string;
  sellerId: string;
  variationId: string;
}

/** The first product's first variation, with stock enough for every order a test places. */
export async function stockedItem(db: Db): Promise<StockedItem> {
  const item = (
    await db.execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId"
      from products p join variations v on v.product_id = p.id and v.position = 0
      order by p.id limit 1`)
  ).rows[0] as unknown as StockedItem;
  await db.execute(sql`update variations set stock = 500 where id = ${item.variationId}`);
  return item;
}

/** One unit of the item bought now by the shopper, to their saved address: the unpaid order. */
export async function buyNow(
  app: FastifyInstance,
  shopper: { headers: Record<string, string>; addressId: string },
  item: StockedItem,
): Promise<{ orderId: string; totalAmount: number }> {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: shopper.headers,
    payload: {
      productId: item.id,
      sellerId: item.sellerId,
      quantity: 1,
      variationId: item.variationId,
      addressId: shopper.addressId,
    },
  });
  if (placed.statusCode !== 200) throw new Error(`order/create answered ${placed.body}`);
  return placed.json<{ orderId: string; totalAmount: number }>();
}
