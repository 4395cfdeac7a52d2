import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { FOOTER_TOP_CATEGORIES } from '@shared/constants';
import { useCategories } from '@/lib/catalogue/categories';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useShopName } from '@/lib/shop-name';
import { m } from '@shared/i18n/paraglide/messages.js';

// Shown only once the browser offers to install (never in the server's HTML): not first-view script.
const { load: loadInstallButton, Part: InstallButton } = lazyPart(async () => ({
  default: (await import('./install-button')).InstallButton,
}));

// Message functions, called while drawing: the texts are the page's language's.
const PROMISES = [
  [m.footer_free_shipping, m.footer_free_shipping_text],
  [m.footer_support, m.footer_support_text],
  [m.footer_money_back, m.footer_money_back_text],
  [m.footer_gift_coupons, m.footer_gift_coupons_text],
] as const;

const LINKS = [
  [m.nav_home, '/'],
  [m.footer_about_us, '/about'],
  [m.footer_contact_us, '/contact'],
  [m.footer_shop, '/shops'],
  [m.footer_privacy_policy, '/privacy-policy'],
  [m.footer_terms, '/terms-condition'],
  [m.footer_return_refund, '/return-refund'],
  [m.footer_shipping_policy, '/shipping-policy'],
  [m.footer_delete_account, '/delete-account'],
] as const;

// A finger's height (44 px) on phones, where the links are tapped, and the width of their grid
// cell (a short name such as "Men" is narrower than a finger); compact from 768 px.
const LINK = 'flex min-h-11 items-center hover:text-white md:inline-flex md:min-h-0';

export function Footer() {
  const shopName = useShopName();
  const { data: categories = [] } = useCategories();
  const afterPaint = useAfterPaint(loadInstallButton);
  const column = (title: string, items: typeof categories) => (
    <div>
      <h2 className="mb-2 font-semibold text-white">{title}</h2>
      <ul className="grid grid-cols-2 gap-x-4 md:block md:space-y-1">
        {items.map((c) => (
          <li key={c._id}>
            <Link to="/shops" search={{ category: c.slug }} className={LINK}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="mt-10 bg-slate-900 text-sm text-slate-300">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 border-b border-slate-700 px-4 py-6 md:grid-cols-4">
        {PROMISES.map(([title, text]) => (
          <li key={title.name}>
            <p className="font-semibold text-white">{title()}</p>
            <p>{text()}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-2 font-semibold text-white">{shopName}</h2>
          <address className="not-italic">
            {m.footer_address_street()}
            <br />
            {m.footer_address_city()}
          </address>
          <p className="mt-1">+91 40 4520 0000</p>
          <p>support@bazaar.example.in</p>
          <div className="mt-4">
            {afterPaint && (
              <Suspense fallback={null}>
                <InstallButton />
              </Suspense>
            )}
          </div>
        </div>
        <div>
          <h2 className="mb-2 font-semibold text-white">{m.footer_useful_links()}</h2>
          <ul className="grid grid-cols-2 gap-x-4 md:block md:space-y-1">
            {LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className={LINK}>
                  {label()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {column(m.footer_top_product(), categories.slice(0, FOOTER_TOP_CATEGORIES))}
        {column(m.footer_categories(), categories.slice(FOOTER_TOP_CATEGORIES))}
      </div>
      <p className="border-t border-slate-700 py-4 text-center">
        {m.footer_rights({ year: new Date().getFullYear(), shop: shopName })}{' '}
        <span data-testid="app-version" className="text-slate-400">
          v{__APP_VERSION__}
        </span>
      </p>
    </footer>
  );
}
