import type { OrderInvoices } from './invoice-data';
import { date, keepRoom, LEFT, money, table, TOP, WIDTH, type Column } from './pdf-layout';

const INVOICE_COLUMNS: readonly Column[] = [
  ['Sold by', 185],
  ['GSTIN', 110],
  ['Invoice number', 110],
  ['Invoice total', 110],
];

/**
 * The last page: the whole order at a glance. Each seller's invoice (number and total), then the
 * items, the coupon, shipping and the grand total paid, which the invoices add up to.
 */
export function summaryPage(doc: PDFKit.PDFDocument, order: OrderInvoices, shopName: string): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('Order summary', LEFT, TOP, { width: WIDTH, align: 'center' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Order ID: ${order.orderNumber}, on ${shopName}`, LEFT, 70);
  doc.text(`Ordered on: ${date(order.orderedAt)}`);
  doc.text(`Paid on: ${date(order.paidAt)}`);
  const b = order.buyer;
  doc.text(`Bill to / Ship to: ${b.name}, ${b.cityDistTown}, ${b.state} - ${b.pincode}`);

  let y = table(
    doc,
    INVOICE_COLUMNS,
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
    .text(
      'Each seller issues its own tax invoice, numbered in its own series for the financial year; ' +
        'the pages before this one are those invoices.',
      LEFT,
      y + 4,
      { width: WIDTH },
    )
    .fillColor('#000');

  const sums: [string, string][] = [
    ['Items (at the prices paid)', money(order.itemsTotal)],
    ...(order.coupon
      ? ([[`Coupon ${order.coupon.code}`, `- ${money(order.coupon.discount)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Shipping', order.shipping > 0 ? money(order.shipping) : 'Free'],
  ];
  y = keepRoom(doc, doc.y + 16, 120);
  const labelX = LEFT + 255;
  const amount = { width: 120, align: 'right' as const };
  doc.fontSize(10);
  for (const [label, value] of sums) {
    doc.font('Helvetica').text(label, labelX, y);
    doc.text(value, LEFT + WIDTH - amount.width, y, amount);
    y += 16;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  y += 6;
  doc.font('Helvetica-Bold').fontSize(11).text('Grand total paid', labelX, y);
  doc.text(money(order.grandTotal), LEFT + WIDTH - amount.width, y, amount);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Amount in words: ${order.grandTotalInWords}`, LEFT, y + 24, { width: WIDTH });
}
