import { baseLocale, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { BOLD, REGULAR, type InvoiceLanguage } from '../invoice/invoice-language';
import type { InvoiceLine, InvoiceTotals } from '../invoice/invoice-lines';
import type { SellerInvoice } from '../invoice/order-invoices';
import { renderPdf } from '../invoice/pdf-document';
import { LEFT, TOP, WIDTH } from '../invoice/pdf-layout';
import { lineTable, parties } from '../invoice/seller-page';

/** What a credit note's PDF says: its own number and date, the invoice it credits, its lines. */
export interface CreditNoteDocument {
  number: string;
  date: Date;
  reason: 'cancelled' | 'returned';
  /** The seller part's tax invoice it credits (its number, date, parties and state). */
  invoice: SellerInvoice;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** The order's coupon, whose share the credited lines give back less of. */
  couponCode: string | null;
}

function creditNotePage(
  doc: PDFKit.PDFDocument,
  note: CreditNoteDocument,
  shopName: string,
  lang: InvoiceLanguage,
): void {
  const o = { locale: lang.locale };
  const inv = note.invoice;
  doc
    .font(BOLD)
    .fontSize(16)
    .text(m.invoice_credit_note_title({}, o), LEFT, TOP, { width: WIDTH, align: 'center' });
  doc.font(REGULAR).fontSize(9);
  doc.text(m.invoice_credit_note_number({ number: note.number }, o), LEFT, 70);
  doc.text(m.invoice_credit_note_date({ date: lang.date(note.date) }, o));
  doc.text(
    m.invoice_credit_note_against(
      { invoice: inv.invoiceNumber, date: lang.date(inv.date), order: inv.orderNumber },
      o,
    ),
  );
  doc.text(
    note.reason === 'cancelled'
      ? m.invoice_credit_note_reason_cancelled({}, o)
      : m.invoice_credit_note_reason_returned({}, o),
  );

  parties(doc, inv, lang, 130);
  const y = lineTable(doc, { ...note, sameState: inv.sameState }, lang, 230);
  const t = note.totals;
  doc
    .font(BOLD)
    .fontSize(10)
    .text(m.invoice_credit_note_total({ amount: lang.money(t.total) }, o), LEFT, y + 10);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(m.invoice_in_words({ words: lang.inWords(t.total) }, o));
  if (t.discount > 0) doc.text(m.invoice_coupon_share({ code: note.couponCode ?? '' }, o));
  doc.text(inv.sameState ? m.invoice_intra_state({}, o) : m.invoice_inter_state({}, o));
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555')
    .text(m.invoice_credit_note_footer({ shop: shopName }, o));
  doc.fillColor('#000');
}

/**
 * A credit note as a PDF, laid out like the tax invoice it credits (the same parties, columns
 * and amounts in words), in `locale` when the invoices have fonts for it, English otherwise.
 */
export function renderCreditNotePdf(
  note: CreditNoteDocument,
  shopName: string,
  locale: Locale = baseLocale,
): Promise<Buffer> {
  return renderPdf(
    {
      locale,
      title: (lang) =>
        m.invoice_credit_note_doc_title(
          { number: note.number, order: note.invoice.orderNumber },
          { locale: lang.locale },
        ),
      author: shopName,
      pageLine: (page, pages, lang) =>
        m.invoice_credit_note_page({ number: note.number, page, pages }, { locale: lang.locale }),
    },
    (doc, lang) => creditNotePage(doc, note, shopName, lang),
  );
}
