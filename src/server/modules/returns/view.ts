import type { PartReturn, ReturnPart } from '@shared/api/returns';
import type { ReturnReason } from '@shared/rules/return-window';
import { pickupDays, returnWindowEnd } from '@shared/rules/return-window';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import { ORDER_NOT_FOUND } from '../orders/service';
import * as payRepo from '../payment/repository';
import * as repo from './repository';

type ReturnJoin = Awaited<ReturnType<typeof repo.returnsOfOrder>>[number];

/**
 * Each return of an order, by its seller part's id, in the order API's words: for the order
 * page and for `orderPart.returns` (the part's journey builder attaches them).
 */
export async function returnsByPart(db: Db, orderId: string): Promise<Map<string, PartReturn[]>> {
  const byPart = new Map<string, PartReturn[]>();
  for (const row of await repo.returnsOfOrder(db, orderId)) {
    const items = await repo.returnItems(db, row.ret.id);
    const sizes = await Promise.all(
      items.map((i) =>
        i.line.exchangeVariationId ? repo.sizeOf(db, i.line.exchangeVariationId) : null,
      ),
    );
    const view: PartReturn = {
      id: row.ret.id,
      kind: row.ret.kind,
      reason: row.ret.reason as ReturnReason,
      status: row.ret.status,
      items: items.map((i, n) => ({
        orderItemId: i.item.id,
        name: i.item.name,
        units: i.line.units,
        newSize: sizes[n] ?? null,
      })),
      pickupDay: row.ret.pickupDay,
      pickup: row.pickup ? { courier: row.pickup.courier, awb: row.pickup.awb } : null,
      exchangeAwb: await repo.shipmentAwb(db, row.ret.exchangeShipmentId),
      refusedReason: row.ret.refusedReason,
      requestedAt: row.ret.requestedAt.toISOString(),
      refund: refundView(row),
    };
    byPart.set(row.ret.orderPartId, [...(byPart.get(row.ret.orderPartId) ?? []), view]);
  }
  return byPart;
}

function refundView({ ret, refund }: ReturnJoin): PartReturn['refund'] {
  if (ret.refundPaise === null || ret.status !== 'accepted') return null;
  const at = (refund?.updatedAt ?? ret.decidedAt ?? ret.requestedAt).toISOString();
  if (refund)
    return {
      amount: refund.amountPaise / 100,
      status: refund.status,
      reference: refund.refundId,
      upiId: null,
      at,
    };
  return { amount: ret.refundPaise / 100, status: 'owed', reference: null, upiId: ret.upiId, at };
}

/** The shopper's order, part by part: what may be returned now and the returns made. */
export async function returnPartsOf(
  db: Db,
  customerId: string,
  orderNumber: string,
  now = new Date(),
): Promise<ReturnPart[]> {
  const order = await payRepo.findOwnOrder(db, customerId, orderNumber);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const returns = await returnsByPart(db, order.id);
  const parts = await repo.partsWithShops(db, order.id);
  return Promise.all(
    parts
      .filter((p) => !p.part.cancelledAt)
      .map(async ({ part, seller }) => {
        const rows = await repo.itemsOfPart(db, part.id);
        const inReturns = await repo.unitsInReturns(
          db,
          rows.map((r) => r.item.id),
        );
        const items = await Promise.all(
          rows.map(async ({ item, returnable }) => ({
            orderItemId: item.id,
            productId: item.productId,
            name: item.name,
            image: item.image,
            size: item.size,
            units: item.quantity,
            unitsLeft: item.quantity - (inReturns.get(item.id) ?? 0),
            returnable,
            exchangeSizes: item.size
              ? (await repo.sizesInStock(db, item.productId))
                  .filter((s) => s.size !== item.size && (!item.color || s.color === item.color))
                  .map((s) => s.size!)
              : [],
          })),
        );
        const returnBy = part.deliveredAt ? returnWindowEnd(part.deliveredAt) : null;
        const left = items.some((i) => i.returnable && i.unitsLeft > 0);
        return {
          sellerId: part.sellerId,
          shopName: seller.shopName,
          deliveredAt: part.deliveredAt?.toISOString() ?? null,
          returnBy: returnBy?.toISOString() ?? null,
          blocked: !returnBy
            ? ('notDelivered' as const)
            : now > returnBy
              ? ('windowClosed' as const)
              : left
                ? null
                : ('nothingLeft' as const),
          cashOnDelivery: order.paymentMethod === 'cod',
          pickupDays: pickupDays(now),
          items,
          returns: returns.get(part.id) ?? [],
        };
      }),
  );
}
