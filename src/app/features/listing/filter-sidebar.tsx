import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PRICE_SLIDER_STEP } from '@shared/constants';
import { formatRupees } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
import { RatingStars } from '@/components/rating-stars';
import { useCategories, useSubcategories } from '@/lib/catalogue/categories';
import type { ListingSearch } from '@/lib/catalogue/listing-search';
import { PriceRangeSlider } from './price-range-slider';

interface Props {
  search: ListingSearch;
  /** undefined offline when no price range was saved: no slider then (not a made-up 0 - 100). */
  range: { low: number; high: number } | undefined;
  onChange: (patch: Partial<ListingSearch>) => void;
}

// In the phone's drawer every choice is a finger's width (44 px) high; compact from 768 px.
const TAP = 'flex min-h-11 items-center md:inline md:min-h-0';

/** Categories with expandable subcategories (one open at a time), price slider, rating filter. */
export function FilterSidebar({ search, range, onChange }: Props) {
  const { data: categories = [] } = useCategories();
  const { data: subcategories = [] } = useSubcategories();
  const [open, setOpen] = useState<string | undefined>(search.category);
  const min = Math.max(0, (range?.low ?? 0) - 1);
  const max = range?.high ?? 0;
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
    <div className="space-y-6 text-sm">
      <section>
        <h2 className="mb-2 font-semibold">{m.listing_category()}</h2>
        <ul className="space-y-1">
          {categories.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                aria-expanded={open === c.slug}
                className="flex min-h-11 w-full items-center justify-between py-1 text-left md:min-h-0"
                onClick={() => setOpen((o) => (o === c.slug ? undefined : c.slug))}
              >
                {c.name} <span aria-hidden>{open === c.slug ? '−' : '+'}</span>
              </button>
              {open === c.slug && (
                <ul className="ml-3 border-l border-slate-200 pl-3 md:space-y-1">
                  <li>
                    <Link
                      to="/shops"
                      search={{ category: c.slug }}
                      className={`${TAP} text-teal-700`}
                    >
                      {m.listing_all_in_category({ category: c.name })}
                    </Link>
                  </li>
                  {subcategories
                    .filter((s) => s.categoryId === c._id)
                    .map((s) => (
                      <li key={s._id}>
                        <Link
                          to="/shops"
                          search={{ category: c.slug, subcategory: s.slug }}
                          className={`${TAP} hover:text-teal-700`}
                        >
                          {s.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      {range && (
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
      )}
      <section>
        <h2 className="mb-2 font-semibold">{m.listing_rating()}</h2>
        <ul className="space-y-1">
          {[5, 4, 3, 2, 1].map((r) => (
            <li key={r}>
              <button
                type="button"
                aria-pressed={search.rating === r}
                aria-label={m.listing_stars_and_above({ rating: r })}
                onClick={() => onChange({ rating: r })}
                className={`min-h-11 rounded px-1 md:min-h-0 ${search.rating === r ? 'bg-amber-50 ring-1 ring-amber-400' : ''}`}
              >
                <RatingStars rating={r} />
              </button>
            </li>
          ))}
        </ul>
        {search.rating && (
          <button
            type="button"
            className="mt-1 min-h-11 text-teal-700 underline md:min-h-0"
            onClick={() => onChange({ rating: undefined })}
          >
            {m.listing_clear_rating()}
          </button>
        )}
      </section>
    </div>
  );
}
