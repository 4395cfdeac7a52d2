/**
 * What the service worker may keep: catalogue reads that are the same for every shopper.
 * Anything else under /api (cart, orders, addresses, chat, the account) is personal and never
 * cached by the service worker. A test checks this list against the public GET endpoints.
 */
export const CATALOGUE_READ_PREFIXES = [
  '/api/home/get-categorys',
  '/api/home/get-subcategorys',
  '/api/home/get_search_products',
  '/api/home/home-page-product-listing',
  '/api/home/get-products',
  '/api/home/get-product/',
  '/api/home/price-range-latest-product',
  '/api/home/query-products',
  '/api/home/get-card-banners',
  '/api/home/customer/get-reviews/',
  '/api/admin/user-get-banners',
] as const;

export function isCatalogueRead(pathname: string): boolean {
  return CATALOGUE_READ_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix,
  );
}

/**
 * Paths the service worker never answers with the cached shell: the API (chat pictures under
 * /api/chat/images included), the socket (`/socket.io`, with or without a trailing slash) and
 * the catalogue pictures.
 */
export const SW_NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/images\//];

/** Catalogue pictures (`/images/...`), kept cache-first; chat pictures are personal and are not. */
export const isCataloguePicture = (pathname: string) => pathname.startsWith('/images/');

/**
 * Static and policy pages the service worker keeps as the server rendered them: opened offline
 * (visited or not) they show their text at once, before any script runs. Every other navigation
 * gets the shell. Each must be a server-rendered public page (its route's
 * `staticData: { serverRendered: true }`, read by src/app/entry-server.tsx).
 */
export const PRERENDERED_PAGES = [
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-condition',
  '/return-refund',
  '/shipping-policy',
] as const;
