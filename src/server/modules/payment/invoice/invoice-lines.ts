import type { VariationChoices } from '@shared/rules/variation';
import { gstRate, SHIPPING_RATE, SHIPPING_SAC, splitInclusive, type TaxSplit } from './gst';

/** One line of a tax invoice; amounts in paise, tax included as the shop shows prices. */
export interface InvoiceLine extends TaxSplit {
  kind: 'item' | 'shipping';
  /** The product's name as sold (the shipping line's is named in the invoice's language). */
  description: string;
  /** What the shopper chose (colour, size, ...), named in the invoice's language. */
  variation: VariationChoices | null;
  hsn: string;
  quantity: number;
  /** Price per unit, paise. */
  unitPrice: number;
  /** The order coupon's share of this line, paise (0 when none). */
  discount: number;
  rate: number;
  /** What the line costs the buyer: unit price x quantity less the discount, paise. */
  total: number;
}

/** Splits a sum over weights in whole paise; the remainder goes to the largest shares first. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) if (left-- > 0) shares[i]! += 1;
  return shares;
}

/**
 * An item line: the discount (the coupon's share) lowers the value the tax is worked out on, as
 * a discount shown on the invoice does (CGST Act s. 15(3)(a)).
 */
export function itemLine(
  item: {
    description: string;
    variation?: VariationChoices;
    hsn: string;
    quantity: number;
    unitRupees: number;
  },
  discount: number,
  sameState: boolean,
): InvoiceLine {
  const total = item.unitRupees * item.quantity * 100 - discount;
  const rate = gstRate(item.hsn, item.unitRupees);
  return {
    kind: 'item',
    description: item.description,
    variation: item.variation ?? null,
    hsn: item.hsn,
    quantity: item.quantity,
    unitPrice: item.unitRupees * 100,
    discount,
    rate,
    total,
    ...splitInclusive(total, rate, sameState),
  };
}

/** The seller part's shipping fee, a service of its own (no coupon applies to it). */
export function shippingLine(feeRupees: number, sameState: boolean): InvoiceLine {
  const total = feeRupees * 100;
  return {
    kind: 'shipping',
    description: 'Shipping charges',
    variation: null,
    hsn: SHIPPING_SAC,
    quantity: 1,
    unitPrice: total,
    discount: 0,
    rate: SHIPPING_RATE,
    total,
    ...splitInclusive(total, SHIPPING_RATE, sameState),
  };
}

export type InvoiceTotals = TaxSplit & { discount: number; total: number };

export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (key: keyof InvoiceTotals) => lines.reduce((n, l) => n + l[key], 0);
  return {
    discount: sum('discount'),
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    total: sum('total'),
  };
}
