import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/api/orders';
import type { ReturnPart } from '@shared/api/returns';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageLongDate } from '@/lib/page-dates';
import { useSession } from '@/lib/session';
import { useApi } from '@/lib/use-api';
import { ReturnForm } from './return-form';
import { ReturnStatus } from './return-status';
import { returnsQueryOptions } from './returns-api';

const BLOCKED_TEXT = {
  notDelivered: m.return_blocked_not_delivered,
  windowClosed: m.return_blocked_window_closed,
  nothingLeft: m.return_blocked_nothing_left,
};

/** One seller's part: its returns, and the button to ask for one while the policy allows. */
function PartReturns({ orderId, part }: { orderId: string; part: ReturnPart }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const locale = usePageLocale();
  if (!part.deliveredAt && part.returns.length === 0) return null;
  return (
    <section
      aria-label={m.return_from_shop({ shop: part.shopName })}
      className="space-y-2 rounded-lg border bg-white p-4 text-sm"
    >
      <h3 className="font-medium">{m.return_from_shop({ shop: part.shopName })}</h3>
      {part.returns.length > 0 && (
        <ul className="divide-y rounded border">
          {part.returns.map((r) => (
            <ReturnStatus key={r.id} value={r} />
          ))}
        </ul>
      )}
      {part.blocked ? (
        <p className="text-slate-600">{BLOCKED_TEXT[part.blocked]()}</p>
      ) : open && user ? (
        <ReturnForm orderId={orderId} userId={user.id} part={part} onClose={() => setOpen(false)} />
      ) : (
        <>
          {part.returnBy && (
            <p className="text-slate-600">
              {m.return_by({ date: pageLongDate(new Date(part.returnBy), locale) })}
            </p>
          )}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="min-h-11 rounded border border-indigo-700 px-3 text-indigo-800"
          >
            {m.return_button()}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * Returns and exchanges of a delivered order (docs/returns.md), part by part. Shows nothing
 * until a part is delivered or has a return, and nothing offline before it was ever read.
 */
export function OrderReturns({ order }: { order: Order }) {
  // Returns are asked for after delivery: only then is the returns endpoint read.
  const delivered =
    order.parts?.some((p) => p.stage === 'delivered' || (p.returns?.length ?? 0) > 0) ?? false;
  return delivered ? <DeliveredReturns orderId={order.orderId} /> : null;
}

function DeliveredReturns({ orderId }: { orderId: string }) {
  const query = useQuery(returnsQueryOptions(useApi(), orderId));
  const parts = (query.data ?? []).filter((p) => p.deliveredAt || p.returns.length > 0);
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className="space-y-2">
      <h2 id="order-returns" className="font-semibold">
        {m.return_heading()}
      </h2>
      {parts.map((part) => (
        <PartReturns key={part.sellerId} orderId={orderId} part={part} />
      ))}
    </section>
  );
}
