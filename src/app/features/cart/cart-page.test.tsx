import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import type { CartLine, CartResponse } from '@shared/api/cart';
import { renderWithRouter } from '@/test/render';
import { CART_KEY } from '@/lib/outbox/shop-queries';
import { notify } from '@/lib/notify';
import { CartPage } from './cart-page';

const line = (
  id: string,
  price: number,
  discount: number,
  quantity: number,
  stock = 5,
): CartLine => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  quantity,
  productId: `10000000-0000-4000-8000-00000000000${id}`,
  variantId: null,
  productInfo: {
    name: `Item ${id}`,
    slug: `item-${id}`,
    brand: 'Biba',
    images: [],
    price,
    discount,
    discountedPrice: price - Math.floor((price * discount) / 100),
    stock,
    color: null,
    ram: null,
    storage: null,
    size: null,
  },
});

async function renderCart(cart: CartResponse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(CART_KEY, cart);
  await renderWithRouter(<CartPage />, queryClient);
}

describe('cart page', () => {
  it('shows the count, shop groups, savings, shipping and total; out-of-stock lines apart', async () => {
    await renderCart({
      card_products: [
        {
          sellerId: 's',
          shopName: 'Charminar Fashions',
          price: 800,
          products: [line('1', 1000, 20, 1)],
        },
      ],
      price: 800,
      card_product_count: 2,
      shipping_fee: 0,
      outOfStockProduct: [line('2', 300, 0, 1, 0)],
      buy_product_item: 1,
    });
    expect(await screen.findByRole('heading', { name: 'My Cart (2 items)' })).toBeInTheDocument();
    expect(screen.getByText('Charminar Fashions')).toBeInTheDocument();
    expect(screen.getByText('− ₹200')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Out of stock', { selector: 'h2' })).toBeInTheDocument();
  });

  it('shows the fee and the total with it when there is one', async () => {
    await renderCart({
      card_products: [
        { sellerId: 's', shopName: 'One', price: 300, products: [line('1', 300, 0, 1)] },
      ],
      price: 300,
      card_product_count: 1,
      shipping_fee: 85,
      outOfStockProduct: [],
      buy_product_item: 1,
    });
    expect(await screen.findByText('₹85')).toBeInTheDocument();
    expect(screen.getByText('₹385')).toBeInTheDocument();
  });

  it('marks a line that is in an order waiting for payment, with Pay Now for that order', async () => {
    const inOrder = {
      ...line('1', 300, 0, 1),
      pendingOrder: { orderId: 'OD20261122000000042', totalAmount: 385, items: 1 },
    };
    await renderCart({
      card_products: [
        { sellerId: 's', shopName: 'One', price: 300, products: [inOrder, line('2', 200, 0, 1)] },
      ],
      price: 500,
      card_product_count: 2,
      shipping_fee: 85,
      outOfStockProduct: [],
      buy_product_item: 2,
    });
    expect(await screen.findByText(/In a pending order/)).toBeInTheDocument();
    expect(screen.getAllByText(/In a pending order/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      '/payment?orderId=OD20261122000000042&price=385&items=1',
    );
  });

  it("says 'Your cart is empty.' with Shop Now", async () => {
    await renderCart({
      card_products: [],
      price: 0,
      card_product_count: 0,
      shipping_fee: 0,
      outOfStockProduct: [],
      buy_product_item: 0,
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
  });
});

describe('cart quantity at the stock limit', () => {
  it("says 'Out of stock' instead of doing nothing when plus would pass the stock", async () => {
    const errors = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await renderCart({
      card_products: [
        { sellerId: 's', shopName: 'One', price: 600, products: [line('1', 300, 0, 2, 2)] },
      ],
      price: 600,
      card_product_count: 2,
      shipping_fee: 0,
      outOfStockProduct: [],
      buy_product_item: 2,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(errors).toHaveBeenCalledWith('Out of stock');
    errors.mockRestore();
  });

  it('names a line’s colour and size in the page’s language, as the product page does', async () => {
    setLocale('hi', { reload: false });
    try {
      const maroon = line('1', 900, 0, 1);
      maroon.productInfo = { ...maroon.productInfo, color: 'Maroon', size: 'M' };
      await renderCart({
        card_products: [{ sellerId: 's', shopName: 'One', price: 900, products: [maroon] }],
        price: 900,
        card_product_count: 1,
        shipping_fee: 0,
        outOfStockProduct: [],
        buy_product_item: 1,
      });
      expect(await screen.findByText('मैरून · साइज़ M')).toBeInTheDocument();
    } finally {
      setLocale('en', { reload: false });
    }
  });
});
