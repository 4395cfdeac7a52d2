import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../../http/auth';
import type { AppDeps } from '../../../http/context';
import { notFound, unauthorized } from '../../../domain-error';
import { loadInvoices } from './invoice-data';
import { renderInvoicesPdf } from './invoice-pdf';

/**
 * GET /api/generate-invoice/{orderId}: opened in a browser tab, so the session comes from the
 * cookie (or a bearer token). Another shopper's order and an unpaid one are both plain 404s.
 */
export function registerInvoiceRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { orderId: string } }>(
    '/api/generate-invoice/:orderId',
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await authenticate(deps, request);
      if (!user) throw unauthorized();
      const orderNumber = request.params.orderId.slice(0, 64);
      const invoices = await loadInvoices(deps.db, user.id, orderNumber);
      if (!invoices) throw notFound('No invoice for this order: it is not yours, or not paid yet');
      const pdf = await renderInvoicesPdf(invoices);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="invoice-${orderNumber.replace(/[^\w-]/g, '')}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
