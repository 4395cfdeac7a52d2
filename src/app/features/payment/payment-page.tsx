import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PAYMENT_POLL_INTERVAL_MS } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { MessageWith } from '@/components/message-with';
import { tellOtherTabs } from '@/lib/cross-tab';
import { useApi } from '@/lib/use-api';
import { notify } from '@/lib/notify';
import { PayMethods } from './pay-methods';
import { PaymentSummary } from './payment-summary';
import { mmss, useCountdown } from './use-countdown';
import { usePaymentLink, type PaymentLink } from './use-payment-link';
import { PushOffer } from '@/components/push-offer';

/**
 * The payment of an order, however it was opened (after Place Order, the cart's or the orders'
 * Pay Now): its summary and countdown come from the server's answer, never from the link.
 */
export function PaymentPage({ orderId, price }: { orderId: string; price: number | undefined }) {
  const state = usePaymentLink(orderId, price);
  const navigate = useNavigate();
  useEffect(() => {
    if (state.kind !== 'refused') return;
    // Already paid (another tab, a late success): that is a success, not an error.
    if (state.code === 'ORDER_ALREADY_PAID')
      return void navigate({ to: '/payment/confirm', search: { orderId }, replace: true });
    // Placed to be paid on delivery (another tab): there is nothing to pay now; the order says so.
    if (state.code === 'CASH_ON_DELIVERY')
      return void navigate({
        to: '/dashboard/order/details/$orderId',
        params: { orderId },
        replace: true,
      });
    notify.error(state.status === 0 ? m.payment_init_failed() : state.message);
  }, [state, navigate, orderId]);

  if (state.kind === 'starting') return <Loading />;
  if (state.kind === 'offline') return <Notice text={m.payment_needs_network()} />;
  if (state.kind === 'refused')
    return <Notice text={`${m.payment_init_failed()}: ${state.message}`} />;
  return <Pay orderId={orderId} link={state.link} />;
}

function Notice({ text }: { text: string }) {
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p role="alert" className="text-lg">
        {text}
      </p>
      <Link
        to="/dashboard/my-orders"
        className="mt-4 inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
      >
        {m.account_my_orders()}
      </Link>
    </section>
  );
}

/**
 * Polls the status once a second while the countdown runs (what the server says is left of the
 * order's hold); paid, failed or time up decide.
 */
function usePaymentOutcome(orderId: string, windowSeconds: number) {
  const queryClient = useQueryClient();
  const api = useApi();
  const navigate = useNavigate();
  const left = useCountdown(windowSeconds);
  const running = left > 0;
  const status = useQuery({
    queryKey: ['personal', 'payment-status', orderId],
    queryFn: ({ signal }) =>
      api.call('paymentStatus', { params: { orderId }, signal }).then((r) => r.payment_status),
    refetchInterval: running ? PAYMENT_POLL_INTERVAL_MS : false,
    enabled: running,
    gcTime: 0,
  });
  // Only an answer read for this attempt decides: a 'failed' kept from an earlier attempt (in
  // the cache or restored from the device) would send a shopper paying again to the failure page.
  const outcome = status.isFetchedAfterMount ? status.data : undefined;
  useEffect(() => {
    if (outcome === 'paid') {
      // Paid: the cart, counters and orders change on the server; every tab shows it.
      void queryClient.invalidateQueries({ queryKey: ['personal'] });
      tellOtherTabs();
      void navigate({ to: '/payment/confirm', search: { orderId }, replace: true });
    } else if (outcome === 'failed' || left === 0) {
      void navigate({ to: '/payment/failure', search: { orderId }, replace: true });
    }
  }, [outcome, left, navigate, orderId, queryClient]);
  return left;
}

function Pay({ orderId, link }: { orderId: string; link: PaymentLink }) {
  const left = usePaymentOutcome(orderId, link.windowSeconds);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section className="space-y-4 rounded-lg border bg-white p-4">
        <h1 className="text-2xl font-semibold">{m.payment_title()}</h1>
        <p role="timer" aria-live="off" className="text-sm text-slate-700">
          {/* The time sits inside the sentence, where each language puts it. */}
          <MessageWith text={(time) => m.payment_complete_within({ time })}>
            <strong>{mmss(left)}</strong>
          </MessageWith>
        </p>
        <PayMethods orderId={orderId} link={link} />
        {link.payerUrl && (
          <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">
            {m.payment_sandbox_note()}{' '}
            <a
              href={link.payerUrl}
              target="_blank"
              rel="noopener"
              className="font-medium underline"
            >
              {m.payment_sandbox_open()}
            </a>{' '}
            {m.payment_sandbox_then()}
          </p>
        )}
        <PushOffer reason={m.payment_push_reason()} />
      </section>
      <PaymentSummary orderId={orderId} items={link.items} amount={link.amount} />
    </div>
  );
}
