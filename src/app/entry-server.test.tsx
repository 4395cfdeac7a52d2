import { createPageRenderer } from './entry-server';
import { PAGE_NOT_FOUND } from '@shared/rendered-page';

// Which pages the server renders comes from the route tree (staticData.serverRendered).
const renderer = createPageRenderer(() => Promise.reject(new Error('no API in this test')));

it('renders the public pages on the server, by their routes', () => {
  for (const path of [
    '/',
    '/shops',
    '/products',
    '/products/',
    '/products/search',
    '/product/details/biba-kurti-p1',
    '/about',
    '/contact',
    '/privacy-policy',
    '/return-refund',
    '/shipping-policy',
    '/terms-condition',
  ])
    expect(renderer.isPublicPage(path), path).toBe(true);
});

it('leaves personal screens and unknown paths to the browser', () => {
  for (const path of [
    '/cart',
    '/login',
    '/register',
    '/shipping',
    '/dashboard/my-orders',
    '/product/details',
    '/product/details/a/b',
    '/no-such-page',
  ])
    expect(renderer.isPublicPage(path), path).toBe(false);
});

it('keys a page by the search parameters its route reads, in a fixed order', () => {
  expect(renderer.canonicalUrl('/?utm_source=whatsapp&fbclid=x1')).toBe('/');
  expect(renderer.canonicalUrl('/about?ref=abc')).toBe('/about');
  const search = renderer.canonicalUrl('/products/search?value=kurta&category=women&utm_id=9');
  expect(search).toBe(renderer.canonicalUrl('/products/search?category=women&value=kurta'));
  expect(search).toContain('value=kurta');
  expect(search).not.toContain('utm_id');
  expect(renderer.canonicalUrl('/products/search?value=saree')).not.toBe(search);
});

it("knows the app's screens, public or not, and nothing else", () => {
  for (const path of ['/', '/cart', '/login', '/dashboard/my-orders', '/product/details/x'])
    expect(renderer.isKnownPath(path), path).toBe(true);
  for (const path of ['/no-such-page', '/about/x', '/product/details/a/b'])
    expect(renderer.isKnownPath(path), path).toBe(false);
});

it('a listing of a category the shop does not have is a page not found (the server answers 404)', async () => {
  const listingAnswers = (status: number, body: unknown) =>
    createPageRenderer(async (url) =>
      url.includes('/home/query-products')
        ? new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          })
        : Promise.reject(new Error('only the listing answers in this test')),
    );
  const unknown = listingAnswers(404, { error: 'Category not found', code: 'NOT_FOUND' });
  for (const url of [
    '/shops?category=nonexistent',
    '/products?category=nonexistent',
    '/products/search?category=nonexistent&value=shirt',
    '/shops?category=men&subcategory=nonexistent',
  ])
    expect(await unknown.render(url), url).toBe(PAGE_NOT_FOUND);
  // An empty listing of a known category is a page like any other.
  const empty = listingAnswers(200, { products: [], totalProduct: 0, parPage: 12 });
  expect(await empty.render('/shops?category=men')).not.toBe(PAGE_NOT_FOUND);
});
