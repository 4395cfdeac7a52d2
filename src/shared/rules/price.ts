import { FREE_SHIPPING_ABOVE, SHIPPING_FEE_PER_SELLER } from '../constants';

/** Money is integer rupees. The discount is a whole percent, rounded in the shopper's favour. */
export function discountAmount(price: number, discount: number): number {
  return Math.floor((price * discount) / 100);
}

export function discountedPrice(price: number, discount: number): number {
  return price - discountAmount(price, discount);
}

export interface PricedLine {
  price: number;
  discount: number;
  quantity: number;
}

/** Savings = sum over lines of discount amount x quantity. */
export function savings(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + discountAmount(l.price, l.discount) * l.quantity, 0);
}

/** The price the shopper pays for the items, before shipping. */
export function itemsTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + discountedPrice(l.price, l.discount) * l.quantity, 0);
}

/** 85 rupees per seller in the order, free when the items total is above 799. */
export function shippingFee(itemsTotalRupees: number, sellerCount: number): number {
  if (itemsTotalRupees > FREE_SHIPPING_ABOVE || sellerCount === 0) return 0;
  return SHIPPING_FEE_PER_SELLER * sellerCount;
}

export interface SellerLines {
  lines: readonly PricedLine[];
}

export interface CartTotals {
  /** Items total at the prices the shopper pays. */
  price: number;
  savings: number;
  shipping_fee: number;
  /** Cart order total = price + shipping_fee. */
  total: number;
  itemCount: number;
}

export function cartTotals(groups: readonly SellerLines[]): CartTotals {
  const all = groups.flatMap((g) => g.lines);
  const price = itemsTotal(all);
  const sellers = groups.filter((g) => g.lines.length > 0).length;
  const fee = shippingFee(price, sellers);
  return {
    price,
    savings: savings(all),
    shipping_fee: fee,
    total: price + fee,
    itemCount: all.reduce((n, l) => n + l.quantity, 0),
  };
}
