import * as z from 'zod/mini';
import { MAX_SEARCH_CHARS, SORT_PRICES } from '@shared/constants';

/**
 * Every listing filter lives in the URL. Nonsense values do not break the page: they are
 * dropped (a rating of 7, page 0) or put in order (lowPrice above highPrice are swapped).
 * zod/mini keeps the first view's bundle small.
 */
const wholeNumber = (min: number, max: number) =>
  z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max))), undefined);
const slug = z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,120}$/))), undefined);
// The router JSON-parses query values, so a search for 123 arrives as a number: coerce it back.
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v).trim().slice(0, MAX_SEARCH_CHARS) || undefined))),
  undefined,
);

export const listingSearchSchema = z.pipe(
  z.object({
    category: slug,
    subcategory: slug,
    value: text,
    rating: wholeNumber(1, 5),
    lowPrice: wholeNumber(0, 100_000_000),
    highPrice: wholeNumber(0, 100_000_000),
    sortPrice: z.catch(z.optional(z.enum(SORT_PRICES)), undefined),
    pageNumber: wholeNumber(1, 1_000_000),
    discountupto: wholeNumber(1, 99),
    view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  }),
  z.transform((s) => {
    const clean = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as typeof s;
    return clean.lowPrice !== undefined && clean.highPrice !== undefined && clean.lowPrice > clean.highPrice
      ? { ...clean, lowPrice: clean.highPrice, highPrice: clean.lowPrice }
      : clean;
  }),
);

export type ListingSearch = z.output<typeof listingSearchSchema>;
