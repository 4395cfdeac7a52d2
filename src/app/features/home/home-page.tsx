import { memo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { SavedAt } from '@/components/offline';
import { HydrateNearViewport } from '@/components/hydrate-near-viewport';
import { ProductCarousel } from '@/components/product-carousel';
import type { Banner, ProductSummary } from '@shared/api/catalogue';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import {
  bannersQueryOptions,
  cardBannersQueryOptions,
  homeGroupsQueryOptions,
  priceRangeQueryOptions,
} from '@/lib/catalogue/home-queries';
import { useShopName } from '@/lib/shop-name';
import { useApi } from '@/lib/use-api';
import { m } from '@shared/i18n/paraglide/messages.js';
import { AdBanner } from './ad-banner';
import { bannerHref } from './banner-link';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { BannerSlider } from './banner-slider';
import { CategoryStrip } from './category-strip';
import { PromotionCard } from './banner-slide';

export function HomePage() {
  const shopName = useShopName();
  const locale = usePageLocale();
  const api = useApi();
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(api));
  const { data: groups, dataUpdatedAt } = useSuspenseQuery(homeGroupsQueryOptions(api));
  const { data: banners } = useSuspenseQuery(bannersQueryOptions(api));
  const { data: cards } = useSuspenseQuery(cardBannersQueryOptions(api));
  // The first category is the selected one on load; its price range primes the shop filters.
  // Home never reads it: without `notifyOnChangeProps: []` its fetching and its answer would
  // each draw the whole page again (a long task on a phone, just after start-up).
  useQuery({ ...priceRangeQueryOptions(api, categories[0]?.slug), notifyOnChangeProps: [] });
  const ads = banners.filter((b) => b.targetType === 'ads');
  const [promo, ...pictures] = cards;

  return (
    <div>
      {/* The shop's name as the page's one <h1> (the banners and rows below are its sections). */}
      <h1 className="sr-only">{m.home_heading({ shop: shopName })}</h1>
      <SavedAt at={dataUpdatedAt} />
      <BannerSlider banners={banners} />
      <CategoryStrip categories={categories} />
      {groups.map((group, i) => {
        const ad =
          (i + 1) % 2 === 0 && ads.length > 0 ? ads[((i + 1) / 2 - 1) % ads.length] : undefined;
        return <HomeRow key={group.slug} group={group} ad={ad} />;
      })}
      {promo && (
        <section className="my-8 grid gap-4 md:grid-cols-3" aria-label={m.home_promotions()}>
          <a
            href={bannerHref(promo, locale)}
            className="flex flex-col justify-center gap-2 rounded-lg bg-teal-800 p-8 text-white md:col-span-1"
          >
            <span className="text-2xl font-bold">{promo.heading}</span>
            {promo.subheading && <span>{promo.subheading}</span>}
            {promo.btnText && (
              <span className="w-fit rounded bg-white px-4 py-2 text-sm font-medium text-teal-800">
                {promo.btnText}
              </span>
            )}
          </a>
          {pictures.slice(0, 2).map((b) => (
            <PromotionCard key={b._id} banner={b} />
          ))}
        </section>
      )}
    </div>
  );
}

/**
 * One row of cards (and the ad after it), hydrated once the shopper scrolls it near, points at or
 * touches it (HydrateNearViewport): until then its cards are plain links. Memoised so that the page re-rendering (the promotion
 * cards arriving) does not reach a row still waiting with the same data.
 */
const HomeRow = memo(function HomeRow({
  group,
  ad,
}: {
  group: { title: string; products: ProductSummary[] };
  ad: Banner | undefined;
}) {
  return (
    <HydrateNearViewport>
      <ProductCarousel title={group.title} products={group.products} />
      {ad && <AdBanner ad={ad} />}
    </HydrateNearViewport>
  );
});
