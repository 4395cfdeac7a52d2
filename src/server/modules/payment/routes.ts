import { useBoundedJson } from '../../http/json-body';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@shared/api/payment';
import type { AppDeps } from '../../http/context';
import { unauthorized } from '../../domain-error';
import { route } from '../../http/route';
import { sandboxPayerUrl } from './sandbox-pages';
import { afterResponse } from '../../http/after-response';
import { applyPaymentEvent, payableOrder, paymentStatus, startPayment } from './service';

export const BAD_SIGNATURE = 'Invalid or missing webhook signature';

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { payment } = deps;

  route(app, deps, api.doPayment, async ({ db, body, user }) => {
    // The amount is the order's own total; the price the client sent is not used.
    const order = await payableOrder(db, user.id, body.orderId);
    const payable = await startPayment(db, payment, order);
    const links = payment.upiLinks(payable);
    return {
      ...links,
      amount: payable.amount,
      windowSeconds: deps.config.PAYMENT_WINDOW_SECONDS,
      payerUrl:
        payment.name === 'sandbox' ? sandboxPayerUrl(order.orderNumber, payable.payerSecret) : null,
    };
  });

  route(app, deps, api.initiateHostedPayment, async ({ db, body, user }) => {
    const order = await payableOrder(db, user.id, body.orderId);
    const payable = await startPayment(db, payment, order);
    return payment.hostedCheckout(payable, {
      firstname: body.firstname,
      email: body.email,
      phone: body.phone,
    });
  });

  route(app, deps, api.paymentStatus, async ({ db, params, user }) => ({
    payment_status: await paymentStatus(db, user.id, params.orderId),
  }));

  // The webhook checks its signature over the exact bytes received, so it keeps them.
  void app.register(async (signed) => {
    useBoundedJson(signed, (request, text) => ((request as RawRequest).rawBody = text));
    signed.addHook('preValidation', async (request) => {
      const signature = request.headers['x-signature'];
      if (
        !payment.verifySignature(
          (request as RawRequest).rawBody ?? '',
          typeof signature === 'string' ? signature : undefined,
        )
      )
        throw unauthorized(BAD_SIGNATURE);
    });
    route(
      signed,
      deps,
      api.paymentWebhook,
      async ({ db, body, request }) => {
        const outcome = await applyPaymentEvent(db, body);
        if (outcome === 'applied') afterResponse(request, deps.pushSent);
        if (outcome === 'refund due')
          request.log.error(
            { orderId: body.orderId, eventId: body.eventId },
            'payment arrived after the order expired: refund due',
          );
        return { received: true, outcome };
      },
      { changesCatalogue: 'payment' },
    );
  });
}

type RawRequest = FastifyRequest & { rawBody?: string };
