import { Profiler } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { Banner, Category, ProductSummary } from '@shared/api/catalogue';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import {
  bannersQueryOptions,
  cardBannersQueryOptions,
  homeGroupsQueryOptions,
  priceRangeQueryOptions,
} from '@/lib/catalogue/home-queries';
import { renderWithRouter, testApi } from '@/test/render';
import { HomePage } from './home-page';
import { loadHomeParts } from './home-parts';

// The sliders start after the first paint with code of their own; this test is about the page.
vi.mock('./banner-slider', () => ({ BannerSlider: () => null }));
vi.mock('./category-strip', () => ({ CategoryStrip: () => null }));

const men = { _id: 'c1', name: 'Men', slug: 'men', image: '/images/category/men.svg' } as Category;

function seededClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(categoriesQueryOptions(testApi).queryKey, [men]);
  queryClient.setQueryData(homeGroupsQueryOptions(testApi).queryKey, []);
  queryClient.setQueryData(bannersQueryOptions(testApi).queryKey, []);
  queryClient.setQueryData(cardBannersQueryOptions(testApi).queryKey, []);
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

const kurti = {
  _id: '11111111-1111-4111-8111-111111111111',
  slug: 'biba-kurti-p1',
  name: 'Biba Cotton Kurti',
  brand: 'Biba',
  price: 1499,
  discount: 20,
  discountedPrice: 1200,
  stock: 3,
  rating: 4.5,
  images: ['/images/product/dress--biba-kurti-p1--pink.svg'],
  shopName: 'Charminar Fashions',
  sellerId: '22222222-2222-4222-8222-222222222222',
  subcategoryName: 'Kurtis',
  categorySlug: 'women',
} as ProductSummary;

const promotion = {
  _id: 'b1',
  status: 'active',
  targetType: 'card',
  productSlug: null,
  categoryId: null,
  clickUrl: '/shops?category=women',
  imgUrl: '/images/banner/kurti--festive.svg',
  heading: 'Festive Kurtis',
  subheading: null,
  btnText: 'Shop now',
} as unknown as Banner;

describe('home page', () => {
  it('asks for the first category’s price range without drawing the page again when it arrives', async () => {
    let answer!: (response: Response) => void;
    const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchSpy);
    const commits: string[] = [];
    const { queryClient } = await renderWithRouter(
      <Profiler id="home" onRender={(_, phase) => commits.push(phase)}>
        <HomePage />
      </Profiler>,
      seededClient(),
    );
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toContain(
      '/home/price-range-latest-product?category=men',
    );
    const drawnBefore = commits.length;

    answer(Response.json({ latest_product: [], priceRange: { low: 100, high: 900 } }));
    const key = priceRangeQueryOptions(testApi, 'men').queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    // The page never reads the answer (the shop's filters do): drawing home again for it cost a
    // long task on a phone right after start-up.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(commits.length).toBe(drawnBefore);
  });

  it('draws the rows of cards and the promotions, whose code comes apart from the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const queryClient = seededClient();
    const groups = [{ slug: 'trending', title: 'Trending', products: [kurti] }];
    queryClient.setQueryData(homeGroupsQueryOptions(testApi).queryKey, groups);
    queryClient.setQueryData(cardBannersQueryOptions(testApi).queryKey, [promotion]);
    // As the home route's loader does before a render in the tab.
    await loadHomeParts();
    await renderWithRouter(<HomePage />, queryClient);
    const row = await screen.findByRole('region', { name: 'Trending' });
    expect(row).toHaveTextContent('Biba Cotton Kurti');
    expect(await screen.findByRole('region', { name: 'Promotions' })).toHaveTextContent(
      'Festive Kurtis',
    );
  });
});
