import { splitLocalePath } from './i18n/locale-path';

/**
 * Every screen's route template, as the router names it (`fullPath` in
 * `src/app/route-tree.gen.ts`; `src/app/lib/telemetry/page-routes.test.ts` holds the two
 * together). The server labels what browsers report with these and nothing else, so a report
 * cannot make a label the app does not have.
 */
export const PAGE_ROUTES = [
  '/',
  '/about',
  '/cart',
  '/checkout',
  '/contact',
  '/dashboard',
  '/delete-account',
  '/login',
  '/privacy-policy',
  '/register',
  '/return-refund',
  '/shipping',
  '/shipping-policy',
  '/shops',
  '/terms-condition',
  '/dashboard/chage-password',
  '/dashboard/chat',
  '/dashboard/my-orders',
  '/dashboard/my-wishlist',
  '/dashboard/myaddress',
  '/order/confirm',
  '/order/failure',
  '/payment/confirm',
  '/payment/failure',
  '/products/search',
  '/dashboard/',
  '/payment/',
  '/products/',
  '/dashboard/chat/$sellerId',
  '/product/details/$slug',
  '/dashboard/chat/',
  '/dashboard/order/details/$orderId',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

const KNOWN = new Set<string>(PAGE_ROUTES);
/** Templates with a `$param` segment, each split into its segments. */
const WITH_PARAMS = PAGE_ROUTES.filter((r) => r.includes('$')).map((route) => ({
  route,
  segments: route.split('/'),
}));

/**
 * The template of a route or of a path of one: a template as it is (`/product/details/$slug`),
 * a path by its segments (`/hi/product/details/silk-saree` -> `/product/details/$slug`); null
 * for anything that is no screen of the app.
 */
export function pageRouteOf(pathOrTemplate: string): PageRoute | null {
  if (KNOWN.has(pathOrTemplate)) return pathOrTemplate as PageRoute;
  const { path } = splitLocalePath(pathOrTemplate);
  if (KNOWN.has(path)) return path as PageRoute;
  const segments = path.split('/');
  const match = WITH_PARAMS.find(
    (r) =>
      r.segments.length === segments.length &&
      r.segments.every((s, i) => (s.startsWith('$') ? segments[i] !== '' : s === segments[i])),
  );
  return match?.route ?? null;
}
