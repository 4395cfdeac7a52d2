import { partPaidPaise, returnRefundPaise } from './refund-share';

describe("a return's refund", () => {
  // Two parts (₹600 and ₹400) sharing a ₹100 coupon: ₹60 and ₹40.
  const base = { couponDiscount: 100, partPrices: [600, 400], partIndex: 0 };

  it('is the units paid less their coupon share', () => {
    const paise = returnRefundPaise({
      ...base,
      items: [{ unitPrice: 200, quantity: 3 }],
      returned: [{ before: 0, now: 1 }],
    });
    expect(paise).toBe(20_000 - 2_000);
  });

  it('adds up, unit by unit, to exactly what the item was paid', () => {
    // ₹100 coupon over ₹300 (one part): ₹33.33 each unit share, not whole paise.
    const one = { couponDiscount: 100, partPrices: [300], partIndex: 0 };
    const items = [{ unitPrice: 100, quantity: 3 }];
    const steps = [0, 1, 2].map((before) =>
      returnRefundPaise({ ...one, items, returned: [{ before, now: 1 }] }),
    );
    expect(steps.reduce((a, b) => a + b, 0)).toBe(30_000 - 10_000);
    expect(returnRefundPaise({ ...one, items, returned: [{ before: 0, now: 3 }] })).toBe(20_000);
  });

  it('never includes shipping, which the part paid', () => {
    expect(partPaidPaise(100, [600, 400], 1, 49)).toBe((400 + 49) * 100 - 4_000);
  });
});
