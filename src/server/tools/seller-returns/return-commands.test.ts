import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  deliveredOrders,
  sizedItem,
  type ReturnsContext,
  type SizedItem,
} from '../../test/delivered-orders';
import { SandboxCourierProvider } from '../../providers/courier-sandbox';
import { returnParcelReceived } from '../../modules/returns/decide';
import { runReturnCommand, type ReturnTools } from './return-commands';

const SECRET = 'webhook-secret-for-tests-0123';
const ctx = {} as ReturnsContext;
let t: TestApp;
let item: SizedItem;
let tools: ReturnTools;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 120, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  item = await sizedItem(t);
  Object.assign(ctx, { t, item });
  tools = {
    db: t.db,
    courier: new SandboxCourierProvider({ webhookToken: 'seller-tool', stepSeconds: 1 }),
    sellerId: item.sellerId,
  };
});
afterAll(() => t.close());

const { shopper, deliveredOrder, ask, body, returnsView } = deliveredOrders(ctx, SECRET);
const run = (line: string) => runReturnCommand(tools, line)!;

describe("the seller tool's return commands", () => {
  it('lists a return, accepts it once it has arrived, and says why it cannot twice', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    const short = made.id.slice(0, 8);
    const [line] = await run('/returns');
    expect(line).toContain(`${short}  return  requested  changedMind`);
    expect(await run(`/accept ${short}`)).toEqual(['The parcel has not reached the seller yet']);
    const shipment = (
      await t.db.execute(sql`select shipment_id from order_returns where id = ${made.id}`)
    ).rows[0]!.shipment_id as string;
    await returnParcelReceived(t.db, shipment);
    const [accepted] = await run(`/accept ${short}`);
    expect(accepted).toMatch(/^Accepted: ₹[\d,.]+ is refunded to the shopper's payment\.$/);
    expect(await run(`/refuse ${short} too late`)).toEqual([
      'This return has already been decided',
    ]);
  });

  it('refuses with the reason the shopper then reads', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    expect(await run(`/refuse ${made.id.slice(0, 8)}`)).toEqual([
      'Give the shopper a reason (up to 300 characters)',
    ]);
    expect(await run(`/refuse ${made.id.slice(0, 8)} The tags were removed`)).toEqual([
      'Refused; the shopper sees your reason.',
    ]);
    const [refused] = (await returnsView(c, o.orderId)).parts[0].returns;
    expect(refused).toMatchObject({ status: 'refused', refusedReason: 'The tags were removed' });
  });

  it("does not find another seller's return, or an id too short to name one", async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    const other = { ...tools, sellerId: crypto.randomUUID() };
    expect(await runReturnCommand(other, `/accept ${made.id.slice(0, 8)}`)).toEqual([
      `No return ${made.id.slice(0, 8)} (see /returns)`,
    ]);
    expect(await runReturnCommand(other, '/returns')).toEqual(['No returns.']);
    expect(await run('/accept ab')).toEqual(['Name the return by at least 4 characters of its id']);
    expect(runReturnCommand(tools, 'hello')).toBeNull();
  });
});
