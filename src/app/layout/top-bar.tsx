import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { DrawnAhead } from '@/components/drawn-ahead';
import { LaidOutAhead } from '@/components/laid-out-ahead';
import { MenuIcon, SearchIcon } from '@/components/icons';
import { usePendingChanges } from '@/lib/outbox/use-shop-view';
import { SearchBox } from '@/features/search/search-box';
import { currentCategory } from '@/features/search/search-href';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';
import { CartButton } from './cart-button';
import { HEADER_ICON } from './header-icon';
import { loadUserMenuItems, UserMenu } from './user-menu';
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { useShopName } from '@/lib/shop-name';
import { m } from '@shared/i18n/paraglide/messages.js';
import logoSvg from './logo.svg?raw';

// Drawn only once tapped: out of the first view's script, fetched while the browser is idle.
const { load: loadSideMenu, Part: SideMenu } = lazyPart(async () => ({
  default: (await import('./side-menu')).SideMenu,
}));
const { load: loadSearchOverlay, Part: SearchOverlay } = lazyPart(async () => ({
  default: (await import('./search-overlay')).SearchOverlay,
}));
const loadHeaderParts = () =>
  Promise.all([loadSideMenu(), loadSearchOverlay(), loadUserMenuItems()]);

/**
 * A phone's header button and what it opens, holding whether that is open: a
 * tap then re-renders the button and what it opens, not the whole top bar (its search box, user
 * menu and cart button), which on a phone delayed the first paint of what opened. What opens is
 * fixed to the screen, so where it sits in the header does not move it. `laidOutAhead`: what
 * opens is drawn, styled and laid out invisible once the page is idle, so the tap only makes it
 * visible (LaidOutAhead, as the listing's filters; on phones and tablets only, where the button
 * shows; its Drawer leaves the focus to it); otherwise it is drawn by the tap and kept hidden
 * once closed (DrawnAhead), for what focuses a field as it is drawn (the search's autoFocus).
 */
function PhoneOpener({
  label,
  icon,
  opens,
  laidOutAhead,
}: {
  label: string;
  icon: ReactNode;
  opens: (close: () => void) => ReactNode;
  /** Laid out ahead once its code is here (true), or drawn by the tap (undefined). */
  laidOutAhead?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // The same element while `opens` is: shown from hidden, what was drawn ahead is not drawn again.
  const opened = useMemo(
    () => <Suspense fallback={null}>{opens(() => setOpen(false))}</Suspense>,
    [opens],
  );
  return (
    <>
      <button
        type="button"
        aria-label={label}
        className={`${HEADER_ICON} lg:hidden`}
        onClick={() => setOpen(true)}
      >
        {icon}
      </button>
      {laidOutAhead !== undefined ? (
        <LaidOutAhead open={open} hiddenFrom={1024} codeHere={laidOutAhead}>
          {opened}
        </LaidOutAhead>
      ) : (
        <DrawnAhead open={open} ahead={false} hiddenFrom={1024}>
          {opened}
        </DrawnAhead>
      )}
    </>
  );
}

export function TopBar() {
  const shopName = useShopName();
  const pending = usePendingChanges();
  // The menus' and the phone's search code is fetched while idle. Once it is here, the side menu
  // is laid out ahead, invisible (its code then renders at once, with nothing to suspend on); the
  // others are drawn once tapped.
  const partsHere = useAfterPaint(loadHeaderParts);
  const category = useRouterState({ select: (s) => currentCategory(s.location.search) });
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-2 py-1 sm:gap-3 sm:px-3">
        <PhoneOpener
          label={m.nav_open_menu()}
          icon={<MenuIcon />}
          opens={(close) => <SideMenu open onClose={close} />}
          laidOutAhead={partsHere}
        />
        {/* The 32 px logo is tapped over 44: padding taken back by the margin, into the gap. */}
        <Link
          to="/"
          className="-mx-1.5 flex min-h-11 items-center gap-2 px-1.5 font-bold text-teal-800"
          aria-label={m.nav_shop_home({ shop: shopName })}
        >
          {/* Drawn inline, not as <img>: a picture in SVG is a document of its own, set up and
              laid out on the main thread, and drawn again each time the header repaints (the
              cart's count changing). Its drawing is one file, which the PWA icons come from too. */}
          <span
            aria-hidden="true"
            className="block h-8 w-8 [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: logoSvg }}
          />
          <span className="hidden sm:inline">{shopName}</span>
        </Link>
        <div className="hidden flex-1 lg:block">
          <SearchBox category={category} />
        </div>
        <div className="ml-auto flex items-center">
          {pending > 0 && (
            <span
              role="status"
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900"
            >
              {m.nav_waiting_to_sync({ count: pending })}
            </span>
          )}
          <PhoneOpener
            label={m.nav_search()}
            icon={<SearchIcon />}
            opens={(close) => <SearchOverlay category={category} onClose={close} />}
          />
          {/* Phones find it in the menu, where the header has no room for it. */}
          <LanguageSwitch className="hidden min-h-11 items-center rounded px-2 text-sm hover:bg-slate-100 sm:flex" />
          <UserMenu />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
