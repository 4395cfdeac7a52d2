import type { Banner } from '@shared/api/catalogue';
import { localizedPath, type Locale } from '@shared/i18n/locale-path';

/**
 * The spec's link rules: product -> its page; category -> the shop listing; else clickUrl or '#'.
 * A plain link (the banners open as pages): a page of the shop keeps the page's language, a link
 * elsewhere stays as the banner gives it.
 */
export function bannerHref(banner: Banner, locale: Locale): string {
  if (banner.targetType === 'product' && banner.productSlug)
    return localizedPath(`/product/details/${banner.productSlug}`, locale);
  if (banner.targetType === 'category' && banner.categoryId)
    return localizedPath(`/shops?category=${encodeURIComponent(banner.categoryId)}`, locale);
  const url = banner.clickUrl;
  if (url && url.startsWith('/') && !url.startsWith('//')) return localizedPath(url, locale);
  return url || '#';
}
