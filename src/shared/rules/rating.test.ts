import { ratingStars } from './rating';

describe('rating stars', () => {
  it('uses half stars at .5 thresholds', () => {
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(ratingStars(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
  it('clamps out-of-range ratings', () => {
    expect(ratingStars(7)).toEqual(ratingStars(5));
    expect(ratingStars(-1)).toEqual(ratingStars(0));
  });
});
