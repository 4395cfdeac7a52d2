import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { useCounts } from './use-counts';
import { useLogout } from './use-logout';

export function UserMenu() {
  const { user } = useSession();
  const { wishlistCount } = useCounts();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const item = 'block px-4 py-2 text-sm hover:bg-slate-50';
  return (
    <div className="relative" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="rounded px-2 py-1 text-sm font-medium hover:bg-slate-100">
        {user ? user.name : 'Login'}
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-40 mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <Link role="menuitem" to="/dashboard/myaddress" className={item} onClick={() => setOpen(false)}>My Profile</Link>
          <Link role="menuitem" to="/dashboard/my-orders" className={item} onClick={() => setOpen(false)}>Orders</Link>
          <Link role="menuitem" to="/dashboard/my-wishlist" className={`${item} flex justify-between`} onClick={() => setOpen(false)}>
            Wishlist <span className="rounded-full bg-slate-100 px-2 text-xs">{wishlistCount}</span>
          </Link>
          {user ? (
            <button role="menuitem" type="button" className={`${item} w-full text-left`} onClick={() => (setOpen(false), void logout('/'))}>Logout</button>
          ) : (
            <Link role="menuitem" to="/login" className={item} onClick={() => setOpen(false)}>Login</Link>
          )}
        </div>
      )}
    </div>
  );
}
