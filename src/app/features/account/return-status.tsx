import type { PartReturn } from '@shared/api/returns';
import { formatRupeesPaise } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Locale } from '@shared/i18n/locale-path';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageLongDate } from '@/lib/page-dates';

const day = (iso: string, locale: Locale) => pageLongDate(new Date(iso), locale);

/** Where a return stands, in the shopper's words. */
function stateText(r: PartReturn, locale: Locale): string {
  switch (r.status) {
    case 'requested':
      return m.return_state_requested({ date: day(r.pickupDay, locale) });
    case 'received':
      return m.return_state_received();
    case 'accepted':
      return m.return_state_accepted();
    case 'refused':
      return m.return_state_refused({ reason: r.refusedReason ?? '' });
  }
}

/** The refund to the paisa, when it was approved or sent, and the provider's reference. */
export function refundText(refund: NonNullable<PartReturn['refund']>, locale: Locale): string {
  const amount = formatRupeesPaise(refund.amount);
  const date = day(refund.at, locale);
  switch (refund.status) {
    case 'requested':
      return m.return_refund_requested({ amount, date, reference: refund.reference ?? '' });
    case 'due':
      return m.return_refund_due({ amount, date });
    case 'failed':
      return m.return_refund_failed({ amount, date });
    case 'owed':
      return m.return_refund_owed({ amount, date, upi: refund.upiId ?? '' });
  }
}

/** One return or exchange: what went back, where it stands, and its refund or new parcel. */
export function ReturnStatus({ value: r }: { value: PartReturn }) {
  const locale = usePageLocale();
  return (
    <li className="space-y-1 p-3 text-sm">
      <p className="font-medium">
        {r.kind === 'exchange' ? m.return_title_exchange() : m.return_title_return()}
      </p>
      <ul>
        {r.items.map((i) => (
          <li key={i.orderItemId}>
            {i.newSize
              ? m.return_item_new_size({ units: i.units, name: i.name, size: i.newSize })
              : m.return_item_line({ units: i.units, name: i.name })}
          </li>
        ))}
      </ul>
      <p className={r.status === 'refused' ? 'text-rose-800' : 'text-slate-700'}>
        {stateText(r, locale)}
      </p>
      {/* Kept after the pickup too: the AWB is what a shopper quotes about a return in dispute. */}
      {r.pickup && (
        <p className="text-xs text-slate-600">
          {m.return_pickup_awb({ courier: r.pickup.courier, awb: r.pickup.awb })}
        </p>
      )}
      {r.exchangeAwb && <p>{m.return_exchange_sent({ awb: r.exchangeAwb })}</p>}
      {r.refund && (
        <p role="status" className="text-emerald-800">
          {refundText(r.refund, locale)}
        </p>
      )}
    </li>
  );
}
