import { english } from '@shared/said';
import { Msg91Fake } from '../../test/msg91-fake';
import { createTestApp, rowCount, type TestApp } from '../../test/test-app';

const fake = new Msg91Fake();
let t: TestApp;
beforeAll(async () => {
  const apiUrl = await fake.start();
  t = await createTestApp({
    config: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key-1',
      MSG91_OTP_TEMPLATE_ID: 'tmpl_6512ab',
      MSG91_SENDER_ID: 'BAZAAR',
      MSG91_API_URL: apiUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const send = (mobile: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/mobile-auth',
    payload: { step: 'send_otp', mobile },
  });

describe('sign-in OTPs through MSG91', () => {
  it('are sent through the DLT template to the number, with the code that is then accepted', async () => {
    expect((await send('9123456701')).statusCode).toBe(200);
    const sent = fake.requests.at(-1)!;
    expect(sent.query.get('template_id')).toBe('tmpl_6512ab');
    expect(sent.query.get('mobile')).toBe('919123456701');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-auth',
      payload: { step: 'verify_otp', mobile: '9123456701', otp: sent.query.get('otp') },
    });
    expect(verified.json()).toMatchObject({ success: true });
  });

  it('not sent, answer an error the shopper can act on, keep no code and let them ask again at once', async () => {
    const codes = await rowCount(t.db, 'otp_challenges');
    fake.refuse = 'Invalid authkey';
    try {
      const res = await send('9123456702');
      expect([res.statusCode, res.json().error]).toEqual([503, english('server_otp_send_failed')]);
    } finally {
      fake.refuse = null;
    }
    expect(await rowCount(t.db, 'otp_challenges')).toBe(codes);
    // No cooldown for a code never sent.
    expect((await send('9123456702')).statusCode).toBe(200);
  });

  it('have no development messages endpoint', async () => {
    expect((await t.app.inject({ url: '/api/dev/sms' })).statusCode).toBe(404);
  });
});
