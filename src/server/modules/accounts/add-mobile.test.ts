import { sql } from 'drizzle-orm';
import { english, said } from '@shared/said';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addMobile = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/customer/add-mobile', headers, payload });
const lastCode = (mobile: string) => {
  const sms = t.sms.sentMessages().findLast((m) => m.to === mobile);
  return /^(\d{4}) /.exec(sms?.text ?? '')?.[1] ?? '';
};
const phoneOf = async (id: string) =>
  (
    (await t.db.execute(sql`select phonenumber from customers where id = ${id}`)).rows[0] as {
      phonenumber: string | null;
    }
  ).phonenumber;

describe('adding a mobile number to an e-mail account', () => {
  it('sends an OTP to the number and, once verified, gives the account that number', async () => {
    const c = await registerCustomer(t.app);
    expect((await addMobile(c.headers, { step: 'send_otp', mobile: '9800000001' })).json()).toEqual(
      { ...said('server_otp_sent'), resendAfter: 30 },
    );
    const verified = await addMobile(c.headers, {
      step: 'verify_otp',
      mobile: '9800000001',
      otp: lastCode('9800000001'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(english('server_mobile_added'));
    const fresh = { authorization: `Bearer ${verified.json().token as string}` };
    const me = (await t.app.inject({ url: '/api/customer/me', headers: fresh })).json();
    expect(me.user.phonenumber).toBe('9800000001');
    // The token without the number was replaced and revoked.
    expect((await t.app.inject({ url: '/api/customer/me', headers: c.headers })).statusCode).toBe(
      401,
    );
    // With a number, the OTP login reaches the same account.
    expect((await addMobile(fresh, { step: 'send_otp', mobile: '9800000009' })).json().error).toBe(
      english('server_mobile_already_set'),
    );
  });

  it('a wrong code changes nothing', async () => {
    const c = await registerCustomer(t.app);
    await addMobile(c.headers, { step: 'send_otp', mobile: '9800000002' });
    const code = lastCode('9800000002');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await addMobile(c.headers, {
      step: 'verify_otp',
      mobile: '9800000002',
      otp: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(await phoneOf(c.id)).toBeNull();
  });

  it("refuses another account's number, even with its OTP", async () => {
    const owner = await registerCustomer(t.app);
    await t.db.execute(sql`update customers set phonenumber = '9800000003' where id = ${owner.id}`);
    const c = await registerCustomer(t.app);
    await addMobile(c.headers, { step: 'send_otp', mobile: '9800000003' });
    const refused = await addMobile(c.headers, {
      step: 'verify_otp',
      mobile: '9800000003',
      otp: lastCode('9800000003'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(english('server_mobile_taken'));
    expect(await phoneOf(c.id)).toBeNull();
  });

  it('needs a session', async () => {
    expect((await addMobile({}, { step: 'send_otp', mobile: '9800000004' })).statusCode).toBe(401);
  });
});
