import { useNavigate } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { CartIcon } from '@/components/icons';
import { useSession } from '@/lib/session';
import { HEADER_ICON } from './header-icon';
import { useCounts } from './use-counts';

/** The cart icon with its count: the cart for a signed-in shopper, the login page for a guest. */
export function CartButton() {
  const { user } = useSession();
  const { cartCount } = useCounts();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label={m.nav_cart_items({ count: cartCount })}
      className={`${HEADER_ICON} relative`}
      onClick={() => void navigate({ to: user ? '/cart' : '/login' })}
    >
      <CartIcon />
      <span className="absolute right-0 top-0.5 min-w-5 rounded-full bg-rose-700 px-1 text-center text-xs text-white">
        {cartCount}
      </span>
    </button>
  );
}
