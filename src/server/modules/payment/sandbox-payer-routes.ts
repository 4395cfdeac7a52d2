import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/context';
import type { PayerDesk } from '../../providers/payment-provider';
import { SANDBOX_CHECKOUT_PATH } from '../../providers/payment-sandbox';
import { isCrossSite } from '../../http/cross-site-guard';
import {
  alreadyPaidPage,
  askPage,
  badLinkPage,
  checkoutRefusedPage,
  decidedPage,
  nothingToDoPage,
  notRecordedPage,
  PAY_PATH,
  refusedPage,
  unpayablePage,
  type PayerReply,
} from './sandbox-payer-pages';
import { payerLocale } from './payer-language';
import { orderOfPayerLink } from './service';

type PayerOrder = NonNullable<Awaited<ReturnType<typeof orderOfPayerLink>>>;

/** The answer of a payer page, in the shopper's language (the order's shopper, if known). */
const answer = async (
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  order?: PayerOrder,
): Promise<PayerReply> => ({ reply, locale: await payerLocale(deps.db, request, order) });

/** The page of a payer link: what is asked for, or why it cannot be paid. */
async function payerPage(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  link: { orderNumber: string; secret: string | undefined },
) {
  const order = await orderOfPayerLink(deps.db, link.orderNumber, link.secret);
  if (!order) return badLinkPage(await answer(deps, request, reply));
  const to = await answer(deps, request, reply, order);
  return (
    unpayablePage(to, order) ??
    askPage(to, order, link.secret!, {
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
  gateway: { desk: PayerDesk; webhookPath: string },
  to: PayerReply,
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
    url: gateway.webhookPath,
    headers: { 'content-type': 'application/json', 'x-signature': gateway.desk.sign(event) },
    payload: event,
  });
  if (delivered.statusCode !== 200)
    return notRecordedPage(to, delivered.json<{ code?: string }>().code);
  gateway.desk.decide(decision.secret, {
    status,
    paymentId: eventId,
    amountPaise: order.totalAmount * 100,
    currency: 'INR',
  });
  // Two approvals at once: the order is paid once, and the later one says so.
  if (delivered.json<{ outcome?: string }>().outcome === 'ignored')
    return alreadyPaidPage(to, order);
  return decidedPage(to, order, decision.approved);
}

/** The form posts of the payer pages: parsed here, refused when sent from another site. */
function acceptForms(forms: FastifyInstance, deps: AppDeps): void {
  forms.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  forms.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && isCrossSite(request))
      return refusedPage(await answer(deps, request, reply));
  });
}

/**
 * The sandbox's stand-in for the shopper's UPI app: it shows what is asked for and lets a tester
 * approve or decline. Served only for a gateway with a payer desk (the sandbox): the pages sit on
 * the module's side and import the provider, never the reverse.
 */
export function registerSandboxPayerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const desk = deps.payment.payerDesk;
  if (!desk) return;
  const gateway = { desk, webhookPath: deps.payment.webhookPath };
  void app.register(async (forms) => {
    acceptForms(forms, deps);

    forms.get<{ Params: { orderId: string }; Querystring: { secret?: string } }>(
      `${PAY_PATH}:orderId`,
      { schema: { hide: true } },
      (request, reply) =>
        payerPage(deps, request, reply, {
          orderNumber: request.params.orderId,
          secret: request.query.secret,
        }),
    );

    forms.post<{ Params: { orderId: string }; Body: { decision?: string; secret?: string } }>(
      `${PAY_PATH}:orderId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const secret = request.body?.secret;
        const order = await orderOfPayerLink(deps.db, request.params.orderId, secret);
        if (!order) return badLinkPage(await answer(deps, request, reply));
        const to = await answer(deps, request, reply, order);
        const refused = unpayablePage(to, order);
        if (refused) return refused;
        const decision = request.body?.decision;
        if (decision !== 'approve' && decision !== 'decline') return nothingToDoPage(to);
        const approved = decision === 'approve';
        return deliverDecision(app, gateway, to, order, { approved, secret: secret! });
      },
    );

    // The hosted checkout form of any2pay-initiate-payment posts here.
    forms.post<{ Body: { encData?: string; apiKey?: string } }>(
      SANDBOX_CHECKOUT_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        const opened = desk.openHostedCheckout(
          request.body?.encData ?? '',
          request.body?.apiKey ?? '',
        );
        if (!opened) return checkoutRefusedPage(await answer(deps, request, reply));
        return payerPage(deps, request, reply, {
          orderNumber: opened.orderNumber,
          secret: opened.payerSecret,
        });
      },
    );
  });
}
