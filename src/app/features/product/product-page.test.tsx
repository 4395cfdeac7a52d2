import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Product, Variation } from '@shared/api/catalogue';
import { productQueryOptions } from '@/lib/catalogue/products';
import { cardsDrawn, productSummary } from '@/test/counted-product-card';
import { renderWithRouter, testApi } from '@/test/render';
import type * as ProductCardModule from '@/components/product-card';
import type * as GalleryModule from './gallery';
import { ProductPage } from './product-page';

vi.mock('@/components/product-card', async (original) => ({
  ...(await original<typeof ProductCardModule>()),
  ProductCard: (await import('@/test/counted-product-card')).CountedProductCard,
}));

/** Pictures whose gallery never finishes drawing: the page waits on it, as on a phone. */
const slowToDraw = vi.hoisted(() => ({ picture: '' }));
vi.mock('./gallery', async (original) => {
  const { Gallery } = await original<typeof GalleryModule>();
  return {
    Gallery: (props: Parameters<typeof Gallery>[0]) => {
      if (props.images.includes(slowToDraw.picture)) throw new Promise(() => undefined);
      return Gallery(props);
    },
  };
});

const PRODUCT_ID = '30000000-0000-4000-8000-000000000001';
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
  ...productSummary(0),
  _id: PRODUCT_ID,
  slug: 'khadi-kurta',
  name: 'Khadi Kurta',
  description: 'Hand-spun',
  subcategorySlug: 'kurtas',
  reviewCount: 0,
  variations: [
    inSize('M', 1),
    { ...inSize('L', 2), price: 1399, discountedPrice: 1399, images: ['/l-front.webp'] },
  ],
};

async function renderProductPage(shown: Product = product) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(productQueryOptions(testApi, shown.slug).queryKey, {
    product: shown,
    relatedProducts: [productSummary(1), productSummary(2), productSummary(3)],
    moreProducts: [productSummary(4), productSummary(5)],
    sponsors: [],
  });
  await renderWithRouter(<ProductPage slug={shown.slug} />, queryClient);
}

afterEach(() => {
  slowToDraw.picture = '';
  vi.unstubAllGlobals();
});

it("a chosen size, its price and its buying box follow at once, before the size's pictures", async () => {
  await renderProductPage();
  const sizes = await screen.findByRole('group', { name: 'Size' });
  slowToDraw.picture = '/l-front.webp';

  fireEvent.click(within(sizes).getByRole('button', { name: 'L' }));

  // The page still shows while the gallery is drawn for L in the background.
  expect(within(sizes).getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('₹1,399')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Khadi Kurta' })).toBeVisible();
});

it('choosing a size redraws the buying column, not the cards of the carousels below', async () => {
  await renderProductPage();
  const sizes = await screen.findByRole('group', { name: 'Size' });
  expect(screen.getByText('Kurta 5')).toBeInTheDocument();
  const drawnBefore = cardsDrawn.count;

  fireEvent.click(within(sizes).getByRole('button', { name: 'L' }));

  expect(within(sizes).getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardsDrawn.count).toBe(drawnBefore);
});

it('choosing a size starts its quantity again at 1, in the same buying box', async () => {
  await renderProductPage();
  const sizes = await screen.findByRole('group', { name: 'Size' });
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
  const addToCart = screen.getByRole('button', { name: 'Add to Cart' });

  fireEvent.click(within(sizes).getByRole('button', { name: 'L' }));
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  // Not drawn anew: mounting the box again was most of a size tap's work on a phone.
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBe(addToCart);

  fireEvent.click(within(sizes).getByRole('button', { name: 'M' }));
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
});

describe('the return policy on the product page', () => {
  const deliverTo = () => screen.findByRole('region', { name: 'Deliver to' });

  it('says "Not returnable" beside the delivery lines for a kind the policy excludes', async () => {
    await renderProductPage({ ...product, returnable: false });
    expect(within(await deliverTo()).getByText('Not returnable')).toBeInTheDocument();
  });

  it('says nothing of it for a returnable product, or an answer saved before it was told', async () => {
    await renderProductPage({ ...product, returnable: true });
    await deliverTo();
    expect(screen.queryByText('Not returnable')).toBeNull();
  });
});
