import { m } from '@shared/i18n/paraglide/messages.js';
import { RatingStars } from '@/components/rating-stars';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

/** "N stars and above", one at a time, and a way to clear it. */
export function RatingFilter({
  rating,
  onChange,
}: {
  rating: ListingSearch['rating'];
  onChange: (patch: Partial<ListingSearch>) => void;
}) {
  return (
    <section>
      <h2 className="mb-2 font-semibold">{m.listing_rating()}</h2>
      <ul className="space-y-1">
        {[5, 4, 3, 2, 1].map((r) => (
          <li key={r}>
            <button
              type="button"
              aria-pressed={rating === r}
              aria-label={m.listing_stars_and_above({ rating: r })}
              onClick={() => onChange({ rating: r })}
              className={`min-h-11 rounded px-1 md:min-h-0 ${rating === r ? 'bg-amber-50 ring-1 ring-amber-400' : ''}`}
            >
              <RatingStars rating={r} />
            </button>
          </li>
        ))}
      </ul>
      {rating && (
        <button
          type="button"
          className="mt-1 min-h-11 text-teal-700 underline md:min-h-0"
          onClick={() => onChange({ rating: undefined })}
        >
          {m.listing_clear_rating()}
        </button>
      )}
    </section>
  );
}
