import { Profiler } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { Category } from '@shared/api/catalogue';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import {
  bannersQueryOptions,
  cardBannersQueryOptions,
  homeGroupsQueryOptions,
  priceRangeQueryOptions,
} from '@/lib/catalogue/home-queries';
import { renderWithRouter, testApi } from '@/test/render';
import { HomePage } from './home-page';

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
});
