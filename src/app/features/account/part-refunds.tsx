import type { OrderPart } from '@shared/api/orders';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupeesPaise } from '@shared/rules/currency';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageLongDate } from '@/lib/page-dates';

/** The provider's refund states in a shopper's words. */
const STATE: Record<OrderPart['refunds'][number]['status'], { text: () => string; look: string }> =
  {
    due: { text: m.account_refund_due, look: 'bg-amber-100 text-amber-900' },
    requested: { text: m.account_refund_requested, look: 'bg-emerald-100 text-emerald-800' },
    failed: { text: m.account_refund_failed, look: 'bg-rose-100 text-rose-800' },
  };

/** Each refund of a seller's part: the amount to the paisa, its state, its date and reference. */
export function PartRefunds({ refunds }: { refunds: OrderPart['refunds'] }) {
  const locale = usePageLocale();
  if (refunds.length === 0) return null;
  return (
    <section className="text-sm">
      <h3 className="mb-1 font-semibold">{m.account_refunds()}</h3>
      <ul className="space-y-2">
        {refunds.map((r, i) => (
          <li key={r.reference ?? `${r.at}-${i}`} className="flex flex-wrap items-center gap-x-3">
            <span className="font-medium">{formatRupeesPaise(r.amount)}</span>
            <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATE[r.status].look}`}>
              {STATE[r.status].text()}
            </span>
            <span className="text-slate-600">{pageLongDate(new Date(r.at), locale)}</span>
            {r.reference && (
              <span className="w-full text-xs break-all text-slate-600">
                {m.account_refund_reference({ reference: r.reference })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
