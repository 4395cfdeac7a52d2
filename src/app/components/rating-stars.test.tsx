import { render } from '@testing-library/react';
import { RatingStars } from './rating-stars';

describe('rating stars', () => {
  it('draws full, half and empty stars at .5 thresholds', () => {
    const { container } = render(<RatingStars rating={3.5} />);
    const stars = [...container.querySelectorAll('[data-star]')].map((s) => s.getAttribute('data-star'));
    expect(stars).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
});
