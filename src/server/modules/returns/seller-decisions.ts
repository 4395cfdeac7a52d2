import type { z } from 'zod';
import type { sellerReturn } from '@shared/api/seller-returns';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import type { CourierProvider } from '../../providers/courier-provider';
import { acceptReturn, refuseReturn } from './decide';
import { RETURN_TEXT } from './return-messages';
import * as repo from './repository';

type SellerReturn = z.infer<typeof sellerReturn>;

/** The latest returns a seller's tool lists. */
const LISTED = 500;

/** A seller's returns and exchanges as its tool shows them, newest first. */
export async function sellerReturnsOf(
  db: Db,
  sellerId: string,
  returnId?: string,
): Promise<SellerReturn[]> {
  const rows = await repo.returnsOfSeller(db, sellerId, LISTED, returnId);
  return Promise.all(
    rows.map(async ({ ret, orderNumber }) => ({
      id: ret.id,
      orderId: orderNumber,
      kind: ret.kind,
      reason: ret.reason as SellerReturn['reason'],
      status: ret.status,
      pickupDay: ret.pickupDay,
      requestedAt: ret.requestedAt.toISOString(),
      items: (await repo.returnItems(db, ret.id)).map(({ item, line }) => ({
        name: item.name,
        units: line.units,
        size: item.size,
      })),
    })),
  );
}

async function oneReturn(db: Db, sellerId: string, returnId: string): Promise<SellerReturn> {
  const [found] = await sellerReturnsOf(db, sellerId, returnId);
  if (!found) throw notFound(RETURN_TEXT.returnNotFound);
  return found;
}

/**
 * The seller accepts a return that reached it (decide.ts): what is refunded, in rupees, and
 * where a cash on delivery order's refund is owed. `orderId` (the order's id) lets the caller
 * send the refund to the payment provider once this has committed.
 */
export async function acceptSellerReturn(
  db: Db,
  courier: CourierProvider,
  sellerId: string,
  returnId: string,
) {
  const done = await acceptReturn(db, courier, sellerId, returnId);
  return {
    orderId: done.orderId,
    answer: {
      return: await oneReturn(db, sellerId, returnId),
      refund: done.refundPaise === null ? null : done.refundPaise / 100,
      upiId: done.kind === 'exchange' ? null : done.upiId,
    },
  };
}

export async function refuseSellerReturn(
  db: Db,
  sellerId: string,
  returnId: string,
  reason: string,
): Promise<{ return: SellerReturn }> {
  await refuseReturn(db, sellerId, returnId, reason);
  return { return: await oneReturn(db, sellerId, returnId) };
}
