import { lazyPart } from '@/lib/lazy-part';
export type { HomeRowProps } from './home-row-content';

/*
 * The code of home's parts below its first sliders, out of the first view: the rows of cards
 * (the carousel, the card, its price and stars, the advertisement) and the promotions at the
 * bottom. Each hydrates only when the shopper comes near it (HydrateNearViewport); until then it
 * is the server's links and pictures, and a part that opens before its code arrived waits for
 * it with that HTML in place. The home route's loader waits for the code on a navigation in the
 * tab (and the server renderer, before it draws); a server-rendered home asks for it once its
 * first screen is painted (home-page.tsx).
 */
const row = lazyPart(() => import('./home-row-content'));
const promotions = lazyPart(() => import('./home-promotions'));

export const HomeRowPart = row.Part;
export const PromotionsPart = promotions.Part;
export const loadHomeParts = () => Promise.all([row.load(), promotions.load()]);
