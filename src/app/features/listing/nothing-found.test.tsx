import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { NothingFound } from './nothing-found';

describe('nothing found', () => {
  it('offers the spelling that finds products, in the same category, and its subcategories', async () => {
    await renderWithRouter(
      <NothingFound
        didYouMean="samsung"
        category="mobiles"
        categories={[{ name: 'Smartphones', slug: 'mobiles-smartphones', categorySlug: 'mobiles' }]}
      />,
    );
    expect(await screen.findByText('No Products Found')).toBeInTheDocument();
    const offer = screen.getByRole('link', { name: 'samsung' });
    expect(offer.getAttribute('href')).toBe('/products/search?category=mobiles&value=samsung');
    expect(offer.parentElement).toHaveTextContent('Did you mean samsung?');
    expect(screen.getByRole('link', { name: 'Smartphones' }).getAttribute('href')).toBe(
      '/shops?category=mobiles&subcategory=mobiles-smartphones',
    );
  });

  it('says only No Products Found when nothing would find anything', async () => {
    await renderWithRouter(<NothingFound />);
    expect(await screen.findByText('No Products Found')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
