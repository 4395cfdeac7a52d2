import { sql } from 'drizzle-orm';
import { asDrawn, pdfText } from '../../../../../tests/tools/pdf-text';
import { buyNow, stockedItem, type StockedItem } from '../../../test/buy-now';
import { sendWebhook } from '../../../test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from '../../../test/test-app';
import { invoiceLanguage } from '../invoice/invoice-language';

let t: TestApp;
let item: StockedItem;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  item = await stockedItem(t.db);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof registerShopper>>;
let events = 0;
/** A paid order of one unit, its number. */
async function paidOrder(c: Shopper): Promise<string> {
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  const paid = await sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
    eventId: `evt_credit_note_route_${++events}`,
    orderId,
    status: 'paid',
    amount: totalAmount,
    method: 'upi',
  });
  expect(paid.statusCode).toBe(200);
  return orderId;
}

async function cancelled(c: Shopper) {
  const orderId = await paidOrder(c);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/cancel',
    headers: c.headers,
    payload: { orderId, reason: 'changedMind' },
  });
  expect(res.statusCode).toBe(200);
  const order = (
    await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
  ).json().order;
  const [note] = order.creditNotes as { number: string; amount: number; path: string }[];
  return { orderId, note: note! };
}

const open = (c: Shopper, path: string) => t.app.inject({ url: path, headers: c.headers });

describe('a credit note opened by its shopper', () => {
  it('is a PDF in the page’s language: its number, the invoice it credits, the amount', async () => {
    const c = await registerShopper(t.app);
    const { orderId, note } = await cancelled(c);
    const [part] = (
      await t.db.execute(sql`select p.invoice_number as "invoice" from order_parts p
        join orders o on o.id = p.order_id where o.order_number = ${orderId}`)
    ).rows as { invoice: string }[];

    const en = await open(c, `${note.path}?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['cache-control']).toContain('no-store');
    const text = pdfText(en.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against tax invoice ${part!.invoice}`);
    expect(text).toContain('Reason: the order was cancelled before it shipped');
    const { money } = invoiceLanguage('en');
    expect(text).toContain(`Credit note total: ${money(Math.round(note.amount * 100))}`);
    expect(text).toContain('Amount in words: Rupees');

    const hi = await open(c, `${note.path}?lang=hi`);
    expect(hi.statusCode).toBe(200);
    const hiText = pdfText(hi.rawPayload).replace(/\s+/g, ' ');
    expect(hiText).toContain(asDrawn('क्रेडिट नोट'));
    expect(hiText).toContain(note.number);
    expect(hiText).toContain(part!.invoice);
    const paise = Math.round(note.amount * 100);
    expect(hiText).toContain(invoiceLanguage('hi').money(paise));
    expect(hiText).toContain(asDrawn(invoiceLanguage('hi').inWords(paise)));
    expect(hiText).not.toContain('Credit Note');
    expect(hi.headers.etag).not.toBe(en.headers.etag);

    // Kept: asked again, the same file; its ETag revalidates.
    const again = await open(c, `${note.path}?lang=en`);
    expect(again.rawPayload).toEqual(en.rawPayload);
    const revalidated = await t.app.inject({
      url: `${note.path}?lang=en`,
      headers: { ...c.headers, 'if-none-match': en.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("is a 404 for another shopper, another order's note, an order with none; 401 signed out", async () => {
    const owner = await registerShopper(t.app);
    const { orderId, note } = await cancelled(owner);
    const other = await registerShopper(t.app);
    expect((await open(other, note.path)).statusCode).toBe(404);
    // Once drawn for its owner, still not served to another, even with the ETag.
    const drawn = await open(owner, note.path);
    expect(drawn.statusCode).toBe(200);
    const withEtag = await t.app.inject({
      url: note.path,
      headers: { ...other.headers, 'if-none-match': drawn.headers.etag as string },
    });
    expect(withEtag.statusCode).toBe(404);
    // The owner's other order, paid and not cancelled, has none: this note is not its.
    const live = await paidOrder(owner);
    const noteId = note.path.split('/').pop()!;
    expect((await open(owner, `/api/credit-note/${live}/${noteId}`)).statusCode).toBe(404);
    expect(
      (await open(owner, `/api/credit-note/${orderId}/00000000-0000-4000-8000-000000000000`))
        .statusCode,
    ).toBe(404);
    expect((await open(owner, `/api/credit-note/${orderId}/not-an-id`)).statusCode).toBe(404);
    expect((await open(owner, `${note.path}?lang=fr`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: note.path })).statusCode).toBe(401);
  });
});
