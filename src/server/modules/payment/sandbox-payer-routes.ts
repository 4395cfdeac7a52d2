import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../http/context';
import type { SandboxPaymentProvider } from '../../providers/payment-sandbox';
import { isCrossSite } from '../../http/cross-site-guard';
import {
  alreadyPaidPage,
  askPage,
  badLinkPage,
  decidedPage,
  notRecordedPage,
  page,
  PAY_PATH,
  unpayablePage,
} from './sandbox-payer-pages';
import { orderOfPayerLink } from './service';

export { sandboxPayerUrl } from './sandbox-payer-pages';

type PayerOrder = NonNullable<Awaited<ReturnType<typeof orderOfPayerLink>>>;

/** The page of a payer link: what is asked for, or why it cannot be paid. */
async function payerPage(
  deps: AppDeps,
  reply: FastifyReply,
  orderNumber: string,
  secret: string | undefined,
) {
  const order = await orderOfPayerLink(deps.db, orderNumber, secret);
  if (!order) return badLinkPage(reply);
  return (
    unpayablePage(reply, order) ??
    askPage(reply, order, secret!, {
      shopName: deps.config.SHOP_NAME,
      vpa: deps.config.UPI_PAYEE_VPA,
    })
  );
}

/**
 * The tester's decision travels as a signed webhook, exactly as a real gateway's would; the
 * sandbox then answers the attempt's status as decided.
 */
async function deliverDecision(
  app: FastifyInstance,
  sandbox: SandboxPaymentProvider,
  reply: FastifyReply,
  order: PayerOrder,
  decision: { approved: boolean; secret: string },
) {
  const status = decision.approved ? 'paid' : 'failed';
  const eventId = `sandbox_${randomUUID()}`;
  const event = JSON.stringify({
    eventId,
    orderId: order.orderNumber,
    status,
    amount: order.totalAmount,
    currency: 'INR',
    method: 'upi',
  });
  const delivered = await app.inject({
    method: 'POST',
    url: sandbox.webhookPath,
    headers: { 'content-type': 'application/json', 'x-signature': sandbox.sign(event) },
    payload: event,
  });
  if (delivered.statusCode !== 200)
    return notRecordedPage(reply, delivered.json<{ error?: string }>().error);
  sandbox.decide(decision.secret, {
    status,
    paymentId: eventId,
    amountPaise: order.totalAmount * 100,
    currency: 'INR',
  });
  // Two approvals at once: the order is paid once, and the later one says so.
  if (delivered.json<{ outcome?: string }>().outcome === 'ignored')
    return alreadyPaidPage(reply, order);
  return decidedPage(reply, order, decision.approved);
}

/** The form posts of the payer pages: parsed here, refused when sent from another site. */
function acceptForms(forms: FastifyInstance): void {
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
}

/**
 * The sandbox's stand-in for the shopper's UPI app: it shows what is asked for and lets a tester
 * approve or decline.
 */
export function registerSandboxPayerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: SandboxPaymentProvider,
): void {
  void app.register(async (forms) => {
    acceptForms(forms);

    forms.get<{ Params: { orderId: string }; Querystring: { secret?: string } }>(
      `${PAY_PATH}:orderId`,
      { schema: { hide: true } },
      (request, reply) => payerPage(deps, reply, request.params.orderId, request.query.secret),
    );

    forms.post<{ Params: { orderId: string }; Body: { decision?: string; secret?: string } }>(
      `${PAY_PATH}:orderId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const secret = request.body?.secret;
        const order = await orderOfPayerLink(deps.db, request.params.orderId, secret);
        if (!order) return badLinkPage(reply);
        const refused = unpayablePage(reply, order);
        if (refused) return refused;
        const decision = request.body?.decision;
        if (decision !== 'approve' && decision !== 'decline')
          return page(
            reply,
            400,
            'Nothing to do',
            '<p>Choose Approve or Decline on the payment page.</p>',
          );
        const approved = decision === 'approve';
        return deliverDecision(app, sandbox, reply, order, { approved, secret: secret! });
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
        return payerPage(deps, reply, opened.orderNumber, opened.payerSecret);
      },
    );
  });
}
