import { Link, useNavigate } from '@tanstack/react-router';
import type { CartLine, CartResponse } from '@shared/api/cart';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';

import { savings } from '@shared/rules/price';
import { CouponOffers } from '@/components/coupon-offers';
import { EmptyCart } from '@/components/empty-cart';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { Price } from '@/components/price';
import { chosenOptions } from '@/lib/chosen-options';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { notify } from '@/lib/notify';
import { useQueueChange, useShopView } from '@/lib/outbox/use-shop-view';
import { CartDeliverTo, SellerDate, useCartDelivery } from './cart-delivery';
import { pictureProps } from '@/lib/picture-source';

function Line({ line, available }: { line: CartLine; available: boolean }) {
  const locale = usePageLocale();
  const queue = useQueueChange();
  const p = line.productInfo;
  const step = (kind: 'inc' | 'dec' | 'remove') =>
    queue({
      area: 'cart',
      kind,
      payload: { lineId: line._id, productId: line.productId, variantId: line.variantId },
    });
  return (
    <li className="flex gap-3 py-3">
      <img
        {...pictureProps(p.images[0] ?? PLACEHOLDER_IMAGE, '80px')}
        alt=""
        className="h-20 w-20 rounded object-cover"
      />
      <div className="flex-1 text-sm">
        {/* A 44 px hit area on one line of name: the padding is taken back by the margin, so
            the text stays where it was. */}
        <Link
          to="/product/details/$slug"
          params={{ slug: p.slug }}
          className="-my-3 block py-3 font-medium hover:text-teal-700"
        >
          {p.name}
        </Link>
        {p.brand && <p className="text-slate-600">{p.brand}</p>}
        {[p.color, p.ram, p.storage, p.size].some(Boolean) && (
          <p className="text-xs text-slate-600">{chosenOptions(p, locale)}</p>
        )}
        <Price price={p.price} discountedPrice={p.discountedPrice} discount={p.discount} />
        {!available && <p className="text-rose-700">{m.account_out_of_stock()}</p>}
        {line.pendingOrder && <PendingOrderNote order={line.pendingOrder} />}
      </div>
      <div className="flex flex-col items-end gap-2">
        {available && (
          <div
            className="flex items-center gap-1"
            role="group"
            aria-label={m.cart_quantity_of({ name: p.name })}
          >
            {/* Minus does nothing at 1; plus only while one more is in stock. */}
            <button
              type="button"
              aria-label={m.cart_decrease()}
              className="h-11 w-11 rounded border bg-white text-lg"
              onClick={() => line.quantity > 1 && step('dec')}
            >
              −
            </button>
            <span className="w-8 text-center">{line.quantity}</span>
            {/* At the limit the tap says why nothing happens, as the product page does. */}
            <button
              type="button"
              aria-label={m.cart_increase()}
              className="h-11 w-11 rounded border bg-white text-lg"
              onClick={() =>
                line.quantity + 1 <= p.stock ? step('inc') : notify.error(m.account_out_of_stock())
              }
            >
              +
            </button>
          </div>
        )}
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm text-rose-700 underline"
          onClick={() => step('remove')}
        >
          {m.account_remove()}
        </button>
      </div>
    </li>
  );
}

/** The line is in an order waiting for its payment: it leaves the cart once that is paid. */
function PendingOrderNote({ order }: { order: NonNullable<CartLine['pendingOrder']> }) {
  return (
    <p className="text-amber-800">
      {m.cart_in_pending_order()}{' '}
      <Link
        to="/payment"
        search={{ orderId: order.orderId, price: order.totalAmount, items: order.items }}
        className="py-3 font-medium underline"
      >
        {m.account_pay_now()}
      </Link>
    </p>
  );
}

/** The coupons for this cart: a tap goes to checkout with that coupon applied there. */
function CartCouponOffers({ itemsTotal }: { itemsTotal: number }) {
  const navigate = useNavigate();
  return (
    <div className="mt-3">
      <CouponOffers
        itemsTotal={itemsTotal}
        onApply={(code) =>
          void navigate({ to: '/shipping', search: { type: 'cart', coupon: code } })
        }
      />
    </div>
  );
}

/** The order summary: price before savings, savings, shipping, total, and the way on. */
function CartSummary({
  cart,
  saved,
  canOrder,
}: {
  cart: CartResponse;
  saved: number;
  canOrder: boolean;
}) {
  return (
    <aside className="h-fit rounded-lg border bg-white p-4 text-sm">
      <h2 className="mb-3 text-lg font-semibold">{m.account_order_summary()}</h2>
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{m.account_price_items({ count: cart.buy_product_item })}</dt>
          <dd>{formatRupees(cart.price + saved)}</dd>
        </div>
        <div className="flex justify-between text-emerald-700">
          <dt>{m.cart_savings()}</dt>
          <dd>− {formatRupees(saved)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{m.cart_shipping()}</dt>
          <dd>{cart.shipping_fee === 0 ? m.account_free() : formatRupees(cart.shipping_fee)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>{m.account_total()}</dt>
          <dd>{formatRupees(cart.price + cart.shipping_fee)}</dd>
        </div>
      </dl>
      {canOrder && <CartCouponOffers itemsTotal={cart.price} />}
      {/* The shipping screen reads the items and totals from the same cached cart, so a reload there loses nothing. */}
      {canOrder ? (
        <Link
          to="/shipping"
          search={{ type: 'cart' }}
          className="mt-4 flex min-h-11 items-center justify-center rounded bg-teal-700 text-white"
        >
          {m.cart_proceed()}
        </Link>
      ) : (
        <p className="mt-4 text-center text-slate-600">{m.cart_nothing_in_stock()}</p>
      )}
    </aside>
  );
}

/** The in-stock lines by seller, each seller with the date it delivers to the shopper's PIN. */
function SellerGroups({ cart }: { cart: CartResponse }) {
  const delivery = useCartDelivery(cart);
  return (
    <>
      <CartDeliverTo
        pincode={delivery.pincode}
        answer={delivery.answer}
        onChoose={delivery.choose}
      />
      {cart.card_products.map((g) => (
        <div key={g.sellerId} className="mt-4 rounded-lg border bg-white px-4">
          <div className="border-b py-2">
            <h2 className="font-medium">{g.shopName}</h2>
            <SellerDate
              sellerId={g.sellerId}
              pincode={delivery.pincode}
              answer={delivery.answer}
              failed={delivery.failed}
            />
          </div>
          <ul className="divide-y">
            {g.products.map((l) => (
              <Line key={l._id} line={l} available />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function CartPage() {
  // The saved cart with the waiting changes on top: a cart never loaded still shows its adds.
  const { cart, queries } = useShopView({ cart: true });
  const query = queries.cart;
  if (!cart)
    return query.isPending ? <Loading /> : <OfflineMessage onRetry={() => void query.refetch()} />;
  const lines = cart.card_products.flatMap((g) => g.products);
  if (lines.length === 0 && cart.outOfStockProduct.length === 0)
    return <EmptyCart title={m.cart_title()} />;
  const saved = savings(
    lines.map((l) => ({
      price: l.productInfo.price,
      discount: l.productInfo.discount,
      quantity: l.quantity,
    })),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section>
        <h1 className="mb-1 text-2xl font-semibold">
          {m.cart_title_count({ count: cart.card_product_count })}
        </h1>
        <SavedAt at={query.dataUpdatedAt} />
        <SellerGroups cart={cart} />
        {cart.outOfStockProduct.length > 0 && (
          <div className="mt-4 rounded-lg border border-rose-200 bg-rose-50 px-4">
            <h2 className="border-b py-2 font-medium">{m.account_out_of_stock()}</h2>
            <ul className="divide-y">
              {cart.outOfStockProduct.map((l) => (
                <Line key={l._id} line={l} available={false} />
              ))}
            </ul>
          </div>
        )}
      </section>
      <CartSummary cart={cart} saved={saved} canOrder={lines.length > 0} />
    </div>
  );
}
