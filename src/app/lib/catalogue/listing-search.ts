import { MAX_SEARCH_CHARS, SORT_PRICES } from '@shared/constants';
import {
  matching,
  oneOf,
  searchParams,
  wholeNumber,
  type Param,
  type SearchOf,
} from '@/lib/search-params';

/**
 * Every listing filter lives in the URL. Nonsense values do not break the page: they are
 * dropped (a rating of 7, page 0) or put in order (lowPrice above highPrice are swapped).
 */
const slug = matching(/^[a-z0-9-]{1,120}$/);
// The router JSON-parses query values, so a search for 123 arrives as a number: turn it back.
const searchText: Param<string> = (raw) =>
  typeof raw === 'string' || typeof raw === 'number'
    ? String(raw).trim().slice(0, MAX_SEARCH_CHARS) || undefined
    : undefined;

const filters = {
  category: slug,
  subcategory: slug,
  value: searchText,
  rating: wholeNumber(1, 5),
  lowPrice: wholeNumber(0, 100_000_000),
  highPrice: wholeNumber(0, 100_000_000),
  sortPrice: oneOf(SORT_PRICES),
  pageNumber: wholeNumber(1, 1_000_000),
  discountupto: wholeNumber(1, 99),
  view: oneOf(['grid', 'list']),
  /** 1: the search as typed, not corrected ("Search instead for ..."). */
  exact: wholeNumber(1, 1),
};
const readFilters = searchParams(filters);

export type ListingSearch = SearchOf<typeof filters>;

export function listingSearch(search: Record<string, unknown>): ListingSearch {
  const clean = readFilters(search);
  return clean.lowPrice !== undefined &&
    clean.highPrice !== undefined &&
    clean.lowPrice > clean.highPrice
    ? { ...clean, lowPrice: clean.highPrice, highPrice: clean.lowPrice }
    : clean;
}
