import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { listingQueryOptions } from '@/lib/catalogue/products';
import type * as ProductCardModule from '@/components/product-card';
import { cardsDrawn, productSummary } from '@/test/counted-product-card';
import { renderWithRouter, testApi } from '@/test/render';
import { ListingPage } from './listing-page';

vi.mock('@/components/product-card', async (original) => ({
  ...(await original<typeof ProductCardModule>()),
  ProductCard: (await import('@/test/counted-product-card')).CountedProductCard,
}));

it("opening the phone's filters draws the drawer, not the cards of the grid again", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  const search = { category: 'women' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(listingQueryOptions(testApi, search).queryKey, {
    products: [productSummary(1), productSummary(2), productSummary(3)],
    totalProduct: 3,
    parPage: 12,
  });
  await renderWithRouter(
    <ListingPage variant="shop" search={search} update={() => {}} />,
    queryClient,
  );
  expect(await screen.findByText('Kurta 3')).toBeInTheDocument();
  const drawnBefore = cardsDrawn.count;

  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));

  expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  expect(cardsDrawn.count).toBe(drawnBefore);
  vi.unstubAllGlobals();
});
