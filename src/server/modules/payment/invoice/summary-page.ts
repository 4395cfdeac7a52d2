import { m } from '@shared/i18n/paraglide/messages.js';
import type { OrderInvoices } from './order-invoices';
import { BOLD, REGULAR, type InvoiceLanguage } from './invoice-language';
import { keepRoom, LEFT, table, TOP, WIDTH, type Column } from './pdf-layout';

const invoiceColumns = (o: { locale: InvoiceLanguage['locale'] }): Column[] => [
  [m.invoice_sold_by({}, o), 185],
  ['GSTIN', 110],
  [m.invoice_col_invoice_number({}, o), 110],
  [m.invoice_col_invoice_total({}, o), 110],
];

/**
 * The last page: the whole order at a glance. Each seller's invoice (number and total), then the
 * items, the coupon, shipping and the grand total paid, which the invoices add up to; an order
 * paid on delivery says so, adds its fee and names the total the amount to collect.
 */
export function summaryPage(
  doc: PDFKit.PDFDocument,
  order: OrderInvoices,
  shopName: string,
  lang: InvoiceLanguage,
): void {
  const o = { locale: lang.locale };
  const { money } = lang;
  doc
    .font(BOLD)
    .fontSize(16)
    .text(m.invoice_summary_title({}, o), LEFT, TOP, { width: WIDTH, align: 'center' });
  doc.font(REGULAR).fontSize(9);
  doc.text(m.invoice_summary_order({ order: order.orderNumber, shop: shopName }, o), LEFT, 70);
  doc.text(m.invoice_ordered_on({ date: lang.date(order.orderedAt) }, o));
  const onDelivery = order.cashOnDelivery;
  doc.text(
    onDelivery
      ? m.invoice_cash_on_delivery({}, o)
      : m.invoice_paid_on({ date: lang.date(order.paidAt) }, o),
  );
  const b = order.buyer;
  doc.text(
    m.invoice_summary_bill_to(
      { name: b.name, city: b.cityDistTown, state: b.state, pincode: b.pincode },
      o,
    ),
  );

  const tableEnd = table(
    doc,
    invoiceColumns(o),
    order.invoices.map((inv) => [
      inv.seller.shopName,
      inv.seller.gstin,
      inv.invoiceNumber,
      money(inv.totals.total),
    ]),
    140,
    ['left', 'left', 'left', 'right'],
  );
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(m.invoice_summary_note({}, o), LEFT, tableEnd + 4, { width: WIDTH })
    .fillColor('#000');

  const totalY = drawSums(doc, order, lang);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(m.invoice_in_words({ words: lang.inWords(order.grandTotal) }, o), LEFT, totalY + 24, {
      width: WIDTH,
    });
}

/** The sums under the invoices: items, coupon, shipping, a COD fee, then the total; its y. */
function drawSums(doc: PDFKit.PDFDocument, order: OrderInvoices, lang: InvoiceLanguage): number {
  const o = { locale: lang.locale };
  const { money } = lang;
  const onDelivery = order.cashOnDelivery;
  const sums: [string, string][] = [
    [m.invoice_items_paid({}, o), money(order.itemsTotal)],
    ...(order.coupon
      ? ([
          [m.invoice_coupon({ code: order.coupon.code }, o), `- ${money(order.coupon.discount)}`],
        ] as [string, string][])
      : []),
    [m.invoice_shipping({}, o), order.shipping > 0 ? money(order.shipping) : m.invoice_free({}, o)],
    ...(onDelivery && onDelivery.fee > 0
      ? ([[m.invoice_cod_fee({}, o), money(onDelivery.fee)]] as [string, string][])
      : []),
  ];
  let y = keepRoom(doc, doc.y + 16, 120);
  const labelX = LEFT + 255;
  const amount = { width: 120, align: 'right' as const };
  doc.fontSize(10);
  for (const [label, value] of sums) {
    doc.font(REGULAR).text(label, labelX, y);
    doc.text(value, LEFT + WIDTH - amount.width, y, amount);
    y += 16;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  y += 6;
  const totalLabel = onDelivery ? m.invoice_cod_to_collect({}, o) : m.invoice_grand_total({}, o);
  doc.font(BOLD).fontSize(11).text(totalLabel, labelX, y);
  doc.text(money(order.grandTotal), LEFT + WIDTH - amount.width, y, amount);
  return y;
}
