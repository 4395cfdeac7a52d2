import { useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import type { DeliveryPromise } from '@shared/api/pincode';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { deliveryDay as day } from '@/lib/delivery-dates';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageClockTime, pageWeekdayDate } from '@/lib/page-dates';
import { useOnline } from '@/lib/online';
import { PinEditor } from '@/components/delivery-pin-editor';
import { undeliverableReason } from './delivery-pin';

function PromiseLines({ promise }: { promise: DeliveryPromise }) {
  const online = useOnline();
  const locale = usePageLocale();
  const reason = undeliverableReason(promise);
  if (reason) return <p className="font-medium text-rose-700">{reason}</p>;
  const computed = new Date(promise.computedAt);
  return (
    <>
      {promise.standard && (
        <p className="font-medium text-emerald-800">
          {m.product_delivery_by({ date: day(promise.standard, locale) })}
        </p>
      )}
      {promise.express && <p>{m.product_express_by({ date: day(promise.express, locale) })}</p>}
      <p>
        {promise.shippingFee === 0
          ? m.product_delivery_free()
          : m.product_delivery_fee({ fee: formatRupees(promise.shippingFee) })}
      </p>
      {/* An answer kept on the device from before the shop offered COD says nothing of it. */}
      {promise.cashOnDelivery !== undefined && (
        <p>{promise.cashOnDelivery ? m.product_cod_available() : m.product_cod_unavailable()}</p>
      )}
      {!online && (
        <p className="text-slate-600">
          {m.product_delivery_as_of({
            date: pageWeekdayDate(computed, locale),
            time: pageClockTime(computed, locale),
          })}
        </p>
      )}
    </>
  );
}

/**
 * "Deliver to" on the product page: the PIN (the last typed on this device, or the default
 * address's), the date it arrives, express where offered, the shipping fee, or why it cannot;
 * under them, whatever the PIN, "Not returnable" for the kinds the return policy excludes.
 */
export function DeliveryBox({
  pincode,
  promise,
  failed,
  onChoose,
  returnable,
}: {
  pincode: string;
  promise: DeliveryPromise | undefined;
  failed: boolean;
  onChoose: (pin: string) => void;
  /** The product's; unset (an answer saved before it was told) says nothing. */
  returnable?: boolean | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const choose = (pin: string) => {
    setEditing(false);
    onChoose(pin);
  };
  return (
    <section aria-label={m.product_deliver_to()} className="space-y-1 rounded border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-600">{m.product_deliver_to()}</span>
        {pincode && !editing && (
          <>
            <strong>
              {pincode}
              {promise?.place && ` · ${promise.place.district}`}
            </strong>
            <button
              type="button"
              className="min-h-11 min-w-11 px-2 text-teal-800 underline md:min-h-0 md:min-w-0"
              onClick={() => setEditing(true)}
            >
              {m.product_delivery_change()}
            </button>
          </>
        )}
      </div>
      {!pincode || editing ? (
        <>
          <PinEditor initial={pincode} onChoose={choose} />
          {!pincode && <p className="text-slate-600">{m.product_delivery_enter_pin()}</p>}
        </>
      ) : promise ? (
        <PromiseLines promise={promise} />
      ) : (
        <p className="text-slate-600">
          {failed && onlineManager.isOnline()
            ? m.product_delivery_failed()
            : m.product_delivery_checking()}
        </p>
      )}
      {returnable === false && <p className="font-medium">{m.product_not_returnable()}</p>}
    </section>
  );
}
