import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CodRefusal } from '@shared/rules/cash-on-delivery-rule';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { tellOtherTabs } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { useApi } from '@/lib/use-api';
import type { PaymentLink } from './use-payment-link';

/** Why an order cannot be paid on delivery, in the page's language. */
function refusalText(reason: CodRefusal, maxOrder: number): string {
  switch (reason) {
    case 'pin':
      return m.payment_cod_reason_pin();
    case 'seller':
      return m.payment_cod_reason_seller();
    case 'item':
      return m.payment_cod_reason_item();
    case 'overCap':
      return m.payment_cod_reason_over_cap({ max: formatRupees(maxOrder) });
    case 'refusals':
      return m.payment_cod_reason_refusals();
  }
}

/** Places the order to be paid at the door; then it is an order like a paid one, everywhere. */
function usePlaceCashOnDelivery(orderId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call('placeCashOnDelivery', { body: { orderId } }),
    onSuccess: () => {
      // The cart, counters and orders changed on the server; every tab shows it.
      void queryClient.invalidateQueries({ queryKey: ['personal'] });
      tellOtherTabs();
      void navigate({ to: '/payment/confirm', search: { orderId }, replace: true });
    },
    onError: (error) => notify.error(error.message),
  });
}

/**
 * Cash on delivery as a way to pay: its fee as its own line and the amount to hand over, or why
 * this order cannot be paid that way.
 */
export function CashOnDelivery({ orderId, link }: { orderId: string; link: PaymentLink }) {
  const { cashOnDelivery: cod, amount } = link;
  const place = usePlaceCashOnDelivery(orderId);
  if (!cod.available)
    return (
      <p role="status" className="rounded bg-slate-50 p-3 text-sm text-slate-700">
        {cod.reason && refusalText(cod.reason, cod.maxOrder)}
      </p>
    );
  return (
    <div className="space-y-2 rounded border p-3 text-sm">
      <p>
        {cod.fee > 0 ? m.payment_cod_fee({ fee: formatRupees(cod.fee) }) : m.payment_cod_no_fee()}
      </p>
      <p className="font-medium">
        {m.payment_cod_to_pay({ amount: formatRupees(amount + cod.fee) })}
      </p>
      <button
        type="button"
        disabled={place.isPending}
        onClick={() => place.mutate()}
        className="min-h-11 rounded bg-teal-700 px-4 py-2 font-medium text-white disabled:opacity-60"
      >
        {m.payment_cod_place()}
      </button>
    </div>
  );
}
