import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isUuidText } from '@shared/api/common';
import { locales } from '@shared/i18n/locale-path';
import { authenticate } from '../../../http/authenticate';
import {
  ConcurrencyLimitFull,
  sendBusy,
  type ConcurrencyLimit,
} from '../../../http/admission/concurrency-limit';
import type { AppDeps } from '../../../http/context';
import { namedLocale } from '../../../http/request-locale';
import { badRequest, forStaff, notFound, unauthorized } from '../../../domain-error';
import { renderedDir, RenderedStore } from '../../../rendered-store';
import { invoiceLocaleFor } from '../invoice/invoice-service';
import { creditNoteDocument, findOwnCreditNote } from './credit-note';
import type * as CreditNotePdf from './credit-note-pdf';
import { said } from '@shared/said';

export const NO_CREDIT_NOTE = 'server_no_credit_note';

/** pdfkit loads with the first credit note asked for, as with invoices (invoice-route.ts). */
let loadingPdfWriter: Promise<typeof CreditNotePdf> | undefined;
const pdfWriter = () => (loadingPdfWriter ??= import('./credit-note-pdf'));

/** Raise to draw every kept credit note again after a change to how it is laid out. */
const CREDIT_NOTE_LAYOUT_VERSION = 1;

const creditNoteQuery = z.object({
  lang: z.enum(locales, `lang must be one of ${locales.join(', ')}`).optional(),
});

/**
 * GET /api/credit-note/{orderId}/{creditNoteId}[?lang=hi]: a credit note of the signed-in
 * shopper's order, opened in a tab like its invoice (the session from the cookie), in the
 * page's language or else the account's. Another shopper's order, a note of another order and
 * an id that names none are all plain 404s. A credit note never changes once issued: drawn once
 * per language and kept in DATA_DIR/rendered/credit-notes, whose order is checked on every
 * request first. Drawn under the invoices' limit (`limit`): both draw on the event loop.
 */
export function registerCreditNoteRoute(
  app: FastifyInstance,
  deps: AppDeps,
  limit: ConcurrencyLimit,
): void {
  const kept = new RenderedStore({
    dir: renderedDir(deps.config.DATA_DIR, 'credit-notes'),
    extension: '.pdf',
    memoryBytes: 0,
    onError: (error) => app.log.warn({ err: error }, 'a credit note file failed'),
  });

  app.get<{ Params: { orderId: string; creditNoteId: string }; Querystring: unknown }>(
    '/api/credit-note/:orderId/:creditNoteId',
    { schema: { hide: true }, config: { expensive: true } },
    async (request, reply) => {
      const user = await authenticate(deps, request);
      if (!user) throw unauthorized();
      const query = creditNoteQuery.safeParse(request.query);
      if (!query.success) throw badRequest(forStaff(query.error.issues[0]!.message));
      const { orderId, creditNoteId } = request.params;
      if (!isUuidText(creditNoteId)) throw notFound(NO_CREDIT_NOTE);
      const found = await findOwnCreditNote(deps.db, user.id, orderId.slice(0, 64), creditNoteId);
      if (!found) throw notFound(NO_CREDIT_NOTE);
      const { order, note } = found;
      const locale = await invoiceLocaleFor(deps.db, user.id, namedLocale(request));
      const hash = createHash('sha256')
        .update(`${CREDIT_NOTE_LAYOUT_VERSION}\n${user.id}\n${note.id}\n${locale}`)
        .digest('hex');
      const etag = `"${hash}"`;
      const asCreditNote = (answer: FastifyReply) =>
        answer
          .header(
            'content-disposition',
            `inline; filename="credit-note-${note.number.replace(/[^\w-]/g, '-')}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return asCreditNote(reply).status(304).send();
      try {
        const pdf = await kept.get(`${user.id}-${hash}`, () =>
          limit.run(async () => {
            const document = await creditNoteDocument(deps.db, order, note);
            const { renderCreditNotePdf } = await pdfWriter();
            return renderCreditNotePdf(document, deps.config.SHOP_NAME, locale);
          }),
        );
        return asCreditNote(reply).type('application/pdf').send(pdf);
      } catch (error) {
        if (error instanceof ConcurrencyLimitFull)
          return sendBusy(reply, deps.metrics, said('server_invoices_busy'));
        throw error;
      }
    },
  );
}
