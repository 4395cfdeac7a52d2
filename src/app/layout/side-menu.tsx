import { Link } from '@tanstack/react-router';
import { Drawer } from '@/components/drawer';
import { UnreadBadge } from '@/components/unread-badge';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';

const ACCOUNT_LINKS = [
  ['Dashboard', '/dashboard'],
  ['My Orders', '/dashboard/my-orders'],
  ['My Wishlist', '/dashboard/my-wishlist'],
  ['Chat', '/dashboard/chat'],
  ['Change Password', '/dashboard/chage-password'],
  ['My Address', '/dashboard/myaddress'],
] as const;

/** Small screens: Home, and the account links when signed in, in a drawer over a dim blurred overlay. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  if (!open) return null;
  const link = 'flex min-h-11 items-center rounded px-3 hover:bg-slate-100';
  return (
    <Drawer label="Menu" onClose={onClose} className="lg:hidden">
      <nav aria-label="Menu">
        <ul>
          <li>
            <Link to="/" className={link} onClick={onClose}>
              Home
            </Link>
          </li>
          {user &&
            ACCOUNT_LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className={`${link} gap-2`} onClick={onClose}>
                  {label}
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
                Logout
              </button>
            </li>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
