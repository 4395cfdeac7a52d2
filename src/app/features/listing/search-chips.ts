import type { SearchChip } from '@shared/api/catalogue';
import { colourIn } from '@shared/i18n/colours';
import type { Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import type { AppliedFilter } from './applied-filters';

const AUDIENCE_LABEL = {
  men: () => m.listing_chip_men(),
  women: () => m.listing_chip_women(),
  boys: () => m.listing_chip_boys(),
  girls: () => m.listing_chip_girls(),
  kids: () => m.listing_chip_kids(),
} as const;

function priceLabel(low: number | undefined, high: number | undefined): string {
  if (low !== undefined && high !== undefined)
    return m.listing_chip_between({ low: formatRupees(low), high: formatRupees(high) });
  if (high !== undefined) return m.listing_chip_under({ price: formatRupees(high) });
  return m.listing_chip_over({ price: formatRupees(low ?? 0) });
}

function label(chip: SearchChip, locale: Locale): string {
  switch (chip.kind) {
    case 'price':
      return priceLabel(chip.low, chip.high);
    case 'audience':
      return AUDIENCE_LABEL[chip.audience]();
    case 'size':
      return m.listing_chip_size({ size: chip.size });
    case 'colour': {
      const english = chip.colour.charAt(0).toUpperCase() + chip.colour.slice(1);
      return colourIn(english, locale);
    }
    case 'brand':
      return chip.brand;
  }
}

/**
 * What the server read in the search text ("Under ₹15,000", "Men"), as chips beside the
 * listing's own filters: removing one searches the text without it, as typed otherwise.
 */
export const searchChips = (chips: SearchChip[] | undefined, locale: Locale): AppliedFilter[] =>
  (chips ?? []).map((chip, i) => ({
    key: `search-${chip.kind}-${i}`,
    label: label(chip, locale),
    clear: { value: chip.without || undefined, exact: undefined },
    fromSearch: true,
  }));
