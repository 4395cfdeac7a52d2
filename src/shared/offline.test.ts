import * as catalogue from './api/catalogue';
import * as reviews from './api/reviews';
import * as cart from './api/cart';
import * as orders from './api/orders';
import * as address from './api/address';
import { apiPath, type Endpoint } from './api/endpoint';
import { isCatalogueRead } from './offline';

const isEndpoint = (x: unknown): x is Endpoint => typeof x === 'object' && x !== null && 'path' in x && 'method' in x;
const sample = (e: Endpoint) => `/api${apiPath(e.path, { slug: 'x', productId: '1', id: '1', userId: '1', customerId: '1', status: 'all', orderId: '1', addressId: '1' })}`;

describe('what the service worker may cache', () => {
  it('covers every public catalogue read', () => {
    const reads = ([...Object.values(catalogue), ...Object.values(reviews)] as unknown[]).filter(isEndpoint).filter((e) => e.method === 'GET' && !e.auth);
    expect(reads.length).toBeGreaterThan(9);
    for (const e of reads) expect(isCatalogueRead(sample(e)), e.path).toBe(true);
  });

  it('never covers personal reads', () => {
    const personal = ([...Object.values(cart), ...Object.values(orders), ...Object.values(address)] as unknown[]).filter(isEndpoint).filter((e) => e.auth);
    for (const e of personal) expect(isCatalogueRead(sample(e)), e.path).toBe(false);
  });
});
