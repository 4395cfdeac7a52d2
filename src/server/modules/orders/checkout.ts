import { randomInt } from 'node:crypto';
import { ORDER_HOLD_SECONDS } from '@shared/constants';
import { formatRupees } from '@shared/rules/currency';
import { discountedPrice, itemsTotal, shippingFee } from '@shared/rules/price';
import { said } from '@shared/said';
import { inTransaction, type Db } from '../../db/client';
import { DomainError, notFound } from '../../domain-error';
import type { ShippingSnapshot } from '../addresses/service';
import { promisedDatesBySeller } from '../pincode/sellers-delivery';
import * as repo from './checkout-repository';
import { applyCoupon } from './coupons';

/** An unpaid order holds its stock this long, then is cancelled (see expiry.ts). */
export const ORDER_HOLD_MS = ORDER_HOLD_SECONDS * 1000;

export interface CheckoutLine {
  productId: string;
  variationId: string | null;
  quantity: number;
  /** The price the shopper saw, when they saw one: a change is refused, never silently charged. */
  seenDiscountedPrice?: number;
  cartLineId?: string;
}

function orderNumber(): string {
  const d = new Date();
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `OD${ymd}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/**
 * Creates an order from lines: prices from the database, stock
 * checked and reserved under row locks (so concurrent orders never oversell), one part per
 * seller, the address snapshot, 'not paid' / 'pending', expiring after ORDER_HOLD_MS.
 */
export function createOrder(
  db: Db,
  customerId: string,
  lines: CheckoutLine[],
  shipping: ShippingSnapshot,
  options: { couponCode?: string | null; flatShipping?: boolean } = {},
) {
  // One transaction (inside an idempotent request, that one): the row locks below hold
  // until the order and the stock change commit together.
  return inTransaction(db, (tx) => createOrderIn(tx, customerId, lines, shipping, options));
}

type LockedStock = Awaited<ReturnType<typeof repo.lockStock>>;
type PricedLine = ReturnType<typeof priceLine>;

/**
 * A line priced from the locked rows: a product or variation no longer sold is a 404, a price
 * the shopper did not see or a quantity over the stock is refused.
 */
function priceLine(l: CheckoutLine, { lockedProducts, lockedVariations }: LockedStock) {
  const product = lockedProducts.find((p) => p.id === l.productId);
  if (!product) throw notFound('server_product_not_found');
  const variation = l.variationId
    ? lockedVariations.find((v) => v.id === l.variationId && v.productId === l.productId)
    : undefined;
  if (l.variationId && !variation)
    throw notFound(said('server_named_variation_gone', { name: product.name }));
  const price = variation?.price ?? product.price;
  const discount = variation?.discount ?? product.discount;
  const paid = discountedPrice(price, discount);
  const stock = variation?.stock ?? product.stock;
  if (l.seenDiscountedPrice !== undefined && l.seenDiscountedPrice !== paid) {
    throw new DomainError(
      'PRICE_CHANGED',
      said('server_price_changed', { name: product.name, price: formatRupees(paid) }),
    );
  }
  if (l.quantity > stock) {
    throw new DomainError(
      'OUT_OF_STOCK',
      stock <= 0
        ? said('server_named_out_of_stock', { name: product.name })
        : said('server_named_only_left', { name: product.name, count: stock }),
    );
  }
  return { line: l, product, variation, price, discount, paid };
}

/**
 * One part per seller with its items; the shipping fee is split evenly, any remainder to the
 * first. Each part keeps the date its seller promises to the shipping PIN now, so the order
 * shows what was promised when it was placed, whatever the rule says later.
 */
async function insertParts(
  db: Db,
  orderId: string,
  priced: PricedLine[],
  fee: number,
  pincode: string,
) {
  const sellers = [...new Set(priced.map((p) => p.product.sellerId))];
  const feePerSeller = sellers.length ? Math.floor(fee / sellers.length) : 0;
  const promised = await promisedDatesBySeller(db, sellers, pincode, new Date());
  for (const [i, sellerId] of sellers.entries()) {
    const mine = priced.filter((p) => p.product.sellerId === sellerId);
    const part = await repo.insertPart(db, {
      orderId,
      sellerId,
      price: mine.reduce((n, p) => n + p.paid * p.line.quantity, 0),
      shippingFee: feePerSeller + (i === 0 ? fee - feePerSeller * sellers.length : 0),
      deliveryBy: promised.get(sellerId) ?? null,
    });
    await repo.insertItems(
      db,
      mine.map((p) => ({
        orderId,
        orderPartId: part.id,
        productId: p.product.id,
        variationId: p.variation?.id ?? null,
        name: p.product.name,
        color: p.variation?.color ?? null,
        size: p.variation?.size ?? null,
        ram: p.variation?.ram ?? null,
        storage: p.variation?.storage ?? null,
        slug: p.product.slug,
        image: (p.variation?.images[0] ?? p.product.images[0]) || null,
        hsn: p.product.hsn,
        quantity: p.line.quantity,
        price: p.price,
        discount: p.discount,
        discountedPrice: p.paid,
        cartLineId: p.line.cartLineId ?? null,
      })),
    );
  }
}

async function createOrderIn(
  db: Db,
  customerId: string,
  lines: CheckoutLine[],
  shipping: ShippingSnapshot,
  options: { couponCode?: string | null; flatShipping?: boolean },
) {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variationIds = lines.map((l) => l.variationId).filter((v): v is string => !!v);
  const locked = await repo.lockStock(db, productIds, variationIds);
  const priced = lines.map((l) => priceLine(l, locked));

  const total = itemsTotal(
    priced.map((p) => ({ price: p.price, discount: p.discount, quantity: p.line.quantity })),
  );
  const sellers = new Set(priced.map((p) => p.product.sellerId)).size;
  // Buy now is one item from one seller: the same rule with one part.
  const fee = shippingFee(total, options.flatShipping ? 1 : sellers);
  const coupon = await applyCoupon(db, customerId, options.couponCode, total);
  const couponDiscount = coupon?.discount ?? 0;
  const totalAmount = total + fee - couponDiscount;

  const order = await repo.insertOrder(db, {
    orderNumber: orderNumber(),
    customerId,
    price: total,
    originalPrice: priced.reduce((n, p) => n + p.price * p.line.quantity, 0),
    shippingFee: fee,
    couponId: coupon?.id ?? null,
    couponDiscount,
    totalAmount,
    shippingInfo: shipping,
    expiresAt: new Date(Date.now() + ORDER_HOLD_MS),
  });
  await insertParts(db, order.id, priced, fee, shipping.pincode);
  for (const p of priced)
    await repo.takeStock(db, p.product.id, p.variation?.id ?? null, p.line.quantity);
  if (coupon)
    await repo.recordRedemption(db, { couponId: coupon.id, customerId, orderId: order.id });
  // The ordered cart lines stay in the cart until the payment is paid (see takeOrderedCartLines).
  return { orderId: order.orderNumber, totalAmount };
}
