import type { ProductSummary } from '@shared/api/catalogue';

/** How many cards were drawn, by CountedProductCard. */
export const cardsDrawn = { count: 0 };

/**
 * Stands in for ProductCard (vi.mock) in a test that checks a tap draws no card again: the cards
 * are most of what a phone re-renders when a tap's state sits too high in the tree.
 */
export function CountedProductCard({ product }: { product: ProductSummary }) {
  // Counting its renders is this double's whole purpose, a side effect React's rules forbid.
  // eslint-disable-next-line react-hooks/immutability
  cardsDrawn.count++;
  return <span>{product.name}</span>;
}

/** A product as a card shows it: the nth of a test's list, with its own id, slug and name. */
export const productSummary = (n: number, over: Partial<ProductSummary> = {}): ProductSummary => ({
  _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
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
  sellerId: '20000000-0000-4000-8000-000000000001',
  subcategoryName: 'Kurtas',
  categorySlug: 'men',
  ...over,
});
