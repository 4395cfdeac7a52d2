import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { locales, type Locale } from '@shared/i18n/locale-path';
import { authenticate } from '../../../http/authenticate';
import {
  ConcurrencyLimit,
  ConcurrencyLimitFull,
  sendBusy,
} from '../../../http/admission/concurrency-limit';
import type { AppDeps } from '../../../http/context';
import { namedLocale } from '../../../http/request-locale';
import { badRequest, forStaff, notFound, unauthorized } from '../../../domain-error';
import { renderedDir, RenderedStore } from '../../../rendered-store';
import { findPaidOrder, invoiceLocaleFor, invoicesOf, type PaidOrder } from './invoice-service';
import type * as InvoicePdf from './invoice-pdf';
import { registerCreditNoteRoute } from '../credit-note/credit-note-route';
import { said } from '@shared/said';

/**
 * pdfkit and its fonts' code (about 30 MB resident) load with the first invoice asked for, not
 * with every start of a shop that may run for days without one.
 */
let loadingPdfWriter: Promise<typeof InvoicePdf> | undefined;
const pdfWriter = () => (loadingPdfWriter ??= import('./invoice-pdf'));

/**
 * Invoices drawn at once by this instance, and waiting for a turn; beyond both a 503 with
 * Retry-After. pdfkit draws on the event loop, so few at once keeps the rest of the shop served.
 */
export const INVOICE_DRAWS_AT_ONCE = 2;
export const INVOICE_DRAWS_WAITING = 8;
/** Raise to draw every kept invoice again after a change to how it is laid out. */
const INVOICE_LAYOUT_VERSION = 2;

/**
 * The file an order's invoice is kept in, and its ETag. A paid order's invoice never changes (its
 * numbers are issued with the payment, its lines and address are copies taken with the order,
 * and no route edits a seller's details), so the order and its language name it. The customer's
 * id leads the name (their invoices can be found and deleted together) and is hashed in with the
 * order's: ids from the database and a language the shop speaks, never the request's text. An
 * order placed on delivery and then paid online gets a new one (the fee and "to collect" go).
 */
function invoiceFile(order: PaidOrder, locale: Locale): { key: string; etag: string } {
  const hash = createHash('sha256')
    .update(
      `${INVOICE_LAYOUT_VERSION}\n${order.customerId}\n${order.id}\n${locale}\n${order.paymentStatus}`,
    )
    .digest('hex');
  return { key: `${order.customerId}-${hash}`, etag: `"${hash}"` };
}

/** `?lang=`: the language of the page the invoice was asked from. */
const invoiceQuery = z.object({
  lang: z.enum(locales, `lang must be one of ${locales.join(', ')}`).optional(),
});

/**
 * GET /api/generate-invoice/{orderId}[?lang=hi]: opened in a browser tab, so the session comes
 * from the cookie (or a bearer token). Another shopper's order and an unpaid one are both plain
 * 404s. In the language the one resolver finds (http/request-locale.ts): the page's it was asked
 * from (`lang`, which the order pages always send), else the `lang` cookie; without either (a
 * link kept from elsewhere) the account's, the one its SMS and notifications speak.
 *
 * Drawn once and kept in DATA_DIR/rendered/invoices: on disk rather than in the database, as the
 * file is cheap to draw again from the order's rows, which stay the record. Whose order it is
 * is checked on every request before anything kept is served.
 */
export function registerInvoiceRoute(app: FastifyInstance, deps: AppDeps): void {
  const limit = new ConcurrencyLimit(INVOICE_DRAWS_AT_ONCE, INVOICE_DRAWS_WAITING);
  // Credit notes are drawn by the same pdfkit on the same event loop: one limit for both.
  registerCreditNoteRoute(app, deps, limit);
  const kept = new RenderedStore({
    dir: renderedDir(deps.config.DATA_DIR, 'invoices'),
    extension: '.pdf',
    // Personal data stays on disk, not in this process's memory; repeats come from the OS's
    // file cache.
    memoryBytes: 0,
    onError: (error) => app.log.warn({ err: error }, 'an invoice file failed'),
  });

  app.get<{ Params: { orderId: string }; Querystring: unknown }>(
    '/api/generate-invoice/:orderId',
    // Drawing is expensive: refused first under load (see load-shedding.ts).
    { schema: { hide: true }, config: { expensive: true } },
    async (request, reply) => {
      const user = await authenticate(deps, request);
      if (!user) throw unauthorized();
      const query = invoiceQuery.safeParse(request.query);
      if (!query.success) throw badRequest(forStaff(query.error.issues[0]!.message));
      const orderNumber = request.params.orderId.slice(0, 64);
      const order = await findPaidOrder(deps.db, user.id, orderNumber);
      if (!order) throw notFound('server_no_invoice');
      const locale = await invoiceLocaleFor(deps.db, user.id, namedLocale(request));
      const { key, etag } = invoiceFile(order, locale);
      const asInvoice = (answer: FastifyReply) =>
        answer
          .header(
            'content-disposition',
            `inline; filename="invoice-${orderNumber.replace(/[^\w-]/g, '')}.pdf"`,
          )
          // Personal: stored by no cache, as every personal answer (http/security-headers.ts
          // makes it plain no-store for a bearer token). The ETag serves a client that kept the
          // file itself; its 304 comes only after the same checks.
          .header('cache-control', 'private, no-store')
          .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return asInvoice(reply).status(304).send();
      try {
        const pdf = await kept.get(key, () =>
          limit.run(async () => {
            const invoices = await invoicesOf(deps.db, order);
            const { renderInvoicesPdf } = await pdfWriter();
            return renderInvoicesPdf(invoices, deps.config.SHOP_NAME, locale);
          }),
        );
        return asInvoice(reply).type('application/pdf').send(pdf);
      } catch (error) {
        if (error instanceof ConcurrencyLimitFull)
          return sendBusy(reply, deps.metrics, said('server_invoices_busy'));
        throw error;
      }
    },
  );
}
