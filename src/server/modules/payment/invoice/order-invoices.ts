import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locale-path';
import type { Db } from '../../../db/client';
import { coupons, orderItems, orderParts, orders, sellers } from '../../../db/schema';
import { localeOf } from '../../accounts/repository';
import { invoiceLocale } from './invoice-language';
import {
  allocate,
  itemLine,
  shippingLine,
  totalsOf,
  type InvoiceLine,
  type InvoiceTotals,
} from './invoice-lines';

export type { InvoiceLine } from './invoice-lines';

export interface Buyer {
  name: string;
  address: string;
  locality: string;
  landmark: string;
  cityDistTown: string;
  state: string;
  pincode: string;
  phonenumber: string;
}

export interface SellerInvoice {
  /** The seller's own number: each seller's series is consecutive within a financial year. */
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
  buyer: Buyer;
  placeOfSupply: string;
  sameState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** A paid order's tax invoices, one per seller, and what the whole order came to; paise. */
export interface OrderInvoices {
  orderNumber: string;
  orderedAt: Date;
  paidAt: Date;
  buyer: Buyer;
  invoices: SellerInvoice[];
  /** The items at the prices paid, before the coupon. */
  itemsTotal: number;
  coupon: { code: string; discount: number } | null;
  shipping: number;
  /** What the shopper paid: the items less the coupon, plus shipping (the invoices' sum). */
  grandTotal: number;
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
 * The language of the customer's invoice: the one asked for (the page's), else their account's;
 * English when the invoice cannot print it (invoice-language.ts).
 */
export async function invoiceLocaleFor(
  db: Db,
  customerId: string,
  asked: Locale | undefined,
): Promise<Locale> {
  return invoiceLocale(asked ?? (await localeOf(db, customerId)));
}

/**
 * The tax invoices of an order found paid by findPaidOrder, one per seller part, and the order's
 * sums. Prices are GST-inclusive (as shown to the shopper); an order coupon is shared out over
 * the parts and their lines in proportion to their value, and each line shows its share.
 */
export async function invoicesOf(db: Db, order: PaidOrder): Promise<OrderInvoices> {
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
  const [coupon] = order.couponId
    ? await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, order.couponId))
    : [];
  const buyer = order.shippingInfo as unknown as Buyer;
  const couponShares = allocate(
    order.couponDiscount * 100,
    parts.map((p) => p.price),
  );

  const invoices = parts.map((part, i): SellerInvoice => {
    const seller = sellerRows.find((s) => s.id === part.sellerId)!;
    const sameState = seller.state === buyer.state;
    const mine = items.filter((it) => it.orderPartId === part.id);
    const lineShares = allocate(
      couponShares[i]!,
      mine.map((it) => it.discountedPrice * it.quantity),
    );
    const lines = mine.map((it, j) =>
      itemLine(
        {
          description: it.name,
          variation: { color: it.color, size: it.size, ram: it.ram, storage: it.storage },
          hsn: it.hsn,
          quantity: it.quantity,
          unitRupees: it.discountedPrice,
        },
        lineShares[j]!,
        sameState,
      ),
    );
    if (part.shippingFee > 0) lines.push(shippingLine(part.shippingFee, sameState));
    const totals = totalsOf(lines);
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
    };
  });
  const grandTotal = order.totalAmount * 100;
  return {
    orderNumber: order.orderNumber,
    orderedAt: order.createdAt,
    paidAt: order.paidAt ?? order.createdAt,
    buyer,
    invoices,
    itemsTotal: order.price * 100,
    coupon:
      order.couponDiscount > 0
        ? { code: coupon?.code ?? '', discount: order.couponDiscount * 100 }
        : null,
    shipping: order.shippingFee * 100,
    grandTotal,
  };
}
