import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { UnreadBadge } from '@/components/unread-badge';
import { useSession } from '@/lib/session';
import { useCounts } from './use-counts';
import { useLogout } from '@/lib/use-logout';
import { m } from '@shared/i18n/paraglide/messages.js';

/**
 * The user menu, as a menu button: opening it (click, Enter, Space, ArrowDown) focuses the first
 * item, arrows, Home and End move between items, Escape closes it and gives focus back to the
 * button, Tab or a click elsewhere closes it.
 */
export function UserMenu() {
  const { user } = useSession();
  const { wishlistCount } = useCounts();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (e.key === 'Escape') return (e.preventDefault(), close(true));
    if (e.key === 'Tab') return close(false);
    if (next === undefined) return;
    e.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  };
  const item =
    'flex min-h-11 items-center px-4 text-sm hover:bg-slate-50 focus:bg-slate-100 focus:outline-none';
  return (
    <div
      className="relative"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'ArrowDown' && (e.preventDefault(), setOpen(true))}
        className="min-h-11 max-w-32 truncate rounded px-2 text-sm font-medium hover:bg-slate-100"
      >
        {user ? user.name : m.nav_login()}
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-label={m.nav_account()}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to="/dashboard/myaddress"
            className={item}
            onClick={() => setOpen(false)}
          >
            {m.nav_my_profile()}
          </Link>
          <Link
            role="menuitem"
            to="/dashboard/my-orders"
            className={item}
            onClick={() => setOpen(false)}
          >
            {m.nav_orders()}
          </Link>
          <Link
            role="menuitem"
            to="/dashboard/my-wishlist"
            className={`${item} justify-between`}
            onClick={() => setOpen(false)}
          >
            {m.nav_wishlist()}{' '}
            <span className="rounded-full bg-slate-100 px-2 text-xs">{wishlistCount}</span>
          </Link>
          {user && (
            <Link
              role="menuitem"
              to="/dashboard/chat"
              className={`${item} justify-between`}
              onClick={() => setOpen(false)}
            >
              {m.nav_chat()} <UnreadBadge />
            </Link>
          )}
          {user ? (
            <button
              role="menuitem"
              type="button"
              className={`${item} w-full text-left`}
              onClick={() => (setOpen(false), void logout('/'))}
            >
              {m.nav_logout()}
            </button>
          ) : (
            <Link role="menuitem" to="/login" className={item} onClick={() => setOpen(false)}>
              {m.nav_login()}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
