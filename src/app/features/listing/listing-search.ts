import { z } from 'zod';
import { MAX_SEARCH_CHARS } from '@shared/constants';
import { SORT_PRICES } from '@shared/api/catalogue';

/**
 * Every listing filter lives in the URL. Nonsense values do not break the page: they are
 * dropped (a rating of 7, page 0) or put in order (lowPrice above highPrice are swapped).
 */
const wholeNumber = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);
const slug = z.string().regex(/^[a-z0-9-]{1,120}$/).optional().catch(undefined);

export const listingSearchSchema = z
  .object({
    category: slug,
    subcategory: slug,
    value: z.string().trim().max(MAX_SEARCH_CHARS).optional().catch((ctx) => String(ctx.value ?? '').trim().slice(0, MAX_SEARCH_CHARS) || undefined),
    rating: wholeNumber(1, 5),
    lowPrice: wholeNumber(0, 100_000_000),
    highPrice: wholeNumber(0, 100_000_000),
    sortPrice: z.enum(SORT_PRICES).optional().catch(undefined),
    pageNumber: wholeNumber(1, 1_000_000),
    discountupto: wholeNumber(1, 99),
    view: z.enum(['grid', 'list']).optional().catch(undefined),
  })
  .transform((s) =>
    s.lowPrice !== undefined && s.highPrice !== undefined && s.lowPrice > s.highPrice
      ? { ...s, lowPrice: s.highPrice, highPrice: s.lowPrice }
      : s,
  );

export type ListingSearch = z.output<typeof listingSearchSchema>;
