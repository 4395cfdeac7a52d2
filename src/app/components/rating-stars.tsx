import { ratingStars } from '@shared/rules/rating';

/** Five stars, full/half/empty at .5 thresholds. */
export function RatingStars({ rating, size = 'text-sm' }: { rating: number; size?: string }) {
  return (
    <span className={`inline-flex text-amber-500 ${size}`} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {ratingStars(rating).map((star, i) => (
        <span key={i} data-star={star} aria-hidden className="relative inline-block w-[1em]">
          <span className="text-slate-300">★</span>
          {star !== 'empty' && (
            <span className="absolute inset-0 overflow-hidden" style={{ width: star === 'half' ? '50%' : '100%' }}>
              ★
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
