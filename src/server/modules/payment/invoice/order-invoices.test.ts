import { sql } from 'drizzle-orm';
import { asDrawn, pdfText } from '../../../../../tests/tools/pdf-text';
import { sendWebhook } from '../../../test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from '../../../test/test-app';
import { findPaidOrder, invoicesOf } from './invoice-service';
import { financialYear } from './invoice-number';
import { invoiceLanguage } from './invoice-language';

const { money } = invoiceLanguage('en');

interface Item {
  productId: string;
  variationId: string;
  sellerId: string;
}

let t: TestApp;
/** One product of each of three sellers. */
let items: Item[];
const COUPON = 'INVOICE20';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48 });
  items = (
    await t.db.execute(sql`select distinct on (p.seller_id) p.id as "productId",
        v.id as "variationId", p.seller_id as "sellerId"
      from products p join variations v on v.product_id = p.id and v.position = 0
      where v.discounted_price between 300 and 3000
      order by p.seller_id, p.id limit 3`)
  ).rows as unknown as Item[];
  expect(items).toHaveLength(3);
  for (const item of items)
    await t.db.execute(sql`update variations set stock = 1000 where id = ${item.variationId}`);
  await t.db.execute(sql`insert into coupons (code, kind, value, min_order, expires_at)
    values (${COUPON}, 'percent', 20, 0, now() + interval '1 year')`);
});
afterAll(() => t.close());

let events = 0;
/** A new shopper orders one of each item (with quantities 1, 2, 1...) through the cart; unpaid. */
async function cartOrder(of: Item[], couponCode?: string) {
  const c = await registerShopper(t.app);
  for (const [i, item] of of.entries()) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: {
        userId: c.id,
        productId: item.productId,
        variantId: item.variationId,
        quantity: 1 + (i % 2),
      },
    });
    expect(added.statusCode).toBe(200);
  }
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/cart/android',
    headers: c.headers,
    payload: { addressId: c.addressId, ...(couponCode && { couponCode }) },
  });
  expect(placed.statusCode).toBe(200);
  return { shopper: c, ...placed.json<{ orderId: string; totalAmount: number }>() };
}

const pay = (o: { orderId: string; totalAmount: number }) =>
  sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
    eventId: `evt_order_invoices_${++events}`,
    orderId: o.orderId,
    status: 'paid',
    amount: o.totalAmount,
    method: 'upi',
  });

/** Each seller's invoice numbers of these orders, as numbers, in the orders' order. */
async function numbersBySeller(orderIds: string[]): Promise<Map<string, number[]>> {
  const rows = (
    await t.db.execute(sql`select p.seller_id as "sellerId", p.invoice_number as "number"
      from order_parts p join orders o on o.id = p.order_id
      where o.order_number in ${orderIds} order by p.invoice_date, p.invoice_number`)
  ).rows as { sellerId: string; number: string }[];
  const fy = financialYear(new Date()).slice(2);
  const bySeller = new Map<string, number[]>();
  for (const row of rows) {
    expect(row.number).toMatch(new RegExp(`^INV${fy}/\\d{6}$`));
    bySeller.set(row.sellerId, [
      ...(bySeller.get(row.sellerId) ?? []),
      Number(row.number.slice(-6)),
    ]);
  }
  return bySeller;
}

/** Every number a seller has issued this financial year, in order. */
async function allNumbersOf(sellerId: string): Promise<number[]> {
  const rows = (
    await t.db.execute(sql`select invoice_number as "number" from order_parts
      where seller_id = ${sellerId} and invoice_number like ${`INV${financialYear(new Date()).slice(2)}/%`}
      order by invoice_number`)
  ).rows as { number: string }[];
  return rows.map((r) => Number(r.number.slice(-6)));
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("an order's invoices", () => {
  it('number each seller in its own consecutive series, independent of the other sellers', async () => {
    const [a, b, c] = items as [Item, Item, Item];
    const before = await Promise.all(items.map((i) => allNumbersOf(i.sellerId)));
    const orders = [];
    for (const of of [[a, b, c], [a], [b, c], [a, c], [c]]) {
      const o = await cartOrder(of);
      expect((await pay(o)).statusCode).toBe(200);
      orders.push(o.orderId);
    }
    const numbers = await numbersBySeller(orders);
    const next = (k: number, n: number) => oneToN(n).map((x) => before[k]!.length + x);
    expect(numbers.get(a.sellerId)).toEqual(next(0, 3));
    expect(numbers.get(b.sellerId)).toEqual(next(1, 2));
    expect(numbers.get(c.sellerId)).toEqual(next(2, 4));
    // A seller's last year's series does not carry into this year's.
    const lastYear = financialYear(new Date(Date.now() - 366 * 24 * 3600_000));
    await t.db.execute(sql`insert into invoice_counters (seller_id, financial_year, last_number)
      values (${a.sellerId}, ${lastYear}, 57)`);
    const o = await cartOrder([a]);
    await pay(o);
    expect((await numbersBySeller([o.orderId])).get(a.sellerId)).toEqual(next(0, 4).slice(-1));
  });

  it('stay consecutive per seller, without a number twice, when many orders are paid at once', async () => {
    const subsets = [[0, 1, 2], [2, 0], [1], [0], [1, 2], [2], [0, 1], [2, 1, 0], [0, 2], [1, 0]];
    const orders = await Promise.all(
      subsets.map((subset) => cartOrder(subset.map((k) => items[k]!))),
    );
    const answers = await Promise.all(orders.map(pay));
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 200));
    for (const item of items) {
      const all = await allNumbersOf(item.sellerId);
      expect(all).toEqual(oneToN(all.length));
    }
  });

  it("show each line's share of the coupon, and end with a summary whose grand total is what was paid", async () => {
    const o = await cartOrder(items, COUPON);
    expect((await pay(o)).statusCode).toBe(200);
    const order = (await findPaidOrder(t.db, o.shopper.id, o.orderId))!;
    const data = await invoicesOf(t.db, order);
    expect(data.invoices).toHaveLength(3);
    const lines = data.invoices.flatMap((inv) => inv.lines);
    expect(data.coupon).toEqual({ code: COUPON, discount: order.couponDiscount * 100 });
    expect(order.couponDiscount).toBeGreaterThan(0);
    // The coupon is shared out, none of it lost or made up, and each line shows its part.
    expect(lines.reduce((n, l) => n + l.discount, 0)).toBe(order.couponDiscount * 100);
    for (const l of lines) {
      expect(l.total).toBe(l.unitPrice * l.quantity - l.discount);
      if (l.description !== 'Shipping charges') expect(l.discount).toBeGreaterThan(0);
    }
    const invoiceTotals = data.invoices.map((inv) => inv.totals.total);
    expect(invoiceTotals.reduce((n, x) => n + x, 0)).toBe(o.totalAmount * 100);
    expect(data.grandTotal).toBe(o.totalAmount * 100);
    expect(data.itemsTotal - data.coupon!.discount + data.shipping).toBe(data.grandTotal);

    const pdf = await t.app.inject({
      url: `/api/generate-invoice/${o.orderId}`,
      headers: o.shopper.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text.match(/^Tax Invoice$/gm)).toHaveLength(3);
    expect(text).toContain('Discount');
    for (const l of lines.filter((x) => x.discount > 0)) expect(text).toContain(money(l.discount));
    // The summary: each seller's invoice number and total, the coupon, shipping, the grand total.
    const summary = text.slice(text.indexOf('Order summary'));
    for (const inv of data.invoices) {
      expect(summary).toContain(inv.invoiceNumber);
      expect(summary).toContain(money(inv.totals.total));
    }
    expect(summary).toContain(`Coupon ${COUPON}`);
    expect(summary).toContain(`- ${money(data.coupon!.discount)}`);
    expect(summary).toContain('Shipping');
    expect(summary).toMatch(
      new RegExp(`Grand total paid\\n${money(o.totalAmount * 100).replace('.', '\\.')}`),
    );
    expect(text).toContain('page 4 of 4');

    // The same invoices asked from a Hindi page: every seller's, in Hindi, summed up in Hindi.
    const hindi = await t.app.inject({
      url: `/api/generate-invoice/${o.orderId}?lang=hi`,
      headers: o.shopper.headers,
    });
    expect(hindi.statusCode).toBe(200);
    const hiLines = pdfText(hindi.rawPayload);
    expect(hiLines.match(/^टैक्स इनवॉइस$/gm)).toHaveLength(3);
    const hi = hiLines.replace(/\s+/g, ' ');
    const inRupees = invoiceLanguage('hi').money;
    for (const inv of data.invoices) {
      expect(hi).toContain(inv.invoiceNumber);
      expect(hi).toContain(inRupees(inv.totals.total));
    }
    expect(hi).toContain(`कूपन ${COUPON} - ${inRupees(data.coupon!.discount)}`);
    expect(hi).toContain(asDrawn('रकम शब्दों में:'));
    expect(hi).toContain(asDrawn('4 में से पेज 4'));
    expect(hi).not.toContain('Tax Invoice');
  });
});
