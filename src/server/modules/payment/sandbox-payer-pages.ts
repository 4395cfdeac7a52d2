import type { FastifyReply } from 'fastify';
import type { OrderRow } from './repository';
import { styleHash } from '../../http/security-headers';

/** Where the sandbox payer's pages live (the link, and the form that posts the decision). */
export const PAY_PATH = '/api/payment/sandbox/pay/';

/** The payer link of one attempt: the order and the attempt's secret (as a gateway's checkout link has). */
export const sandboxPayerUrl = (orderNumber: string, secret: string) =>
  `${PAY_PATH}${encodeURIComponent(orderNumber)}?secret=${encodeURIComponent(secret)}`;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:0;margin-right:.5rem;cursor:pointer}.ok{background:#0f766e;color:#fff}.no{background:#e11d48;color:#fff}.note{color:#475569;font-size:.9rem}';
/** The pages' own policy: no script at all, their one hashed style, forms posting only here. */
const PAGE_CSP = `default-src 'none'; style-src ${styleHash(STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`);
}

export const badLinkPage = (reply: FastifyReply) =>
  page(
    reply,
    404,
    'Payment link not valid',
    '<p>This payment link is not valid. Open the payment again from the shop.</p>',
  );

export const alreadyPaidPage = (reply: FastifyReply, order: OrderRow) =>
  page(reply, 409, 'Already paid', `<p>Order ${escape(order.orderNumber)} is already paid.</p>`);

/** Why the order can no longer be paid, as a page; null while it can. */
export function unpayablePage(reply: FastifyReply, order: OrderRow) {
  if (order.paymentStatus === 'paid') return alreadyPaidPage(reply, order);
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
}

/** What is asked for, with Approve and Decline posting the decision and the link's secret. */
export function askPage(
  reply: FastifyReply,
  order: OrderRow,
  secret: string,
  payee: { shopName: string; vpa: string },
) {
  return page(
    reply,
    200,
    'Sandbox payment',
    `<p>Pay <strong>${rupees(order.totalAmount)}</strong> to ${escape(payee.shopName)} (${escape(payee.vpa)}) for order <strong>${escape(order.orderNumber)}</strong>.</p>
<form method="post" action="${PAY_PATH}${encodeURIComponent(order.orderNumber)}"><input type="hidden" name="secret" value="${escape(secret)}"><button class="ok" name="decision" value="approve">Approve payment</button><button class="no" name="decision" value="decline">Decline</button></form>
<p class="note">This is the payment sandbox: no money moves. A real UPI app would ask for the UPI PIN here.</p>`,
  );
}

export const notRecordedPage = (reply: FastifyReply, error: string | undefined) =>
  page(
    reply,
    502,
    'Payment not recorded',
    `<p>${escape(error ?? 'The shop did not accept the result.')}</p>`,
  );

export const decidedPage = (reply: FastifyReply, order: OrderRow, approved: boolean) =>
  approved
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
