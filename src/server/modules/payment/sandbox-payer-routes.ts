import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import type { SandboxPaymentProvider } from '../../providers/payment-sandbox';
import { isCrossSite } from '../../http/cross-site-guard';
import { styleHash } from '../../http/security-headers';
import { isPayerSecret } from './service';

const PAY_PATH = '/api/payment/sandbox/pay/';

/** The payer link of one attempt: the order and the attempt's secret (as a gateway's checkout link has). */
export const sandboxPayerUrl = (orderNumber: string, secret: string) =>
  `${PAY_PATH}${encodeURIComponent(orderNumber)}?secret=${encodeURIComponent(secret)}`;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:0;margin-right:.5rem;cursor:pointer}.ok{background:#0f766e;color:#fff}.no{background:#e11d48;color:#fff}.note{color:#475569;font-size:.9rem}';
/** The pages' own policy: no script at all, their one hashed style, forms posting only here. */
const PAGE_CSP = `default-src 'none'; style-src ${styleHash(STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`);
}

/**
 * The sandbox's stand-in for the shopper's UPI app: it shows what is asked for and lets a tester
 * approve or decline. The result travels as a signed webhook, exactly as a real gateway's would.
 */
export function registerSandboxPayerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: SandboxPaymentProvider,
): void {
  /** The order the link names, when the link's secret is one of its attempts'; a wrong link learns nothing. */
  const linkedOrder = async (orderNumber: string, secret: string | undefined) => {
    if (!secret || secret.length > 100) return undefined;
    const [order] = await deps.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return order && (await isPayerSecret(deps.db, order.id, secret)) ? order : undefined;
  };
  const badLink = (reply: FastifyReply) =>
    page(
      reply,
      404,
      'Payment link not valid',
      '<p>This payment link is not valid. Open the payment again from the shop.</p>',
    );

  /** Why the order can no longer be paid, as a page; null while it can. */
  const unpayable = (reply: FastifyReply, order: typeof orders.$inferSelect) => {
    if (order.paymentStatus === 'paid')
      return page(
        reply,
        409,
        'Already paid',
        `<p>Order ${escape(order.orderNumber)} is already paid.</p>`,
      );
    if (order.orderStatus === 'cancelled')
      return page(
        reply,
        409,
        'Order cancelled',
        `<p>Order ${escape(order.orderNumber)} was cancelled and can no longer be paid.</p>`,
      );
    if (order.expiresAt <= new Date())
      return page(
        reply,
        409,
        'Time to pay has run out',
        `<p>The time to pay for order ${escape(order.orderNumber)} has run out.</p>`,
      );
    return null;
  };

  const payerPage = async (
    reply: FastifyReply,
    orderNumber: string,
    secret: string | undefined,
  ) => {
    const order = await linkedOrder(orderNumber, secret);
    if (!order) return badLink(reply);
    const refused = unpayable(reply, order);
    if (refused) return refused;
    return page(
      reply,
      200,
      'Sandbox payment',
      `<p>Pay <strong>${rupees(order.totalAmount)}</strong> to ${escape(deps.config.SHOP_NAME)} (${escape(deps.config.UPI_PAYEE_VPA)}) for order <strong>${escape(order.orderNumber)}</strong>.</p>
<form method="post" action="${PAY_PATH}${encodeURIComponent(order.orderNumber)}"><input type="hidden" name="secret" value="${escape(secret!)}"><button class="ok" name="decision" value="approve">Approve payment</button><button class="no" name="decision" value="decline">Decline</button></form>
<p class="note">This is the payment sandbox: no money moves. A real UPI app would ask for the UPI PIN here.</p>`,
    );
  };

  void app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    forms.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && isCrossSite(request))
        return page(
          reply,
          403,
          'Refused',
          '<p>This form can only be sent from the payment page itself.</p>',
        );
    });

    forms.get<{ Params: { orderId: string }; Querystring: { secret?: string } }>(
      `${PAY_PATH}:orderId`,
      { schema: { hide: true } },
      (request, reply) => payerPage(reply, request.params.orderId, request.query.secret),
    );

    forms.post<{ Params: { orderId: string }; Body: { decision?: string; secret?: string } }>(
      `${PAY_PATH}:orderId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const order = await linkedOrder(request.params.orderId, request.body?.secret);
        if (!order) return badLink(reply);
        const refused = unpayable(reply, order);
        if (refused) return refused;
        const decision = request.body?.decision;
        if (decision !== 'approve' && decision !== 'decline')
          return page(
            reply,
            400,
            'Nothing to do',
            '<p>Choose Approve or Decline on the payment page.</p>',
          );
        const eventId = `sandbox_${randomUUID()}`;
        const event = JSON.stringify({
          eventId,
          orderId: order.orderNumber,
          status: decision === 'approve' ? 'paid' : 'failed',
          amount: order.totalAmount,
          method: 'upi',
        });
        const delivered = await app.inject({
          method: 'POST',
          url: sandbox.webhookPath,
          headers: { 'content-type': 'application/json', 'x-signature': sandbox.sign(event) },
          payload: event,
        });
        if (delivered.statusCode === 200)
          sandbox.decide(request.body!.secret!, {
            status: decision === 'approve' ? 'paid' : 'failed',
            paymentId: eventId,
            amountPaise: order.totalAmount * 100,
          });
        if (delivered.statusCode !== 200)
          return page(
            reply,
            502,
            'Payment not recorded',
            `<p>${escape(delivered.json<{ error?: string }>().error ?? 'The shop did not accept the result.')}</p>`,
          );
        // Two approvals at once: the order is paid once, and the later one says so.
        if (delivered.json<{ outcome?: string }>().outcome === 'ignored')
          return page(
            reply,
            409,
            'Already paid',
            `<p>Order ${escape(order.orderNumber)} is already paid.</p>`,
          );
        return decision === 'approve'
          ? page(
              reply,
              200,
              'Payment approved',
              `<p>${rupees(order.totalAmount)} paid for order ${escape(order.orderNumber)}. You can close this tab; the shop has been told.</p>`,
            )
          : page(
              reply,
              200,
              'Payment declined',
              `<p>The payment for order ${escape(order.orderNumber)} was declined. You can close this tab.</p>`,
            );
      },
    );

    // The hosted checkout form of any2pay-initiate-payment posts here.
    forms.post<{ Body: { encData?: string; apiKey?: string } }>(
      '/api/payment/sandbox/checkout',
      { schema: { hide: true } },
      async (request, reply) => {
        const opened = sandbox.openHostedCheckout(
          request.body?.encData ?? '',
          request.body?.apiKey ?? '',
        );
        if (!opened)
          return page(
            reply,
            400,
            'Checkout refused',
            '<p>The payment request could not be read.</p>',
          );
        return payerPage(reply, opened.orderNumber, opened.payerSecret);
      },
    );
  });
}
