import type { Order, OrderPart } from '@shared/api/orders';
import { m } from '@shared/i18n/paraglide/messages.js';
import { savedWhen } from '@/components/offline';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { useOnline } from '@/lib/online';
import { CancelOrder } from './cancel-order';
import { cancelScope, shippedBeyondCancel } from './cancel-scope';
import { OrderJourney } from './order-journey';
import { PartRefunds } from './part-refunds';

/** A part's actions: its own Cancel, or why it can no longer be cancelled. */
function PartActions({
  order,
  part,
  perPart,
}: {
  order: Order;
  part: OrderPart;
  perPart: boolean;
}) {
  if (shippedBeyondCancel(part))
    return <p className="text-sm text-slate-700">{m.account_cannot_cancel_shipped()}</p>;
  if (perPart && part.cancellable)
    return (
      <CancelOrder order={order} part={{ sellerId: part.sellerId, shopName: part.shopName }} />
    );
  return null;
}

function PartCard({ order, part, perPart }: { order: Order; part: OrderPart; perPart: boolean }) {
  const headingId = `part-${part.sellerId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border bg-white p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-semibold">
        {part.shopName}
      </h2>
      <OrderJourney part={part} />
      <PartRefunds refunds={part.refunds} />
      <div className="flex flex-wrap items-center gap-3">
        <PartActions order={order} part={part} perPart={perPart} />
      </div>
    </section>
  );
}

/**
 * Each seller's part of the order with its journey, its refunds and its actions. Offline it is
 * the journey as last fetched, and says when. An order saved before parts existed shows none.
 */
export function OrderParts({ order, savedAt }: { order: Order; savedAt: number }) {
  const online = useOnline();
  const locale = usePageLocale();
  if (!order.parts?.length) return null;
  const perPart = cancelScope(order) === 'parts';
  return (
    <section className="space-y-3">
      {!online && savedAt > 0 && (
        <p className="text-xs text-amber-800">
          {m.account_journey_last_updated({ when: savedWhen(savedAt, locale) })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {order.parts.map((part) => (
          <PartCard key={part.sellerId} order={order} part={part} perPart={perPart} />
        ))}
      </div>
    </section>
  );
}
