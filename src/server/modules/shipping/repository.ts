import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@shared/rules/shipment-status';
import type { Db } from '../../db/client';
import { orderParts, orders, sellers, shipmentEvents, shipments } from '../../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A shipment by its courier and AWB, locked until the transaction ends (scans queue on it). */
export async function lockShipmentByAwb(db: Db, provider: string, awb: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.awb, awb)))
    .for('update');
  return row;
}

/**
 * The order of a parcel by its courier and AWB, locked until the transaction ends. A scan takes
 * it before its parcel, as a cancel does (order, then parcel): taken the other way round, a
 * parcel back at its seller and a cancel of its order each held what the other waited for.
 */
export async function lockOrderOfAwb(db: Db, provider: string, awb: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(shipments)
    .innerJoin(orderParts, eq(orderParts.id, shipments.orderPartId))
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(shipments.provider, provider), eq(shipments.awb, awb)))
    .for('update', { of: orders });
  return row ?? null;
}

/** Stores a scan once by (shipment, courier event id): false when it was stored before. */
export async function insertScan(
  db: Db,
  scan: typeof shipmentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(shipmentEvents)
    .values(scan)
    .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.eventId] })
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

export async function moveShipment(db: Db, id: string, status: ShipmentStatus, at: Date) {
  await db.update(shipments).set({ status, statusAt: at }).where(eq(shipments.id, id));
}

/** The courier's delivered scan: kept once (the first), the return window starts at it. */
export async function markPartDelivered(db: Db, partId: string, at: Date) {
  await db
    .update(orderParts)
    .set({
      deliveredAt: sql`coalesce(${orderParts.deliveredAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(orderParts.id, partId));
}

/** Whose part it is, its order's number and its shop: what a notification names. */
export async function partFacts(db: Db, partId: string) {
  const [row] = await db
    .select({
      customerId: orders.customerId,
      orderNumber: orders.orderNumber,
      shopName: sellers.shopName,
      shippingInfo: orders.shippingInfo,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(sellers, eq(sellers.id, orderParts.sellerId))
    .where(eq(orderParts.id, partId));
  return row;
}

/** A part's forward parcel, locked: a scan for it waits until the caller's transaction ends. */
export async function lockForwardParcel(db: Db, partId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderPartId, partId), eq(shipments.kind, 'forward')))
    .orderBy(desc(shipments.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The forward parcels of these parts (one query for a whole list of orders). */
export function forwardShipmentsOf(db: Db, partIds: string[]) {
  if (partIds.length === 0) return Promise.resolve([] as ShipmentRow[]);
  return db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderPartId, partIds), eq(shipments.kind, 'forward')))
    .orderBy(asc(shipments.createdAt));
}

/** The scans that moved these parcels on, oldest scan first (the journey's courier steps). */
export function appliedScansOf(db: Db, shipmentIds: string[]) {
  if (shipmentIds.length === 0)
    return Promise.resolve([] as { shipmentId: string; status: ShipmentStatus; scanAt: Date }[]);
  return db
    .select({
      shipmentId: shipmentEvents.shipmentId,
      status: shipmentEvents.status,
      scanAt: shipmentEvents.scanAt,
    })
    .from(shipmentEvents)
    .where(and(inArray(shipmentEvents.shipmentId, shipmentIds), eq(shipmentEvents.applied, true)))
    .orderBy(asc(shipmentEvents.scanAt));
}

/** An order's parcels (both ways) and every scan received, for support (npm run ledger). */
export async function shipmentLedgerOf(db: Db, orderId: string) {
  const parcels = await db
    .select({ shipment: shipments, shopName: sellers.shopName })
    .from(shipments)
    .innerJoin(orderParts, eq(orderParts.id, shipments.orderPartId))
    .innerJoin(sellers, eq(sellers.id, orderParts.sellerId))
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(shipments.createdAt));
  if (parcels.length === 0) return [];
  const scans = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        parcels.map((p) => p.shipment.id),
      ),
    )
    .orderBy(asc(shipmentEvents.scanAt), asc(shipmentEvents.receivedAt));
  return parcels.map((p) => ({
    ...p,
    scans: scans.filter((s) => s.shipmentId === p.shipment.id),
  }));
}

/** The order a seller part belongs to, locked until the transaction ends. */
export async function lockOrderOfPart(db: Db, orderPartId: string) {
  const [row] = await db
    .select({ order: orders })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.id, orderPartId))
    .for('update', { of: orders });
  return row?.order ?? null;
}
