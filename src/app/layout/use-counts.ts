import { useShopView } from '@/lib/outbox/use-shop-view';
import { useSession } from '@/lib/session';

/** Cart (units) and wishlist counts of the signed-in shopper with their waiting changes (0 for a guest). */
export function useCounts() {
  const { user } = useSession();
  const { counts } = useShopView({ counts: true });
  return user ? counts : { cartCount: 0, wishlistCount: 0 };
}
