import type { ApiAnswer } from '@shared/api/api-client';
import { screen } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '@/lib/catalogue/products';
import type { ProductSummary } from '@shared/api/catalogue';
import { renderWithRouter, testApi } from '@/test/render';
import { ProductCard } from './product-card';

const product = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  _id: '11111111-1111-4111-8111-111111111111',
  slug: 'biba-kurti-p1',
  name: 'Biba Cotton Kurti',
  brand: 'Biba',
  price: 1499,
  discount: 20,
  discountedPrice: 1200,
  stock: 3,
  rating: 4.5,
  images: ['/images/product/dress--biba-kurti-p1--pink.svg'],
  shopName: 'Charminar Fashions',
  sellerId: '22222222-2222-4222-8222-222222222222',
  subcategoryName: 'Kurtis',
  categorySlug: 'women',
  ...over,
});

describe('product card', () => {
  it('shows the percent-off badge, the price paid and the original struck through', async () => {
    await renderWithRouter(<ProductCard product={product()} />);
    expect(await screen.findByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('₹1,499').tagName).toBe('S');
    expect(screen.getByText('Biba')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/details/biba-kurti-p1');
  });

  it("shows 'New' without a discount, and no struck-through price", async () => {
    await renderWithRouter(
      <ProductCard product={product({ discount: 0, discountedPrice: 1499 })} />,
    );
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.queryByText('₹1,499')?.tagName).not.toBe('S');
  });

  it('shows the drawing as WebP in the widths a phone chooses from', async () => {
    await renderWithRouter(<ProductCard product={product()} />);
    const picture = await screen.findByRole('img', { name: 'Biba Cotton Kurti' });
    expect(picture).toHaveAttribute('src', '/images/product/dress--biba-kurti-p1--pink.320.webp');
    expect(picture.getAttribute('srcset')).toContain(
      '/images/product/dress--biba-kurti-p1--pink.480.webp 480w',
    );
    expect(picture.getAttribute('sizes')).toContain('45vw');
  });

  it('uses a placeholder when there is no image, and hides a missing brand', async () => {
    await renderWithRouter(<ProductCard product={product({ images: [], brand: null })} />);
    expect(await screen.findByRole('img', { name: 'Biba Cotton Kurti' })).toHaveAttribute(
      'src',
      '/placeholder.svg',
    );
    expect(screen.queryByText('Biba')).not.toBeInTheDocument();
  });

  it('asks for the lite picture when the shopper saves data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    await renderWithRouter(<ProductCard product={product()} />);
    expect(await screen.findByRole('img', { name: 'Biba Cotton Kurti' })).toHaveAttribute(
      'src',
      '/images/product/dress--biba-kurti-p1--pink.svg?lite=1',
    );
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('says out of stock at 0', async () => {
    await renderWithRouter(<ProductCard product={product({ stock: 0 })} />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  });

  it('says how few are left only at 10 or fewer, and nothing of stock when there are plenty', async () => {
    await renderWithRouter(
      <>
        <ProductCard product={product({ stock: 10 })} />
        <ProductCard
          product={product({ _id: 'plenty', slug: 'plenty', name: 'Plenty', stock: 11 })}
        />
      </>,
    );
    expect(await screen.findByText('Only 10 left in stock')).toBeInTheDocument();
    const plenty = screen.getByRole('link', { name: /Plenty/ });
    expect(plenty).not.toHaveTextContent(/in stock/i);
  });
});

/** A product page saved on the device: the card only asks whether one is there. */
const savedProduct = {} as ApiAnswer<'getProductDetail'>['data'];

describe('product card offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('marks a card whose product page is saved on the device, only while offline', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productQueryOptions(testApi, 'biba-kurti-p1').queryKey, savedProduct);
    onlineManager.setOnline(false);
    await renderWithRouter(
      <>
        <ProductCard product={product()} />
        <ProductCard
          product={product({ _id: '33333333-3333-4333-8333-333333333333', slug: 'not-seen' })}
        />
      </>,
      queryClient,
    );
    expect(await screen.findAllByText('✓ Available offline')).toHaveLength(1);
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Available offline');
  });

  it('shows no mark online', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productQueryOptions(testApi, 'biba-kurti-p1').queryKey, savedProduct);
    await renderWithRouter(<ProductCard product={product()} />, queryClient);
    expect(await screen.findByText('Biba Cotton Kurti')).toBeInTheDocument();
    expect(screen.queryByText('✓ Available offline')).not.toBeInTheDocument();
  });

  it('asks for a first-row card’s picture at once, and leaves the others lazy', async () => {
    await renderWithRouter(
      <>
        <ProductCard product={product()} priority />
        <ProductCard product={product({ _id: 'second', slug: 'second', name: 'Second' })} />
      </>,
    );
    const first = await screen.findByAltText(product().name);
    const second = screen.getByAltText('Second');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
  });
});
