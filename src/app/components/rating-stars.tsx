import { m } from '@shared/i18n/paraglide/messages.js';
import { ratingStars, type Star } from '@shared/rules/rating';

const FILL: Record<Star, number> = { full: 1, half: 0.5, empty: 0 };

/**
 * Five stars, full/half/empty at .5 thresholds: a grey row of five with the gold row laid over
 * it, cut at the filled width. Two elements instead of sixteen: the home page draws 80 of these,
 * and every element is parsed, styled and laid out on a phone before the page can be used.
 */
export function RatingStars({ rating, size = 'text-sm' }: { rating: number; size?: string }) {
  const filled = ratingStars(rating).reduce((sum, star) => sum + FILL[star], 0);
  return (
    <span
      className={`relative inline-block w-fit whitespace-nowrap text-slate-300 ${size}`}
      role="img"
      aria-label={m.rating_label({ rating: rating.toFixed(1) })}
    >
      ★★★★★
      <span
        data-testid="stars-filled"
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-500"
        style={{ width: `${filled * 20}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
