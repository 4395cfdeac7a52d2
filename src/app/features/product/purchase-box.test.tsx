import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/api/catalogue';
import type { OutboxChange } from '@shared/rules/pending-changes';
import { WISHLIST_KEY } from '@/lib/outbox/shop-queries';
import type * as ShopView from '@/lib/outbox/use-shop-view';
import { notify } from '@/lib/notify';
import { storeToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { PurchaseBox } from './purchase-box';

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
  price: 2000,
  discount: 10,
  discountedPrice: 1800,
  stock: 2,
  rating: 4,
  images: ['/images/a.svg'],
  shopName: 'Charminar Fashions',
  sellerId: '20000000-0000-4000-8000-000000000001',
  subcategoryName: 'Sarees',
  categorySlug: 'women',
  description: 'A saree',
  subcategorySlug: 'sarees',
  reviewCount: 0,
  variations: [],
};

async function renderBox(wishlisted: boolean, stock = product.stock) {
  storeToken(
    `h.${btoa(JSON.stringify({ id: '11111111-1111-4111-8111-111111111111', name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const item = {
    _id: '30000000-0000-4000-8000-000000000001',
    productId: PRODUCT_ID,
    varientId: null,
    name: product.name,
    slug: product.slug,
    price: 2000,
    discount: 10,
    discountedPrice: 1800,
    image: null,
    rating: 4,
    stock: 2,
    size: null,
  };
  queryClient.setQueryData(WISHLIST_KEY, {
    wishlists: wishlisted ? [item] : [],
    wishlistCount: wishlisted ? 1 : 0,
  });
  await renderWithRouter(
    <PurchaseBox product={{ ...product, stock }} variation={undefined} />,
    queryClient,
  );
}

describe('purchase box', () => {
  beforeEach(() => void (queued.length = 0));

  it('stops "+" at the stock, says how many there are, and \'Out of stock\' past them', async () => {
    const errors = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await renderBox(false);
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(plus).not.toHaveAccessibleDescription();
    fireEvent.click(plus);
    expect(screen.getByText('Only 2 left in stock')).toBeInTheDocument();
    expect(plus).toHaveAccessibleDescription('Only 2 left in stock');
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(plus);
    expect(errors).toHaveBeenCalledWith('Out of stock');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    errors.mockRestore();
  });

  it('says how few are left at 10 or fewer', async () => {
    await renderBox(false, 2);
    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
  });

  it("says the stock once, by the cards' rule, when the last one is chosen", async () => {
    await renderBox(false, 1);
    await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getAllByText(/in stock/i).map((line) => line.textContent)).toEqual([
      'Only 1 left in stock',
    ]);
  });

  it('says the count of a plentiful stock once all of it is chosen', async () => {
    await renderBox(false, 12);
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByText('In stock')).toBeInTheDocument();
    for (let i = 1; i < 12; i++) fireEvent.click(plus);
    expect(screen.getAllByText(/in stock/i).map((line) => line.textContent)).toEqual([
      'Only 12 left in stock',
    ]);
  });

  it('shows no count of a plentiful stock', async () => {
    await renderBox(false, 225);
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText(/225/)).not.toBeInTheDocument();
  });

  it('an empty heart adds the product to the wishlist', async () => {
    await renderBox(false);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(queued).toMatchObject([
      { area: 'wishlist', kind: 'add', payload: { item: { productId: PRODUCT_ID } } },
    ]);
  });

  it('a filled heart shows the product is in the wishlist, and a tap removes it', async () => {
    await renderBox(true);
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(queued).toEqual([
      {
        area: 'wishlist',
        kind: 'remove',
        payload: { wishlistId: '30000000-0000-4000-8000-000000000001', productId: PRODUCT_ID },
      },
    ]);
  });

  it('keeps Add to Cart and Buy Now in the bar that sticks to the bottom of a phone', async () => {
    await renderBox(false);
    const bar = (await screen.findByRole('button', { name: 'Buy Now' })).closest(
      '[data-bottom-bar]',
    );
    expect(bar).toHaveClass('fixed', 'bottom-0', 'md:static');
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Add to Cart' }));
  });
});
