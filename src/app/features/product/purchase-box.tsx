import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { buyNowPath, useAskToLogIn } from './ask-to-log-in';
import { notify } from '@/lib/notify';
import type { Product, Variation } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { provisionalCartLineId, type OutboxChange } from '@shared/rules/pending-changes';
import { useQueueChange } from '@/lib/outbox/use-shop-view';
import { stockWarningText } from '@/components/stock-text';
import { WishlistHeart } from './wishlist-heart';

/** The outbox change an Add to Cart queues, with the line it shows until the server answers. */
function addToCartChange(
  product: Product,
  variation: Variation | undefined,
  quantity: number,
): OutboxChange {
  const variantId = variation?._id ?? null;
  return {
    area: 'cart',
    kind: 'add',
    payload: {
      productId: product._id,
      variantId,
      quantity,
      preview: {
        _id: provisionalCartLineId(product._id, variantId),
        quantity,
        productId: product._id,
        variantId,
        sellerId: product.sellerId,
        shopName: product.shopName,
        productInfo: {
          name: product.name,
          slug: product.slug,
          brand: product.brand,
          images: variation?.images ?? product.images,
          price: variation?.price ?? product.price,
          discount: variation?.discount ?? product.discount,
          discountedPrice: variation?.discountedPrice ?? product.discountedPrice,
          stock: variation?.stock ?? product.stock,
          color: variation?.color ?? null,
          ram: variation?.ram ?? null,
          storage: variation?.storage ?? null,
          size: variation?.size ?? null,
        },
      },
    },
  };
}

/** "-" and "+" around the quantity; "+" stays enabled at the stock, to say why it stops. */
function QuantityStepper({
  quantity,
  stock,
  atLimit,
  onChange,
}: {
  quantity: number;
  stock: number;
  atLimit: boolean;
  onChange: (next: number) => void;
}) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label={m.product_quantity()}>
      <button
        type="button"
        aria-label={m.product_decrease_quantity()}
        disabled={quantity <= 1}
        className="h-11 w-11 rounded border border-slate-300 bg-white disabled:opacity-40"
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <span aria-live="polite" className="w-8 text-center">
        {quantity}
      </span>
      <button
        type="button"
        aria-label={m.product_increase_quantity()}
        // Enabled at the limit: a tap there says 'Out of stock' (the spec's rule) rather than
        // doing nothing.
        disabled={stock < 1}
        aria-describedby={stock > 0 && atLimit ? 'stock-line' : undefined}
        className="h-11 w-11 rounded border border-slate-300 bg-white disabled:opacity-40"
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

/**
 * One stock line, quantity (1..stock: at the stock the line says "Only N left in stock", which
 * "+" points to), Add to Cart and Buy Now
 * (a bar fixed to the bottom of a phone's screen, in place from 768 px), the wishlist heart.
 * A guest goes to /login, which then does what they asked; for a shopper the changes go to the
 * outbox.
 */
export function PurchaseBox({
  product,
  variation,
  undeliverable = null,
}: {
  product: Product;
  variation: Variation | undefined;
  /** Why the chosen PIN cannot get it: both buttons say so instead of going on. */
  undeliverable?: string | null;
}) {
  const navigate = useNavigate();
  // The quantity chosen for one variation: choosing another starts again at 1. Reset while
  // rendering (React's way to adjust state to a prop), not by remounting the box: on a phone,
  // mounting it anew (its wishlist and outbox subscriptions, its buttons) was most of a size tap.
  const [chosen, setChosen] = useState({ for: variation?._id, quantity: 1 });
  if (chosen.for !== variation?._id) setChosen({ for: variation?._id, quantity: 1 });
  const quantity = chosen.for === variation?._id ? chosen.quantity : 1;
  const setQuantity = (next: number) => setChosen({ for: variation?._id, quantity: next });
  const stock = variation?.stock ?? product.stock;
  const atLimit = quantity >= stock;
  // Few left, or all of them chosen: 'Only 3 left in stock'; plenty: 'In stock', without a
  // count that urges no one. One line, by the cards' rule: never a second message beside it.
  const warning = stockWarningText(stock, quantity);
  const setChecked = (next: number) => {
    if (next < 1) return;
    if (next > stock) return void notify.error(m.stock_out());
    setQuantity(next);
  };
  const askToLogIn = useAskToLogIn(product, variation);
  const queue = useQueueChange();
  // Enabled all the same, like "+" at the stock: a tap says why it cannot go on.
  const deliverable = () => (undeliverable ? void notify.error(undeliverable) : true);
  const addToCart = () => {
    if (!deliverable()) return;
    const change = addToCartChange(product, variation, quantity);
    if (!askToLogIn('cart', { change })) queue(change);
  };
  const buyNow = () =>
    deliverable() &&
    !askToLogIn('buy-now', { returnTo: buyNowPath(product, variation, quantity) }) &&
    void navigate({
      to: '/shipping',
      search: { buyNow: product.slug, quantity, variationId: variation?._id },
    });

  return (
    <div className="space-y-3">
      <p
        id="stock-line"
        className={stock <= 0 ? 'text-rose-700' : warning ? 'text-amber-800' : 'text-emerald-700'}
      >
        {warning ?? m.product_in_stock()}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          quantity={quantity}
          stock={stock}
          atLimit={atLimit}
          onChange={setChecked}
        />
        <WishlistHeart product={product} variation={variation} askToLogIn={askToLogIn} />
      </div>
      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:static md:flex md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      >
        <button
          type="button"
          disabled={stock < 1}
          className="min-h-11 rounded bg-amber-400 px-5 py-2 font-medium text-slate-900 disabled:opacity-50"
          onClick={addToCart}
        >
          {m.product_add_to_cart()}
        </button>
        <button
          type="button"
          disabled={stock < 1}
          className="min-h-11 rounded bg-teal-700 px-5 py-2 font-medium text-white disabled:opacity-50"
          onClick={buyNow}
        >
          {m.product_buy_now()}
        </button>
      </div>
    </div>
  );
}
