import { cartTotals, discountAmount, discountedPrice, savings, shippingFee } from './price';

describe('discounted price', () => {
  it('subtracts the floor of the percent', () => {
    expect(discountedPrice(999, 15)).toBe(850); // 149.85 -> 149
    expect(discountAmount(999, 15)).toBe(149);
    expect(discountedPrice(500, 0)).toBe(500);
    expect(discountedPrice(1299, 33)).toBe(871); // 428.67 -> 428
  });
});

describe('savings', () => {
  it('is the discount amount times quantity, summed', () => {
    expect(
      savings([
        { price: 1000, discount: 10, quantity: 2 },
        { price: 999, discount: 15, quantity: 1 },
        { price: 300, discount: 0, quantity: 4 },
      ]),
    ).toBe(200 + 149);
  });
});

describe('shipping fee', () => {
  it('is 85 per seller up to 799 and free above', () => {
    expect(shippingFee(799, 1)).toBe(85);
    expect(shippingFee(799, 2)).toBe(170);
    expect(shippingFee(800, 3)).toBe(0);
    expect(shippingFee(0, 0)).toBe(0);
  });
});

describe('cart totals', () => {
  it('adds items, savings and fee; total = price + shipping_fee', () => {
    const t = cartTotals([
      { lines: [{ price: 400, discount: 10, quantity: 1 }] },
      { lines: [{ price: 200, discount: 0, quantity: 2 }] },
    ]);
    expect(t).toEqual({ price: 760, savings: 40, shipping_fee: 170, total: 930, itemCount: 3 });
  });
  it('ships free above 799', () => {
    const t = cartTotals([{ lines: [{ price: 900, discount: 0, quantity: 1 }] }]);
    expect(t.shipping_fee).toBe(0);
    expect(t.total).toBe(900);
  });
});
