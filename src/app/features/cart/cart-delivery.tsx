import { useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import type { CartResponse } from '@shared/api/cart';
import type { SellersDelivery } from '@shared/api/pincode';
import { m } from '@shared/i18n/paraglide/messages.js';
import { PinEditor } from '@/components/delivery-pin-editor';
import { sellerDeliveryText, useDeliveryPin, useSellersDelivery } from '@/lib/delivery-dates';
import { DeliveryAsOf } from '@/components/delivery-as-of';
import { usePageLocale } from '@/lib/i18n/use-page-locale';

/** The cart's dates: every seller's, to the product page's PIN, in one read. */
export function useCartDelivery(cart: CartResponse) {
  const [pincode, choose] = useDeliveryPin();
  const productIds = cart.card_products.flatMap((g) => g.products.map((l) => l.productId));
  const query = useSellersDelivery(pincode, productIds);
  return { pincode, choose, answer: query.data, failed: query.isError };
}

/** Above the sellers: the PIN the dates are for, with Change (the product page's PIN too). */
export function CartDeliverTo({
  pincode,
  answer,
  onChoose,
}: {
  pincode: string;
  answer: SellersDelivery | undefined;
  onChoose: (pin: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const place = answer?.pincode === pincode ? answer.place : null;
  return (
    <section aria-label={m.product_deliver_to()} className="mt-3 space-y-1 text-sm">
      {!pincode || editing ? (
        <>
          <PinEditor
            initial={pincode}
            onChoose={(pin) => {
              setEditing(false);
              onChoose(pin);
            }}
          />
          {!pincode && <p className="text-slate-600">{m.product_delivery_enter_pin()}</p>}
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-slate-600">{m.product_deliver_to()}</span>
          <strong>
            {pincode}
            {place && ` · ${place.district}`}
          </strong>
          <button
            type="button"
            className="min-h-11 min-w-11 px-2 text-teal-800 underline"
            onClick={() => setEditing(true)}
          >
            {m.product_delivery_change()}
          </button>
        </div>
      )}
      {answer?.pincode === pincode && <DeliveryAsOf computedAt={answer.computedAt} />}
    </section>
  );
}

/** Under a seller's name: the date it delivers by, or why it cannot deliver to the PIN. */
export function SellerDate({
  sellerId,
  pincode,
  answer,
  failed,
}: {
  sellerId: string;
  pincode: string;
  answer: SellersDelivery | undefined;
  failed: boolean;
}) {
  const locale = usePageLocale();
  if (!pincode) return null;
  const seller = answer?.pincode === pincode && answer.sellers.find((s) => s.sellerId === sellerId);
  if (!seller)
    return (
      <p className="py-1 text-sm text-slate-600">
        {failed && onlineManager.isOnline()
          ? m.product_delivery_failed()
          : m.product_delivery_checking()}
      </p>
    );
  const cannot = seller.unserviceable !== null || !seller.standard;
  return (
    <p className={`py-1 text-sm font-medium ${cannot ? 'text-rose-700' : 'text-emerald-800'}`}>
      {sellerDeliveryText(seller, pincode, locale)}
    </p>
  );
}
