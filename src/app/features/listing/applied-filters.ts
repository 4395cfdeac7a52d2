import { formatRupees } from '@shared/rules/currency';
import { slugToTitle } from '@shared/rules/text';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

export interface AppliedFilter {
  key: string;
  label: string;
  /** What to write into the URL to drop this filter. */
  clear: Partial<ListingSearch>;
  /** Read in the search text ("Under ₹15,000"): dropped one by one, not by Clear all. */
  fromSearch?: boolean;
}

/** Everything that narrows a listing beyond its category and search text, so nothing is lost. */
export const CLEAR_ALL: Partial<ListingSearch> = {
  subcategory: undefined,
  lowPrice: undefined,
  highPrice: undefined,
  rating: undefined,
  discountupto: undefined,
};

/** The filters a listing's URL applies, as chips the shopper can read and drop one by one. */
export function appliedFilters(
  search: ListingSearch,
  range: { low: number; high: number },
  subcategoryName?: string,
): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (search.subcategory)
    chips.push({
      key: 'subcategory',
      label: subcategoryName ?? slugToTitle(search.subcategory),
      clear: { subcategory: undefined },
    });
  if (search.lowPrice !== undefined || search.highPrice !== undefined) {
    const label = `${formatRupees(search.lowPrice ?? Math.max(0, range.low - 1))} - ${formatRupees(search.highPrice ?? range.high)}`;
    chips.push({ key: 'price', label, clear: { lowPrice: undefined, highPrice: undefined } });
  }
  if (search.rating)
    chips.push({
      key: 'rating',
      label: m.listing_rating_chip({ rating: search.rating }),
      clear: { rating: undefined },
    });
  if (search.discountupto)
    chips.push({
      key: 'discount',
      label: m.listing_discount_chip({ discount: search.discountupto }),
      clear: { discountupto: undefined },
    });
  return chips;
}
