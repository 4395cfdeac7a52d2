import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { useLogout } from './use-logout';

const ACCOUNT_LINKS = [
  ['Dashboard', '/dashboard'],
  ['My Orders', '/dashboard/my-orders'],
  ['My Wishlist', '/dashboard/my-wishlist'],
  ['Chat', '/dashboard/chat'],
  ['Change Password', '/dashboard/chage-password'],
  ['My Address', '/dashboard/myaddress'],
] as const;

/** Small screens: Home, and the account links when signed in, over a dim blurred overlay. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  if (!open) return null;
  const link = 'block rounded px-3 py-2 hover:bg-slate-100';
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div data-testid="menu-overlay" className="absolute inset-0 bg-black/40 backdrop-blur-sm" onClick={onClose} />
      <nav aria-label="Menu" className="absolute inset-y-0 left-0 w-64 bg-white p-4 shadow-xl">
        <Link to="/" className={link} onClick={onClose}>Home</Link>
        {user && ACCOUNT_LINKS.map(([label, to]) =>
          // Wishlist and chat are screens of later work: plain links until their routes exist.
          to === '/dashboard/chat' ? (
            <a key={to} href={to} className={link}>{label}</a>
          ) : (
            <Link key={to} to={to} className={link} onClick={onClose}>{label}</Link>
          ),
        )}
        {user && (
          <button type="button" className={`${link} w-full text-left`} onClick={() => (onClose(), void logout('/'))}>Logout</button>
        )}
      </nav>
    </div>
  );
}
