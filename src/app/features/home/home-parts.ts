import type { ComponentProps } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import type { BannerSlider, CategoryStrip } from './home-sliders';
export type { HomeRowProps } from './home-row-content';

/*
 * The code of home's parts, out of the first view: the two sliders (one chunk, home-sliders.ts),
 * the rows of cards (the carousel, the card, its price and stars, the advertisement) and the
 * promotions at the bottom. Each hydrates only when the shopper comes near it or uses it, a
 * slider also when its autoplay is to start (HydrateNearViewport, home-page.tsx); until then it
 * is the server's links and pictures, and a part that opens before its code arrived waits for
 * it with that HTML in place. The home route's loader waits for the code on a navigation in the
 * tab (and the server renderer, before it draws); a server-rendered home asks for it once its
 * first screen is painted (home-page.tsx).
 */
const offers = lazyPart<ComponentProps<typeof BannerSlider>>(() =>
  import('./home-sliders').then((sliders) => ({ default: sliders.BannerSlider })),
);
const strip = lazyPart<ComponentProps<typeof CategoryStrip>>(() =>
  import('./home-sliders').then((sliders) => ({ default: sliders.CategoryStrip })),
);
const row = lazyPart(() => import('./home-row-content'));
const promotions = lazyPart(() => import('./home-promotions'));

export const OffersPart = offers.Part;
export const StripPart = strip.Part;
export const HomeRowPart = row.Part;
export const PromotionsPart = promotions.Part;
export const loadHomeParts = () =>
  Promise.all([offers.load(), strip.load(), row.load(), promotions.load()]);
