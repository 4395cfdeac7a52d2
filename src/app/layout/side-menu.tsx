import { Link } from '@tanstack/react-router';
import { Drawer } from '@/components/drawer';
import { UnreadBadge } from '@/components/unread-badge';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { m } from '@shared/i18n/paraglide/messages.js';

// Message functions, called while drawing: the texts are the page's language's.
const ACCOUNT_LINKS = [
  [m.nav_dashboard, '/dashboard'],
  [m.nav_my_orders, '/dashboard/my-orders'],
  [m.nav_my_wishlist, '/dashboard/my-wishlist'],
  [m.nav_chat, '/dashboard/chat'],
  [m.nav_change_password, '/dashboard/chage-password'],
  [m.nav_my_address, '/dashboard/myaddress'],
] as const;

/** Small screens: Home, and the account links when signed in, in a drawer over a dim blurred overlay. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  if (!open) return null;
  const link = 'flex min-h-11 items-center rounded px-3 hover:bg-slate-100';
  return (
    // Laid out ahead, invisible (top-bar.tsx): the focus moves in as it is shown, not as it is drawn.
    <Drawer label={m.nav_menu()} onClose={onClose} className="lg:hidden" focusOnMount={false}>
      <nav aria-label={m.nav_menu()}>
        <ul>
          <li>
            <Link to="/" className={link} onClick={onClose}>
              {m.nav_home()}
            </Link>
          </li>
          {user &&
            ACCOUNT_LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className={`${link} gap-2`} onClick={onClose}>
                  {label()}
                  {to === '/dashboard/chat' && <UnreadBadge />}
                </Link>
              </li>
            ))}
          {user && (
            <li>
              <button
                type="button"
                className={`${link} w-full text-left`}
                onClick={() => (onClose(), void logout('/'))}
              >
                {m.nav_logout()}
              </button>
            </li>
          )}
          <li>
            <LanguageSwitch className={link} />
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
