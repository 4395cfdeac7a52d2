import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

const base = {
  DATA_DIR: '/nonexistent',
  JWT_SECRET: 'j'.repeat(32),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(16),
};

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of addresses and CIDRs, and takes true as one hop', () => {
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(
      loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY must be a hop count or proxy addresses/,
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  /** A client behind one proxy writes its own X-Forwarded-For; the proxy appends the real address. */
  async function otpSendsThroughProxy(trustProxy: string, proxyAddress: string): Promise<number[]> {
    const t: TestApp = await createTestApp({
      config: { TRUST_PROXY: trustProxy, OTP_SENDS_PER_IP_PER_HOUR: '3' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/customer/mobile-auth',
          remoteAddress: proxyAddress,
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
          payload: { step: 'send_otp', mobile: `90000001${String(i).padStart(2, '0')}` },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  }

  it.each([
    ['true', '10.0.0.1'],
    ['1', '10.0.0.1'],
    ['10.0.0.0/8', '10.0.0.1'],
  ])(
    'TRUST_PROXY=%s: a spoofed X-Forwarded-For does not get past the per-address OTP limit',
    async (trustProxy, proxy) => {
      expect(await otpSendsThroughProxy(trustProxy, proxy)).toEqual([200, 200, 200, 429, 429]);
    },
  );

  it('a list of proxies does not trust a peer outside it: its X-Forwarded-For is ignored', async () => {
    const t = await createTestApp({ config: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const storedIp = async (remoteAddress: string, mobile: string) => {
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/mobile-auth',
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
          payload: { step: 'send_otp', mobile },
        });
        const rows = (
          await t.db.execute(sql`select ip from otp_challenges where mobile = ${mobile}`)
        ).rows as { ip: string }[];
        return rows[0]?.ip;
      };
      expect(await storedIp('10.0.0.1', '9000000201')).toBe('203.0.113.9');
      expect(await storedIp('192.0.2.50', '9000000202')).toBe('192.0.2.50');
    } finally {
      await t.close();
    }
  });
});
