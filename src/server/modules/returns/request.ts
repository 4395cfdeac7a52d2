import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type * as api from '@shared/api/returns';
import { exchangeReasons, pickupDays, returnWindowEnd } from '@shared/rules/return-window';
import { inTransaction, type Db } from '../../db/client';
import { badRequest, DomainError, notFound } from '../../domain-error';
import type { CourierProvider } from '../../providers/courier-provider';
import { ORDER_NOT_FOUND } from '../orders/service';
import * as payRepo from '../payment/repository';
import { RETURN_TEXT } from './return-messages';
import { pickupAddress, parcelOf, sellerAddress } from './parcel';
import { bookedParcel } from '../shipping/booked-parcel';
import * as repo from './repository';

export type ReturnAsk = z.output<NonNullable<(typeof api.requestReturn)['body']>>;
type Item = Awaited<ReturnType<typeof repo.itemsOfPart>>[number];
type Line = { item: Item['item']; units: number; exchangeVariationId: string | null };

/**
 * A shopper's return or exchange of delivered units of one seller's part (docs/returns.md).
 * Every check runs with the order locked and before anything is written, so a refused request
 * changes nothing; then the exchange's size is reserved, the reverse pickup booked (its
 * reference is the part's n-th return: a retry after a failure books the same parcel) and the
 * return stored.
 */
export function requestReturn(
  db: Db,
  courier: CourierProvider,
  customerId: string,
  ask: ReturnAsk,
  now = new Date(),
): Promise<string> {
  return inTransaction(db, async (t) => {
    const order = await payRepo.lockOrder(t, ask.orderId);
    if (!order || order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
    const found = (await repo.partsWithShops(t, order.id)).find(
      (p) => p.part.sellerId === ask.sellerId,
    );
    if (!found || found.part.cancelledAt) throw notFound(RETURN_TEXT.notDelivered);
    const { part, seller } = found;
    if (!part.deliveredAt) throw new DomainError('NOT_DELIVERED', RETURN_TEXT.notDelivered);
    if (now > returnWindowEnd(part.deliveredAt))
      throw new DomainError('RETURN_WINDOW_CLOSED', RETURN_TEXT.windowClosed);
    if (ask.kind === 'exchange' && !exchangeReasons.includes(ask.reason))
      throw new DomainError('EXCHANGE_NOT_ALLOWED', RETURN_TEXT.exchangeOnly);
    if (!pickupDays(now).includes(ask.pickupDay)) throw badRequest(RETURN_TEXT.pickupDay);
    const cod = order.paymentMethod === 'cod';
    if (cod && ask.kind === 'return' && !ask.upiId) throw badRequest(RETURN_TEXT.upiNeeded);
    const photos = [...new Set(ask.photos)];
    if ((await repo.ownPictureCount(t, customerId, part.sellerId, photos)) !== photos.length)
      throw notFound(RETURN_TEXT.photoNotFound);
    const lines = await checkedLines(t, part.id, ask);

    const n = (await repo.countReturnsOfPart(t, part.id)) + 1;
    const reference = `RET-${order.orderNumber}-${part.id.slice(0, 8)}-${n}`;
    const booked = await courier.createReturn({
      reference,
      orderDate: order.createdAt,
      pickupFrom: pickupAddress(order.shippingInfo, await repo.customerEmail(t, customerId)),
      returnTo: sellerAddress(seller),
      ...parcelOf(lines),
    });
    const shipment = await repo.insertShipment(
      t,
      bookedParcel(part.id, 'return', courier.name, reference, booked, now),
    );
    const created = await repo.insertReturn(
      t,
      {
        id: randomUUID(),
        orderId: order.id,
        orderPartId: part.id,
        kind: ask.kind,
        reason: ask.reason,
        status: 'requested',
        photoIds: photos,
        pickupDay: ask.pickupDay,
        upiId: cod && ask.kind === 'return' ? ask.upiId! : null,
        shipmentId: shipment.id,
        requestedAt: now,
      },
      lines.map((l) => ({
        orderItemId: l.item.id,
        units: l.units,
        exchangeVariationId: l.exchangeVariationId,
      })),
    );
    return created.id;
  });
}

/** The asked items checked against the part, the policy and the shelf; sizes reserved last. */
async function checkedLines(t: Db, partId: string, ask: ReturnAsk): Promise<Line[]> {
  const items = await repo.itemsOfPart(t, partId);
  const asked = new Map<string, { units: number; newSize?: string | undefined }>();
  for (const a of ask.items) {
    const had = asked.get(a.orderItemId);
    asked.set(a.orderItemId, { units: (had?.units ?? 0) + a.units, newSize: a.newSize });
  }
  const inReturns = await repo.unitsInReturns(t, [...asked.keys()]);
  const lines: (Line & { newSize: string | null })[] = [];
  for (const [itemId, wanted] of asked) {
    const found = items.find((i) => i.item.id === itemId);
    if (!found) throw notFound(RETURN_TEXT.notThatItem);
    if (!found.returnable) throw new DomainError('NOT_RETURNABLE', RETURN_TEXT.notReturnable);
    if (wanted.units > found.item.quantity - (inReturns.get(itemId) ?? 0))
      throw new DomainError('ALREADY_RETURNED', RETURN_TEXT.alreadyReturned);
    lines.push({
      item: found.item,
      units: wanted.units,
      exchangeVariationId: null,
      newSize: wanted.newSize ?? null,
    });
  }
  if (ask.kind === 'exchange') await reserveSizes(t, lines);
  return lines;
}

/** An exchange: each item's new size, of the same product (and colour), in stock: reserved. */
async function reserveSizes(t: Db, lines: (Line & { newSize: string | null })[]) {
  for (const line of lines) {
    if (!line.newSize) throw badRequest(RETURN_TEXT.newSizeNeeded);
    if (line.newSize === line.item.size) throw badRequest(RETURN_TEXT.sameSize);
    const sizes = await repo.sizesInStock(t, line.item.productId);
    const wanted = sizes.find(
      (s) => s.size === line.newSize && (line.item.color === null || s.color === line.item.color),
    );
    if (!wanted || !(await repo.reserveSize(t, line.item.productId, wanted.id, line.units)))
      throw new DomainError('OUT_OF_STOCK', RETURN_TEXT.sizeOutOfStock);
    line.exchangeVariationId = wanted.id;
  }
}
