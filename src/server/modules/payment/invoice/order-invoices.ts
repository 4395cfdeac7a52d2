import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';
import type { OrderRow } from '../repository';
import {
  allocate,
  itemLine,
  shippingLine,
  totalsOf,
  type InvoiceLine,
  type InvoiceTotals,
} from './invoice-lines';
import type { InvoiceRows, OrderItemRow, OrderPartRow, SellerRow } from './invoice-repository';

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
  /** The order's seller part it invoices. */
  partId: string;
  /** The order line of each item line, in the lines' order (the shipping line, last, has none). */
  itemIds: string[];
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
  /** Paid in cash at the door: the fee (the shop's, on no seller's invoice); null when prepaid. */
  cashOnDelivery: { fee: number } | null;
  /**
   * What the shopper paid, or pays at the door: the items less the coupon, plus shipping (the
   * invoices' sum), plus a cash on delivery fee.
   */
  grandTotal: number;
}

/** One seller part of the order, with what it was sold by and its share of the coupon (paise). */
interface SoldPart {
  part: OrderPartRow;
  seller: SellerRow;
  items: OrderItemRow[];
  couponShare: number;
}

/**
 * One seller's tax invoice: its items, each line with its part of the seller's coupon share,
 * then its shipping fee; CGST + SGST when the seller is in the buyer's state, else IGST.
 */
function sellerInvoice(
  order: OrderRow,
  buyer: Buyer,
  { part, seller, items, couponShare }: SoldPart,
): SellerInvoice {
  const sameState = seller.state === buyer.state;
  const lineShares = allocate(
    couponShare,
    items.map((it) => it.discountedPrice * it.quantity),
  );
  const lines = items.map((it, j) =>
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
  return {
    partId: part.id,
    itemIds: items.map((it) => it.id),
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
    totals: totalsOf(lines),
  };
}

/**
 * The tax invoices of a paid order, one per seller part, and the order's sums. Prices are
 * GST-inclusive (as shown to the shopper); an order coupon is shared out over the parts and their
 * lines in proportion to their value, and each line shows its share.
 */
export function orderInvoices(order: OrderRow, rows: InvoiceRows): OrderInvoices {
  const buyer = order.shippingInfo as unknown as Buyer;
  const couponShares = allocate(
    order.couponDiscount * 100,
    rows.parts.map((p) => p.price),
  );
  const invoices = rows.parts.map((part, i) =>
    sellerInvoice(order, buyer, {
      part,
      seller: rows.sellers.find((s) => s.id === part.sellerId)!,
      items: rows.items.filter((it) => it.orderPartId === part.id),
      couponShare: couponShares[i]!,
    }),
  );
  return {
    orderNumber: order.orderNumber,
    orderedAt: order.createdAt,
    paidAt: order.paidAt ?? order.createdAt,
    buyer,
    invoices,
    itemsTotal: order.price * 100,
    coupon:
      order.couponDiscount > 0
        ? { code: rows.couponCode ?? '', discount: order.couponDiscount * 100 }
        : null,
    shipping: order.shippingFee * 100,
    cashOnDelivery: isCashOnDelivery(order) ? { fee: order.codFee * 100 } : null,
    grandTotal: order.totalAmount * 100,
  };
}
