import { createPageRenderer } from './entry-server';

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
