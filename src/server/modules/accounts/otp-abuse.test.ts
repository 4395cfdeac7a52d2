import { sql } from 'drizzle-orm';
import { english } from '@shared/said';
import { createTestApp, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { OTP_SENDS_PER_NUMBER_PER_HOUR: '20', OTP_SENDS_PER_IP_PER_HOUR: '1000' },
  });
});
afterAll(() => t.close());

const auth = (payload: object, ip = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/customer/mobile-auth', payload, remoteAddress: ip });
const sent = (mobile: string) => t.sms.sentMessages().filter((m) => m.to === mobile).length;
const age = (mobile: string, seconds: number) =>
  t.db.execute(
    sql`update otp_challenges set created_at = created_at - make_interval(secs => ${seconds}) where mobile = ${mobile}`,
  );
const lastCode = (mobile: string) =>
  /^(\d{4}) /.exec(
    t.sms
      .sentMessages()
      .filter((m) => m.to === mobile)
      .at(0)?.text ?? '',
  )?.[1] ?? '';
/** Five wrong guesses of the number's current code (never the right one). */
async function burnCode(mobile: string): Promise<void> {
  const right = lastCode(mobile);
  const wrong = ['0000', '1111', '2222', '3333', '4444', '5555']
    .filter((c) => c !== right)
    .slice(0, 5);
  for (const code of wrong) await auth({ step: 'verify_otp', mobile, otp: code });
}

describe('OTP abuse', () => {
  it('100 concurrent sends for one number send one SMS (the cooldown holds under concurrency)', async () => {
    const mobile = '9100000001';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => auth({ step: 'send_otp', mobile }, `10.3.1.${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(99);
    expect(sent(mobile)).toBe(1);
    expect(
      (
        await t.db.execute(
          sql`select count(*)::int as n from otp_challenges where mobile = ${mobile}`,
        )
      ).rows[0],
    ).toEqual({ n: 1 });
  });

  it('100 concurrent sends from one address for different numbers stay within the per-address limit', async () => {
    const limited = await createTestApp({ config: { OTP_SENDS_PER_IP_PER_HOUR: '5' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/customer/mobile-auth',
            remoteAddress: '10.3.2.1',
            payload: { step: 'send_otp', mobile: `92000${String(i).padStart(5, '0')}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      expect(limited.sms.sentMessages()).toHaveLength(5);
      expect(await rowCount(limited.db, 'otp_challenges')).toBe(5);
    } finally {
      await limited.close();
    }
  });

  it('locks a number for an hour after 3 codes in a row were each guessed wrong 5 times', async () => {
    const mobile = '9100000002';
    for (let code = 0; code < 3; code++) {
      if (code > 0) await age(mobile, 60);
      expect((await auth({ step: 'send_otp', mobile })).statusCode).toBe(200);
      await burnCode(mobile);
    }
    await age(mobile, 60);
    const before = sent(mobile);
    const locked = await auth({ step: 'send_otp', mobile }, '10.3.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: english('server_otp_number_locked'),
      messageKey: 'server_otp_number_locked',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(sent(mobile)).toBe(before);
    // Still locked 59 minutes later; open again after the hour.
    await age(mobile, 58 * 60);
    expect((await auth({ step: 'send_otp', mobile })).statusCode).toBe(429);
    await age(mobile, 2 * 60);
    expect((await auth({ step: 'send_otp', mobile })).statusCode).toBe(200);
    const ok = await auth({ step: 'verify_otp', mobile, otp: lastCode(mobile) });
    expect(ok.statusCode).toBe(200);
  });

  it('a right code in between breaks the row: two burnt codes, a good one, then one more burnt is no lock', async () => {
    const mobile = '9100000003';
    const send = async () => {
      await age(mobile, 60);
      expect((await auth({ step: 'send_otp', mobile })).statusCode).toBe(200);
    };
    await send();
    await burnCode(mobile);
    await send();
    await burnCode(mobile);
    await send();
    expect((await auth({ step: 'verify_otp', mobile, otp: lastCode(mobile) })).statusCode).toBe(
      200,
    );
    await send();
    await burnCode(mobile);
    await send();
  });
});
