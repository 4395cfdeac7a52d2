import type { Product, Variation } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { provisionalWishlistId, type OutboxChange } from '@shared/rules/pending-changes';
import { useQueueChange, useShopView } from '@/lib/outbox/use-shop-view';
import type { useAskToLogIn } from './ask-to-log-in';

/**
 * The heart shows whether the product is in the wishlist (filled) and toggles it: the first tap
 * adds, a second tap removes. Reads the same view as the wishlist screen (server answer +
 * waiting changes), so it is right offline too.
 */
export function WishlistHeart({
  product,
  variation,
  askToLogIn,
}: {
  product: Product;
  variation: Variation | undefined;
  /** A guest's tap goes to /login, which then adds the product (a guest's wishlist is empty). */
  askToLogIn: ReturnType<typeof useAskToLogIn>;
}) {
  const { wishlist } = useShopView({ wishlist: true });
  const queue = useQueueChange();
  const saved = wishlist?.wishlists.find((w) => w.productId === product._id);
  const toggle = () => {
    if (saved)
      return queue({
        area: 'wishlist',
        kind: 'remove',
        payload: { wishlistId: saved._id, productId: product._id },
      });
    const add: OutboxChange = {
      area: 'wishlist',
      kind: 'add',
      payload: {
        item: {
          _id: provisionalWishlistId(product._id),
          productId: product._id,
          varientId: variation?._id ?? null,
          name: product.name,
          slug: product.slug,
          price: product.price,
          discount: product.discount,
          discountedPrice: product.discountedPrice,
          image: product.images[0] ?? null,
          rating: product.rating,
          stock: product.stock,
          size: variation?.size ?? null,
        },
      },
    };
    if (!askToLogIn('wishlist', { change: add })) queue(add);
  };
  return (
    <button
      type="button"
      aria-label={saved ? m.product_remove_from_wishlist() : m.product_add_to_wishlist()}
      aria-pressed={!!saved}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-2xl text-rose-700"
      onClick={toggle}
    >
      <span aria-hidden>{saved ? '♥' : '♡'}</span>
    </button>
  );
}
