import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  deliveredOrders,
  sizedItem,
  type ReturnsContext,
  type SizedItem,
} from '../../test/delivered-orders';
import { returnParcelReceived } from '../../modules/returns/decide';
import { SELLER_DEMO_PASSWORD } from '../../modules/chat/seller-login';
import { sellerReturns } from './return-commands';

const SECRET = 'webhook-secret-for-tests-0123';
const ctx = {} as ReturnsContext;
let t: TestApp;
let item: SizedItem;
let address: string;
let sellerEmail: string;
let otherSellerEmail: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 120, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  item = await sizedItem(t);
  Object.assign(ctx, { t, item });
  const emails = (
    await t.db.execute(sql`select email, id = ${item.sellerId} as mine from sellers
      order by id = ${item.sellerId} desc, id limit 2`)
  ).rows as { email: string }[];
  [sellerEmail, otherSellerEmail] = [emails[0]!.email, emails[1]!.email];
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const { shopper, deliveredOrder, ask, body, returnsView } = deliveredOrders(ctx, SECRET);
/** `npm run seller-returns` as the item's seller (or `as`), through the running shop. */
const run = async (line: string, as = sellerEmail) =>
  (await sellerReturns(['--seller', as, '--url', address, ...line.split(' ')])).out;

describe("the seller tool's return commands", () => {
  it('lists a return, accepts it once it has arrived, and says why it cannot twice', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    const short = made.id.slice(0, 8);
    const [line] = (await run('/returns')).split('\n');
    expect(line).toContain(`${short}  return  requested  changedMind  order ${o.orderId}`);
    expect(await run(`/accept ${short}`)).toBe('The parcel has not reached the seller yet');
    const shipment = (
      await t.db.execute(sql`select shipment_id from order_returns where id = ${made.id}`)
    ).rows[0]!.shipment_id as string;
    await returnParcelReceived(t.db, shipment);
    const accepted = await run(`/accept ${short}`);
    expect(accepted).toMatch(/^Accepted: ₹[\d,.]+ is refunded to the shopper's payment\.$/);
    expect(await run(`/refuse ${short} too late`)).toBe('This return has already been decided');
    // The refund went to the payment provider at once, not at the reconciliation's next run.
    await vi.waitFor(async () =>
      expect((await returnsView(c, o.orderId)).parts[0].returns[0].refund.status).toBe('requested'),
    );
  });

  it('refuses with the reason the shopper then reads', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    expect(await run(`/refuse ${made.id.slice(0, 8)}`)).toContain(
      'Give the shopper a reason (up to 300 characters)',
    );
    expect(await run(`/refuse ${made.id.slice(0, 8)} The tags were removed`)).toBe(
      'Refused; the shopper sees your reason.',
    );
    const [refused] = (await returnsView(c, o.orderId)).parts[0].returns;
    expect(refused).toMatchObject({ status: 'refused', refusedReason: 'The tags were removed' });
  });

  it("does not find another seller's return, or an id too short to name one", async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    const short = made.id.slice(0, 8);
    expect(await run(`/accept ${short}`, otherSellerEmail)).toBe(
      `No return ${short} (see /returns)`,
    );
    expect(await run('/returns', otherSellerEmail)).not.toContain(short);
    expect(await run('/accept ab')).toBe('Name the return by at least 4 characters of its id');
    expect(await sellerReturns(['--seller', sellerEmail, 'hello'])).toMatchObject({ code: 2 });
  });
});

describe("the seller's returns API", () => {
  const login = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/chat/seller/login',
        payload: { email, password: SELLER_DEMO_PASSWORD },
      })
    ).json().token as string;

  it("answers 401 without a seller's token and 404 for another seller's return, changing nothing", async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    const post = (url: string, token: string | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const refusal = { returnId: made.id, reason: 'no' };
    expect((await post('/api/seller/returns/refuse', null, refusal)).statusCode).toBe(401);
    expect((await post('/api/seller/returns/refuse', c.token, refusal)).statusCode).toBe(401);
    const other = await login(otherSellerEmail);
    expect((await post('/api/seller/returns/refuse', other, refusal)).statusCode).toBe(404);
    expect(
      (await post('/api/seller/returns/accept', other, { returnId: made.id })).statusCode,
    ).toBe(404);
    const bad = await post('/api/seller/returns/accept', await login(sellerEmail), {
      returnId: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);
    const [still] = (await returnsView(c, o.orderId)).parts[0].returns;
    expect(still).toMatchObject({ status: 'requested', refusedReason: null });
  });
});
