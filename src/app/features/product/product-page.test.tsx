import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Product, ProductSummary, Variation } from '@shared/api/catalogue';
import { productQueryOptions } from '@/lib/catalogue/products';
import { renderWithRouter, testApi } from '@/test/render';
import type * as ProductCardModule from '@/components/product-card';
import { ProductPage } from './product-page';

// Counts the cards drawn: the carousels below the buying column draw one each.
const cardsDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/product-card', async (original) => ({
  ...(await original<typeof ProductCardModule>()),
  ProductCard: ({ product }: { product: ProductSummary }) => {
    cardsDrawn.count++;
    return <span>{product.name}</span>;
  },
}));

const SELLER = '20000000-0000-4000-8000-000000000001';
const summary = (n: number): ProductSummary => ({
  _id: `10000000-0000-4000-8000-00000000010${n}`,
  slug: `kurta-${n}`,
  name: `Kurta ${n}`,
  brand: null,
  price: 999,
  discount: 0,
  discountedPrice: 999,
  stock: 5,
  rating: 4,
  images: [],
  shopName: 'Charminar Fashions',
  sellerId: SELLER,
  subcategoryName: 'Kurtas',
  categorySlug: 'men',
});
const PRODUCT_ID = '10000000-0000-4000-8000-000000000001';
const inSize = (size: string, n: number): Variation => ({
  _id: `40000000-0000-4000-8000-00000000000${n}`,
  productId: PRODUCT_ID,
  price: 1299,
  discount: 0,
  discountedPrice: 1299,
  stock: 4,
  images: [],
  color: null,
  ram: null,
  storage: null,
  size,
  specification: {},
});
const product: Product = {
  ...summary(0),
  _id: PRODUCT_ID,
  slug: 'khadi-kurta',
  name: 'Khadi Kurta',
  description: 'Hand-spun',
  subcategorySlug: 'kurtas',
  reviewCount: 0,
  variations: [inSize('M', 1), inSize('L', 2)],
};

it('choosing a size redraws the buying column, not the cards of the carousels below', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(productQueryOptions(testApi, product.slug).queryKey, {
    product,
    relatedProducts: [summary(1), summary(2), summary(3)],
    moreProducts: [summary(4), summary(5)],
    sponsors: [],
  });
  await renderWithRouter(<ProductPage slug={product.slug} />, queryClient);
  const sizes = await screen.findByRole('group', { name: 'Size' });
  expect(screen.getByText('Kurta 5')).toBeInTheDocument();
  const drawnBefore = cardsDrawn.count;

  fireEvent.click(within(sizes).getByRole('button', { name: 'L' }));

  expect(within(sizes).getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardsDrawn.count).toBe(drawnBefore);
  vi.unstubAllGlobals();
});
