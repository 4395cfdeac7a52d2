import type { ReturnPart } from '@shared/api/returns';
import { pickupDays, returnWindowEnd } from '@shared/rules/return-window';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import { ORDER_NOT_FOUND } from '../orders/service';
import * as payRepo from '../payment/repository';
import { returnsByPart } from './part-returns';
import * as repo from './repository';

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
