import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { OfflineMessage } from '@/components/offline';
import { Price } from '@/components/price';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { addressesQueryOptions } from '@/lib/addresses';
import { usePendingChanges, useShopView } from '@/lib/outbox/use-shop-view';
import { productQueryOptions } from '@/lib/catalogue/products';
import { ApiError } from '@/lib/tab-api-client';
import { errorText } from '@/lib/error-text';
import { useOnline } from '@/lib/online';
import { useSession } from '@/lib/session';
import { useApi } from '@/lib/use-api';
import { AddressPicker } from './address-picker';
import type { AppliedCoupon } from './coupon-field';
import { fromBuyNow, fromCart, type BuyNowChoice, type CheckoutSummary } from './checkout-items';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { usePlaceOrder, type OrderSource, type PlacedOrder } from './place-order';
import { EmptyCart } from '@/components/empty-cart';
import { OrderPanel } from './order-panel';
import { SellerDates } from './seller-dates';
import { pictureProps } from '@/lib/picture-source';

/** What is being ordered: the cart, or one product bought now. */
function useOrderSource(buyNow: BuyNowChoice | undefined) {
  // The cart as the cart page shows it: the saved answer with the waiting changes on top.
  const { cart: viewed, queries } = useShopView({ cart: !buyNow });
  const cart = { ...queries.cart, data: viewed, isPending: queries.cart.isPending && !viewed };
  const api = useApi();
  const product = useQuery({ ...productQueryOptions(api, buyNow?.slug ?? ''), enabled: !!buyNow });
  const locale = usePageLocale();
  if (buyNow) {
    const found = product.data?.product;
    const source: OrderSource | undefined = found && {
      kind: 'buy-now',
      product: found,
      choice: buyNow,
    };
    return { query: product, source, summary: found && fromBuyNow(found, buyNow, locale) };
  }
  const source: OrderSource | undefined = cart.data && { kind: 'cart', cart: cart.data };
  return { query: cart, source, summary: cart.data && fromCart(cart.data, locale) };
}

/** Why the order cannot be sent now, or '' when it can. */
function useOrderBlocked(buyNow: BuyNowChoice | undefined): string {
  const online = useOnline();
  // Changes made offline must reach the server first, or the order would miss them.
  const cartSyncing = usePendingChanges('cart') > 0 && !buyNow;
  return !online ? m.checkout_order_needs_network() : cartSyncing ? m.checkout_cart_syncing() : '';
}

export function ShippingPage({
  buyNow,
  offeredCoupon,
  onPlaced,
}: {
  /** A coupon tapped in the cart's offers (`?coupon=`), applied on arrival. */
  offeredCoupon?: string;
  buyNow: BuyNowChoice | undefined;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { user } = useSession();
  const { query, source, summary } = useOrderSource(buyNow);
  const addresses = useQuery(addressesQueryOptions(useApi()));
  const [chosenId, setChosenId] = useState<string>();
  const [applied, setApplied] = useState<AppliedCoupon>();
  const order = usePlaceOrder(onPlaced);
  const blocked = useOrderBlocked(buyNow);

  if (query.isPending || addresses.isPending) return <Loading />;
  if (!summary || !source || !addresses.data) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NotFound title={m.account_product_not_found()} text={m.account_product_gone()} />;
    return (
      <OfflineMessage onRetry={() => void Promise.all([query.refetch(), addresses.refetch()])} />
    );
  }
  if (summary.items.length === 0) return <EmptyCart title={m.checkout_title()} />;
  // The default address is preselected (spec); otherwise the first one.
  const selected =
    addresses.data.find((a) => a._id === chosenId) ??
    addresses.data.find((a) => a.defaultAddress) ??
    addresses.data[0];
  // A coupon checked against another total (the cart changed meanwhile) is not shown as applied.
  const coupon = applied && applied.forTotal === summary.price ? applied : undefined;
  const refused = errorText(order.error, m.checkout_order_needs_network());

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">{m.checkout_title()}</h1>
        <AddressPicker
          key={addresses.data.length}
          addresses={addresses.data}
          selectedId={selected?._id}
          onSelect={setChosenId}
        />
        <Items summary={summary} />
        <SellerDates
          pincode={selected?.pincode}
          productIds={summary.items.map((i) => i.productId)}
        />
      </div>
      <OrderPanel
        summary={summary}
        coupon={coupon}
        offeredCoupon={offeredCoupon}
        onCouponChange={setApplied}
        addressChosen={!!selected}
        placing={order.isPending}
        problem={blocked || refused}
        onPlace={() =>
          blocked
            ? undefined
            : order.mutate({
                source,
                address: selected!,
                userId: user!.id,
                couponCode: coupon?.code,
              })
        }
      />
    </div>
  );
}

function Items({ summary }: { summary: CheckoutSummary }) {
  return (
    <section className="rounded-lg border bg-white p-4">
      <h2 className="mb-2 text-lg font-semibold">{m.checkout_order_items()}</h2>
      <ul className="divide-y">
        {summary.items.map((item) => (
          <li key={item.key} className="flex gap-3 py-3 text-sm">
            <img
              {...pictureProps(item.image ?? PLACEHOLDER_IMAGE, '64px')}
              alt=""
              className="h-16 w-16 rounded object-cover"
            />
            <div className="flex-1">
              <p className="font-medium">{item.name}</p>
              {item.options && <p className="text-xs text-slate-600">{item.options}</p>}
              <p className="text-xs text-slate-600">
                {m.checkout_sold_by({ shop: item.shopName })}
              </p>
              <p>{m.checkout_qty({ quantity: item.quantity })}</p>
            </div>
            <Price
              price={item.price}
              discountedPrice={item.discountedPrice}
              discount={item.discount}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
