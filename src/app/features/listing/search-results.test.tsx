import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@shared/api/api-client';
import { listingQueryOptions } from '@/lib/catalogue/products';
import type { ListingSearch } from '@/lib/catalogue/listing-search';
import { productSummary } from '@/test/counted-product-card';
import { renderWithRouter, testApi } from '@/test/render';
import { ListingPage } from './listing-page';
import { searchChips } from './search-chips';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

/** The search page with the server's answer saved; `update` gets what reaches the URL. */
async function renderSearch(
  search: ListingSearch,
  answer: Partial<ApiAnswer<'queryProducts'>>,
  update: (patch: Partial<ListingSearch>) => void = () => {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(listingQueryOptions(testApi, search).queryKey, {
    products: [],
    totalProduct: 0,
    parPage: 12,
    priceRange: { low: 0, high: 0 },
    ...answer,
  });
  await renderWithRouter(
    <ListingPage variant="search" search={search} update={update} />,
    queryClient,
  );
}

describe('the chips of what a search read', () => {
  it('label a budget, an audience, a size, a colour and a maker', () => {
    const labels = searchChips(
      [
        { kind: 'price', high: 15000, without: 'realme phone' },
        { kind: 'price', low: 1000, high: 2000, without: 'earbuds' },
        { kind: 'price', low: 30000, without: 'tv' },
        { kind: 'audience', audience: 'men', without: 'watch' },
        { kind: 'size', size: '32', without: 'jeans' },
        { kind: 'colour', colour: 'red', without: 'saree' },
        { kind: 'brand', brand: 'Realme', without: 'phone under 15000' },
      ],
      'en',
    ).map((c) => c.label);
    expect(labels).toEqual([
      'Under ₹15,000',
      '₹1,000 to ₹2,000',
      'Over ₹30,000',
      'Men',
      'Size 32',
      'Red',
      'Realme',
    ]);
  });
});

describe('the search results page', () => {
  it('says what it searched for, and removing a chip searches the text without it', async () => {
    const update = vi.fn();
    await renderSearch(
      { value: 'realme phone under 15000' },
      {
        products: [productSummary(1)],
        totalProduct: 1,
        chips: [{ kind: 'price', high: 15000, without: 'realme phone' }],
      },
      update,
    );
    expect(
      await screen.findByRole('heading', { name: 'Results for “realme phone under 15000”' }),
    ).toBeInTheDocument();
    // The trail names the page as its heading does.
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home/Results for “realme phone under 15000”',
    );
    // Clear all clears the listing's own filters; none is set.
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Under ₹15,000' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ value: 'realme phone', exact: undefined }),
    );
  });

  it('shows the corrected spelling it found products for, and the search as typed', async () => {
    await renderSearch(
      { value: 'blutooth speaker' },
      {
        products: [productSummary(1)],
        totalProduct: 1,
        showingFor: 'bluetooth speaker',
        foundBy: 'bluetooth speaker',
      },
    );
    expect(await screen.findByText('Showing results for bluetooth speaker.')).toBeInTheDocument();
    const instead = screen.getByRole('link', { name: 'blutooth speaker' });
    expect(instead.getAttribute('href')).toBe('/products/search?value=blutooth+speaker&exact=1');
    expect(instead.parentElement).toHaveTextContent('Search instead for blutooth speaker');
  });

  it('says which words the shop does not have, or left out', async () => {
    await renderSearch(
      { value: 'nike shoes' },
      { products: [productSummary(1)], totalProduct: 1, notHere: ['nike'], foundBy: 'shoe' },
    );
    expect(await screen.findByText('No nike here: showing results for shoe')).toBeInTheDocument();
  });

  it('shows the nearest subcategory products when nothing is found, not the latest', async () => {
    await renderSearch(
      { value: 'silk saree 50 se kam' },
      {
        matchingCategories: [{ name: 'Sarees', slug: 'women-sarees', categorySlug: 'women' }],
        nearest: [productSummary(7)],
      },
    );
    expect(await screen.findByText('No Products Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'From Sarees' })).toBeInTheDocument();
    expect(screen.getByText('Kurta 7')).toBeInTheDocument();
    expect(screen.queryByText('Latest Products')).toBeNull();
  });
});
