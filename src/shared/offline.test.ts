import * as catalogue from './api/catalogue';
import * as reviews from './api/reviews';
import * as cart from './api/cart';
import * as orders from './api/orders';
import * as returns from './api/returns';
import * as address from './api/address';
import * as chat from './api/chat';
import { apiPath, type Endpoint } from './api/endpoint';
import { isCataloguePicture, isCatalogueRead, SW_NAVIGATION_DENYLIST } from './offline';

const isEndpoint = (x: unknown): x is Endpoint =>
  typeof x === 'object' && x !== null && 'path' in x && 'method' in x;
const sample = (e: Endpoint) =>
  `/api${apiPath(e.path, { slug: 'x', productId: '1', id: '1', userId: '1', customerId: '1', status: 'all', orderId: '1', addressId: '1', imageId: '1' })}`;

describe('what the service worker may cache', () => {
  it('covers every public catalogue read', () => {
    const reads = ([...Object.values(catalogue), ...Object.values(reviews)] as unknown[])
      .filter(isEndpoint)
      .filter((e) => e.method === 'GET' && !e.auth);
    expect(reads.length).toBeGreaterThan(9);
    for (const e of reads) expect(isCatalogueRead(sample(e)), e.path).toBe(true);
  });

  it('never covers personal reads', () => {
    const personal = (
      [
        ...Object.values(cart),
        ...Object.values(orders),
        ...Object.values(returns),
        ...Object.values(address),
        ...Object.values(chat),
      ] as unknown[]
    )
      .filter(isEndpoint)
      .filter((e) => e.auth);
    expect(personal.map((e) => e.path)).toContain('/chat/images/:imageId');
    expect(personal.map((e) => e.path)).toContain('/order/return/:orderId');
    for (const e of personal) expect(isCatalogueRead(sample(e)), e.path).toBe(false);
  });
});

describe('what the service worker never answers', () => {
  const denied = (pathname: string) =>
    SW_NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));

  it('the chat socket and chat pictures go to the server, never the cached shell or a cache', () => {
    for (const path of [
      '/socket.io',
      '/socket.io/',
      '/socket.io/?EIO=4&transport=polling',
      '/api/chat/images/1',
      '/api/chat/customer/add-customer-friend',
    ]) {
      expect(denied(path.split('?')[0]!), path).toBe(true);
      expect(isCatalogueRead(path), path).toBe(false);
      expect(isCataloguePicture(path), path).toBe(false);
    }
  });

  it('screens, the chat screens among them, get the shell', () => {
    for (const path of [
      '/',
      '/dashboard/chat',
      '/dashboard/chat/1',
      '/product/details/x',
      '/socket.iox',
    ])
      expect(denied(path), path).toBe(false);
    expect(isCataloguePicture('/images/products/1.webp')).toBe(true);
  });
});
