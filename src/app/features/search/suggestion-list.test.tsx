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
  it('lists Popular Searches, then Products cut at 30 characters with ₹ prices', () => {
    const items = flattenSuggestions(data);
    render(<SuggestionList items={items} active={2} onPick={() => {}} />);
    expect(screen.getByText('Popular Searches')).toBeInTheDocument();
    expect(screen.getByText('Products')).toBeInTheDocument();
    expect(screen.getByText('Sangria Sequinned Embroidered ...')).toBeInTheDocument();
    const paid = screen.getByText('₹98,765');
    const mrp = screen.getByText('₹1,23,456');
    expect(mrp.tagName).toBe('S');
    expect(paid.tagName).not.toBe('S');
    // The price paid first, the struck-out MRP after it, as on the cards.
    expect(paid.compareDocumentPosition(mrp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  });

  it('strikes out nothing when the product is not discounted', () => {
    const items = flattenSuggestions({
      subcategories: [],
      products: [{ ...data.products[0]!, price: 4887, discountedPrice: 4887 }],
    });
    render(<SuggestionList items={items} active={0} onPick={() => {}} />);
    expect(screen.getByText('₹4,887').tagName).not.toBe('S');
    expect(document.querySelector('s')).toBeNull();
  });

  it('answers nothing without data', () => {
    expect(flattenSuggestions(undefined)).toEqual([]);
  });
});
