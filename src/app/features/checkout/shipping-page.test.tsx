import type { ApiAnswer } from '@shared/api/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { Address } from '@shared/api/address';
import type { CartResponse } from '@shared/api/cart';
import type { Product } from '@shared/api/catalogue';
import { messages } from '@shared/messages';
import { ADDRESSES_KEY } from '@/lib/addresses';
import { CART_KEY } from '@/lib/outbox/shop-queries';
import { productQueryOptions } from '@/lib/catalogue/products';
import { storeToken } from '@/lib/session';
import { renderWithRouter, testApi } from '@/test/render';
import { sellersDeliveryQueryOptions } from '@/lib/delivery-dates';
import { ShippingPage } from './shipping-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ADDRESS: Address = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Asha Rao',
  address: '12 MG Road',
  phonenumber: '9876543210',
  alternatephonenumber: '9876543211',
  pincode: '560001',
  state: 'Karnataka',
  cityDistTown: 'Bengaluru',
  landmark: 'Near park',
  locality: 'Ashok Nagar',
  typeOfAddress: 'Home',
  defaultAddress: true,
  userInfo: USER_ID,
};
const CART: CartResponse = {
  card_products: [
    {
      sellerId: '33333333-3333-4333-8333-333333333333',
      shopName: 'Kala Crafts',
      price: 450,
      products: [
        {
          _id: '44444444-4444-4444-8444-444444444444',
          quantity: 2,
          productId: '55555555-5555-4555-8555-555555555555',
          variantId: null,
          productInfo: {
            name: 'Brass Lamp',
            slug: 'brass-lamp',
            brand: null,
            images: [],
            price: 250,
            discount: 10,
            discountedPrice: 225,
            stock: 5,
            color: null,
            ram: null,
            storage: null,
            size: null,
          },
        },
      ],
    },
  ],
  price: 450,
  card_product_count: 1,
  shipping_fee: 85,
  outOfStockProduct: [],
  buy_product_item: 2,
};

const KALA_CRAFTS_TO_560001 = {
  pincode: '560001',
  place: { district: 'Bangalore', state: 'Karnataka' as const },
  sellers: [
    {
      sellerId: CART.card_products[0]!.sellerId,
      shopName: 'Kala Crafts',
      unserviceable: null,
      zone: 'metroToMetro' as const,
      standard: '2026-12-04',
      express: '2026-12-01',
    },
  ],
  computedAt: '2026-11-29T06:00:00.000Z',
};

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  storeToken(
    `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
  // The coupon offers are read on every visit: none here (a failed read would mark the tab
  // offline for the tests that follow); anything else has no network.
  fetchSpy = vi.fn(async (url: string) =>
    url.includes('/order/coupon/available')
      ? new Response('{"coupons":[]}', { headers: { 'content-type': 'application/json' } })
      : Promise.reject(new Error('no network in this test')),
  );
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => onlineManager.setOnline(true));
});

async function renderShipping(
  addresses: Address[],
  extra?: (q: QueryClient) => void,
  buyNow?: { slug: string; quantity: number },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(CART_KEY, CART);
  queryClient.setQueryData(ADDRESSES_KEY, addresses);
  // The sellers' dates to the default address, as the server answered them: no read here.
  const productIds = CART.card_products[0]!.products.map((l) => l.productId);
  queryClient.setQueryData(
    sellersDeliveryQueryOptions(testApi, ADDRESS.pincode, productIds).queryKey,
    KALA_CRAFTS_TO_560001,
  );
  extra?.(queryClient);
  const onPlaced = vi.fn();
  await renderWithRouter(<ShippingPage buyNow={buyNow} onPlaced={onPlaced} />, queryClient);
  return { onPlaced };
}

describe('shipping page', () => {
  it('without an address: Place Order is disabled with the spec text, and the form checks required fields and the phone', async () => {
    fetchSpy.mockImplementation(async (url: string) => {
      // Answers, not network failures: a request that failed would mark the tab offline and hold
      // the PIN's lookup (the coupon list is read beside it).
      if (url.includes('/order/coupon/available'))
        return new Response('{"coupons":[]}', { headers: { 'content-type': 'application/json' } });
      if (!url.split('?')[0]!.endsWith('/api/pincode/560001'))
        return new Response('{}', { status: 404 });
      const place = { pincode: '560001', district: 'Bangalore', state: 'Karnataka' };
      return new Response(
        JSON.stringify({ ...place, states: ['Karnataka'], postOffices: ['Museum Road'] }),
        { headers: { 'content-type': 'application/json' } },
      );
    });
    await renderShipping([]);
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByText(messages.selectAddress)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fillRequired);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Asha Rao');
    fill('Mobile number', '98765');
    fill('Alternate mobile number', '9876543211');
    fill('PIN code', '560001');
    // The PIN is looked up as it is typed (and fills city and state).
    expect(await screen.findByText('Bangalore, Karnataka')).toBeInTheDocument();
    fill('Address (house no., building, street)', '12 MG Road');
    fill('Locality', 'Ashok Nagar');
    fill('Landmark', 'Near park');
    fill('City / District / Town', 'Bengaluru');
    fill('State', 'Karnataka');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneIncorrect);
    // Refused on the device: nothing was sent to be saved.
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('web_add_address'))).toEqual(
      [],
    );
  });

  it('shows the items and price details, and preselects the default address', async () => {
    await renderShipping([
      {
        ...ADDRESS,
        _id: '66666666-6666-4666-8666-666666666666',
        defaultAddress: false,
        name: 'Office',
      },
      ADDRESS,
    ]);
    expect(await screen.findByText('Brass Lamp')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    const details = screen.getByText('Price Details').parentElement!;
    expect(within(details).getByText('Price (2 items)').nextSibling).toHaveTextContent('₹500');
    expect(within(details).getByText('Delivery').nextSibling).toHaveTextContent('₹85');
    expect(within(details).getByText('Total Amount').nextSibling).toHaveTextContent('₹535');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('Apply coupon: the server answers the discount, the total drops and the order carries the code', async () => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    fetchSpy.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.split('?')[0]!.endsWith('/order/coupon/check')) {
        const { couponCode } = JSON.parse(String(init.body)) as { couponCode: string };
        return couponCode.toUpperCase() === 'BAZAAR50'
          ? json({ code: 'BAZAAR50', discount: 50, message: 'BAZAAR50 applied: you save ₹50' })
          : json({ error: 'Add items worth ₹549 more to use WELCOME10' }, 400);
      }
      if (url.split('?')[0]!.endsWith('/home/order/palce-order'))
        return json({ orderId: 'OD1', totalAmount: 485, message: 'Order placed' });
      if (url.includes('/order/coupon/available')) return json({ coupons: [] });
      // An answer, not a network failure: the cart read again after the order must not mark
      // the tab offline for the next test.
      return json({ error: 'unexpected ' + url }, 404);
    });
    await renderShipping([ADDRESS]);
    const box = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(box, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add items worth ₹549 more to use WELCOME10',
    );
    const details = screen.getByText('Price Details').parentElement!;
    expect(within(details).getByText('Total Amount').nextSibling).toHaveTextContent('₹535');

    fireEvent.change(box, { target: { value: 'bazaar50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('BAZAAR50 applied: you save ₹50');
    expect(within(details).getByText('Coupon (BAZAAR50)').nextSibling).toHaveTextContent('₹50');
    expect(within(details).getByText('Total Amount').nextSibling).toHaveTextContent('₹485');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })));
    const order = fetchSpy.mock.calls.find(([url]) =>
      String(url).split('?')[0]!.endsWith('/palce-order'),
    )!;
    expect(JSON.parse(String((order[1] as RequestInit).body))).toMatchObject({
      couponCode: 'BAZAAR50',
    });
  });

  it('lists the offers for the items total, and one tap applies one', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    fetchSpy.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.includes('/order/coupon/available?itemsTotal=450'))
        return json({
          coupons: [
            {
              code: 'BAZAAR50',
              kind: 'flat',
              value: 50,
              maxDiscount: null,
              minOrder: 299,
              discount: 50,
              reason: null,
              shortBy: 0,
            },
          ],
        });
      if (url.split('?')[0]!.endsWith('/order/coupon/check')) {
        expect(JSON.parse(String(init.body))).toEqual({ couponCode: 'BAZAAR50', itemsTotal: 450 });
        return json({ code: 'BAZAAR50', discount: 50, message: 'BAZAAR50 applied: you save ₹50' });
      }
      return Promise.reject(new Error('unexpected ' + url));
    });
    await renderShipping([ADDRESS]);
    const offer = await screen.findByRole('button', { name: 'Apply BAZAAR50' });
    // The offers come after Place Order: arriving, they must not push it from under a finger.
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(offer);
    expect(await screen.findByRole('status')).toHaveTextContent('BAZAAR50 applied: you save ₹50');
    const details = screen.getByText('Price Details').parentElement!;
    expect(within(details).getByText('Total Amount').nextSibling).toHaveTextContent('₹485');
  });

  it("shows each seller's date to the chosen address's PIN", async () => {
    await renderShipping([ADDRESS]);
    const dates = (await screen.findByRole('heading', { name: 'Delivery dates to 560001' }))
      .parentElement!;
    expect(within(dates).getByText('Kala Crafts')).toBeInTheDocument();
    expect(within(dates).getByText('Delivery by Fri, 4 Dec')).toBeInTheDocument();
  });

  it('offline: Place Order says it needs the network and sends nothing', async () => {
    onlineManager.setOnline(false);
    await renderShipping([ADDRESS]);
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.orderNeedsNetwork);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('buy now: one product at its variation price, delivery Free above 799', async () => {
    const product = {
      _id: '55555555-5555-4555-8555-555555555555',
      slug: 'phone',
      name: 'Phone X',
      brand: 'Acme',
      price: 20000,
      discount: 5,
      discountedPrice: 19000,
      stock: 3,
      rating: 4,
      images: [],
      shopName: 'Kala Crafts',
      sellerId: '33333333-3333-4333-8333-333333333333',
      subcategoryName: 'Phones',
      categorySlug: 'electronics',
      description: '',
      subcategorySlug: 'phones',
      reviewCount: 0,
      variations: [
        {
          _id: '77777777-7777-4777-8777-777777777777',
          productId: '55555555-5555-4555-8555-555555555555',
          price: 22000,
          discount: 0,
          discountedPrice: 22000,
          stock: 2,
          images: [],
          color: 'Black',
          ram: '8 GB',
          storage: '128 GB',
          size: null,
          specification: {},
        },
      ],
    } satisfies Product;
    await renderShipping(
      [ADDRESS],
      (q) =>
        q.setQueryData(productQueryOptions(testApi, 'phone').queryKey, {
          product,
          relatedProducts: [],
          moreProducts: [],
          sponsors: [],
        } as unknown as ApiAnswer<'getProductDetail'>['data']),
      { slug: 'phone', quantity: 1 },
    );
    expect(await screen.findByText('Phone X')).toBeInTheDocument();
    expect(screen.getByText('Black · 8 GB · 128 GB')).toBeInTheDocument();
    const details = screen.getByText('Price Details').parentElement!;
    expect(within(details).getByText('Delivery').nextSibling).toHaveTextContent('Free');
    expect(within(details).getByText('Total Amount').nextSibling).toHaveTextContent('₹22,000');
  });
});
