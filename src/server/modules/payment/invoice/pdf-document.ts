import PDFDocument from 'pdfkit';
import type { Locale } from '@shared/i18n/locale-path';
import {
  invoiceLanguage,
  REGULAR,
  registerInvoiceFonts,
  type InvoiceLanguage,
} from './invoice-language';
import { LEFT, WIDTH } from './pdf-layout';

/** Where the page number is written, below every page's content. */
const PAGE_NUMBER_Y = 800;

export interface PdfDocumentOptions {
  locale: Locale;
  /** The document's title (its properties) and author (the marketplace). */
  title: (lang: InvoiceLanguage) => string;
  author: string;
  /** The line under every page: which document and which page of how many. */
  pageLine: (page: number, pages: number, lang: InvoiceLanguage) => string;
}

/**
 * An A4 document of the shop's tax papers (invoices, credit notes) in `locale` when they have
 * fonts for it (invoice-language.ts), English otherwise: `draw` lays out its pages, then every
 * page is numbered under its content.
 */
export function renderPdf(
  options: PdfDocumentOptions,
  draw: (doc: PDFKit.PDFDocument, lang: InvoiceLanguage) => void,
): Promise<Buffer> {
  const lang = invoiceLanguage(options.locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    lang: lang.locale,
    info: { Title: options.title(lang), Author: options.author },
  });
  registerInvoiceFonts(doc, lang.locale);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, lang);

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
      .text(options.pageLine(p + 1, pages, lang), LEFT, PAGE_NUMBER_Y, {
        width: WIDTH,
        align: 'center',
      })
      .fillColor('#000');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
