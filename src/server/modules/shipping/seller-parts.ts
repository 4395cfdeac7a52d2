import type { z } from 'zod';
import type { sellerOpenPart } from '@shared/api/seller-steps';
import { inTransaction, type Db } from '../../db/client';
import { DomainError, forStaff, notFound } from '../../domain-error';
import type { CourierProvider, Parcel } from '../../providers/courier-provider';
import { allocate } from '../payment/invoice/invoice-lines';
import { orderConfirmed, partStage } from './journey';
import { bookedParcel } from './booked-parcel';
import * as repo from './seller-parts-repository';
import type { ShipmentRow } from './repository';

type SellerPart = z.infer<typeof sellerOpenPart>;
type PartRow = repo.PartRow;
type OrderRow = repo.OrderRow;

export const PART_NOT_FOUND = 'No order with that number has a part of yours';
export const PART_NOT_OPEN =
  'This part is cancelled, or its order is not paid or placed on delivery';
export const PACK_FIRST = 'Mark the part packed before handing it to the courier';
export const NO_COURIER = 'No courier carries this parcel to the shopper’s PIN code';
/** The seller tool lists at most this many parts (the oldest first). */
const OPEN_PARTS_SHOWN = 100;
/** The catalogue keeps no weights: a unit is taken as 500 g in a 20 x 15 x 10 cm box. */
const GRAMS_PER_UNIT = 500;

/** The booking reference of a part's forward parcel: its order and seller part, so a retry finds it. */
export const forwardReference = (orderNumber: string, partId: string) =>
  `${orderNumber}-${partId.slice(0, 8)}`;

function describe(
  order: OrderRow,
  part: PartRow,
  items: { name: string; quantity: number }[],
  parcel: ShipmentRow | null,
): SellerPart {
  return {
    orderId: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    payment: order.paymentMethod === 'cod' ? 'cod' : 'prepaid',
    stage: partStage(order, part, parcel),
    amount: part.price + part.shippingFee,
    items: items.map((i) => ({ name: i.name, quantity: i.quantity })),
    deliveryBy: part.deliveryBy,
    pincode: order.shippingInfo.pincode ?? '',
    shipment: parcel && {
      courier: parcel.courier,
      awb: parcel.awb,
      trackingUrl: parcel.trackingUrl,
      expectedBy: parcel.expectedBy,
    },
  };
}

/** The seller's parts still to pack, hand over or see delivered, oldest order first. */
export async function openParts(db: Db, sellerId: string): Promise<SellerPart[]> {
  const rows = await repo.openPartsOf(db, sellerId, OPEN_PARTS_SHOWN);
  if (rows.length === 0) return [];
  const items = await repo.itemsOfParts(
    db,
    rows.map((r) => r.part.id),
  );
  const parcels = await Promise.all(rows.map((r) => repo.forwardParcelOf(db, r.part.id)));
  return rows.map((r, i) =>
    describe(
      r.order,
      r.part,
      items.filter((item) => item.orderPartId === r.part.id),
      parcels[i]!,
    ),
  );
}

/** The seller's own part of a live order, locked; else 404 (not theirs) or 409 (not open). */
async function openPart(t: Db, sellerId: string, orderNumber: string) {
  const row = await repo.lockSellersPart(t, sellerId, orderNumber);
  if (!row) throw notFound(forStaff(PART_NOT_FOUND));
  if (row.part.cancelledAt || row.order.orderStatus === 'cancelled' || !orderConfirmed(row.order))
    throw new DomainError('CONFLICT', forStaff(PART_NOT_OPEN));
  return row;
}

/** The seller packed it: the journey's "Packed" (told again, the first time stays). */
export function packPart(db: Db, sellerId: string, orderNumber: string, now = new Date()) {
  return inTransaction(db, async (t) => {
    const { order, part } = await openPart(t, sellerId, orderNumber);
    await repo.markPacked(t, part.id, now);
    const items = await repo.itemsOfParts(t, [part.id]);
    const packed = { ...part, packedAt: part.packedAt ?? now };
    return describe(order, packed, items, await repo.forwardParcelOf(t, part.id));
  });
}

/**
 * What the courier carries and, on delivery, collects: the part's items at the prices paid and
 * its shipping, less its share of the coupon, plus its share of the cash on delivery fee (both
 * shared over the parts by value in whole rupees, so the parts' amounts add up to the total).
 */
async function parcelOf(t: Db, order: OrderRow, part: PartRow): Promise<Parcel> {
  const all = await repo.partsOfOrder(t, order.id);
  const at = all.findIndex((p) => p.id === part.id);
  const prices = all.map((p) => p.price);
  const coupon = allocate(order.couponDiscount, prices)[at]!;
  const codFee = allocate(order.codFee, prices)[at]!;
  const items = await repo.itemsOfParts(t, [part.id]);
  const units = items.reduce((n, i) => n + i.quantity, 0);
  return {
    items: items.map((i) => ({
      sku: i.variationId ?? i.productId,
      name: i.name,
      units: i.quantity,
      unitPrice: i.discountedPrice,
    })),
    subTotal: part.price + part.shippingFee - coupon + codFee,
    weightGrams: Math.min(30_000, Math.max(1, units) * GRAMS_PER_UNIT),
    lengthCm: 20,
    breadthCm: 15,
    heightCm: 10,
  };
}

/**
 * Hands the packed part to the courier: the soonest courier that carries it (COD or prepaid)
 * from the seller's PIN to the shopper's, booked under the part's own reference and stored. Asked
 * again, the parcel already booked is the answer (the courier dedupes the reference too).
 */
export function handOverPart(
  db: Db,
  courier: CourierProvider,
  sellerId: string,
  orderNumber: string,
) {
  return inTransaction(db, async (t) => {
    const { order, part } = await openPart(t, sellerId, orderNumber);
    const items = await repo.itemsOfParts(t, [part.id]);
    const booked = await repo.forwardParcelOf(t, part.id);
    if (booked) return { part: describe(order, part, items, booked), labelUrl: booked.labelUrl };
    if (!part.packedAt) throw new DomainError('CONFLICT', forStaff(PACK_FIRST));
    const seller = await repo.sellerPickup(t, sellerId);
    const parcel = await parcelOf(t, order, part);
    const cod = order.paymentMethod === 'cod';
    const ship = order.shippingInfo;
    const [option] = await courier.serviceability({
      pickupPin: seller.pincode,
      deliveryPin: ship.pincode ?? '',
      weightGrams: parcel.weightGrams,
      cod,
    });
    if (!option) throw new DomainError('UNPROCESSABLE', forStaff(NO_COURIER));
    const reference = forwardReference(order.orderNumber, part.id);
    const created = await courier.createShipment({
      ...parcel,
      reference,
      orderDate: order.createdAt,
      pickupLocation: seller.shopName,
      pickupPin: seller.pincode,
      deliverTo: {
        name: ship.name ?? '',
        phone: ship.phonenumber ?? '',
        email: (await repo.customerEmail(t, order.customerId)) ?? '',
        line1: ship.address ?? '',
        line2: [ship.locality, ship.landmark].filter(Boolean).join(', '),
        city: ship.cityDistTown ?? '',
        state: ship.state ?? '',
        pin: ship.pincode ?? '',
      },
      payment: cod ? 'cod' : 'prepaid',
      courierId: option.courierId,
    });
    await repo.insertParcel(
      t,
      bookedParcel(
        part.id,
        'forward',
        courier.name,
        reference,
        created,
        new Date(),
        option.expectedDeliveryDate,
      ),
    );
    const stored = (await repo.forwardParcelOf(t, part.id))!;
    return { part: describe(order, part, items, stored), labelUrl: stored.labelUrl };
  });
}
