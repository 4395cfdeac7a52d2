import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';

/** The order being paid: its id, how many items and the amount to pay, as the server counts them. */
export function PaymentSummary({
  orderId,
  items,
  amount,
}: {
  orderId: string;
  items: number;
  amount: number;
}) {
  return (
    <aside className="h-fit space-y-2 rounded-lg border bg-white p-4 text-sm">
      <h2 className="text-lg font-semibold">{m.account_order_summary()}</h2>
      <div className="flex justify-between">
        <span>{m.account_order_id()}</span>
        <span className="font-mono">{orderId}</span>
      </div>
      <div className="flex justify-between">
        <span>{m.account_items()}</span>
        <span>{items}</span>
      </div>
      <div className="flex justify-between border-t pt-2 text-base font-semibold">
        <span>{m.payment_amount_to_pay()}</span>
        <span>{formatRupees(amount)}</span>
      </div>
    </aside>
  );
}
