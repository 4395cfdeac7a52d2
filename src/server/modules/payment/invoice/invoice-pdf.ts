import { baseLocale, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { OrderInvoices } from './order-invoices';
import { renderPdf } from './pdf-document';
import { sellerPage } from './seller-page';
import { summaryPage } from './summary-page';

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
  return renderPdf(
    {
      locale,
      title: (lang) => m.invoice_doc_title({ order: order.orderNumber }, { locale: lang.locale }),
      author: shopName,
      pageLine: (page, pages, lang) =>
        m.invoice_page({ order: order.orderNumber, page, pages }, { locale: lang.locale }),
    },
    (doc, lang) => {
      const count = order.invoices.length;
      const coupon = order.coupon && { code: order.coupon.code };
      order.invoices.forEach((inv, i) => {
        if (i > 0) doc.addPage();
        sellerPage(doc, inv, { shopName, index: i + 1, count, coupon, lang });
      });
      doc.addPage();
      summaryPage(doc, order, shopName, lang);
    },
  );
}
