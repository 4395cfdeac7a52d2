import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelReason } from '@shared/rules/cancel-reasons';
import { cancelBody, waitingCancels, WHOLE_ORDER } from '@shared/rules/pending-cancel';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupeesPaise } from '@shared/rules/currency';
import { tellOtherTabs } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/tab-api-client';
import { useApi } from '@/lib/use-api';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { usePendingRecords } from '@/lib/outbox/use-shop-view';

/**
 * An answer that means the cancel may not have arrived, or arrived and its answer was lost: no
 * connection, a timeout, a server fault or a slow-down. A 401 signs the shopper out instead.
 */
const notArrived = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

/**
 * Sends the cancel at once with a new Idempotency-Key; when the shop cannot be reached it goes to
 * the outbox under that same key, to be sent once when the connection returns (a first attempt
 * that did arrive is then answered again, not repeated: no second refund). Decided by what the
 * call met, not by the browser's online flag, which says "online" on a page opened offline.
 */
export function useCancelOrder(orderId: string, sellerId: string | undefined, onDone: () => void) {
  const api = useApi();
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  return useMutation({
    // Runs whatever React Query thinks of the connection (it may think "offline" after a failed
    // read while the shop is reachable): the call itself decides, and a failure is queued.
    networkMode: 'always',
    mutationFn: async (reason: CancelReason) => {
      const payload = { orderId, ...(sellerId && { sellerId }), reason };
      const key = crypto.randomUUID();
      try {
        const headers = { 'idempotency-key': key };
        return await api.call('cancelOrder', { body: cancelBody(payload), headers });
      } catch (error) {
        if (!notArrived(error)) throw error;
        await outbox.queue({ area: 'order', kind: 'cancel', payload }, key);
        return null;
      }
    },
    onSuccess: (answer) => {
      onDone();
      if (!answer) return; // Queued: the page shows it as pending.
      // The order, the counters and the lists changed on the server; every tab shows it.
      void queryClient.invalidateQueries({ queryKey: ['personal'] });
      tellOtherTabs();
      const amount = formatRupeesPaise(answer.refund);
      // One seller's part called off: the order goes on with the others.
      const whole = answer.order_status === 'cancelled';
      notify.success(
        answer.refund > 0
          ? (whole ? m.account_cancelled_refund : m.account_part_cancelled_refund)({ amount })
          : whole
            ? m.account_cancelled()
            : m.account_part_cancelled(),
      );
    },
    onError: (error) => notify.error(error.message),
  });
}

/** Whether a cancel of the order (no seller) or of one seller's part waits in the outbox. */
export function useWaitingCancels(orderId: string): (sellerId?: string) => boolean {
  const waiting = waitingCancels(usePendingRecords('order'), orderId);
  return (sellerId) => waiting.has(sellerId ?? WHOLE_ORDER) || waiting.has(WHOLE_ORDER);
}
