import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { ConcurrencyLimit } from '../../../http/admission/concurrency-limit';
import { renderedDir } from '../../../rendered-store';
import { sendWebhook } from '../../../test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from '../../../test/test-app';
import { INVOICE_DRAWS_AT_ONCE, INVOICE_DRAWS_WAITING } from './invoice-route';
import type * as InvoicePdf from './invoice-pdf';
import { buyNow, stockedItem } from '../../../test/buy-now';

// Drawings are counted, and held when a test needs them to be, through a spy on the real one.
const hold = vi.hoisted(() => ({ until: null as Promise<void> | null }));
vi.mock('./invoice-pdf', async (importOriginal) => {
  const real = await importOriginal<typeof InvoicePdf>();
  return {
    ...real,
    renderInvoicesPdf: vi.fn(async (...args: Parameters<typeof real.renderInvoicesPdf>) => {
      await hold.until;
      return real.renderInvoicesPdf(...args);
    }),
  };
});
const { renderInvoicesPdf } = await import('./invoice-pdf');
const draws = vi.mocked(renderInvoicesPdf);

let t: TestApp;
let item: { id: string; sellerId: string; variationId: string };
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  item = await stockedItem(t.db);
});
afterAll(() => t.close());
beforeEach(() => {
  draws.mockClear();
  hold.until = null;
});

type Shopper = Awaited<ReturnType<typeof registerShopper>>;
let events = 0;
/** Places an order for the shopper and pays it through the signed webhook; its number. */
async function paidOrder(c: Shopper): Promise<string> {
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  const paid = await sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
    eventId: `evt_invoice_${++events}`,
    orderId,
    status: 'paid',
    amount: totalAmount,
    method: 'upi',
  });
  expect(paid.statusCode).toBe(200);
  return orderId;
}

const invoice = (c: Shopper, orderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/generate-invoice/${orderId}`, headers: { ...c.headers, ...headers } });

describe('the invoice of a paid order, drawn once', () => {
  it('is drawn on the first request, kept, then served again without drawing, with an ETag', async () => {
    const c = await registerShopper(t.app);
    const orderId = await paidOrder(c);
    const first = await invoice(c, orderId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await invoice(c, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(draws).toHaveBeenCalledTimes(1);
    expect(readdirSync(renderedDir(t.config.DATA_DIR, 'invoices'))).toContain(
      `${c.id}-${(first.headers.etag as string).slice(1, -1)}.pdf`,
    );

    const revalidated = await invoice(c, orderId, {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toContain('no-store');
    expect(draws).toHaveBeenCalledTimes(1);
  });

  it('draws once for several requests of the same invoice at the same time', async () => {
    const c = await registerShopper(t.app);
    const orderId = await paidOrder(c);
    const answers = await Promise.all([1, 2, 3, 4].map(() => invoice(c, orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(draws).toHaveBeenCalledTimes(1);
  });

  it("is still a 404 for another shopper's order once drawn, even with its ETag, and a 401 signed out", async () => {
    const [owner, other] = [await registerShopper(t.app), await registerShopper(t.app)];
    const orderId = await paidOrder(owner);
    const drawn = await invoice(owner, orderId);
    expect(drawn.statusCode).toBe(200);
    const etag = drawn.headers.etag as string;
    for (const headers of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
      const refused = await invoice(other, orderId, headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers.etag).toBeUndefined();
    }
    const signedOut = await t.app.inject({ url: `/api/generate-invoice/${orderId}` });
    expect(signedOut.statusCode).toBe(401);
    expect(draws).toHaveBeenCalledTimes(1);
  });

  it("is drawn in the page's language (lang), else the account's; each language kept apart", async () => {
    const c = await registerShopper(t.app);
    const orderId = await paidOrder(c);
    const inLanguage = async (query: string, cookie?: string) => {
      const answer = await t.app.inject({
        url: `/api/generate-invoice/${orderId}${query}`,
        headers: { ...c.headers, ...(cookie && { cookie }) },
      });
      expect(answer.statusCode).toBe(200);
      return { etag: answer.headers.etag, locale: draws.mock.lastCall?.[2] };
    };
    const english = await inLanguage('?lang=en');
    expect(english.locale).toBe('en');
    const hindi = await inLanguage('?lang=hi');
    expect(hindi.locale).toBe('hi');
    expect(hindi.etag).not.toBe(english.etag);
    // Without lang, the language switch's cookie (http/request-locale.ts), before the account's.
    expect((await inLanguage('', 'lang=hi')).etag).toBe(hindi.etag);
    expect((await inLanguage('?lang=en', 'lang=hi')).etag).toBe(english.etag);
    // Without either, the account's language: English until the shopper signs in on a Hindi page.
    expect((await inLanguage('')).etag).toBe(english.etag);
    await t.db.execute(sql`update customers set locale = 'hi' where id = ${c.id}`);
    expect((await inLanguage('')).etag).toBe(hindi.etag);
    expect(draws).toHaveBeenCalledTimes(2);
  });

  it('refuses a language the shop does not speak, drawing nothing', async () => {
    const c = await registerShopper(t.app);
    const orderId = await paidOrder(c);
    const dir = renderedDir(t.config.DATA_DIR, 'invoices');
    const keptFiles = () => (existsSync(dir) ? readdirSync(dir) : []);
    const kept = keptFiles();
    const refused = await invoice(c, `${orderId}?lang=ta`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'lang must be one of en, hi',
    });
    expect(draws).not.toHaveBeenCalled();
    expect(keptFiles()).toEqual(kept);
  });

  it('draws at most a few at once; the next wait, and beyond the queue it is a 503 with Retry-After', async () => {
    const c = await registerShopper(t.app);
    const admitted = INVOICE_DRAWS_AT_ONCE + INVOICE_DRAWS_WAITING;
    const orders: string[] = [];
    for (let i = 0; i <= admitted; i++) orders.push(await paidOrder(c));
    let release!: () => void;
    hold.until = new Promise<void>((resolve) => (release = resolve));

    const enteredLimit = vi.spyOn(ConcurrencyLimit.prototype, 'run');
    const waiting = orders.slice(0, admitted).map((orderId) => invoice(c, orderId));
    // Every one of them in the limit (drawing or queued) before one more asks: on a busy machine
    // some are still reading the database when the first ones draw.
    await vi.waitFor(() => expect(enteredLimit).toHaveBeenCalledTimes(admitted), {
      timeout: 10_000,
    });
    await vi.waitFor(() => expect(draws).toHaveBeenCalledTimes(INVOICE_DRAWS_AT_ONCE));
    const refused = await invoice(c, orders[admitted]!);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(draws).toHaveBeenCalledTimes(INVOICE_DRAWS_AT_ONCE);

    release();
    expect((await Promise.all(waiting)).map((a) => a.statusCode)).toEqual(
      Array(admitted).fill(200),
    );
    expect(draws).toHaveBeenCalledTimes(admitted);
    enteredLimit.mockRestore();
  });
});
