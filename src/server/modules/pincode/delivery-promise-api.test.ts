import { sql } from 'drizzle-orm';
import { promiseDates } from '@shared/rules/delivery-promise';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productOf: Record<string, { id: string; price: number }>;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
  const { rows } = await t.db.execute<{ shop: string; id: string; price: number }>(sql`
    select distinct on (s.shop_name) s.shop_name as shop, p.id, p.discounted_price as price
    from products p join sellers s on s.id = p.seller_id order by s.shop_name, p.discounted_price`);
  productOf = Object.fromEntries(
    (rows as { shop: string; id: string; price: number }[]).map((r) => [r.shop, r]),
  );
});
afterAll(() => t.close());

const promise = (pin: string, productId: string) =>
  t.app.inject({ method: 'GET', url: `/api/pincode/${pin}/delivery/${productId}` });

describe('the delivery promise of a product to a PIN', () => {
  it("gives every seller a pickup PIN the directory knows, the About page's Hyderabad store's too", async () => {
    const { rows } = await t.db.execute(sql`
      select s.shop_name from sellers s left join pin_codes c on c.pin = s.pincode::int
      where c.pin is null`);
    expect(rows).toEqual([]);
    expect(Object.keys(productOf)).toContain('Charminar Fashions');
  });

  it.each([
    ['500001', 'sameCity'],
    ['400001', 'metroToMetro'],
    ['781001', 'northEast'],
    ['744101', 'islands'],
    ['194101', 'ladakh'],
  ])(
    "from Charminar Fashions (Hyderabad) to %s: %s, dated from the server's own clock",
    async (pin, zone) => {
      const product = productOf['Charminar Fashions']!;
      const res = await promise(pin, product.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ pincode: pin, unserviceable: null, zone });
      const from = { district: 'Hyderabad', state: 'Telangana' } as const;
      const dates = promiseDates(from, body.place, new Date(body.computedAt));
      expect(body.standard).toBe(dates!.standard);
      expect(body.express).toBe(dates!.express);
      expect(body.shippingFee).toBe(product.price > 799 ? 0 : 85);
    },
  );

  it('says a PIN no post office has, and one no courier reaches, cannot be delivered to', async () => {
    const id = productOf['Charminar Fashions']!.id;
    expect((await promise('999999', id)).json()).toMatchObject({
      place: null,
      unserviceable: 'unknownPin',
      standard: null,
      express: null,
    });
    expect((await promise('682555', id)).json()).toMatchObject({
      place: { state: 'Lakshadweep' },
      unserviceable: 'noCourier',
      standard: null,
    });
  });

  it('answers 404 for a product the shop does not have, and 400 for a malformed PIN', async () => {
    const missing = await promise('500001', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await promise('5000', productOf['Charminar Fashions']!.id)).statusCode).toBe(400);
  });
});
