import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';
import type { Locale } from '@shared/i18n/locale-path';
import type { Db } from '../../../db/client';
import { localeOf } from '../../accounts/repository';
import { findOwnOrder, type OrderRow } from '../repository';
import { invoiceLocale } from './invoice-language';
import { invoiceRows } from './invoice-repository';
import { orderInvoices, type OrderInvoices } from './order-invoices';

/** An order found paid by findPaidOrder: one whose invoices its customer may see. */
export type PaidOrder = OrderRow;

/**
 * The customer's order by its number when it is paid or placed to be paid on delivery, or null
 * when it is not theirs or neither: whether they may see its invoices.
 */
export async function findPaidOrder(
  db: Db,
  customerId: string,
  orderNumber: string,
): Promise<PaidOrder | null> {
  const order = await findOwnOrder(db, customerId, orderNumber);
  const onDelivery = order && isCashOnDelivery(order) && order.orderStatus === 'placed';
  return order && (order.paymentStatus === 'paid' || onDelivery) ? order : null;
}

/**
 * The language of the customer's invoice: the one the request names (http/request-locale.ts:
 * its `lang`, else the `lang` cookie), else their account's;
 * English when the invoice cannot print it (invoice-language.ts).
 */
export async function invoiceLocaleFor(
  db: Db,
  customerId: string,
  asked: Locale | undefined,
): Promise<Locale> {
  return invoiceLocale(asked ?? (await localeOf(db, customerId)));
}

/** The tax invoices of an order found paid by findPaidOrder, one per seller, and its sums. */
export async function invoicesOf(db: Db, order: PaidOrder): Promise<OrderInvoices> {
  return orderInvoices(order, await invoiceRows(db, order));
}
