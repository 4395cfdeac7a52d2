import type { PartReturn } from '@shared/api/returns';
import type { ReturnReason } from '@shared/rules/return-window';
import type { Db } from '../../db/client';
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
