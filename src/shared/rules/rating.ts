export type Star = 'full' | 'half' | 'empty';

/** Five stars for a 0-5 rating: full at each whole point, half from .5 of the next. */
export function ratingStars(rating: number): Star[] {
  const r = Math.min(5, Math.max(0, rating));
  return Array.from({ length: 5 }, (_, i) => {
    if (r >= i + 1) return 'full';
    if (r >= i + 0.5) return 'half';
    return 'empty';
  });
}
