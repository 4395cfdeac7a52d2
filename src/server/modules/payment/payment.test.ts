import { sendWebhook } from '../../test/payment-webhook';
import { sql } from 'drizzle-orm';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';
import { pdfText } from '../../../../tests/tools/pdf-text';
import { MAX_PENDING_ATTEMPTS, TOO_MANY_ATTEMPTS } from './service';
import { setLocale } from '../accounts/repository';

let t: TestApp;
let item: {
  id: string;
  sellerId: string;
  variationId: string;
  price: number;
  sellerState: string;
  gstin: string;
};
const SECRET = 'webhook-secret-for-tests-0123';
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  item = (
    await t.db
      .execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId", v.discounted_price as price, s.state as "sellerState", s.gstin
    from products p join variations v on v.product_id = p.id and v.position = 0 join sellers s on s.id = p.seller_id
    where v.discounted_price between 200 and 700 order by p.id limit 1`)
  ).rows[0] as typeof item;
  await t.db.execute(sql`update variations set stock = 500 where id = ${item.variationId}`);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof registerCustomer>> & { addressId: string };
async function shopper(state = 'Telangana'): Promise<Shopper> {
  const c = await registerCustomer(t.app);
  const address = {
    name: 'Asha Rao',
    address: 'Flat 12',
    phonenumber: '9876543210',
    alternatephonenumber: '9123456780',
    pincode: '500034',
    state,
    cityDistTown: 'Hyderabad',
    landmark: 'KBR Park',
    locality: 'Banjara Hills',
    typeOfAddress: 'Home',
    userId: c.id,
  };
  const saved = (
    await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/web_add_address',
      headers: c.headers,
      payload: address,
    })
  ).json();
  return { ...c, addressId: saved.address._id };
}
async function order(c: Shopper, quantity = 2): Promise<{ orderId: string; totalAmount: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: c.headers,
    payload: {
      productId: item.id,
      sellerId: item.sellerId,
      quantity,
      variationId: item.variationId,
      addressId: c.addressId,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const pay = (c: Shopper, orderId: string, price: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId, price },
  });
const status = async (c: Shopper, orderId: string) =>
  (await t.app.inject({ url: `/api/payment/status/${orderId}`, headers: c.headers })).json()
    .payment_status;
const webhook = (event: object, signature?: string | null) =>
  sendWebhook(t.app, SECRET, event, signature);
const orderRow = async (orderId: string) =>
  (
    await t.db.execute(
      sql`select payment_status, order_status from orders where order_number = ${orderId}`,
    )
  ).rows[0];
let events = 0;
const event = (orderId: string, status: 'paid' | 'failed', amount: number) => ({
  eventId: `evt_${++events}_${Date.now()}`,
  orderId,
  status,
  amount,
  method: 'upi',
});

describe('do_payment', () => {
  it('keeps at most MAX_PENDING_ATTEMPTS open attempts per order, however many calls race', async () => {
    const c = await shopper();
    const o = await order(c, 1);
    const answers = await Promise.all(
      Array.from({ length: MAX_PENDING_ATTEMPTS + 10 }, () => pay(c, o.orderId, 1)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX_PENDING_ATTEMPTS);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json().messageKey).toBe(TOO_MANY_ATTEMPTS);
    const [{ n }] = (
      await t.db.execute(
        sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.order_number = ${o.orderId}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(MAX_PENDING_ATTEMPTS);
  });

  it('answers a real UPI link for the server total, whatever price was sent, and the four apps', async () => {
    const c = await shopper();
    const o = await order(c);
    const res = await pay(c, o.orderId, 1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.amount).toBe(o.totalAmount);
    const link = new URL(body.url);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: 'bazaar.sandbox@upi',
      pn: 'Bazaar',
      am: `${o.totalAmount}.00`,
      cu: 'INR',
      tr: o.orderId,
    });
    expect(body.apps.map((a: { name: string }) => a.name)).toEqual([
      'G-Pay',
      'PhonePe',
      'Paytm',
      'Other UPI app',
    ]);
    // A fresh order: nearly all of its 15-minute hold is left; the order is 2 units.
    expect(body.windowSeconds).toBeGreaterThan(850);
    expect(body.windowSeconds).toBeLessThanOrEqual(900);
    expect(body.items).toBe(2);
    expect(body.payerUrl).toMatch(
      new RegExp(`^/api/payment/sandbox/pay/${o.orderId}\\?secret=[\\w-]{43}$`),
    );
  });

  it("counts down the order's hold as the server knows it on every visit, not a new window", async () => {
    const c = await shopper();
    const o = await order(c, 3);
    // The shopper placed it 12 minutes ago: 3 minutes of the hold are left.
    await t.db.execute(
      sql`update orders set expires_at = now() + interval '180 seconds' where order_number = ${o.orderId}`,
    );
    const first = (await pay(c, o.orderId, o.totalAmount)).json();
    expect(first.windowSeconds).toBeLessThanOrEqual(180);
    expect(first.windowSeconds).toBeGreaterThan(150);
    // Back a minute later (Pay Now from the orders): the same hold, a minute less, same summary.
    await t.db.execute(
      sql`update orders set expires_at = now() + interval '120 seconds' where order_number = ${o.orderId}`,
    );
    const again = (await pay(c, o.orderId, 0)).json();
    expect(again.windowSeconds).toBeLessThanOrEqual(120);
    expect(again.windowSeconds).toBeGreaterThan(90);
    expect([first.items, again.items]).toEqual([3, 3]);
  });

  it("refuses another shopper's order (404, like a missing one), a paid, a cancelled and an expired one, changing nothing", async () => {
    const [owner, other] = [await shopper(), await shopper()];
    const o = await order(owner);
    const before = await rowCount(t.db, 'payments');
    const foreign = await pay(other, o.orderId, o.totalAmount);
    const missing = await pay(other, 'OD-NO-SUCH-ORDER', o.totalAmount);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      {
        error: 'Order not found',
        messageKey: 'server_order_not_found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      },
    ]);
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      {
        error: 'Order not found',
        messageKey: 'server_order_not_found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      },
    ]);
    expect(await rowCount(t.db, 'payments')).toBe(before);
    expect((await webhook(event(o.orderId, 'paid', o.totalAmount))).statusCode).toBe(200);
    const paid = await pay(owner, o.orderId, o.totalAmount);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('This order is already paid');
    // The payment page branches on the code, not on the text.
    expect(paid.json().code).toBe('ORDER_ALREADY_PAID');
    const o2 = await order(owner);
    await t.db.execute(
      sql`update orders set order_status = 'cancelled' where order_number = ${o2.orderId}`,
    );
    expect((await pay(owner, o2.orderId, o2.totalAmount)).json().error).toBe(
      'This order was cancelled and can no longer be paid',
    );
    const o3 = await order(owner);
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where order_number = ${o3.orderId}`,
    );
    const attempts = await rowCount(t.db, 'payments');
    expect((await pay(owner, o3.orderId, o3.totalAmount)).json().error).toBe(
      'The time to pay for this order has run out; please order again',
    );
    expect(await rowCount(t.db, 'payments')).toBe(attempts);
  });

  it('any2pay-initiate-payment answers a hosted checkout the sandbox page accepts', async () => {
    const c = await shopper();
    const o = await order(c);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/any2pay-initiate-payment',
      headers: c.headers,
      payload: {
        orderId: o.orderId,
        amount: 1,
        firstname: 'Asha',
        email: 'a@example.in',
        phone: '9876543210',
      },
    });
    const { url, encryptedData, apiKey } = res.json();
    const page = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ encData: encryptedData, apiKey }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(o.orderId);
    expect(page.body).toContain(`₹${o.totalAmount.toLocaleString('en-IN')}`);
    const bytes = Buffer.from(encryptedData, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1); // one bit of the ciphertext flipped
    const tampered = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ encData: bytes.toString('base64url'), apiKey }).toString(),
    });
    expect(tampered.statusCode).toBe(400);
  });
});

describe('webhook', () => {
  it('refuses a bad or missing signature (401), changing nothing', async () => {
    const c = await shopper();
    const o = await order(c);
    const e = event(o.orderId, 'paid', o.totalAmount);
    expect((await webhook(e, null)).statusCode).toBe(401);
    expect((await webhook(e, 'a'.repeat(64))).statusCode).toBe(401);
    expect((await webhook(e, 'not-hex')).statusCode).toBe(401);
    expect(await orderRow(o.orderId)).toEqual({
      payment_status: 'not paid',
      order_status: 'pending',
    });
    expect(await status(c, o.orderId)).toBe('not paid');
  });

  it('applies an event once, pays and places the order, and gives its invoice a number', async () => {
    const c = await shopper();
    const o = await order(c);
    await pay(c, o.orderId, o.totalAmount);
    const e = event(o.orderId, 'paid', o.totalAmount);
    expect((await webhook(e)).json()).toEqual({ received: true, outcome: 'applied' });
    const eventsBefore = await rowCount(t.db, 'payment_events');
    expect((await webhook(e)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await rowCount(t.db, 'payment_events')).toBe(eventsBefore);
    expect(await orderRow(o.orderId)).toEqual({ payment_status: 'paid', order_status: 'placed' });
    expect(await status(c, o.orderId)).toBe('paid');
    const dash = (
      await t.app.inject({
        url: `/api/home/customer/gat-dashboard-data/${c.id}`,
        headers: c.headers,
      })
    ).json();
    expect(dash).toMatchObject({ totalOrder: 1, pendingOrder: 0 });
    const [part] = (
      await t.db.execute(
        sql`select invoice_number from order_parts p join orders o on o.id = p.order_id where o.order_number = ${o.orderId}`,
      )
    ).rows as { invoice_number: string }[];
    expect(part!.invoice_number).toMatch(/^INV\d\d-\d\d\/\d{6}$/);
  });

  it('an unknown order is a 404; a wrong amount is refused', async () => {
    expect((await webhook(event('OD-NOPE', 'paid', 100))).statusCode).toBe(404);
    const c = await shopper();
    const o = await order(c);
    expect((await webhook(event(o.orderId, 'paid', o.totalAmount - 1))).statusCode).toBe(422);
    expect(await orderRow(o.orderId)).toEqual({
      payment_status: 'not paid',
      order_status: 'pending',
    });
  });

  it('is safe out of order: failed then paid ends paid; paid then failed stays paid', async () => {
    const c = await shopper();
    const a = await order(c);
    await pay(c, a.orderId, a.totalAmount);
    await webhook(event(a.orderId, 'failed', a.totalAmount));
    expect(await status(c, a.orderId)).toBe('failed');
    await webhook(event(a.orderId, 'paid', a.totalAmount));
    expect(await status(c, a.orderId)).toBe('paid');
    const b = await order(c);
    await webhook(event(b.orderId, 'paid', b.totalAmount));
    await webhook(event(b.orderId, 'failed', b.totalAmount));
    expect(await orderRow(b.orderId)).toEqual({ payment_status: 'paid', order_status: 'placed' });
    expect(await status(c, b.orderId)).toBe('paid');
  });

  it('the sandbox payer page delivers approve and decline through the signed webhook', async () => {
    const c = await shopper();
    const o = await order(c);
    const { payerUrl } = (await pay(c, o.orderId, o.totalAmount)).json();
    const payerPage = await t.app.inject({ url: payerUrl });
    expect(payerPage.body).toContain('Approve payment');
    const { action, secret } = payerForm(payerPage.body);
    const decide = (decision: string) =>
      t.app.inject({
        method: 'POST',
        url: action,
        headers: form,
        payload: new URLSearchParams({ secret, decision }).toString(),
      });
    expect((await decide('decline')).body).toContain('Payment declined');
    expect(await status(c, o.orderId)).toBe('failed');
    await pay(c, o.orderId, o.totalAmount); // Retry Payment: a new attempt
    expect(await status(c, o.orderId)).toBe('not paid');
    expect((await decide('approve')).body).toContain('Payment approved');
    expect(await status(c, o.orderId)).toBe('paid');
  });

  it("speaks the shopper's language: their account's, or the one the browser chose on the shop", async () => {
    const c = await shopper();
    const o = await order(c);
    const { payerUrl } = (await pay(c, o.orderId, o.totalAmount)).json();
    await setLocale(t.db, c.id, 'hi');
    const hindi = (await t.app.inject({ url: payerUrl })).body;
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('<h1>सैंडबॉक्स पेमेंट</h1>');
    expect(hindi).toContain(`ऑर्डर <strong>${o.orderId}</strong> के लिए`);
    expect(hindi).toContain('>पेमेंट मंज़ूर करें</button>');
    expect(hindi).not.toMatch(/Sandbox payment|Approve payment|Decline|no money moves/);
    const { action, secret } = payerForm(hindi);
    const declined = await t.app.inject({
      method: 'POST',
      url: action,
      headers: form,
      payload: new URLSearchParams({ secret, decision: 'decline' }).toString(),
    });
    expect(declined.body).toContain('<h1>पेमेंट नामंज़ूर हुआ</h1>');
    // The browser's own choice comes first: an English tab on a Hindi account reads English.
    await pay(c, o.orderId, o.totalAmount);
    const chosen = await t.app.inject({ url: payerUrl, cookies: { lang: 'en' } });
    expect(chosen.body).toContain('<html lang="en-IN">');
    expect(chosen.body).toContain('Approve payment');
    // A link that is not valid names no order, so no shopper: the browser's choice, or English.
    const bad = `/api/payment/sandbox/pay/${o.orderId}?secret=wrong`;
    expect((await t.app.inject({ url: bad, cookies: { lang: 'hi' } })).body).toContain(
      '<h1>पेमेंट लिंक सही नहीं है</h1>',
    );
    expect((await t.app.inject({ url: bad })).body).toContain('<h1>Payment link not valid</h1>');
  });

  it('two approvals at once: the order is paid once, and the second says it already is', async () => {
    const c = await shopper();
    const o = await order(c);
    const { payerUrl } = (await pay(c, o.orderId, o.totalAmount)).json();
    const { action, secret } = payerForm((await t.app.inject({ url: payerUrl })).body);
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: action,
        headers: form,
        payload: new URLSearchParams({ secret, decision: 'approve' }).toString(),
      });
    const pages = (await Promise.all([approve(), approve()])).map((p) => p.body);
    expect(pages.filter((p) => p.includes('Payment approved'))).toHaveLength(1);
    expect(pages.filter((p) => p.includes('is already paid'))).toHaveLength(1);
    const [{ n }] = (
      await t.db.execute(
        sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.order_number = ${o.orderId} and p.status = 'paid'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** The payer page's form: where it posts and the attempt's secret it carries. */
function payerForm(html: string) {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const secret = /name="secret" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !secret) throw new Error(`no payer form in ${html}`);
  return { action, secret };
}

describe('sandbox payer link', () => {
  it('without its secret, or with a wrong one, shows nothing and approves nothing', async () => {
    const c = await shopper();
    const o = await order(c);
    const { payerUrl } = (await pay(c, o.orderId, o.totalAmount)).json();
    const bare = `/api/payment/sandbox/pay/${o.orderId}`;
    const wrong = `${bare}?secret=${'A'.repeat(43)}`;
    for (const url of [bare, wrong, `${bare}?secret=`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('This payment link is not valid');
      expect(res.body).not.toContain(`₹${o.totalAmount.toLocaleString('en-IN')}`);
    }
    const events = await rowCount(t.db, 'payment_events');
    for (const payload of ['decision=approve', `decision=approve&secret=${'A'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'POST', url: bare, headers: form, payload });
      expect(res.statusCode, payload).toBe(404);
    }
    expect(await rowCount(t.db, 'payment_events')).toBe(events);
    expect(await status(c, o.orderId)).toBe('not paid');
    expect((await t.app.inject({ url: payerUrl })).statusCode).toBe(200);
  });

  it("one order's secret does not open another order", async () => {
    const c = await shopper();
    const [a, b] = [await order(c), await order(c)];
    const { payerUrl } = (await pay(c, a.orderId, a.totalAmount)).json();
    await pay(c, b.orderId, b.totalAmount);
    const secret = new URL(payerUrl, 'http://shop').searchParams.get('secret')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/pay/${b.orderId}`,
      headers: form,
      payload: new URLSearchParams({ secret, decision: 'approve' }).toString(),
    });
    expect(res.statusCode).toBe(404);
    expect(await status(c, b.orderId)).toBe('not paid');
  });

  it('its form cannot be posted from another site', async () => {
    const c = await shopper();
    const o = await order(c);
    const { payerUrl } = (await pay(c, o.orderId, o.totalAmount)).json();
    const { action, secret } = payerForm((await t.app.inject({ url: payerUrl })).body);
    const payload = new URLSearchParams({ secret, decision: 'approve' }).toString();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: action,
        headers: { ...form, ...headers },
        payload,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await status(c, o.orderId)).toBe('not paid');
    const own = await t.app.inject({
      method: 'POST',
      url: action,
      headers: {
        ...form,
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
      payload,
    });
    expect(own.body).toContain('Payment approved');
    expect(await status(c, o.orderId)).toBe('paid');
  });

  it("an expired order's link says the time has run out and cannot approve", async () => {
    const c = await shopper();
    const o = await order(c);
    const { payerUrl } = (await pay(c, o.orderId, o.totalAmount)).json();
    const { action, secret } = payerForm((await t.app.inject({ url: payerUrl })).body);
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where order_number = ${o.orderId}`,
    );
    expect((await t.app.inject({ url: payerUrl })).body).toContain('Time to pay has run out');
    const res = await t.app.inject({
      method: 'POST',
      url: action,
      headers: form,
      payload: new URLSearchParams({ secret, decision: 'approve' }).toString(),
    });
    expect(res.statusCode).toBe(409);
    expect(await orderRow(o.orderId)).toEqual({
      payment_status: 'not paid',
      order_status: 'pending',
    });
  });
});

describe('a payment after the hold ran out', () => {
  const stock = async () =>
    (await t.db.execute(sql`select stock from variations where id = ${item.variationId}`)).rows[0]!
      .stock as number;
  const orderView = async (c: Shopper, orderId: string) =>
    (
      await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
    ).json().order;

  it('before the sweep: is a refund due, the order is cancelled and its stock put back', async () => {
    const c = await shopper();
    const before = await stock();
    const o = await order(c, 3);
    expect(await stock()).toBe(before - 3);
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where order_number = ${o.orderId}`,
    );
    expect((await webhook(event(o.orderId, 'paid', o.totalAmount))).statusCode).toBe(200);
    expect(await orderRow(o.orderId)).toEqual({
      payment_status: 'not paid',
      order_status: 'cancelled',
    });
    expect(await stock()).toBe(before);
    expect(await orderView(c, o.orderId)).toMatchObject({
      payment_status: 'not paid',
      order_status: 'cancelled',
      refundDue: true,
    });
    const invoice = await t.app.inject({
      url: `/api/generate-invoice/${o.orderId}`,
      headers: c.headers,
    });
    expect(invoice.statusCode).toBe(404);
  });

  it('after the sweep: is a refund due and the order stays cancelled; an order paid in time shows none', async () => {
    const c = await shopper();
    const o = await order(c);
    await t.db.execute(
      sql`update orders set order_status = 'cancelled' where order_number = ${o.orderId}`,
    );
    await webhook(event(o.orderId, 'paid', o.totalAmount));
    expect(await orderView(c, o.orderId)).toMatchObject({
      order_status: 'cancelled',
      refundDue: true,
    });
    const inTime = await order(c);
    await webhook(event(inTime.orderId, 'paid', inTime.totalAmount));
    expect(await orderView(c, inTime.orderId)).toMatchObject({
      payment_status: 'paid',
      refundDue: false,
    });
  });
});

describe('generate-invoice', () => {
  it('is a PDF tax invoice for the owner of a paid order: GSTIN, HSN, tax split by state, total in words', async () => {
    const c = await shopper(item.sellerState);
    const o = await order(c, 3);
    await webhook(event(o.orderId, 'paid', o.totalAmount));
    const res = await t.app.inject({
      url: `/api/generate-invoice/${o.orderId}`,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(o.orderId);
    expect(text).toContain(item.gstin);
    expect(text).toContain(`Invoice total: ₹${o.totalAmount.toLocaleString('en-IN')}.00`);
    expect(text).toContain('CGST / SGST');
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Amount in words: Rupees [A-Za-z ]+ Only/);
    expect(text).toMatch(/Invoice number: INV\d\d-\d\d\/\d{6}/);

    const elsewhere = await shopper(item.sellerState === 'Kerala' ? 'Goa' : 'Kerala');
    const o2 = await order(elsewhere, 1);
    await webhook(event(o2.orderId, 'paid', o2.totalAmount));
    expect(
      pdfText(
        (
          await t.app.inject({
            url: `/api/generate-invoice/${o2.orderId}`,
            headers: elsewhere.headers,
          })
        ).rawPayload,
      ),
    ).toContain('IGST');
  });

  it("is a 404 for an unpaid order and for another shopper's order", async () => {
    const [owner, other] = [await shopper(), await shopper()];
    const o = await order(owner);
    expect(
      (await t.app.inject({ url: `/api/generate-invoice/${o.orderId}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    await webhook(event(o.orderId, 'paid', o.totalAmount));
    expect(
      (await t.app.inject({ url: `/api/generate-invoice/${o.orderId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/generate-invoice/${o.orderId}` })).statusCode).toBe(
      401,
    );
  });
});
