import type { InvoiceLine, SellerInvoice } from './invoice-data';
import type { InvoiceTotals } from './invoice-lines';
import {
  date,
  keepRoom,
  LEFT,
  money,
  row,
  rule,
  table,
  TOP,
  WIDTH,
  type Column,
} from './pdf-layout';

/**
 * Columns of the item table: heading and width. They add up to the page's printable width, and
 * each amount column fits Rs. 99,99,999.99 in bold on one line (invoice-pdf.test.ts). Within a
 * state, CGST and SGST share a column, one under the other; HSN/SAC goes under the item's name.
 */
export function itemColumns(sameState: boolean): readonly Column[] {
  return [
    ['Item', 133],
    ['Qty', 24],
    ['Rate', 66],
    ['Discount', 66],
    ['Taxable value', 66],
    ['GST', 28],
    [sameState ? 'CGST / SGST' : 'IGST', 66],
    ['Total', 66],
  ];
}

const discountCell = (paise: number) => (paise > 0 ? money(paise) : '-');
const taxCell = (t: InvoiceTotals | InvoiceLine, sameState: boolean) =>
  sameState ? `${money(t.cgst)}\n${money(t.sgst)}` : money(t.igst);

function lineCells(l: InvoiceLine, sameState: boolean): string[] {
  return [
    // Services are chapter 99 of the one code list (SAC); goods end at chapter 98 (HSN).
    `${l.description}\n${l.hsn.startsWith('99') ? 'SAC' : 'HSN'} ${l.hsn}`,
    String(l.quantity),
    money(l.unitPrice),
    discountCell(l.discount),
    money(l.taxable),
    `${l.rate}%`,
    taxCell(l, sameState),
    money(l.total),
  ];
}

export interface SellerPageContext {
  shopName: string;
  /** This invoice's place among the order's (1-based), and how many there are. */
  index: number;
  count: number;
  coupon: { code: string } | null;
}

/** One seller's tax invoice, on a page of its own (and more when its lines need them). */
export function sellerPage(
  doc: PDFKit.PDFDocument,
  inv: SellerInvoice,
  { shopName, index, count, coupon }: SellerPageContext,
): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('Tax Invoice', LEFT, TOP, { width: WIDTH, align: 'center' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice number: ${inv.invoiceNumber} (the seller's own series)`, LEFT, 70);
  doc.text(`Invoice date: ${date(inv.date)}`);
  doc.text(
    `Order ID: ${inv.orderNumber} (invoice ${index} of ${count}; the last page sums up the order)`,
  );

  const top = 120;
  doc.font('Helvetica-Bold').text('Sold by', LEFT, top);
  doc
    .font('Helvetica')
    .text(`${inv.seller.shopName} (${inv.seller.name})`)
    .text(inv.seller.address)
    .text(`${inv.seller.city}, ${inv.seller.state} - ${inv.seller.pincode}`)
    .text(`GSTIN: ${inv.seller.gstin}`);
  const b = inv.buyer;
  doc.font('Helvetica-Bold').text('Bill to / Ship to', LEFT + 280, top);
  doc
    .font('Helvetica')
    .text(b.name, LEFT + 280)
    .text(`${b.address}, ${b.locality}`, LEFT + 280)
    .text(`${b.landmark}, ${b.cityDistTown}`, LEFT + 280)
    .text(`State: ${b.state} - ${b.pincode}`, LEFT + 280)
    .text(`Phone: ${b.phonenumber}`, LEFT + 280)
    .text(`Place of supply: ${inv.placeOfSupply}`, LEFT + 280);

  const columns = itemColumns(inv.sameState);
  let y = table(
    doc,
    columns,
    inv.lines.map((l) => lineCells(l, inv.sameState)),
    220,
  );
  const t = inv.totals;
  y = keepRoom(doc, y, 150);
  rule(doc, y - 2);
  y = row(
    doc,
    [
      'Total',
      '',
      '',
      discountCell(t.discount),
      money(t.taxable),
      '',
      taxCell(t, inv.sameState),
      money(t.total),
    ],
    columns.map((c) => c[1]),
    y + 2,
    true,
  );

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Invoice total: ${money(t.total)}`, LEFT, y + 10);
  doc.font('Helvetica').fontSize(9).text(`Amount in words: ${inv.totalInWords}`);
  if (t.discount > 0)
    doc.text(
      `Discount: this invoice's share of the coupon ${coupon?.code ?? ''} applied to the order, ` +
        'spread over its items by their value; the tax is worked out on the value after it.',
    );
  doc.text(
    inv.sameState
      ? 'Intra-state supply: CGST and SGST apply (the CGST / SGST column shows CGST above SGST).'
      : 'Inter-state supply: IGST applies.',
  );
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Sold by the seller named above through ${shopName}. Prices include GST. ` +
        'This is a computer-generated invoice and needs no signature.',
    );
  doc.fillColor('#000');
}
