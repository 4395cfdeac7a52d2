import { Link } from '@tanstack/react-router';
import type { WishlistItem } from '@shared/api/wishlist';
import { localizedPath, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { Price } from '@/components/price';
import { RatingStars } from '@/components/rating-stars';
import { notify } from '@/lib/notify';
import { provisionalCartLineId, type OutboxChange } from '@shared/rules/pending-changes';
import { useQueueChange, useShopView } from '@/lib/outbox/use-shop-view';
import { pictureProps } from '@/lib/picture-source';

/** A saved item's picture: two columns on a phone, three from 768 px, four from 1024 px. */
const WISHLIST_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

async function share(item: WishlistItem, locale: Locale) {
  // The product in the language the shopper reads it in.
  const url = `${window.location.origin}${localizedPath(`/product/details/${item.slug}`, locale)}`;
  if (navigator.share) return navigator.share({ title: item.name, url }).catch(() => undefined);
  await navigator.clipboard?.writeText(url);
  notify.success(m.wishlist_link_copied());
}

/** The cart change Add to Cart queues, with the line it shows until the server answers. */
function addToCartChange(w: WishlistItem): OutboxChange {
  return {
    area: 'cart',
    kind: 'add',
    payload: {
      productId: w.productId,
      variantId: w.varientId,
      quantity: 1,
      preview: {
        _id: provisionalCartLineId(w.productId, w.varientId),
        quantity: 1,
        productId: w.productId,
        variantId: w.varientId,
        sellerId: 'pending',
        shopName: m.wishlist_waiting_to_sync(),
        productInfo: {
          name: w.name,
          slug: w.slug,
          brand: null,
          images: w.image ? [w.image] : [],
          price: w.price,
          discount: w.discount,
          discountedPrice: w.discountedPrice,
          stock: w.stock,
          color: null,
          ram: null,
          storage: null,
          size: w.size,
        },
      },
    },
  };
}

/** Add to Cart, its page, share, remove. */
function CardActions({
  item: w,
  queue,
}: {
  item: WishlistItem;
  queue: (c: OutboxChange) => unknown;
}) {
  const locale = usePageLocale();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button
        type="button"
        className="inline-flex min-h-11 items-center rounded bg-amber-400 px-3 text-sm text-slate-900"
        onClick={() => w.slug && queue(addToCartChange(w))}
      >
        {m.wishlist_add_to_cart()}
      </button>
      <Link
        to="/product/details/$slug"
        params={{ slug: w.slug }}
        className="inline-flex min-h-11 items-center rounded border px-3 text-sm"
      >
        {m.account_view()}
      </Link>
      <button
        type="button"
        aria-label={m.wishlist_share_name({ name: w.name })}
        className="inline-flex min-h-11 items-center rounded border px-3 text-sm"
        onClick={() => void share(w, locale)}
      >
        {m.wishlist_share()}
      </button>
      <button
        type="button"
        className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm text-rose-700 underline"
        onClick={() =>
          queue({
            area: 'wishlist',
            kind: 'remove',
            payload: { wishlistId: w._id, productId: w.productId },
          })
        }
      >
        {m.account_remove()}
      </button>
    </div>
  );
}

/** One kept product: picture, name, size, price and rating, and what can be done with it. */
function WishlistCard({
  item: w,
  queue,
}: {
  item: WishlistItem;
  queue: (c: OutboxChange) => unknown;
}) {
  return (
    <li className="relative rounded-lg border bg-white p-2 text-sm">
      {w.discount !== 0 && (
        <span className="absolute left-2 top-2 rounded bg-rose-700 px-1.5 text-xs text-white">
          {m.wishlist_off({ discount: w.discount })}
        </span>
      )}
      <img
        {...pictureProps(w.image ?? PLACEHOLDER_IMAGE, WISHLIST_SIZES)}
        alt={w.name}
        className="aspect-square w-full rounded object-cover"
      />
      <p className="mt-1 line-clamp-2 font-medium">{w.name}</p>
      {w.size && <p className="text-xs text-slate-600">{m.account_size({ size: w.size })}</p>}
      {/* Own lines: inline, the struck price ran into the stars. */}
      <div>
        <Price price={w.price} discountedPrice={w.discountedPrice} discount={w.discount} />
      </div>
      <div>
        <RatingStars rating={w.rating} size="text-xs" />
      </div>
      <CardActions item={w} queue={queue} />
    </li>
  );
}

export function WishlistPage() {
  const { wishlist, queries } = useShopView({ wishlist: true });
  const query = queries.wishlist;
  const queue = useQueueChange();
  if (!wishlist)
    return query.isPending ? <Loading /> : <OfflineMessage onRetry={() => void query.refetch()} />;
  const items = wishlist.wishlists;
  return (
    <section>
      <h1 className="mb-2 text-xl font-semibold">{m.wishlist_title()}</h1>
      <SavedAt at={query.dataUpdatedAt} />
      {items.length === 0 ? (
        <p className="text-slate-600">{m.wishlist_empty()}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {items.map((w) => (
            <WishlistCard key={w._id} item={w} queue={queue} />
          ))}
        </ul>
      )}
    </section>
  );
}
