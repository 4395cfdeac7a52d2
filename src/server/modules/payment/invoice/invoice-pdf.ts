import PDFDocument from 'pdfkit';
import type { OrderInvoices } from './invoice-data';
import { LEFT, WIDTH } from './pdf-layout';
import { sellerPage } from './seller-page';
import { summaryPage } from './summary-page';

/** Where the page number is written, below every page's content. */
const PAGE_NUMBER_Y = 800;

/**
 * An order's invoices in one PDF: each seller's tax invoice from a new page, then the order's
 * summary; every page numbered. `shopName` is the marketplace's (SHOP_NAME).
 */
export function renderInvoicesPdf(order: OrderInvoices, shopName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `Tax invoices of order ${order.orderNumber}`, Author: shopName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const count = order.invoices.length;
  const coupon = order.coupon && { code: order.coupon.code };
  order.invoices.forEach((inv, i) => {
    if (i > 0) doc.addPage();
    sellerPage(doc, inv, { shopName, index: i + 1, count, coupon });
  });
  doc.addPage();
  summaryPage(doc, order, shopName);

  const { start, count: pages } = doc.bufferedPageRange();
  for (let p = start; p < start + pages; p++) {
    doc.switchToPage(p);
    // Below the bottom margin: without this pdfkit would start yet another page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(`Order ${order.orderNumber} - page ${p + 1} of ${pages}`, LEFT, PAGE_NUMBER_Y, {
        width: WIDTH,
        align: 'center',
      })
      .fillColor('#000');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
