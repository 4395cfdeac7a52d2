import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { FORWARDED_DISAGREES, UNREADABLE_FORWARDED, forwardedFor } from './forwarded-header';

describe('forwardedFor reads RFC 7239', () => {
  it.each([
    ['for=203.0.113.7', ['203.0.113.7']],
    ['for=192.0.2.60;proto=http;by=203.0.113.43', ['192.0.2.60']],
    ['for=192.0.2.43, for=198.51.100.17', ['192.0.2.43', '198.51.100.17']],
    ['For="[2001:db8:cafe::17]:4711"', ['2001:db8:cafe::17']],
    ['for="[2001:db8::7]"', ['2001:db8::7']],
    ['for="192.0.2.43:47011"', ['192.0.2.43']],
    ['for="192.0.2.43:_port"', ['192.0.2.43']],
    ['for=_hidden, for=unknown, for=UNKNOWN', ['_hidden', 'unknown', 'unknown']],
    ['for=_SEVKISEK', ['_SEVKISEK']],
    // A proxy that did not say whom it forwarded for is an unknown hop, not no hop.
    ['for=192.0.2.43, proto=https', ['192.0.2.43', 'unknown']],
    ['for=192.0.2.43, , for=198.51.100.17', ['192.0.2.43', '198.51.100.17']],
    ['proto=https;host=shop.example', []],
  ])('%s -> %j', (header, chain) => {
    expect(forwardedFor(header)).toEqual(chain);
  });

  it.each([
    'for=[2001:db8::1]', // an IPv6 node must be quoted
    'for=192.0.2.43:47011', // and so must a port
    'for=2001:db8::1',
    'for="[2001:db8::1"',
    'for="unterminated',
    'for=192.0.2.43;for=198.51.100.17', // a parameter twice in one element
    'for=shop.example', // a host name is no node
    'for=999.0.0.1',
    'for=192.0.2.43:99999999',
    'for',
    'for=192.0.2.43 junk',
    '=192.0.2.43',
  ])('refuses %s', (header) => {
    expect(forwardedFor(header)).toBeNull();
  });
});

/** What the server takes for the client: the address an OTP send is counted under. */
async function clientAddress(
  t: TestApp,
  remoteAddress: string,
  headers: Record<string, string>,
): Promise<{ status: number; ip: string | undefined; error?: string }> {
  const mobile = `90000${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/mobile-auth',
    remoteAddress,
    headers,
    payload: { step: 'send_otp', mobile },
  });
  const rows = (await t.db.execute(sql`select ip from otp_challenges where mobile = ${mobile}`))
    .rows as { ip: string }[];
  return {
    status: res.statusCode,
    ip: rows[0]?.ip,
    ...(res.statusCode >= 400 && { error: res.json<{ error: string }>().error }),
  };
}

describe('Forwarded from a trusted proxy is understood like X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8,fd00::/8', OTP_SENDS_PER_IP_PER_HOUR: '1000' },
    });
  });
  afterAll(() => t.close());

  const metrics = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ url: '/metrics', remoteAddress, headers });

  it('a trusted proxy on loopback forwarding an outside client does not open /metrics', async () => {
    for (const forwarded of [
      'for=203.0.113.7',
      'for="[2001:db8::7]:4711"',
      'for=_hidden',
      'for=unknown',
      'for=203.0.113.7;proto=https, for=10.0.0.2',
    ]) {
      const res = await metrics('127.0.0.1', { forwarded });
      expect([forwarded, res.statusCode]).toEqual([forwarded, 404]);
    }
    // The proxy's own scrape (no forwarding) and a loopback client it forwards still read them.
    expect((await metrics('127.0.0.1', {})).statusCode).toBe(200);
    expect((await metrics('127.0.0.1', { forwarded: 'for=127.0.0.1' })).statusCode).toBe(200);
  });

  it('the limits count the client Forwarded names: the rightmost hop the proxies do not make', async () => {
    expect(await clientAddress(t, '10.0.0.1', { forwarded: 'for=203.0.113.9' })).toMatchObject({
      status: 200,
      ip: '203.0.113.9',
    });
    // A client writing its own Forwarded: the trusted proxy appends the real address after it.
    const spoofed = { forwarded: 'for=127.0.0.1, for=198.51.100.7;proto=https' };
    expect((await clientAddress(t, '10.0.0.1', spoofed)).ip).toBe('198.51.100.7');
    // Two trusted proxies in a row: the address before them is the client.
    const twoProxies = { forwarded: 'for=198.51.100.8, for=10.0.0.9' };
    expect((await clientAddress(t, '10.0.0.1', twoProxies)).ip).toBe('198.51.100.8');
    expect((await clientAddress(t, 'fd00::1', { forwarded: 'for="[2001:db8::9]:4711"' })).ip).toBe(
      '2001:db8::9',
    );
    // An obfuscated client is one client of its own name, never a trusted proxy's address.
    expect((await clientAddress(t, '10.0.0.1', { forwarded: 'for=_hidden' })).ip).toBe('_hidden');
    expect((await clientAddress(t, '10.0.0.1', { forwarded: 'for=unknown' })).ip).toBe('unknown');
  });

  it('both headers naming the same client pass; naming different ones, the request is refused', async () => {
    expect(
      await clientAddress(t, '10.0.0.1', {
        forwarded: 'for=203.0.113.10',
        'x-forwarded-for': '203.0.113.10',
      }),
    ).toMatchObject({ status: 200, ip: '203.0.113.10' });
    // The client's own X-Forwarded-For before the proxy's: the same client all the same.
    expect(
      await clientAddress(t, '10.0.0.1', {
        forwarded: 'for=203.0.113.11',
        'x-forwarded-for': '127.0.0.1, 203.0.113.11',
      }),
    ).toMatchObject({ status: 200, ip: '203.0.113.11' });
    const otps = (await t.db.execute(sql`select count(*)::int as n from otp_challenges`)).rows[0];
    for (const headers of [
      { forwarded: 'for=203.0.113.7', 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1', 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for="[2001:db8::7]"', 'x-forwarded-for': '2001:db8::8' },
    ])
      expect(await clientAddress(t, '10.0.0.1', headers)).toEqual({
        status: 400,
        ip: undefined,
        error: FORWARDED_DISAGREES,
      });
    expect(
      (await metrics('127.0.0.1', { forwarded: 'for=203.0.113.7', 'x-forwarded-for': '127.0.0.1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.db.execute(sql`select count(*)::int as n from otp_challenges`)).rows[0],
    ).toEqual(otps);
  });

  it('a trusted proxy sending a Forwarded header that cannot be read is refused (400)', async () => {
    expect(await clientAddress(t, '10.0.0.1', { forwarded: 'for=[2001:db8::1]' })).toEqual({
      status: 400,
      ip: undefined,
      error: UNREADABLE_FORWARDED,
    });
  });

  it('from a peer the configuration does not trust, Forwarded is ignored, read or not', async () => {
    expect(await clientAddress(t, '192.0.2.50', { forwarded: 'for=203.0.113.7' })).toMatchObject({
      status: 200,
      ip: '192.0.2.50',
    });
    expect((await clientAddress(t, '192.0.2.50', { forwarded: 'for=[2001:db8::1]' })).ip).toBe(
      '192.0.2.50',
    );
    expect((await metrics('192.0.2.50', { forwarded: 'for=127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('Forwarded under a hop count', () => {
  it('TRUST_PROXY=1: the hop the proxy in front names is the client, whatever comes before', async () => {
    const t = await createTestApp({ config: { TRUST_PROXY: '1' } });
    try {
      const forwarded = { forwarded: 'for=127.0.0.1, for="[2001:db8::5]"' };
      expect((await clientAddress(t, '192.0.2.1', forwarded)).ip).toBe('2001:db8::5');
      expect((await t.app.inject({ url: '/metrics', headers: forwarded })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
