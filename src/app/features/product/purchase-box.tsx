import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import type { Product, Variation } from '@shared/api/catalogue';
import { messages } from '@shared/messages';
import { provisionalCartLineId, provisionalWishlistId } from '@shared/rules/pending-changes';
import { useShopChange } from '@/features/cart/use-shop-changes';
import { useSession } from '@/lib/session';

/**
 * Quantity (1..stock, else 'Out of stock'), Add to Cart, Buy Now and the wishlist heart.
 * A guest goes to /login; for a shopper the calls go to the cart and wishlist API.
 */
export function PurchaseBox({ product, variation }: { product: Product; variation: Variation | undefined }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const stock = variation?.stock ?? product.stock;
  const setChecked = (next: number) => {
    if (next < 1) return;
    if (next > stock) return void notify.error(messages.outOfStock);
    setQuantity(next);
  };
  const needsLogin = () => {
    if (user) return false;
    void navigate({ to: '/login', search: { redirect: window.location.pathname } });
    return true;
  };
  const queue = useShopChange();

  return (
    <div className="space-y-3">
      <p className={stock > 0 ? 'text-emerald-700' : 'text-rose-700'}>{stock > 0 ? `In stock (${stock} available)` : messages.outOfStock}</p>
      <div className="flex items-center gap-2" role="group" aria-label="Quantity">
        <button type="button" aria-label="Decrease quantity" className="h-9 w-9 rounded border bg-white" onClick={() => setChecked(quantity - 1)}>−</button>
        <span aria-live="polite" className="w-8 text-center">{quantity}</span>
        <button type="button" aria-label="Increase quantity" className="h-9 w-9 rounded border bg-white" onClick={() => setChecked(quantity + 1)}>+</button>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={stock < 1}
          className="rounded bg-amber-400 px-5 py-2 font-medium text-slate-900 disabled:opacity-50"
          onClick={() =>
            !needsLogin() &&
            queue({
              area: 'cart',
              kind: 'add',
              payload: {
              productId: product._id,
              variantId: variation?._id ?? null,
              quantity,
              preview: {
                _id: provisionalCartLineId(product._id, variation?._id ?? null),
                quantity,
                productId: product._id,
                variantId: variation?._id ?? null,
                sellerId: product.sellerId,
                shopName: product.shopName,
                productInfo: {
                  name: product.name, slug: product.slug, brand: product.brand, images: variation?.images ?? product.images,
                  price: variation?.price ?? product.price, discount: variation?.discount ?? product.discount,
                  discountedPrice: variation?.discountedPrice ?? product.discountedPrice, stock,
                  color: variation?.color ?? null, ram: variation?.ram ?? null, storage: variation?.storage ?? null,
                },
              },
              },
            })
          }
        >
          Add to Cart
        </button>
        <button
          type="button"
          disabled={stock < 1}
          className="rounded bg-teal-700 px-5 py-2 font-medium text-white disabled:opacity-50"
          onClick={() => !needsLogin() && void navigate({ to: '/shipping', search: { buyNow: product.slug, quantity, variationId: variation?._id } })}
        >
          Buy Now
        </button>
        <button
          type="button"
          aria-label="Add to wishlist"
          className="rounded border bg-white px-3 text-xl text-rose-600"
          onClick={() =>
            !needsLogin() &&
            queue({
              area: 'wishlist',
              kind: 'add',
              payload: { item: {
                _id: provisionalWishlistId(product._id), productId: product._id, varientId: variation?._id ?? null, name: product.name, slug: product.slug,
                price: product.price, discount: product.discount, discountedPrice: product.discountedPrice, image: product.images[0] ?? null,
                rating: product.rating, stock: product.stock,
              } },
            })
          }
        >
          ♡
        </button>
      </div>
    </div>
  );
}
