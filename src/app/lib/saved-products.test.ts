import { QueryClient } from '@tanstack/react-query';
import { searchSavedProducts } from './saved-products';

const card = (id: string, name: string, brand: string) => ({
  _id: id,
  slug: id,
  name,
  brand,
  price: 100,
  discount: 0,
  discountedPrice: 100,
  stock: 1,
  rating: 4,
  images: [],
  shopName: 's',
  sellerId: 's',
  subcategoryName: 'x',
  categorySlug: 'c',
});

describe('searching what the device saved', () => {
  it('finds products in any cached catalogue answer, by name or brand, once each', () => {
    const qc = new QueryClient();
    qc.setQueryData(['catalogue', 'listing', { category: 'men' }], {
      products: [card('1', 'Cotton Kurta', 'Fabindia'), card('2', 'Slim Jeans', 'Levis')],
      totalProduct: 2,
      parPage: 12,
    });
    qc.setQueryData(['catalogue', 'product', 'x'], {
      product: card('1', 'Cotton Kurta', 'Fabindia'),
      relatedProducts: [card('3', 'Linen Kurta', 'W')],
    });
    qc.setQueryData(['personal', 'counts', 'u'], { cartCount: 1 });
    expect(
      searchSavedProducts(qc, ' KURTA ')
        .map((p) => p._id)
        .sort(),
    ).toEqual(['1', '3']);
    expect(searchSavedProducts(qc, 'levis').map((p) => p._id)).toEqual(['2']);
    expect(searchSavedProducts(qc, '  ')).toEqual([]);
  });
});
