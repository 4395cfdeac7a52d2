import { learnServerId, provisionalCartLineId, provisionalWishlistId, serverCartLineId, serverWishlistId } from './offline-ids';

const P = '10000000-0000-4000-8000-000000000001';
const V = '20000000-0000-4000-8000-000000000002';
const LINE = '30000000-0000-4000-8000-000000000003';
const line = (productId: string, variantId: string | null, _id: string) => ({ _id, productId, variantId, quantity: 1, productInfo: {} });

afterEach(() => vi.unstubAllGlobals());

describe('ids of lines and items made offline', () => {
  it('passes server ids through without asking', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await serverCartLineId(LINE, P, null)).toBe(LINE);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uses the id the add answered with', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    learnServerId(provisionalWishlistId(V), LINE);
    expect(await serverWishlistId(provisionalWishlistId(V), V)).toBe(LINE);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('after a reload, finds the line the add made in the server cart; a missing one is a clear refusal', async () => {
    const cart = { card_products: [{ products: [line(P, null, 'other'), line(P, V, LINE)] }], outOfStockProduct: [] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } })));
    expect(await serverCartLineId(provisionalCartLineId(P, V), P, V)).toBe(LINE);
    await expect(serverCartLineId(provisionalCartLineId(V, null), V, null)).rejects.toThrow('This item is no longer in your cart');
  });
});
