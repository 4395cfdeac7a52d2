import { useBoundedJson } from '../../http/json-body';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@shared/api/payment';
import type { AppDeps } from '../../http/context';
import { DomainError, badRequest, forStaff, unauthorized } from '../../domain-error';
import { route } from '../../http/route';
import { afterResponse } from '../../http/after-response';
import {
  PAYMENT_INITIATION_FAILED,
  applyPaymentEvent,
  orderUnits,
  payableOrder,
  paymentStatus,
  sendDueRefunds,
  startPayment,
  type EventOutcome,
} from './service';
import { codChoice, placeCashOnDelivery, type CodTerms } from './cash-on-delivery';
import { cancelOrder } from './order-cancel';
import * as orderApi from '@shared/api/orders';

export const BAD_SIGNATURE = forStaff('Invalid or missing webhook signature');

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { payment, metrics } = deps;
  const windowSeconds = deps.config.PAYMENT_WINDOW_SECONDS;
  const codTerms: CodTerms = {
    maxOrderRupees: deps.config.COD_MAX_ORDER_RUPEES,
    feeRupees: deps.config.COD_FEE_RUPEES,
    maxRefusals: deps.config.COD_MAX_REFUSALS,
  };

  route(app, deps, api.doPayment, async ({ db, body, user, request }) => {
    // The amount is the order's own total; the price the client sent is not used.
    const order = await payableOrder(db, user.id, body.orderId);
    const started = await startPayment(db, payment, order, windowSeconds, request.log);
    const { created } = started;
    metrics.paymentsStarted.inc({ provider: payment.name });
    return {
      url: created.upiUrl,
      apps: created.apps,
      amount: order.totalAmount,
      items: await orderUnits(db, order.id),
      windowSeconds: started.secondsLeft,
      payerUrl: created.payerUrl,
      hostedCheckout: payment.hostedCheckout !== undefined,
      cashOnDelivery: await codChoice(db, order, codTerms),
    };
  });

  route(
    app,
    deps,
    orderApi.cancelOrder,
    async ({ db, body, user, request }) => {
      const done = await cancelOrder(db, deps.courier, user.id, {
        orderNumber: body.orderId,
        sellerId: body.sellerId,
        reason: body.reason,
      });
      // After the answer: the gateway is asked for the refund once the shopper has been told,
      // on the pool (this request's `db` is its idempotency transaction, committed by then).
      if (done.refundPaise > 0)
        afterResponse(request, () => {
          void sendDueRefunds(deps.db, payment, request.log, {
            orderId: done.order.id,
            sms: deps.sms,
          }).catch((err: unknown) => request.log.error({ err }, 'sending refunds failed'));
        });
      return {
        orderId: done.order.orderNumber,
        order_status: done.order.orderStatus,
        refund: done.refundPaise / 100,
      };
    },
    // A cancel made offline is queued and sent under its Idempotency-Key: a repeat whose first
    // answer was lost gets that answer again, not "already cancelled".
    { updatesCatalogue: 'order', idempotent: true },
  );

  route(app, deps, api.placeCashOnDelivery, async ({ db, body, user }) => {
    const order = await placeCashOnDelivery(db, user.id, body.orderId, codTerms);
    return { orderId: order.orderNumber, totalAmount: order.totalAmount, cod_fee: order.codFee };
  });

  route(app, deps, api.initiateHostedPayment, async ({ db, body, user, request }) => {
    const order = await payableOrder(db, user.id, body.orderId);
    // A gateway without a hosted form takes UPI through do_payment only.
    if (!payment.hostedCheckout) throw new DomainError('UNAVAILABLE', PAYMENT_INITIATION_FAILED);
    const started = await startPayment(db, payment, order, windowSeconds, request.log);
    metrics.paymentsStarted.inc({ provider: payment.name });
    return payment.hostedCheckout(started.request);
  });

  route(app, deps, api.paymentStatus, async ({ db, params, user }) => ({
    payment_status: await paymentStatus(db, user.id, params.orderId),
  }));

  registerWebhook(app, deps);
}

/**
 * The gateway's webhook: a verified event is applied once; a refund it makes due is sent after
 * the answer. It checks its signature over the exact bytes received, so it keeps them.
 */
function registerWebhook(app: FastifyInstance, deps: AppDeps): void {
  const { payment, metrics } = deps;
  void app.register(async (signed) => {
    useBoundedJson(signed, (request, text) => ((request as RawRequest).rawBody = text));
    signed.post(
      payment.webhookPath,
      { schema: { hide: true }, config: { updatesCatalogue: 'payment' } },
      async (request): Promise<{ received: true; outcome: EventOutcome }> => {
        const parsed = payment.parseWebhook((request as RawRequest).rawBody ?? '', request.headers);
        metrics.webhookVerifications.inc({
          provider: payment.name,
          result: parsed.ok
            ? 'valid'
            : parsed.reason === 'signature'
              ? 'bad_signature'
              : 'malformed',
        });
        if (!parsed.ok)
          throw parsed.reason === 'signature'
            ? unauthorized(BAD_SIGNATURE)
            : badRequest(forStaff(parsed.message));
        if (!parsed.event) return { received: true, outcome: 'ignored' };
        const event = parsed.event;
        const counted = (outcome: EventOutcome | 'unmatched') =>
          metrics.paymentEvents.inc({ provider: payment.name, state: event.status, outcome });
        let outcome: EventOutcome;
        try {
          outcome = await applyPaymentEvent(deps.db, event, payment.name);
        } catch (error) {
          // Unknown order, wrong amount: nothing changed; a gateway that retries until it hears
          // 2xx is told it was heard, or it would send the same event for a day.
          const unmatched =
            error instanceof DomainError &&
            (error.code === 'NOT_FOUND' || error.code === 'UNPROCESSABLE');
          if (unmatched) counted('unmatched');
          if (!unmatched || !payment.acknowledgesUnmatched) throw error;
          request.log.warn(
            { eventId: event.eventId, orderNumber: event.orderNumber, reason: error.message },
            'payment event matches no order of ours: acknowledged, nothing changed',
          );
          return { received: true, outcome: 'ignored' };
        }
        counted(outcome);
        if (outcome === 'applied') afterResponse(request, deps.pushSent);
        if (outcome === 'refund due' || outcome === 'ignored') {
          if (outcome === 'refund due')
            request.log.warn(
              { orderNumber: event.orderNumber, eventId: event.eventId },
              'payment arrived after the order expired: refunding',
            );
          // After the answer: the gateway hears 2xx at once, the refund request follows.
          afterResponse(request, () => {
            void sendDueRefunds(deps.db, payment, request.log, { sms: deps.sms }).catch(
              (err: unknown) => request.log.error({ err }, 'sending refunds failed'),
            );
          });
        }
        return { received: true, outcome };
      },
    );
  });
}

type RawRequest = FastifyRequest & { rawBody?: string };
