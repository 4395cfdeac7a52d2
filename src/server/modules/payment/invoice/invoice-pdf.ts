import PDFDocument from 'pdfkit';
import type { InvoiceLine, SellerInvoice } from './invoice-data';

/** Paise as 'Rs. 1,23,456.00'. The PDF's built-in fonts have no rupee sign, so 'Rs.' it is. */
export const money = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const date = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** A4 is 595 pt wide; the document's margin is 40 pt each side. */
export const LEFT = 40;
export const WIDTH = 515;
/** Space a cell leaves between its text and the next column. */
export const CELL_PADDING = 4;
const TABLE_FONT_SIZE = 8;
const MIN_FONT_SIZE = 5;

/**
 * Columns of the item table: heading and width. They add up to the page's printable width, and
 * each amount column fits Rs. 99,99,999.99 in bold on one line (invoice-pdf.test.ts).
 */
export function itemColumns(sameState: boolean) {
  const tax = sameState
    ? ([
        ['CGST', 68],
        ['SGST', 68],
      ] as const)
    : ([['IGST', 136]] as const);
  return [
    ['Item', 115],
    ['HSN/SAC', 42],
    ['Qty', 22],
    ['Rate', 66],
    ['Taxable value', 66],
    ...tax,
    ['Total', 68],
  ] as const;
}

function row(
  doc: PDFKit.PDFDocument,
  cells: string[],
  widths: readonly number[],
  y: number,
  bold = false,
): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  let x = LEFT;
  let height = 0;
  cells.forEach((text, i) => {
    const w = widths[i]!;
    const options = {
      width: w - CELL_PADDING,
      align: i === 0 ? ('left' as const) : ('right' as const),
    };
    // An amount too long for its column (crores of rupees) is set smaller rather than run past
    // the page edge; the item name (column 0) wraps instead.
    doc.fontSize(TABLE_FONT_SIZE);
    const wide = doc.widthOfString(text);
    if (i > 0 && wide > options.width)
      doc.fontSize(Math.max(MIN_FONT_SIZE, (TABLE_FONT_SIZE * options.width) / wide));
    doc.text(text, x + 2, y, options);
    height = Math.max(height, doc.heightOfString(text, options));
    x += w;
  });
  doc.fontSize(TABLE_FONT_SIZE);
  return y + height + 6;
}

function lineCells(l: InvoiceLine, sameState: boolean): string[] {
  const tax = sameState
    ? [`${money(l.cgst)} (${l.rate / 2}%)`, `${money(l.sgst)} (${l.rate / 2}%)`]
    : [`${money(l.igst)} (${l.rate}%)`];
  return [
    l.description,
    l.hsn,
    String(l.quantity),
    money(l.unitPrice),
    money(l.taxable),
    ...tax,
    money(l.total),
  ];
}

function page(doc: PDFKit.PDFDocument, inv: SellerInvoice, shopName: string): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('Tax Invoice', LEFT, 40, { width: WIDTH, align: 'center' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice number: ${inv.invoiceNumber}`, LEFT, 70);
  doc.text(`Invoice date: ${date(inv.date)}`);
  doc.text(`Order ID: ${inv.orderNumber}`);

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

  const cols = itemColumns(inv.sameState);
  const widths = cols.map((c) => c[1]);
  let y = 220;
  doc
    .moveTo(LEFT, y - 4)
    .lineTo(LEFT + WIDTH, y - 4)
    .stroke();
  y = row(
    doc,
    cols.map((c) => c[0]),
    widths,
    y,
    true,
  );
  for (const l of inv.lines) y = row(doc, lineCells(l, inv.sameState), widths, y);
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(LEFT + WIDTH, y - 2)
    .stroke();
  const t = inv.totals;
  const taxTotals = inv.sameState ? [money(t.cgst), money(t.sgst)] : [money(t.igst)];
  y = row(
    doc,
    ['Total', '', '', '', money(t.taxable), ...taxTotals, money(t.total)],
    widths,
    y + 2,
    true,
  );

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Total amount: ${money(t.total)}`, LEFT, y + 10);
  doc.font('Helvetica').fontSize(9).text(`Amount in words: ${inv.totalInWords}`);
  doc.text(
    inv.sameState
      ? 'Intra-state supply: CGST and SGST apply.'
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

/** One page per seller's tax invoice, in one PDF; `shopName` is the marketplace's (SHOP_NAME). */
export function renderInvoicesPdf(invoices: SellerInvoice[], shopName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `Tax invoice ${invoices[0]?.orderNumber ?? ''}`,
      Author: shopName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  invoices.forEach((inv, i) => {
    if (i > 0) doc.addPage();
    page(doc, inv, shopName);
  });
  doc.end();
  return done;
}
