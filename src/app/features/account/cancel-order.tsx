import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/api/orders';
import { cancelReasons, type CancelReason } from '@shared/rules/cancel-reasons';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { tellOtherTabs } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { useApi } from '@/lib/use-api';

const REASON_TEXT: Record<CancelReason, () => string> = {
  changedMind: m.account_cancel_reason_changed_mind,
  orderedByMistake: m.account_cancel_reason_mistake,
  foundCheaper: m.account_cancel_reason_cheaper,
  deliveryTooLate: m.account_cancel_reason_late,
  other: m.account_cancel_reason_other,
};

function useCancelOrder(orderId: string, onDone: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: CancelReason) => api.call('cancelOrder', { body: { orderId, reason } }),
    onSuccess: (answer) => {
      // The order, the counters and the lists changed on the server; every tab shows it.
      void queryClient.invalidateQueries({ queryKey: ['personal'] });
      tellOtherTabs();
      notify.success(
        answer.refund > 0
          ? m.account_cancelled_refund({ amount: formatRupees(answer.refund) })
          : m.account_cancelled(),
      );
      onDone();
    },
    onError: (error) => notify.error(error.message),
  });
}

/** The refund of the parts cancelled, on the order, to the paisa. */
export function RefundLine({ order }: { order: Pick<Order, 'refundAmount'> }) {
  // An order kept on the device from before cancels has no refund field.
  if (!order.refundAmount) return null;
  return (
    <p role="status" className="mt-1 text-amber-800">
      {m.account_refund_of({ amount: formatRupees(order.refundAmount) })}
    </p>
  );
}

/**
 * Cancel, until the order ships: the shopper picks a reason, then confirms. (Nothing ships yet:
 * couriers come with issue 60's next part, and with them the point after which it is refused.)
 */
export function CancelOrder({ order }: { order: Pick<Order, 'orderId' | 'order_status'> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const cancel = useCancelOrder(order.orderId, () => setOpen(false));
  if (order.order_status === 'cancelled') return null;
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded border border-rose-700 px-3 text-rose-800"
      >
        {m.account_cancel_order()}
      </button>
    );
  return (
    <form
      aria-label={m.account_cancel_order()}
      className="mt-2 space-y-2 rounded border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) cancel.mutate(reason);
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
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={!reason || cancel.isPending}
          className="min-h-11 rounded bg-rose-700 px-3 text-white disabled:opacity-60"
        >
          {m.account_cancel_confirm()}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="min-h-11 rounded border px-3"
        >
          {m.account_cancel_keep()}
        </button>
      </div>
    </form>
  );
}
