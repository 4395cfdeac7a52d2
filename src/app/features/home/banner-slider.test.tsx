import { screen } from '@testing-library/react';
import type { Banner } from '@shared/api/catalogue';
import { renderWithRouter } from '@/test/render';
import { BannerSlider } from './banner-slider';

// Swiper's start is use-slider.test.tsx's; here only the markup the server draws.
vi.mock('./use-slider', () => ({ useSlider: () => undefined }));

const offer = {
  _id: 'b1',
  status: 'active',
  targetType: 'product',
  productSlug: 'khadi-kurta',
  categoryId: null,
  clickUrl: null,
  imgUrl: '/images/banner/khadi.svg',
  heading: 'Khadi Kurtas',
  subheading: 'Handwoven',
  btnText: 'Shop now',
} as unknown as Banner;

describe('the offers slider', () => {
  it('draws the arrow in each of its buttons itself, so Swiper parses none when it starts', async () => {
    await renderWithRouter(<BannerSlider banners={[offer, { ...offer, _id: 'b2' }]} />);
    for (const name of ['Previous offer', 'Next offer']) {
      const button = await screen.findByRole('button', { name });
      // Swiper's Navigation parses its own arrow into a button that holds no svg.
      expect(button.querySelectorAll('svg.swiper-navigation-icon')).toHaveLength(1);
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
