import { sql } from 'drizzle-orm';
import { EYEWEAR } from '../../../tools/seed/items/eyewear';
import { JEWELLERY } from '../../../tools/seed/items/jewellery';
import { WOMEN } from '../../../tools/seed/items/women';
import { sendWebhook } from '../../../test/payment-webhook';
import { createTestApp, registerCustomer, type TestApp } from '../../../test/test-app';
import { pdfText } from '../../../../../tests/tools/pdf-text';
import { gstRate } from './gst';
import { HOME_ADDRESS } from '../../../test/home-address';

/**
 * The HSN heading a saree's fabric calls for (GST tariff, chapters 50-55): an unstitched saree is
 * the woven fabric it is made of. Written out here, apart from the seed, so the two are checked
 * against each other.
 */
const HSN_BY_FABRIC: [RegExp, string][] = [
  [/silk/i, '5007'],
  [/georgette|chiffon/i, '5407'],
  [/cotton/i, '5208'],
];
const hsnOfFabric = (fabric: string) => HSN_BY_FABRIC.find(([words]) => words.test(fabric))?.[1];

const SECRET = 'webhook-secret-for-tests-0123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => t.close());

describe("the seed's HSN headings", () => {
  it('class each saree by its fabric, not by its shelf', () => {
    const sarees = WOMEN.find((s) => s.name === 'Sarees')!.items;
    expect(sarees.length).toBeGreaterThan(0);
    for (const item of sarees) {
      const fabric = item.spec['Saree Details']!.Fabric!;
      const first = typeof fabric === 'string' ? fabric : fabric[0]!;
      expect([item.name, item.hsn]).toEqual([item.name, hsnOfFabric(first)]);
    }
  });

  it('tax woven silk, synthetic and cotton fabric at 5%', () => {
    for (const hsn of ['5007', '5407', '5208']) expect(gstRate(hsn, 9999)).toBe(5);
  });

  it('tax imitation jewellery at 3%, spectacle frames at 5% and sunglasses at 18%', () => {
    const headings = Object.fromEntries(
      [...JEWELLERY, ...EYEWEAR].map((sub) => [sub.name, sub.hsn] as const),
    );
    expect(headings).toEqual({
      Earrings: '7117',
      Necklaces: '7117',
      Bangles: '7117',
      Mangalsutra: '7117',
      Anklets: '7117',
      Sunglasses: '9004',
      'Eyeglass Frames': '9003',
    });
    expect(gstRate('7117', 2999)).toBe(3);
    expect(gstRate('9003', 1499)).toBe(5);
    expect(gstRate('9004', 1499)).toBe(18);
  });
});

describe("a saree's tax invoice", () => {
  it('names the HSN of its fabric: a georgette or chiffon saree 5407, not 5208', async () => {
    const rows = (
      await t.db.execute(
        sql`select distinct on (kind) p.id, p.seller_id as "sellerId", v.id as "variationId", p.hsn,
            substring(p.name from '(Georgette|Chiffon|Silk|Cotton) Saree') as kind
          from products p join variations v on v.product_id = p.id and v.position = 0
          where p.name ~ '(Georgette|Chiffon|Silk|Cotton) Saree$' order by kind, p.id`,
      )
    ).rows as { id: string; sellerId: string; variationId: string; hsn: string; kind: string }[];
    // The 200-product catalogue sells silk, cotton and a synthetic (chiffon since it sells
    // jewellery and eyewear too); the seed is the same every run.
    const kinds = rows.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['Cotton', 'Silk']));
    expect(kinds.filter((k) => k === 'Georgette' || k === 'Chiffon')).not.toEqual([]);
    const shopper = await registerCustomer(t.app);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/web_add_address',
      headers: shopper.headers,
      payload: { ...HOME_ADDRESS, name: 'Asha Rao', userId: shopper.id },
    });
    for (const saree of rows) {
      await t.db.execute(sql`update variations set stock = 5 where id = ${saree.variationId}`);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: shopper.headers,
        payload: {
          productId: saree.id,
          sellerId: saree.sellerId,
          quantity: 1,
          variationId: saree.variationId,
          addressId: address.json().address._id,
        },
      });
      const { orderId, totalAmount } = placed.json();
      const paid = await sendWebhook(t.app, SECRET, {
        eventId: `evt_hsn_${orderId}`,
        orderId,
        status: 'paid',
        amount: totalAmount,
        method: 'upi',
      });
      expect(paid.statusCode).toBe(200);
      const invoice = pdfText(
        (await t.app.inject({ url: `/api/generate-invoice/${orderId}`, headers: shopper.headers }))
          .rawPayload,
      );
      const expected = hsnOfFabric(saree.kind)!;
      expect([saree.kind, saree.hsn]).toEqual([saree.kind, expected]);
      expect(invoice).toContain(`HSN ${expected}`);
      if (expected !== '5208') expect(invoice).not.toContain('HSN 5208');
    }
  });
});
