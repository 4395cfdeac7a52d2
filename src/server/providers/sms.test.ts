import type { FastifyBaseLogger } from 'fastify';
import { ConsoleSmsProvider, maskNumber, otpText } from './sms';

describe('the console SMS provider', () => {
  it('logs neither the number nor the code, and keeps both in the outbox', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const sms = new ConsoleSmsProvider(log);
    await sms.send('9876543210', '4821 is your OTP to sign in');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('4821');
    expect(logged).toContain('98******10');
    expect(logged).toContain('**** is your OTP to sign in');
    expect(sms.sentMessages()[0]).toMatchObject({
      to: '9876543210',
      text: '4821 is your OTP to sign in',
    });
  });

  it('sends an OTP as the template text, WebOTP line last, keeping the code out of the log', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const sms = new ConsoleSmsProvider(log);
    const otp = {
      to: '9876543210',
      code: '4821',
      language: 'en' as const,
      shopName: 'Bazaar',
      host: 'localhost',
    };
    await sms.sendOtp(otp);
    expect(sms.sentMessages()[0]!.text).toBe(otpText(otp));
    expect(sms.sentMessages()[0]!.text.endsWith('\n\n@localhost #4821')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('4821');
  });

  it('masks short numbers whole', () => {
    expect(maskNumber('123')).toBe('****');
  });
});
