import { screen } from '@testing-library/react';
import type { Banner } from '@shared/api/catalogue';
import { renderWithRouter } from '@/test/render';
import { AdBanner } from './ad-banner';

const ad = {
  _id: 'b1',
  status: 'active',
  targetType: 'ads',
  productSlug: null,
  categoryId: null,
  clickUrl: '/shops?category=beauty',
  imgUrl: '/images/banner/lipstick--beauty-bestsellers.svg',
  heading: 'Beauty Bestsellers',
  subheading: 'Skincare and makeup loved across India',
  btnText: 'Discover',
} as unknown as Banner;

describe('advertisement banner', () => {
  it('carries its heading and call to action over a right-aligned picture, and opens in a new tab', async () => {
    await renderWithRouter(<AdBanner ad={ad} />);
    const link = await screen.findByRole('link', { name: /Beauty Bestsellers.*Discover/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveStyle({ height: '250px' });
    expect(link.querySelector('img')).toHaveClass('object-right');
    // Below the first screen: fetched when it comes near, not with the hero.
    expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Discover')).toBeInTheDocument();
  });
});
