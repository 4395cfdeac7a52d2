import { inTransaction, type Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { CourierProvider } from '../../providers/courier-provider';
import { ProviderError } from '../../providers/payment-provider';
import { partIsCancellable, type JourneyOrder, type JourneyPart } from './journey';
import { lockForwardParcel, moveShipment } from './repository';

export const ALREADY_SHIPPED = 'server_already_shipped';

/**
 * Before parts are cancelled (in the cancel's transaction, the order locked): every one must
 * still be with its seller (partCancellable), else ALREADY_SHIPPED (409) and nothing changes.
 * Then each parcel booked but not yet picked up is called off with the courier and marked
 * cancelled; a courier that answers it has already picked it up (409) refuses the cancel too.
 * The parcels are locked first, so a pickup scan arriving meanwhile lands after the decision.
 */
export async function callOffParcels(
  db: Db,
  courier: CourierProvider,
  order: JourneyOrder,
  parts: readonly (JourneyPart & { id: string })[],
  now: Date,
): Promise<void> {
  await inTransaction(db, async (t) => {
    const booked = [];
    for (const part of parts) {
      const parcel = await lockForwardParcel(t, part.id);
      if (!partIsCancellable(order, part, parcel))
        throw new DomainError('ALREADY_SHIPPED', ALREADY_SHIPPED);
      if (parcel && parcel.status !== 'cancelled') booked.push(parcel);
    }
    for (const parcel of booked) {
      try {
        await courier.cancelShipment(parcel.awb);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 409)
          throw new DomainError('ALREADY_SHIPPED', ALREADY_SHIPPED);
        throw error;
      }
      await moveShipment(t, parcel.id, 'cancelled', now);
    }
  });
}
