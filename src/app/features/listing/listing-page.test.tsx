import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { listingQueryOptions } from '@/lib/catalogue/products';
import { priceRangeQueryOptions } from '@/lib/catalogue/home-queries';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import type * as ProductCardModule from '@/components/product-card';
import type * as FilterSidebarModule from './filter-sidebar';
import { cardsDrawn, productSummary } from '@/test/counted-product-card';
import { renderWithRouter, testApi } from '@/test/render';
import { ListingPage } from './listing-page';

vi.mock('@/components/product-card', async (original) => ({
  ...(await original<typeof ProductCardModule>()),
  ProductCard: (await import('@/test/counted-product-card')).CountedProductCard,
}));

// Counts the filter panel's draws (the desktop sidebar's and the phone drawer's).
const panelsDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./filter-sidebar', async (original) => {
  const { FilterSidebar } = await original<typeof FilterSidebarModule>();
  return {
    FilterSidebar: (props: Parameters<typeof FilterSidebar>[0]) => {
      panelsDrawn.count++;
      return FilterSidebar(props);
    },
  };
});

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

/** The women's listing with `count` products saved, drawn; `update` gets what reaches the URL. */
async function renderListing(
  count: number,
  update: () => void = () => {},
  search: { category: string; subcategory?: string } = { category: 'women' },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(listingQueryOptions(testApi, search).queryKey, {
    products: Array.from({ length: count }, (_, i) => productSummary(i + 1)),
    totalProduct: count,
    parPage: 12,
    priceRange: { low: 1201, high: 9800 },
  });
  // The whole category's range, as the home's price-range read answers it.
  queryClient.setQueryData(priceRangeQueryOptions(testApi, search.category).queryKey, {
    latest_product: [],
    priceRange: { low: 344, high: 23750 },
  });
  return renderWithRouter(
    <ListingPage variant="shop" search={search} update={update} />,
    queryClient,
  );
}

it('spans the price slider over the products listed, not their whole category', async () => {
  await renderListing(2, undefined, { category: 'women', subcategory: 'women-sarees' });
  const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
  expect(within(sidebar).getByText('₹1,200 - ₹9,800')).toBeInTheDocument();
  expect(within(sidebar).queryByText(/23,750/)).toBeNull();
});

it("opening the phone's filters draws the drawer, not the cards of the grid again", async () => {
  await renderListing(3);
  expect(await screen.findByText('Kurta 3')).toBeInTheDocument();
  const drawnBefore = cardsDrawn.count;

  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));

  expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  expect(cardsDrawn.count).toBe(drawnBefore);
});

it("draws the phone's filter drawer hidden before the tap, and forgets unapplied choices on close", async () => {
  window.innerWidth = 375;
  const update = vi.fn();
  await renderListing(1, update);
  // Drawn while idle, invisible: the tap has only to show it, and draws no filter panel again.
  // (A hidden element has no accessible name: it is found by its label.)
  const hidden = await screen.findByRole('dialog', { hidden: true });
  expect(hidden).toHaveAttribute('aria-label', 'Filters');
  expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  const panelsBefore = panelsDrawn.count;

  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
  const drawer = screen.getByRole('dialog', { name: 'Filters' });
  expect(drawer).toBe(hidden);
  expect(panelsDrawn.count).toBe(panelsBefore);
  const fourStars = within(drawer).getByRole('button', { name: '4 stars and above' });
  fireEvent.click(fourStars);
  expect(fourStars).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Close filters' }));
  expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
  expect(
    within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', {
      name: '4 stars and above',
    }),
  ).toHaveAttribute('aria-pressed', 'false');
  expect(update).not.toHaveBeenCalled();
});

it('draws neither filter panel again when the listing is drawn again', async () => {
  window.innerWidth = 375;
  const { queryClient } = await renderListing(1);
  await screen.findByRole('dialog', { hidden: true });
  const panelsBefore = panelsDrawn.count;

  // An answer the listing reads, with nothing the drawer shows changed: the listing draws again.
  await act(async () => {
    queryClient.setQueryData(categoriesQueryOptions(testApi).queryKey, [
      { _id: 'c1', name: 'Women', slug: 'women', image: '' },
    ]);
    // React Query tells its readers in a task of its own.
    await new Promise((told) => setTimeout(told, 10));
  });

  // Neither the phone's invisible drawer nor the sidebar (hidden by CSS on a phone): the listing
  // hands both the same elements while what they show is the same.
  expect(panelsDrawn.count).toBe(panelsBefore);
});

it('draws no filter drawer from 768 px, where Filter is hidden and the sidebar has the filters', async () => {
  window.innerWidth = 1280;
  await renderListing(2);
  expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Filters', hidden: true })).toBeNull();
});
