import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { QRCodeSVG } from 'qrcode.react';
import { PAYMENT_POLL_INTERVAL_MS, QR_SIZE } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { Loading } from '@/components/loading';
import { MessageWith } from '@/components/message-with';
import { tellOtherTabs } from '@/lib/cross-tab';
import { useApi } from '@/lib/use-api';
import { notify } from '@/lib/notify';
import { HostedCheckoutButton } from './hosted-checkout';
import { mmss, useCountdown } from './use-countdown';
import { usePaymentLink, type PaymentLink } from './use-payment-link';
import { PushOffer } from '@/components/push-offer';

type Method = 'none' | 'intent' | 'qr';

export function PaymentPage({
  orderId,
  price,
  items,
}: {
  orderId: string;
  price: number | undefined;
  items: number | undefined;
}) {
  const state = usePaymentLink(orderId, price);
  const navigate = useNavigate();
  useEffect(() => {
    if (state.kind !== 'refused') return;
    // Already paid (another tab, a late success): that is a success, not an error.
    if (state.code === 'ORDER_ALREADY_PAID')
      return void navigate({ to: '/payment/confirm', search: { orderId }, replace: true });
    notify.error(state.status === 0 ? m.payment_init_failed() : state.message);
  }, [state, navigate, orderId]);

  if (state.kind === 'starting') return <Loading />;
  if (state.kind === 'offline') return <Notice text={m.payment_needs_network()} />;
  if (state.kind === 'refused')
    return <Notice text={`${m.payment_init_failed()}: ${state.message}`} />;
  return <Pay orderId={orderId} items={items} link={state.link} />;
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

/** Polls the status once a second while the countdown runs; paid, failed or time up decide. */
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

function Pay({
  orderId,
  items,
  link,
}: {
  orderId: string;
  items: number | undefined;
  link: PaymentLink;
}) {
  const [method, setMethod] = useState<Method>('none');
  const left = usePaymentOutcome(orderId, link.windowSeconds);
  const tab = (value: Method, label: string, className = '') => (
    <button
      type="button"
      aria-pressed={method === value}
      onClick={() => setMethod(value)}
      className={`min-h-11 rounded border px-4 py-2 ${method === value ? 'border-teal-700 bg-teal-50' : 'bg-white'} ${className}`}
    >
      {label}
    </button>
  );
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
        <div className="flex flex-wrap gap-2">
          {/* UPI apps open from a phone; a computer shows the QR to scan instead. */}
          {tab('intent', m.payment_using_apps(), 'md:hidden')}
          {tab('qr', m.payment_using_qr())}
          {/* A gateway without a hosted form (Razorpay here) takes UPI only. */}
          {link.hostedCheckout !== false && (
            <HostedCheckoutButton orderId={orderId} amount={link.amount} />
          )}
        </div>
        {method === 'intent' && (
          <ul className="grid grid-cols-2 gap-2 md:hidden">
            {link.apps.map((app) => (
              <li key={app.name}>
                <a
                  href={app.url}
                  className="block rounded border bg-white p-3 text-center font-medium"
                >
                  {app.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        {method === 'qr' && (
          <figure className="flex flex-col items-center gap-2">
            <QRCodeSVG
              value={link.url}
              size={QR_SIZE}
              level="H"
              marginSize={2}
              role="img"
              aria-label={m.payment_qr_label()}
              data-upi={link.url}
            />
            <figcaption className="text-sm text-slate-600">
              {m.payment_scan_to_pay({ amount: formatRupees(link.amount) })}
            </figcaption>
          </figure>
        )}
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
      <aside className="h-fit space-y-2 rounded-lg border bg-white p-4 text-sm">
        <h2 className="text-lg font-semibold">{m.account_order_summary()}</h2>
        <div className="flex justify-between">
          <span>{m.account_order_id()}</span>
          <span className="font-mono">{orderId}</span>
        </div>
        {items !== undefined && (
          <div className="flex justify-between">
            <span>{m.account_items()}</span>
            <span>{items}</span>
          </div>
        )}
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <span>{m.payment_amount_to_pay()}</span>
          <span>{formatRupees(link.amount)}</span>
        </div>
      </aside>
    </div>
  );
}
