import { render, screen } from '@testing-library/react';
import { RatingStars } from './rating-stars';

const filledWidth = (rating: number) => {
  const { unmount } = render(<RatingStars rating={rating} />);
  const width = screen.getByTestId('stars-filled').style.width;
  unmount();
  return width;
};

describe('rating stars', () => {
  it('fills whole stars at each point and a half star from .5 of the next', () => {
    expect(filledWidth(3.5)).toBe('70%'); // full, full, full, half, empty
    expect(filledWidth(3.4)).toBe('60%'); // below .5: the fourth star stays empty
    expect(filledWidth(4.9)).toBe('90%');
    expect(filledWidth(5)).toBe('100%');
    expect(filledWidth(0)).toBe('0%');
    expect(filledWidth(7)).toBe('100%'); // out of range clamps
  });

  it('is one image named by its rating', () => {
    render(<RatingStars rating={3.46} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  });
});
