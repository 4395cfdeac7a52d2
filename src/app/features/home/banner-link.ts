import type { Banner } from '@shared/api/catalogue';

/** The spec's link rules: product -> its page; category -> the shop listing; else clickUrl or '#'. */
export function bannerHref(banner: Banner): string {
  if (banner.targetType === 'product' && banner.productSlug)
    return `/product/details/${banner.productSlug}`;
  if (banner.targetType === 'category' && banner.categoryId)
    return `/shops?category=${encodeURIComponent(banner.categoryId)}`;
  return banner.clickUrl || '#';
}
