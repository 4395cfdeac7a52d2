import { Link, Outlet } from '@tanstack/react-router';
import { useLogout } from '@/features/layout/use-logout';

const LINKS = [
  ['Dashboard', '/dashboard'],
  ['My Orders', '/dashboard/my-orders'],
  ['Change Password', '/dashboard/chage-password'],
  ['My Address', '/dashboard/myaddress'],
] as const;

/** The account area: a sidebar of its screens and the chosen one beside it. */
export function DashboardLayout() {
  const logout = useLogout();
  const link = 'block rounded px-3 py-2 text-sm hover:bg-slate-100';
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label="Account" className="shrink-0 md:w-56">
        <ul className="rounded-lg border bg-white p-2">
          {LINKS.map(([label, to]) => (
            <li key={to}>
              <Link to={to} activeOptions={{ exact: true }} activeProps={{ className: 'bg-teal-50 font-medium text-teal-800' }} className={link}>{label}</Link>
            </li>
          ))}
          {/* Wishlist and chat screens belong to the cart and chat work. */}
          <li><Link to="/dashboard/my-wishlist" activeProps={{ className: 'bg-teal-50 font-medium text-teal-800' }} className={link}>My Wishlist</Link></li>
          <li><a href="/dashboard/chat" className={link}>Chat</a></li>
          <li><button type="button" className={`${link} w-full text-left`} onClick={() => void logout('/login')}>Logout</button></li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1"><Outlet /></div>
    </div>
  );
}
