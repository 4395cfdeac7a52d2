import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@shared/api/catalogue';
import { listingQueryOptions } from '@/lib/catalogue/products';
import type * as ProductCardModule from '@/components/product-card';
import { renderWithRouter, testApi } from '@/test/render';
import { ListingPage } from './listing-page';

// Counts the cards drawn: the grid draws one per product.
const cardsDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/product-card', async (original) => ({
  ...(await original<typeof ProductCardModule>()),
  ProductCard: ({ product }: { product: ProductSummary }) => {
    cardsDrawn.count++;
    return <span>{product.name}</span>;
  },
}));

const card = (n: number): ProductSummary => ({
  _id: `10000000-0000-4000-8000-00000000010${n}`,
  slug: `saree-${n}`,
  name: `Saree ${n}`,
  brand: null,
  price: 999,
  discount: 0,
  discountedPrice: 999,
  stock: 5,
  rating: 4,
  images: [],
  shopName: 'Charminar Fashions',
  sellerId: '20000000-0000-4000-8000-000000000001',
  subcategoryName: 'Sarees',
  categorySlug: 'women',
});

it("opening the phone's filters draws the drawer, not the cards of the grid again", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  const search = { category: 'women' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(listingQueryOptions(testApi, search).queryKey, {
    products: [card(1), card(2), card(3)],
    totalProduct: 3,
    parPage: 12,
  });
  await renderWithRouter(
    <ListingPage variant="shop" search={search} update={() => {}} />,
    queryClient,
  );
  expect(await screen.findByText('Saree 3')).toBeInTheDocument();
  const drawnBefore = cardsDrawn.count;

  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));

  expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  expect(cardsDrawn.count).toBe(drawnBefore);
  vi.unstubAllGlobals();
});
