import { allocate } from '../payment/invoice/invoice-lines';

export interface ShareInput {
  /** The order's coupon, rupees. */
  couponDiscount: number;
  /** Every part of the order in the coupon's order (seller id): rupees of items. */
  partPrices: number[];
  /** Which of them the return is of. */
  partIndex: number;
  /** The part's items in a fixed order: unit price paid (rupees) and units ordered. */
  items: { unitPrice: number; quantity: number }[];
  /** Per item: units returned before (accepted returns) and units this return takes back. */
  returned: { before: number; now: number }[];
}

/**
 * Paise a return refunds: each returned unit's price less its share of the coupon. The coupon is
 * shared over the parts by value (as the invoices and a cancel share it), then over the part's
 * items by value, then over an item's units so that returns of all its units, one by one or
 * together, add up exactly to what the item was paid. Shipping is not refunded: the delivery was
 * made (docs/returns.md).
 */
export function returnRefundPaise(input: ShareInput): number {
  const partShare = allocate(input.couponDiscount * 100, input.partPrices)[input.partIndex] ?? 0;
  const itemShares = allocate(
    partShare,
    input.items.map((i) => i.unitPrice * i.quantity),
  );
  let paise = 0;
  input.items.forEach((item, i) => {
    const { before, now } = input.returned[i]!;
    if (now === 0) return;
    const net = item.unitPrice * item.quantity * 100 - itemShares[i]!;
    const upTo = (units: number) => Math.floor((net * units) / item.quantity);
    paise += upTo(before + now) - upTo(before);
  });
  return paise;
}

/** What the part was paid (items and shipping less its coupon share), paise. */
export function partPaidPaise(
  couponDiscount: number,
  partPrices: number[],
  partIndex: number,
  shippingFee: number,
): number {
  const share = allocate(couponDiscount * 100, partPrices)[partIndex] ?? 0;
  return (partPrices[partIndex]! + shippingFee) * 100 - share;
}
