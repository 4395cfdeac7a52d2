import { render, screen } from '@testing-library/react';
import SuggestionList from './suggestion-list';
import { flattenSuggestions } from './suggestions';

const data = {
  subcategories: ['Sarees', 'Sandals'],
  products: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      name: 'Sangria Sequinned Embroidered Lehenga Choli',
      slug: 'x',
      price: 123456,
      discountedPrice: 98765,
      image: null,
      categorySlug: 'women',
    },
  ],
};

describe('search suggestions', () => {
  it('lists Popular Searches, then Products cut at 30 characters with Rs. prices', () => {
    const items = flattenSuggestions(data);
    render(<SuggestionList items={items} active={2} onPick={() => {}} />);
    expect(screen.getByText('Popular Searches')).toBeInTheDocument();
    expect(screen.getByText('Products')).toBeInTheDocument();
    expect(screen.getByText('Sangria Sequinned Embroidered ...')).toBeInTheDocument();
    expect(screen.getByText('Rs. 98,765')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,23,456').tagName).toBe('S');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  });

  it('answers nothing without data', () => {
    expect(flattenSuggestions(undefined)).toEqual([]);
  });
});
