import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderAmounts } from './order-amounts';

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );

describe('OrderAmounts', () => {
  it('shows the coupon line that takes the items total down to the total paid', () => {
    const { container } = render(
      <OrderAmounts
        order={{
          discountedPrice: 5100,
          shipping_fee: 0,
          cod_fee: 0,
          couponDiscount: 50,
          totalAmount: 5050,
        }}
      />,
    );
    expect(lines(container)).toEqual([
      'Items: ₹5,100',
      'Shipping: ₹0',
      'Coupon: - ₹50',
      'Total: ₹5,050',
    ]);
  });

  it('leaves the coupon line out when no coupon was used', () => {
    const { container } = render(
      <OrderAmounts
        order={{
          discountedPrice: 2_45_000,
          shipping_fee: 40,
          cod_fee: 0,
          couponDiscount: 0,
          totalAmount: 2_45_040,
        }}
      />,
    );
    expect(lines(container)).toEqual(['Items: ₹2,45,000', 'Shipping: ₹40', 'Total: ₹2,45,040']);
  });
});
