import PDFDocument from 'pdfkit';
import { baseLocale, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { OrderInvoices } from './order-invoices';
import { invoiceLanguage, REGULAR, registerInvoiceFonts } from './invoice-language';
import { LEFT, WIDTH } from './pdf-layout';
import { sellerPage } from './seller-page';
import { summaryPage } from './summary-page';

/** Where the page number is written, below every page's content. */
const PAGE_NUMBER_Y = 800;

/**
 * An order's invoices in one PDF: each seller's tax invoice from a new page, then the order's
 * summary; every page numbered. `shopName` is the marketplace's (SHOP_NAME). In `locale` when
 * the invoice has fonts for it (invoice-language.ts), in English otherwise.
 */
export function renderInvoicesPdf(
  order: OrderInvoices,
  shopName: string,
  locale: Locale = baseLocale,
): Promise<Buffer> {
  const lang = invoiceLanguage(locale);
  const o = { locale: lang.locale };
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    lang: lang.locale,
    info: { Title: m.invoice_doc_title({ order: order.orderNumber }, o), Author: shopName },
  });
  registerInvoiceFonts(doc, lang.locale);
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
    sellerPage(doc, inv, { shopName, index: i + 1, count, coupon, lang });
  });
  doc.addPage();
  summaryPage(doc, order, shopName, lang);

  const { start, count: pages } = doc.bufferedPageRange();
  for (let p = start; p < start + pages; p++) {
    doc.switchToPage(p);
    // Below the bottom margin: without this pdfkit would start yet another page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#555')
      .text(
        m.invoice_page({ order: order.orderNumber, page: p + 1, pages }, o),
        LEFT,
        PAGE_NUMBER_Y,
        { width: WIDTH, align: 'center' },
      )
      .fillColor('#000');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
