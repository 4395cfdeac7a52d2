import { memo, useEffect, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { SavedAt } from '@/components/offline';
import { HydrateNearViewport } from '@/components/hydrate-near-viewport';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import {
  bannersQueryOptions,
  cardBannersQueryOptions,
  homeGroupsQueryOptions,
  priceRangeQueryOptions,
} from '@/lib/catalogue/home-queries';
import { useShopName } from '@/lib/shop-name';
import { useApi } from '@/lib/use-api';
import { afterFrameThenIdle } from '@/lib/use-after-paint';
import type { Banner, Category } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import {
  HomeRowPart,
  loadHomeParts,
  OffersPart,
  PromotionsPart,
  StripPart,
  type HomeRowProps,
} from './home-parts';
import { afterLoadWhenIdle, shopperUse, type SliderWake } from './slider-wake';

export function HomePage() {
  const shopName = useShopName();
  const api = useApi();
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(api));
  const { data: groups, dataUpdatedAt } = useSuspenseQuery(homeGroupsQueryOptions(api));
  const { data: banners } = useSuspenseQuery(bannersQueryOptions(api));
  const { data: cards } = useSuspenseQuery(cardBannersQueryOptions(api));
  // The first category is the selected one on load; its price range primes the shop filters.
  // Home never reads it: without `notifyOnChangeProps: []` its fetching and its answer would
  // each draw the whole page again (a long task on a phone, just after start-up).
  useQuery({ ...priceRangeQueryOptions(api, categories[0]?.slug), notifyOnChangeProps: [] });
  // The code of the parts below, once the first screen is painted: there before most shoppers
  // reach them.
  useEffect(() => afterFrameThenIdle(() => void loadHomeParts().catch(() => undefined)), []);
  const ads = banners.filter((b) => b.targetType === 'ads');

  return (
    <div>
      {/* The shop's name as the page's one <h1> (the banners and rows below are its sections). */}
      <h1 className="sr-only">{m.home_heading({ shop: shopName })}</h1>
      <SavedAt at={dataUpdatedAt} />
      <Offers banners={banners} />
      <Strip categories={categories} />
      {groups.map((group, i) => {
        const ad =
          (i + 1) % 2 === 0 && ads.length > 0 ? ads[((i + 1) / 2 - 1) % ads.length] : undefined;
        return <HomeRow key={group.slug} group={group} ad={ad} />;
      })}
      {cards.length > 0 && <Promotions cards={cards} />}
    </div>
  );
}

/**
 * What wakes a slider's server markup (HydrateNearViewport), and what the slider is told of it
 * (`wake`): a use of it, or the moment our loop is to start moving it (the first idle period from
 * 3 s after the load). Until then the slides are links and pictures that a finger scrolls
 * natively, and the sliders' code need not have arrived: the first view carries none of it.
 */
function useSliderWake() {
  const [wake] = useState<SliderWake>(() => ({}));
  const [opens] = useState(() => ({
    opensAlso: (open: () => void) =>
      afterLoadWhenIdle(() => {
        wake.loopNow = true;
        open();
      }),
    onUsed: (event: Event) => void (wake.use = shopperUse(event)),
  }));
  return { wake, opens };
}

/** The offers at the top, hydrated when woken (useSliderWake). */
const Offers = memo(function Offers({ banners }: { banners: Banner[] }) {
  const { wake, opens } = useSliderWake();
  return (
    <HydrateNearViewport {...opens}>
      <OffersPart banners={banners} wake={wake} />
    </HydrateNearViewport>
  );
});

/** The category strip, hydrated when woken (useSliderWake). */
const Strip = memo(function Strip({ categories }: { categories: Category[] }) {
  const { wake, opens } = useSliderWake();
  return (
    <HydrateNearViewport {...opens}>
      <StripPart categories={categories} wake={wake} />
    </HydrateNearViewport>
  );
});

/**
 * One row of cards (and the ad after it), hydrated once the shopper scrolls it near, points at or
 * touches it (HydrateNearViewport): until then its cards are plain links, and its code
 * (home-parts.ts) need not have arrived. Memoised so that the page re-rendering (the promotion
 * cards arriving) does not reach a row still waiting with the same data.
 */
const HomeRow = memo(function HomeRow({ group, ad }: HomeRowProps) {
  return (
    <HydrateNearViewport>
      <HomeRowPart group={group} ad={ad} />
    </HydrateNearViewport>
  );
});

/** The promotions at the bottom: links and pictures, hydrated like a row when the shopper comes near. */
const Promotions = memo(function Promotions({ cards }: { cards: Banner[] }) {
  return (
    <HydrateNearViewport>
      <PromotionsPart cards={cards} />
    </HydrateNearViewport>
  );
});
