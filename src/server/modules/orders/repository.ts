import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderParts, orders, paymentRefunds, products, sellers } from '../../db/schema';
import { isUuidText } from '@shared/api/common';
import { notesOfOrder } from '../payment/credit-note/credit-note-repository';
import { orderPartsOf, partStagesOf } from '../shipping/journey-repository';

type OrderRow = typeof orders.$inferSelect;
const RECENT_ORDERS = 20;

/**
 * The contract's money fields: price = items at their original prices, discountedPrice = items
 * at the prices paid, totalAmount = what the shopper pays (with shipping and a cash on delivery
 * fee, less any coupon).
 */
export function toOrderSummary(o: OrderRow) {
  return {
    _id: o.id,
    orderId: o.orderNumber,
    price: o.originalPrice,
    discountedPrice: o.price,
    shipping_fee: o.shippingFee,
    cod_fee: o.codFee,
    couponDiscount: o.couponDiscount,
    totalAmount: o.totalAmount,
    payment_status: o.paymentStatus,
    order_status: o.orderStatus,
    payment_method: o.paymentMethod,
    refundDue: o.refundDueAt !== null,
    createdAt: o.createdAt.toISOString(),
  };
}

export async function dashboard(db: Db, customerId: string) {
  const [[counts], recent] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'pending'))::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'cancelled'))::int`,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId)),
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt))
      .limit(RECENT_ORDERS),
  ]);
  return {
    totalOrder: counts?.total ?? 0,
    pendingOrder: counts?.pending ?? 0,
    cancelledOrder: counts?.cancelled ?? 0,
    recentOrders: await withPartStages(db, recent),
  };
}

/** Order summaries, each with where its sellers' parts stand (two queries for the list). */
async function withPartStages(db: Db, rows: OrderRow[]) {
  const stages = await partStagesOf(db, rows);
  return rows.map((o) => ({ ...toOrderSummary(o), partStages: stages.get(o.id) ?? [] }));
}

export async function listOrders(
  db: Db,
  customerId: string,
  status: 'all' | 'placed' | 'pending' | 'cancelled',
) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        status === 'all' ? undefined : eq(orders.orderStatus, status),
      ),
    )
    .orderBy(desc(orders.createdAt));
  return withPartStages(db, rows);
}

/** The date each seller of an order promised, where it promised one (see checkout.ts). */
function promisedDeliveries(db: Db, orderId: string) {
  return db
    .select({
      sellerId: orderParts.sellerId,
      shopName: sellers.shopName,
      deliveryBy: sql<string>`${orderParts.deliveryBy}`,
    })
    .from(orderParts)
    .innerJoin(sellers, eq(sellers.id, orderParts.sellerId))
    .where(and(eq(orderParts.orderId, orderId), isNotNull(orderParts.deliveryBy)))
    .orderBy(asc(orderParts.deliveryBy), asc(sellers.shopName));
}

/** Where a credit note's PDF opens (payment/credit-note/credit-note-route.ts). */
const creditNotePath = (orderNumber: string, noteId: string) =>
  `/api/credit-note/${encodeURIComponent(orderNumber)}/${noteId}`;

/** One order of this customer, by its number or id; another shopper's is simply not found. */
export async function findOrder(db: Db, customerId: string, orderId: string) {
  const isUuid = isUuidText(orderId);
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        isUuid
          ? or(eq(orders.id, orderId), eq(orders.orderNumber, orderId))
          : eq(orders.orderNumber, orderId),
      ),
    );
  if (!order) return null;
  const [items, deliveries, [refunds], notes, parts] = await Promise.all([
    db
      .select({ item: orderItems, returnable: products.returnable })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, [order.id])),
    promisedDeliveries(db, order.id),
    db
      .select({ paise: sql<number>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::int` })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.orderId, order.id),
          isNotNull(paymentRefunds.orderPartId),
          // A return's refund is shown with its return (docs/returns.md), not as a cancel's.
          sql`not exists (select 1 from order_returns r where r.refund_id = ${paymentRefunds.id})`,
        ),
      ),
    notesOfOrder(db, order.id),
    orderPartsOf(db, order),
  ]);
  return {
    deliveries,
    parts,
    creditNotes: notes.map((n) => ({
      sellerId: n.sellerId,
      shopName: n.shopName,
      number: n.number,
      date: n.issuedAt.toISOString(),
      amount: n.amountPaise / 100,
      path: creditNotePath(order.orderNumber, n.id),
    })),
    ...toOrderSummary(order),
    refundAmount: (refunds?.paise ?? 0) / 100,
    products: items.map(({ item: i, returnable }) => ({
      productId: i.productId,
      variantId: i.variationId,
      name: i.name,
      slug: i.slug,
      color: i.color,
      size: i.size,
      ram: i.ram,
      storage: i.storage,
      images: i.image ? [i.image] : [],
      quantity: i.quantity,
      price: i.price,
      discount: i.discount,
      discountedPrice: i.discountedPrice,
      returnable,
    })),
    shippingInfo: {
      name: order.shippingInfo.name ?? '',
      address: order.shippingInfo.address ?? '',
      locality: order.shippingInfo.locality ?? '',
      landmark: order.shippingInfo.landmark ?? '',
      cityDistTown: order.shippingInfo.cityDistTown ?? '',
      state: order.shippingInfo.state ?? '',
      pincode: order.shippingInfo.pincode ?? '',
      phonenumber: order.shippingInfo.phonenumber ?? '',
    },
  };
}
