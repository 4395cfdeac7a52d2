import { act, fireEvent, screen } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/api/catalogue';
import type { DeliveryPromise } from '@shared/api/pincode';
import { localStorageKeys } from '@shared/device-storage';
import type { OutboxChange } from '@shared/rules/pending-changes';
import type * as ShopView from '@/lib/outbox/use-shop-view';
import { notify } from '@/lib/notify';
import { storeToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { BuyingBox } from './buying-box';
import { deliveryQueryOptions } from './delivery-pin';

const queued: OutboxChange[] = [];
vi.mock('@/lib/outbox/use-shop-view', async (original) => ({
  ...(await original<typeof ShopView>()),
  useQueueChange: () => (change: OutboxChange) => void queued.push(change),
}));

const PRODUCT_ID = '10000000-0000-4000-8000-000000000001';
const product: Product = {
  _id: PRODUCT_ID,
  slug: 'silk-saree',
  name: 'Silk Saree',
  brand: 'Biba',
  price: 700,
  discount: 0,
  discountedPrice: 700,
  stock: 5,
  rating: 4,
  images: [],
  shopName: 'Charminar Fashions',
  sellerId: '20000000-0000-4000-8000-000000000001',
  subcategoryName: 'Sarees',
  categorySlug: 'women',
  description: 'A saree',
  subcategorySlug: 'sarees',
  reviewCount: 0,
  variations: [],
};

const promiseTo = (pincode: string, over: Partial<DeliveryPromise> = {}): DeliveryPromise => ({
  pincode,
  place: { district: 'Mumbai', state: 'Maharashtra' },
  unserviceable: null,
  zone: 'metroToMetro',
  standard: '2026-12-05',
  express: '2026-12-02',
  shippingFee: 85,
  cashOnDelivery: true,
  computedAt: '2026-11-30T04:30:00.000Z',
  ...over,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  queued.length = 0;
  localStorage.removeItem(localStorageKeys.deliveryPin);
  storeToken(
    `h.${btoa(JSON.stringify({ id: '11111111-1111-4111-8111-111111111111', name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
  fetchSpy = vi.fn(async (url: string) => {
    const pin = /\/pincode\/(\d{6})\/delivery\//.exec(url)?.[1];
    if (pin === '682555')
      return json(
        promiseTo(pin, {
          place: { district: 'Lakshadweep', state: 'Lakshadweep' },
          unserviceable: 'noCourier',
          zone: null,
          standard: null,
          express: null,
        }),
      );
    if (pin) return json(promiseTo(pin));
    // The signed-in shopper's wishlist heart reads the wishlist. A request thrown at here was
    // a network failure to the app, which then went offline and paused the delivery query: the
    // box said "Checking delivery..." whenever that request failed before the PIN's was sent.
    if (url.endsWith('/get-wishlist-products')) return json({ wishlists: [] });
    return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchSpy);
  act(() => onlineManager.setOnline(true));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => onlineManager.setOnline(true));
});

async function renderBox(queryClient = new QueryClient()) {
  await renderWithRouter(<BuyingBox product={product} variation={undefined} />, queryClient);
  return screen.findByRole('region', { name: 'Deliver to' });
}

describe('Deliver to', () => {
  it('asks for a PIN, then shows the date, express and the fee, and keeps the PIN on the device', async () => {
    const box = await renderBox();
    expect(box).toHaveTextContent('Enter a PIN code to see when it arrives');
    fireEvent.change(screen.getByLabelText('Delivery PIN code'), { target: { value: '400001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery by Sat, 5 Dec')).toBeInTheDocument();
    expect(box).toHaveTextContent('400001 · Mumbai');
    expect(box).toHaveTextContent('Express delivery by Wed, 2 Dec');
    expect(box).toHaveTextContent('Shipping: ₹85');
    expect(localStorage.getItem(localStorageKeys.deliveryPin)).toBe('400001');
  });

  it('says a PIN no courier reaches, and Add to Cart and Buy Now say so instead of going on', async () => {
    localStorage.setItem(localStorageKeys.deliveryPin, '682555');
    const errors = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await renderBox();
    const reason = "We can't deliver to 682555 yet: no courier partner reaches it";
    expect(await screen.findByText(reason)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(errors.mock.calls).toEqual([[reason], [reason]]);
    expect(queued).toEqual([]);
    errors.mockRestore();
  });

  it('offline, shows the last answer and when it was worked out', async () => {
    localStorage.setItem(localStorageKeys.deliveryPin, '400001');
    const queryClient = new QueryClient();
    const options = deliveryQueryOptions(
      {} as Parameters<typeof deliveryQueryOptions>[0],
      '400001',
      PRODUCT_ID,
    );
    queryClient.setQueryData(options.queryKey, promiseTo('400001'));
    act(() => onlineManager.setOnline(false));
    const box = await renderBox(queryClient);
    expect(await screen.findByText('Delivery by Sat, 5 Dec')).toBeInTheDocument();
    expect(box).toHaveTextContent(/Offline: as worked out on Mon, 30 Nov at \d{1,2}:\d{2} (am|pm)/);
  });
});
