import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { UnreadBadge } from '@/components/unread-badge';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';

const ITEM =
  'flex min-h-11 items-center px-4 text-sm hover:bg-slate-50 focus:bg-slate-100 focus:outline-none';

/** The account menu's choices: chat and Logout for a signed-in shopper, Login for a guest. */
export function UserMenuItems({
  wishlistCount,
  onChoose,
}: {
  wishlistCount: number;
  /** Closes the menu: every choice does, before it goes. */
  onChoose: () => void;
}) {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <>
      <Link role="menuitem" to="/dashboard/myaddress" className={ITEM} onClick={onChoose}>
        {m.nav_my_profile()}
      </Link>
      <Link role="menuitem" to="/dashboard/my-orders" className={ITEM} onClick={onChoose}>
        {m.nav_orders()}
      </Link>
      <Link
        role="menuitem"
        to="/dashboard/my-wishlist"
        className={`${ITEM} justify-between`}
        onClick={onChoose}
      >
        {m.nav_wishlist()}{' '}
        <span className="rounded-full bg-slate-100 px-2 text-xs">{wishlistCount}</span>
      </Link>
      {user && (
        <Link
          role="menuitem"
          to="/dashboard/chat"
          className={`${ITEM} justify-between`}
          onClick={onChoose}
        >
          {m.nav_chat()} <UnreadBadge />
        </Link>
      )}
      {user ? (
        <button
          role="menuitem"
          type="button"
          className={`${ITEM} w-full text-left`}
          onClick={() => (onChoose(), void logout('/'))}
        >
          {m.nav_logout()}
        </button>
      ) : (
        <Link role="menuitem" to="/login" className={ITEM} onClick={onChoose}>
          {m.nav_login()}
        </Link>
      )}
    </>
  );
}
