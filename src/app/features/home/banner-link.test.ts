import type { Banner } from '@shared/api/catalogue';
import { bannerHref } from './banner-link';

const banner = (b: Partial<Banner>) =>
  ({ targetType: 'ads', productSlug: null, categoryId: null, clickUrl: null, ...b }) as Banner;

describe("a banner's link", () => {
  it('follows the spec in English', () => {
    expect(bannerHref(banner({ targetType: 'product', productSlug: 'silk-saree' }), 'en')).toBe(
      '/product/details/silk-saree',
    );
    expect(bannerHref(banner({ targetType: 'category', categoryId: 'women' }), 'en')).toBe(
      '/shops?category=women',
    );
    expect(bannerHref(banner({ clickUrl: '/shops?category=beauty' }), 'en')).toBe(
      '/shops?category=beauty',
    );
    expect(bannerHref(banner({}), 'en')).toBe('#');
  });

  it("keeps a Hindi page's shopper in Hindi, and a link elsewhere as it is", () => {
    expect(bannerHref(banner({ targetType: 'product', productSlug: 'silk-saree' }), 'hi')).toBe(
      '/hi/product/details/silk-saree',
    );
    expect(bannerHref(banner({ targetType: 'category', categoryId: 'women' }), 'hi')).toBe(
      '/hi/shops?category=women',
    );
    expect(bannerHref(banner({ clickUrl: '/shops?category=beauty' }), 'hi')).toBe(
      '/hi/shops?category=beauty',
    );
    expect(bannerHref(banner({ clickUrl: 'https://example.in/sale' }), 'hi')).toBe(
      'https://example.in/sale',
    );
    expect(bannerHref(banner({ clickUrl: '//cdn.example.in/x' }), 'hi')).toBe('//cdn.example.in/x');
    expect(bannerHref(banner({}), 'hi')).toBe('#');
  });
});
