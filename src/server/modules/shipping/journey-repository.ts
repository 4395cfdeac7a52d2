import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderPart } from '@shared/api/orders';
import type { Db } from '../../db/client';
import {
  orderItems,
  orderParts,
  orderReturns,
  paymentRefunds,
  sellers,
  type orders,
} from '../../db/schema';
import { returnsByPart } from '../returns/part-returns';
import { partIsCancellable, partStage, partSteps, type JourneyOrder } from './journey';
import { appliedScansOf, forwardShipmentsOf, type ShipmentRow } from './repository';

type OrderRow = typeof orders.$inferSelect;

/** The parts of these orders with their shop, in a fixed order (by seller). */
function partsOfOrders(db: Db, orderIds: string[]) {
  return db
    .select({
      id: orderParts.id,
      orderId: orderParts.orderId,
      sellerId: orderParts.sellerId,
      shopName: sellers.shopName,
      cancelledAt: orderParts.cancelledAt,
      packedAt: orderParts.packedAt,
      invoiceDate: orderParts.invoiceDate,
      deliveryBy: orderParts.deliveryBy,
    })
    .from(orderParts)
    .innerJoin(sellers, eq(sellers.id, orderParts.sellerId))
    .where(inArray(orderParts.orderId, orderIds))
    .orderBy(asc(orderParts.sellerId));
}

/** Each part's latest forward parcel (a part has one; a rebooking would be the later one). */
function latestByPart(shipments: ShipmentRow[]): Map<string, ShipmentRow> {
  return new Map(shipments.map((s) => [s.orderPartId, s]));
}

/**
 * Where each seller's part of each order stands, for My Orders and the dashboard: two queries
 * for the whole list (the parts, their parcels), whatever its length.
 */
export async function partStagesOf(
  db: Db,
  list: OrderRow[],
): Promise<Map<string, { shopName: string; stage: OrderPart['stage'] }[]>> {
  const result = new Map(
    list.map((o) => [o.id, [] as { shopName: string; stage: OrderPart['stage'] }[]]),
  );
  if (list.length === 0) return result;
  const parts = await partsOfOrders(
    db,
    list.map((o) => o.id),
  );
  const parcels = latestByPart(
    await forwardShipmentsOf(
      db,
      parts.map((p) => p.id),
    ),
  );
  const byId = new Map(list.map((o) => [o.id, o]));
  for (const part of parts) {
    const order = byId.get(part.orderId)!;
    result.get(part.orderId)!.push({
      shopName: part.shopName,
      stage: partStage(order, part, parcels.get(part.id) ?? null),
    });
  }
  return result;
}

/** Every seller's part of one order and its journey: the order detail's `parts`. */
export async function orderPartsOf(db: Db, order: OrderRow & JourneyOrder): Promise<OrderPart[]> {
  const parts = await partsOfOrders(db, [order.id]);
  const partIds = parts.map((p) => p.id);
  const [parcels, items, refunds, returns] = await Promise.all([
    forwardShipmentsOf(db, partIds).then(latestByPart),
    partIds.length === 0
      ? []
      : db
          .select({ partId: orderItems.orderPartId, productId: orderItems.productId })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id)),
    db
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.orderId, order.id),
          // A return's refund is shown with its return (docs/returns.md), not as a cancel's.
          sql`not exists (select 1 from ${orderReturns} r where r.refund_id = ${paymentRefunds.id})`,
        ),
      )
      .orderBy(asc(paymentRefunds.createdAt)),
    returnsByPart(db, order.id),
  ]);

  const scans = await appliedScansOf(
    db,
    [...parcels.values()].map((s) => s.id),
  );
  return parts.map((part) => {
    const parcel = parcels.get(part.id) ?? null;
    return {
      sellerId: part.sellerId,
      shopName: part.shopName,
      productIds: [...new Set(items.filter((i) => i.partId === part.id).map((i) => i.productId))],
      stage: partStage(order, part, parcel),
      steps: partSteps(
        order,
        part,
        scans.filter((s) => s.shipmentId === parcel?.id),
      ),
      deliveryBy: part.deliveryBy,
      shipment: parcel && {
        courier: parcel.courier,
        awb: parcel.awb,
        trackingUrl: parcel.trackingUrl,
        expectedBy: parcel.expectedBy,
      },
      cancellable: partIsCancellable(order, part, parcel),
      returns: returns.get(part.id) ?? [],
      refunds: refunds
        .filter((r) => r.orderPartId === part.id)
        .map((r) => ({
          amount: r.amountPaise / 100,
          status: r.status,
          reference: r.refundId,
          at: r.updatedAt.toISOString(),
        })),
    };
  });
}
