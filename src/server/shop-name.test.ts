import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SHOP_NAME } from '@shared/manifest';
import { pdfText } from '../../tests/tools/pdf-text';
import { loadConfig } from './config';
import { sendWebhook } from './test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from './test/test-app';
import { buyNow, stockedItem } from './test/buy-now';

/**
 * Names the shop has been called in code: none may show once SHOP_NAME says otherwise (where a
 * seller's own address may hold 'Bazaar', as Laad Bazaar's do, only the first is looked for).
 */
const HARD_CODED = /Storefront|Bazaar/i;
const OLD_NAME = /Storefront/i;
const SHOP = 'Chowk Mart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8, config: { SHOP_NAME: SHOP } });
});
afterAll(() => t.close());

/** A paid buy-now order of the first product, and what do_payment answered for it. */
async function paidOrder() {
  const c = await registerShopper(t.app);
  const item = await stockedItem(t.db);
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  const payment = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/do_payment',
      headers: c.headers,
      payload: { orderId, price: totalAmount },
    })
  ).json<{ url: string; payerUrl: string }>();
  const payerPage = (await t.app.inject({ url: payment.payerUrl })).body;
  await sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
    eventId: `evt_shop_name_${orderId}`,
    orderId,
    status: 'paid',
    amount: totalAmount,
    method: 'upi',
  });
  const invoice = await t.app.inject({
    url: `/api/generate-invoice/${orderId}`,
    headers: c.headers,
  });
  return { upiLink: new URL(payment.url), payerPage, invoice: pdfText(invoice.rawPayload) };
}

describe('the shop name (SHOP_NAME) wherever a shopper reads it from the server', () => {
  it('is Bazaar unless configured, and must be plain enough for PDFs and UPI apps', () => {
    const dir = { DATA_DIR: t.config.DATA_DIR };
    expect(loadConfig(dir).SHOP_NAME).toBe(DEFAULT_SHOP_NAME);
    expect(DEFAULT_SHOP_NAME).toBe('Bazaar');
    expect(loadConfig({ ...dir, SHOP_NAME: '  Chowk Mart ' }).SHOP_NAME).toBe('Chowk Mart');
    for (const bad of ['', 'चौक', 'Chowk <b>', 'x'.repeat(41)])
      expect(() => loadConfig({ ...dir, SHOP_NAME: bad }), bad).toThrow(/SHOP_NAME must be/);
    // The variable it replaced stops the start rather than be silently ignored.
    expect(() => loadConfig({ ...dir, UPI_PAYEE_NAME: 'Storefront Marketplace' })).toThrow(
      /UPI_PAYEE_NAME is no longer read/,
    );
  });

  it('names the web manifest', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{ name: string; short_name: string }>();
    expect(manifest.short_name).toBe(SHOP);
    expect(manifest.name).toBe(`${SHOP} - shop from sellers across India`);
    expect(res.body).not.toMatch(HARD_CODED);
  });

  it('is the OTP text', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-auth',
      payload: { step: 'send_otp', mobile: '9123400001' },
    });
    const [sms] = t.sms.sentMessages();
    expect(sms!.text).toMatch(/^\d{4} is your Chowk Mart OTP to sign in\./);
    expect(sms!.text).not.toMatch(HARD_CODED);
  });

  it('is the UPI payee name, the payer page and the invoice PDF', async () => {
    const { upiLink, payerPage, invoice } = await paidOrder();
    expect(upiLink.searchParams.get('pn')).toBe(SHOP);
    expect(upiLink.href).not.toMatch(OLD_NAME);
    expect(payerPage).toContain(`to ${SHOP} (`);
    expect(payerPage).not.toMatch(OLD_NAME);
    expect(invoice).toContain(`through ${SHOP}.`);
    expect(invoice).not.toMatch(OLD_NAME);
  });
});

describe('the shop name in the pages the server sends', () => {
  /** A built client with the build's default name, as `vite build` writes index.html. */
  function builtClient(): string {
    const dir = mkdtempSync(join(tmpdir(), 'shop-name-client-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><meta name="application-name" content="Bazaar" />' +
        '<title>Bazaar - shop from sellers across India</title></head><body><div id="root"></div></body></html>',
    );
    return dir;
  }

  it('is written into the shell of every page, however it is asked for', async () => {
    const own = await createTestApp({
      clientDir: builtClient(),
      config: { SHOP_NAME: 'Chowk & Sons' },
    });
    try {
      // The service worker's precache, screens drawn in the browser (no SSR build here).
      for (const [url, status] of [
        ['/index.html', 200],
        ['/card', 200],
        ['/hi/dashboard', 200],
      ] as const) {
        const page = await own.app.inject({ url });
        expect([url, page.statusCode]).toEqual([url, status]);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain('<meta name="application-name" content="Chowk &amp; Sons" />');
        expect(page.body).toContain(
          '<title>Chowk &amp; Sons - shop from sellers across India</title>',
        );
        expect(page.body).not.toMatch(HARD_CODED);
      }
    } finally {
      await own.close();
    }
  });
});
