import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orderParts, orders, sellers } from '../../../db/schema';
import { variationText } from '@shared/rules/variation';
import { rupeesInWords } from './amount-in-words';
import { gstRate, SHIPPING_RATE, SHIPPING_SAC, splitInclusive, type TaxSplit } from './gst';

export interface InvoiceLine extends TaxSplit {
  description: string;
  hsn: string;
  quantity: number;
  /** Tax-inclusive price per unit, paise. */
  unitPrice: number;
  rate: number;
  /** What the line costs the buyer, tax included, paise. */
  total: number;
}

export interface SellerInvoice {
  invoiceNumber: string;
  date: Date;
  orderNumber: string;
  seller: {
    shopName: string;
    name: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    gstin: string;
  };
  buyer: {
    name: string;
    address: string;
    locality: string;
    landmark: string;
    cityDistTown: string;
    state: string;
    pincode: string;
    phonenumber: string;
  };
  placeOfSupply: string;
  sameState: boolean;
  lines: InvoiceLine[];
  totals: TaxSplit & { total: number };
  totalInWords: string;
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

function line(
  description: string,
  hsn: string,
  quantity: number,
  unitPrice: number,
  total: number,
  rate: number,
  sameState: boolean,
): InvoiceLine {
  return {
    description,
    hsn,
    quantity,
    unitPrice,
    rate,
    total,
    ...splitInclusive(total, rate, sameState),
  };
}

export type PaidOrder = typeof orders.$inferSelect;

/**
 * The customer's order by its number when it is paid, or null when it is not theirs or not paid:
 * whether they may see its invoices.
 */
export async function findPaidOrder(
  db: Db,
  customerId: string,
  orderNumber: string,
): Promise<PaidOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  return order && order.paymentStatus === 'paid' ? order : null;
}

/**
 * The tax invoices of an order found paid by findPaidOrder, one per seller part. Prices are
 * GST-inclusive (as shown to the shopper); an order coupon lowers each line's value in
 * proportion before tax is worked out.
 */
export async function invoicesOf(db: Db, order: PaidOrder): Promise<SellerInvoice[]> {
  const parts = await db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, order.id))
    .orderBy(asc(orderParts.id));
  const sellerRows = await db
    .select()
    .from(sellers)
    .where(
      inArray(
        sellers.id,
        parts.map((p) => p.sellerId),
      ),
    );
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const buyer = order.shippingInfo as SellerInvoice['buyer'];
  const couponShares = allocate(
    order.couponDiscount * 100,
    parts.map((p) => p.price),
  );

  return parts.map((part, i) => {
    const seller = sellerRows.find((s) => s.id === part.sellerId)!;
    const sameState = seller.state === buyer.state;
    const mine = items.filter((it) => it.orderPartId === part.id);
    const lineShares = allocate(
      couponShares[i]!,
      mine.map((it) => it.discountedPrice * it.quantity),
    );
    const lines = mine.map((it, j) =>
      line(
        variationText(it) ? `${it.name} (${variationText(it)})` : it.name,
        it.hsn,
        it.quantity,
        it.discountedPrice * 100,
        it.discountedPrice * it.quantity * 100 - lineShares[j]!,
        gstRate(it.hsn, it.discountedPrice),
        sameState,
      ),
    );
    if (part.shippingFee > 0)
      lines.push(
        line(
          'Shipping charges',
          SHIPPING_SAC,
          1,
          part.shippingFee * 100,
          part.shippingFee * 100,
          SHIPPING_RATE,
          sameState,
        ),
      );
    const sum = (key: keyof TaxSplit | 'total') => lines.reduce((n, l) => n + l[key], 0);
    const totals = {
      taxable: sum('taxable'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      total: sum('total'),
    };
    return {
      invoiceNumber: part.invoiceNumber ?? '',
      date: part.invoiceDate ?? order.paidAt ?? order.createdAt,
      orderNumber: order.orderNumber,
      seller: {
        shopName: seller.shopName,
        name: seller.name,
        address: seller.address,
        city: seller.city,
        state: seller.state,
        pincode: seller.pincode,
        gstin: seller.gstin,
      },
      buyer,
      placeOfSupply: buyer.state,
      sameState,
      lines,
      totals,
      totalInWords: rupeesInWords(totals.total),
    };
  });
}
