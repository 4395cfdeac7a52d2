import { Link, Outlet, useParams } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { UnreadBadge } from '@/components/unread-badge';
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { useLogout } from '@/lib/use-logout';

// The layout's own names of these screens (the user menu's), called while drawing.
const LINKS = [
  [m.nav_dashboard, '/dashboard'],
  [m.nav_my_orders, '/dashboard/my-orders'],
  [m.nav_my_wishlist, '/dashboard/my-wishlist'],
  [m.nav_change_password, '/dashboard/chage-password'],
  [m.nav_my_address, '/dashboard/myaddress'],
] as const;

/**
 * The account area: its screens as a sidebar from 768 px, and on a phone as one compact row
 * that scrolls sideways (not 550 px of links above every page); the chosen screen beside it.
 * On a phone an open chat conversation hides the row, as messaging apps give a conversation
 * the whole screen (its back arrow returns to the seller list, where the row shows again).
 */
export function DashboardLayout() {
  const logout = useLogout();
  const inConversation = Boolean(useParams({ strict: false }).sellerId);
  const link =
    'flex min-h-11 items-center whitespace-nowrap rounded-full border bg-white px-4 text-sm md:rounded md:border-0 md:px-3 md:hover:bg-slate-100';
  const active = { className: 'border-teal-700 bg-teal-50 font-medium text-teal-800' };
  return (
    <div className="flex flex-col gap-4 md:flex-row md:gap-6">
      <nav
        aria-label={m.nav_account()}
        className={`-mx-3 shrink-0 md:mx-0 md:w-56 ${inConversation ? 'max-md:hidden' : ''}`}
      >
        <ul className="flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] md:flex-col md:gap-0 md:rounded-lg md:border md:bg-white md:p-2">
          {LINKS.map(([label, to]) => (
            <li key={to}>
              <Link to={to} activeOptions={{ exact: true }} activeProps={active} className={link}>
                {label()}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/dashboard/chat" activeProps={active} className={`${link} gap-2`}>
              {m.nav_chat()} <UnreadBadge />
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={`${link} w-full text-left`}
              onClick={() => void logout('/login')}
            >
              {m.nav_logout()}
            </button>
          </li>
          <li>
            {/* The same screen in the other language; the choice is remembered for next time. */}
            <LanguageSwitch className={link} />
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
