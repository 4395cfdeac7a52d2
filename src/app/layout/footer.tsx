import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { FOOTER_TOP_CATEGORIES } from '@shared/constants';
import { useCategories } from '@/lib/catalogue/categories';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';

// Shown only once the browser offers to install (never in the server's HTML): not first-view script.
const { load: loadInstallButton, Part: InstallButton } = lazyPart(async () => ({
  default: (await import('./install-button')).InstallButton,
}));

const PROMISES = [
  ['Free Shipping', 'On all purchases above ₹799'],
  ['24/7 Support', 'Help in multiple languages, any time'],
  ['Money-Back Guarantee', 'As per our terms and conditions'],
  ['Free Gift Coupons', 'On every purchase'],
] as const;

const LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Contact Us', '/contact'],
  ['Shop', '/shops'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms & Conditions', '/terms-condition'],
  ['Return & Refund', '/return-refund'],
  ['Shipping Policy', '/shipping-policy'],
  ['Delete Account', '/delete-account'],
] as const;

// A finger's height (44 px) on phones, where the links are tapped, and the width of their grid
// cell (a short name such as "Men" is narrower than a finger); compact from 768 px.
const LINK = 'flex min-h-11 items-center hover:text-white md:inline-flex md:min-h-0';

export function Footer() {
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
          <li key={title}>
            <p className="font-semibold text-white">{title}</p>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-2 font-semibold text-white">Bazaar</h2>
          <address className="not-italic">
            Road No. 36, Jubilee Hills
            <br />
            Hyderabad, Telangana 500033
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
          <h2 className="mb-2 font-semibold text-white">Useful Links</h2>
          <ul className="grid grid-cols-2 gap-x-4 md:block md:space-y-1">
            {LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className={LINK}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {column('Top Product', categories.slice(0, FOOTER_TOP_CATEGORIES))}
        {column('Categories', categories.slice(FOOTER_TOP_CATEGORIES))}
      </div>
      <p className="border-t border-slate-700 py-4 text-center">
        © {new Date().getFullYear()} Bazaar Marketplace. All rights reserved.{' '}
        <span data-testid="app-version" className="text-slate-400">
          v{__APP_VERSION__}
        </span>
      </p>
    </footer>
  );
}
