import type { CartLine } from '@shared/api/cart';
import { said } from '@shared/said';
import { cartResponse } from '@shared/rules/cart-response';
import { inTransaction, type Db } from '../../db/client';
import { badRequest, DomainError, notFound } from '../../domain-error';
import { inStock, loadLines } from './lines-repository';
import * as repo from './repository';

/** Refuses more units than are left: "Out of stock", or how many are left. */
export const outOfStock = (available: number) =>
  new DomainError(
    'OUT_OF_STOCK',
    available <= 0 ? said('account_out_of_stock') : said('server_only_left', { count: available }),
  );

export const countsOf = repo.countsOf;

/** Adds units to the shopper's line of the product (and variation), within what is in stock. */
export function addToCart(
  db: Db,
  customerId: string,
  input: { productId: string; variantId?: string | null | undefined; quantity: number },
) {
  return inTransaction(db, async (t) => {
    if (!(await repo.findProduct(t, input.productId))) throw notFound('server_product_not_found');
    const variation = await repo.pickVariation(t, input.productId, input.variantId);
    if (input.variantId && !variation) throw badRequest('server_variation_mismatch');
    const variationId = variation?.id ?? null;
    const stock = variation?.stock ?? (await repo.stockOf(t, input.productId, null));
    const line = await repo.findLineForUpdate(t, customerId, input.productId, variationId);
    const wanted = (line?.quantity ?? 0) + input.quantity;
    if (wanted > stock) throw outOfStock(stock - (line?.quantity ?? 0));
    if (line) {
      await repo.setLineQuantity(t, line.id, wanted);
      return { ...said('server_added_to_cart'), cartLineId: line.id };
    }
    const cartLineId = await repo.insertLine(t, {
      customerId,
      productId: input.productId,
      variationId,
      quantity: input.quantity,
    });
    return { ...said('server_added_to_cart'), cartLineId };
  });
}

/** The cart grouped by seller, lines out of stock apart, each marked with its unpaid order. */
export async function cartOf(db: Db, customerId: string) {
  const [loaded, pending] = await Promise.all([
    loadLines(db, customerId),
    repo.pendingOrdersOfLines(db, customerId),
  ]);
  const lines = loaded.map((p) =>
    pending.has(p.line._id)
      ? { ...p, line: { ...p.line, pendingOrder: pending.get(p.line._id) } }
      : p,
  );
  const groups = new Map<string, { sellerId: string; shopName: string; products: CartLine[] }>();
  for (const p of lines.filter(inStock)) {
    const group = groups.get(p.sellerId) ?? {
      sellerId: p.sellerId,
      shopName: p.shopName,
      products: [],
    };
    group.products.push(p.line);
    groups.set(p.sellerId, group);
  }
  return cartResponse(
    [...groups.values()],
    lines.filter((p) => !inStock(p)).map((p) => p.line),
  );
}

/** One unit more or less on a line: never below 1, never above the stock. */
export function stepQuantity(db: Db, customerId: string, lineId: string, delta: 1 | -1) {
  return inTransaction(db, async (t) => {
    const line = await repo.ownLineWithStock(t, customerId, lineId);
    if (!line) throw notFound('server_cart_line_not_found');
    const next = line.quantity + delta;
    if (next < 1) throw badRequest('server_quantity_below_one');
    if (next > line.stock) throw outOfStock(line.stock);
    await repo.setLineQuantity(t, line.id, next);
    return said('server_quantity_updated');
  });
}

export async function removeLine(db: Db, customerId: string, lineId: string) {
  if (!(await repo.deleteOwnLine(db, customerId, lineId)))
    throw notFound('server_cart_line_not_found');
  return said('server_removed_from_cart');
}

export async function emptyCart(db: Db, customerId: string) {
  await repo.emptyCart(db, customerId);
  return said('server_cart_emptied');
}
