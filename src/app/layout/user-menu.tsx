import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session';
import { useCounts } from './use-counts';
import { useMenuButton } from './use-menu-button';
import { m } from '@shared/i18n/paraglide/messages.js';

// Drawn only once opened: out of the first view's script, fetched while the browser is idle
// (top-bar.tsx); the first item takes focus when it is drawn (use-menu-button.ts).
const { load: loadUserMenuItems, Part: UserMenuItems } = lazyPart(async () => ({
  default: (await import('./user-menu-items')).UserMenuItems,
}));
export { loadUserMenuItems };

/**
 * The user menu, as a menu button: opening it (click, Enter, Space, ArrowDown) focuses the first
 * item, arrows, Home and End move between items, Escape closes it and gives focus back to the
 * button, Tab or a click elsewhere closes it.
 */
export function UserMenu() {
  const { user } = useSession();
  // Read while the menu is shut too: opening it then adds no reader that could fetch again.
  const { wishlistCount } = useCounts();
  const { open, setOpen, button, menu, onMenuKey } = useMenuButton();
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
          <Suspense fallback={null}>
            <UserMenuItems wishlistCount={wishlistCount} onChoose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
