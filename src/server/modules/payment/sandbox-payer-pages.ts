import type { FastifyReply } from 'fastify';
import type { OrderRow } from './repository';
import { styleHash } from '../../http/security-headers';
import { languageTag, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { SANDBOX_PAY_PATH } from '../../providers/payment-sandbox';

/** Where the sandbox payer's pages live (the link, and the form that posts the decision). */
export const PAY_PATH = SANDBOX_PAY_PATH;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const strong = (html: string) => `<strong>${html}</strong>`;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}button{font-size:1rem;min-height:2.75rem;padding:.6rem 1.2rem;border-radius:.4rem;border:0;margin-right:.5rem;cursor:pointer}.ok{background:#0f766e;color:#fff}.no{background:#e11d48;color:#fff}.note{color:#475569;font-size:.9rem}';
/** The pages' own policy: no script at all, their one hashed style, forms posting only here. */
const PAGE_CSP = `default-src 'none'; style-src ${styleHash(STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** A payer page's answer, and the language its pages speak (the shopper's, payer-language.ts). */
export interface PayerReply {
  reply: FastifyReply;
  locale: Locale;
}

export function page({ reply, locale }: PayerReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(`<!doctype html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`);
}

/** The options of a message in the page's language. */
const lang = ({ locale }: PayerReply) => ({ locale });

/** A page of a title and one sentence, both from the catalogue in the page's language. */
const said = (to: PayerReply, status: number, title: string, text: string) =>
  page(to, status, title, `<p>${text}</p>`);

export const badLinkPage = (to: PayerReply) =>
  said(to, 404, m.payer_bad_link_title({}, lang(to)), escape(m.payer_bad_link_text({}, lang(to))));

/** A form post the payer pages refuse: sent from another site, or without a decision. */
export const refusedPage = (to: PayerReply) =>
  said(to, 403, m.payer_refused_title({}, lang(to)), escape(m.payer_refused_text({}, lang(to))));
export const nothingToDoPage = (to: PayerReply) =>
  said(to, 400, m.payer_nothing_title({}, lang(to)), escape(m.payer_nothing_text({}, lang(to))));
export const checkoutRefusedPage = (to: PayerReply) =>
  said(
    to,
    400,
    m.payer_checkout_refused_title({}, lang(to)),
    escape(m.payer_checkout_refused_text({}, lang(to))),
  );

/** The catalogue's sentence with the order's number put in (escaped before, the sentence after). */
const aboutOrder = (
  sentence: (inputs: { order: string; amount: string }, options: { locale: Locale }) => string,
  to: PayerReply,
  order: OrderRow,
) => sentence({ order: escape(order.orderNumber), amount: rupees(order.totalAmount) }, lang(to));

export const alreadyPaidPage = (to: PayerReply, order: OrderRow) =>
  said(
    to,
    409,
    m.payer_already_paid_title({}, lang(to)),
    aboutOrder(m.payer_already_paid_text, to, order),
  );

/** Why the order can no longer be paid, as a page; null while it can. */
export function unpayablePage(to: PayerReply, order: OrderRow) {
  if (order.paymentStatus === 'paid') return alreadyPaidPage(to, order);
  if (order.orderStatus === 'cancelled')
    return said(
      to,
      409,
      m.payer_cancelled_title({}, lang(to)),
      aboutOrder(m.payer_cancelled_text, to, order),
    );
  if (order.expiresAt <= new Date())
    return said(
      to,
      409,
      m.payer_expired_title({}, lang(to)),
      aboutOrder(m.payer_expired_text, to, order),
    );
  return null;
}

/** What is asked for, with Approve and Decline posting the decision and the link's secret. */
export function askPage(
  to: PayerReply,
  order: OrderRow,
  secret: string,
  payee: { shopName: string; vpa: string },
) {
  const asked = m.payer_ask_text(
    {
      amount: strong(rupees(order.totalAmount)),
      payee: `${escape(payee.shopName)} (${escape(payee.vpa)})`,
      order: strong(escape(order.orderNumber)),
    },
    lang(to),
  );
  return page(
    to,
    200,
    m.payer_ask_title({}, lang(to)),
    `<p>${asked}</p>
<form method="post" action="${PAY_PATH}${encodeURIComponent(order.orderNumber)}"><input type="hidden" name="secret" value="${escape(secret)}"><button class="ok" name="decision" value="approve">${escape(m.payer_approve({}, lang(to)))}</button><button class="no" name="decision" value="decline">${escape(m.payer_decline({}, lang(to)))}</button></form>
<p class="note">${escape(m.payer_sandbox_note({}, lang(to)))}</p>`,
  );
}

/** The shop refused the decision's webhook: why, as the webhook's error code (for the tester). */
export const notRecordedPage = (to: PayerReply, code: string | undefined) =>
  page(
    to,
    502,
    m.payer_not_recorded_title({}, lang(to)),
    `<p>${escape(m.payer_not_recorded_text({}, lang(to)))}</p>` +
      (code ? `<p class="note">${escape(code)}</p>` : ''),
  );

export const decidedPage = (to: PayerReply, order: OrderRow, approved: boolean) =>
  approved
    ? said(
        to,
        200,
        m.payer_approved_title({}, lang(to)),
        aboutOrder(m.payer_approved_text, to, order),
      )
    : said(
        to,
        200,
        m.payer_declined_title({}, lang(to)),
        aboutOrder(m.payer_declined_text, to, order),
      );
