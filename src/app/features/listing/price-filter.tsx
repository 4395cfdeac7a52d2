import { useState } from 'react';
import { PRICE_SLIDER_STEP } from '@shared/constants';
import { formatRupees } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { ListingSearch } from '@/lib/catalogue/listing-search';
import { PriceRangeSlider } from './price-range-slider';

/**
 * The price slider: from one rupee below the lowest price to the highest; the range is applied
 * when a thumb is let go.
 */
export function PriceFilter({
  search,
  range,
  onChange,
}: {
  search: ListingSearch;
  range: { low: number; high: number };
  onChange: (patch: Partial<ListingSearch>) => void;
}) {
  const min = Math.max(0, range.low - 1);
  const max = range.high;
  const [low, setLow] = useState(search.lowPrice ?? min);
  const [high, setHigh] = useState(search.highPrice ?? max);
  // The slider follows a new URL or price range, adjusted while rendering (not in an effect).
  const bounds = `${search.lowPrice}|${search.highPrice}|${min}|${max}`;
  const [boundsShown, setBoundsShown] = useState(bounds);
  if (bounds !== boundsShown) {
    setBoundsShown(bounds);
    setLow(search.lowPrice ?? min);
    setHigh(search.highPrice ?? max);
  }
  const commit = () => onChange({ lowPrice: Math.min(low, high), highPrice: Math.max(low, high) });
  return (
    <section>
      <h2 className="mb-2 font-semibold">{m.listing_price()}</h2>
      <PriceRangeSlider
        min={min}
        max={max}
        step={PRICE_SLIDER_STEP}
        low={low}
        high={high}
        onLow={setLow}
        onHigh={setHigh}
        onCommit={commit}
      />
      <p className="text-slate-600">
        {formatRupees(Math.min(low, high))} - {formatRupees(Math.max(low, high))}
      </p>
    </section>
  );
}
