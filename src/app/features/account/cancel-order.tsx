import { useState } from 'react';
import type { Order } from '@shared/api/orders';
import { cancelReasons, type CancelReason } from '@shared/rules/cancel-reasons';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupeesPaise } from '@shared/rules/currency';
import { useCancelOrder, useWaitingCancels } from './use-cancel-order';

const REASON_TEXT: Record<CancelReason, () => string> = {
  changedMind: m.account_cancel_reason_changed_mind,
  orderedByMistake: m.account_cancel_reason_mistake,
  foundCheaper: m.account_cancel_reason_cheaper,
  deliveryTooLate: m.account_cancel_reason_late,
  other: m.account_cancel_reason_other,
};

/** The refund of the parts cancelled, on the order, to the paisa. */
export function RefundLine({ order }: { order: Pick<Order, 'refundAmount'> }) {
  // An order kept on the device from before cancels has no refund field.
  if (!order.refundAmount) return null;
  return (
    <p role="status" className="mt-1 text-amber-800">
      {m.account_refund_of({ amount: formatRupeesPaise(order.refundAmount) })}
    </p>
  );
}

/** A cancel asked for offline, waiting in the outbox to be sent once the shop is reachable. */
export function CancellationPending() {
  return (
    <p role="status" className="text-sm text-amber-900">
      <span className="font-medium">{m.account_cancellation_pending()}</span>{' '}
      {m.account_cancellation_pending_hint()}
    </p>
  );
}

/** The reasons and the confirmation: what the shopper fills before the cancel is sent. */
function CancelForm({
  label,
  confirm,
  busy,
  onCancel,
  onKeep,
}: {
  label: string;
  confirm: string;
  busy: boolean;
  onCancel: (reason: CancelReason) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  return (
    <form
      aria-label={label}
      className="mt-2 w-full space-y-2 rounded border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) onCancel(reason);
      }}
    >
      <fieldset className="space-y-1">
        <legend className="font-medium">{m.account_cancel_why()}</legend>
        {cancelReasons.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="cancel-reason"
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {REASON_TEXT[r]()}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!reason || busy}
          className="min-h-11 rounded bg-rose-700 px-3 text-white disabled:opacity-60"
        >
          {confirm}
        </button>
        <button type="button" onClick={onKeep} className="min-h-11 rounded border px-3">
          {m.account_cancel_keep()}
        </button>
      </div>
    </form>
  );
}

/**
 * Cancel, until it ships: the whole order, or (`sellerId`, `shopName`) one seller's part of a
 * paid order (docs/cancellation.md). The shopper picks a reason, then confirms; a cancel that
 * could not reach the shop waits in the outbox and shows as pending until it is sent.
 */
export function CancelOrder({
  order,
  part,
}: {
  order: Pick<Order, 'orderId' | 'order_status'>;
  part?: { sellerId: string; shopName: string };
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.orderId, part?.sellerId, () => setOpen(false));
  const waiting = useWaitingCancels(order.orderId);
  if (order.order_status === 'cancelled') return null;
  if (waiting(part?.sellerId)) return <CancellationPending />;
  const label = part ? m.account_cancel_part({ shop: part.shopName }) : m.account_cancel_order();
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded border border-rose-700 px-3 text-rose-800"
      >
        {label}
      </button>
    );
  return (
    <CancelForm
      label={label}
      confirm={part ? m.account_cancel_part_confirm() : m.account_cancel_confirm()}
      busy={cancel.isPending}
      onCancel={(reason) => cancel.mutate(reason)}
      onKeep={() => setOpen(false)}
    />
  );
}
