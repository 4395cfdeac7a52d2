import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';
import { TEST_VAPID } from './test/test-config';

const freshDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('configuration', () => {
  it('has safe defaults for a fresh machine: loopback only', () => {
    const c = loadConfig({ DATA_DIR: freshDir() });
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      SMS_PROVIDER: 'console',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('serves /metrics by default, and refuses a short METRICS_TOKEN or an unreadable switch by name', () => {
    const c = loadConfig({ DATA_DIR: freshDir() });
    expect(c.METRICS_ENABLED).toBe(true);
    expect(c.METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ DATA_DIR: freshDir(), METRICS_ENABLED: 'false' }).METRICS_ENABLED).toBe(
      false,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), METRICS_ENABLED: 'yes' })).toThrow(
      /METRICS_ENABLED/,
    );
  });

  it('traces only with an http(s) OTEL_EXPORTER_OTLP_ENDPOINT, refusing anything else by name', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: freshDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })
        .OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('http://collector:4318');
    for (const endpoint of ['collector:4318', 'grpc://collector:4317'])
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }),
      ).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT: OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
      );
  });

  it('generates random secrets on the first start, keeps them in DATA_DIR (0600) and reads them back', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.PAYMENT_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(16);
    expect(readFileSync(file, 'utf8')).toContain(first.JWT_SECRET);
    // The next start signs with the same key, so sessions survive a restart.
    const again = loadConfig({ DATA_DIR: dir });
    expect(again.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(again.PAYMENT_WEBHOOK_SECRET).toBe(first.PAYMENT_WEBHOOK_SECRET);
    // Another install has keys of its own.
    const other = loadConfig({ DATA_DIR: freshDir() });
    expect(other.JWT_SECRET).not.toBe(first.JWT_SECRET);
    expect(other.PAYMENT_WEBHOOK_SECRET).not.toBe(first.PAYMENT_WEBHOOK_SECRET);
  });

  it('uses secrets given in the environment and writes no file for them', () => {
    const dir = freshDir();
    const c = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'j'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(16),
      ...TEST_VAPID,
    });
    expect(c.JWT_SECRET).toBe('j'.repeat(32));
    expect(c.PAYMENT_WEBHOOK_SECRET).toBe('w'.repeat(16));
    expect(c.VAPID_PUBLIC_KEY).toBe(TEST_VAPID.VAPID_PUBLIC_KEY);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it('generates Web Push keys into the secrets file, adding them to a file from before them', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[\w-]{43}$/);
    expect(loadConfig({ DATA_DIR: dir }).VAPID_PRIVATE_KEY).toBe(first.VAPID_PRIVATE_KEY);

    const older = freshDir();
    const secrets = { jwtSecret: 'o'.repeat(43), webhookSecret: 'h'.repeat(43) };
    writeFileSync(join(older, 'secrets.json'), JSON.stringify(secrets), { mode: 0o600 });
    const upgraded = loadConfig({ DATA_DIR: older });
    expect(upgraded.JWT_SECRET).toBe(secrets.jwtSecret);
    expect(upgraded.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    const kept = JSON.parse(readFileSync(join(older, 'secrets.json'), 'utf8'));
    expect(kept).toMatchObject({ ...secrets, vapidPublicKey: upgraded.VAPID_PUBLIC_KEY });
    expect(statSync(join(older, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ HOST: '' })).toThrow(/HOST/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });

  it('refuses production with the default secret or, unless told, the sandbox providers', () => {
    const dir = freshDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
    // Production never falls back to generated secrets.
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    const secret = 'a-real-production-secret-0123456789abcdef';
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /PAYMENT_WEBHOOK_SECRET/,
    );
    const webhook = 'a-real-webhook-secret-0123456789';
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_WEBHOOK_SECRET: webhook }),
    ).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        PAYMENT_WEBHOOK_SECRET: webhook,
        ...TEST_VAPID,
      }),
    ).toThrow(/ALLOW_SANDBOX_IN_PRODUCTION/);
    // The pages' absolute links name the shop's own address, never a request's Host.
    const allButOrigin = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PAYMENT_WEBHOOK_SECRET: webhook,
      ...TEST_VAPID,
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(() => loadConfig(allButOrigin)).toThrow(/set PUBLIC_ORIGIN/);
    const production = loadConfig({ ...allButOrigin, PUBLIC_ORIGIN: 'https://shop.example.in' });
    expect(production.NODE_ENV).toBe('production');
    expect(production.PUBLIC_ORIGIN).toBe('https://shop.example.in');
    // Production sends only to the browsers' push services unless told otherwise.
    expect(production.PUSH_SERVICE_HOSTS).toContain('fcm.googleapis.com');
  });

  it('stops a start with a real provider and a key missing, naming the variable', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-real-production-secret-0123456789abcdef',
      PAYMENT_WEBHOOK_SECRET: 'a-real-webhook-secret-0123456789',
      PUBLIC_ORIGIN: 'https://shop.example.in',
      ...TEST_VAPID,
    };
    const razorpay = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    };
    const msg91 = {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key',
      MSG91_OTP_TEMPLATE_ID: 'template-id',
      MSG91_SENDER_ID: 'BAZAAR',
    };
    const shiprocket = {
      COURIER_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: 'api@shop.example.in',
      SHIPROCKET_PASSWORD: 'api-password',
      SHIPROCKET_WEBHOOK_TOKEN: 'a-webhook-token-0123456789',
    };
    expect(() =>
      loadConfig({ ...production, ...razorpay, ...msg91, RAZORPAY_KEY_SECRET: '' }),
    ).toThrow('RAZORPAY_KEY_SECRET: required with PAYMENT_PROVIDER=razorpay');
    expect(() =>
      loadConfig({ ...production, ...razorpay, ...msg91, MSG91_OTP_TEMPLATE_ID: undefined }),
    ).toThrow('MSG91_OTP_TEMPLATE_ID: required with SMS_PROVIDER=msg91');
    expect(() =>
      loadConfig({ ...production, ...razorpay, ...msg91, MSG91_SENDER_ID: 'bz' }),
    ).toThrow(/MSG91_SENDER_ID must be the 6-letter DLT sender id/);
    // A real payment provider with the console SMS still needs the sandbox flag, naming SMS only.
    expect(() => loadConfig({ ...production, ...razorpay, ...shiprocket })).toThrow(
      'SMS_PROVIDER=console is a development provider',
    );
    // The sandbox courier's parcels deliver themselves: not in production unless asked.
    expect(() => loadConfig({ ...production, ...razorpay, ...msg91 })).toThrow(
      'COURIER_PROVIDER=sandbox is a development provider',
    );
    const live = loadConfig({ ...production, ...razorpay, ...msg91, ...shiprocket });
    expect(live).toMatchObject({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      SMS_PROVIDER: 'msg91',
      MSG91_API_URL: 'https://control.msg91.com',
    });
    // A provider's API is https, or a fake on this machine.
    expect(() =>
      loadConfig({ ...production, ...razorpay, ...msg91, RAZORPAY_API_URL: 'http://evil.example' }),
    ).toThrow(/RAZORPAY_API_URL must be https/);
  });

  it('seeds the demo catalogue on first start outside production only, unless told', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-real-production-secret-0123456789abcdef',
      PAYMENT_WEBHOOK_SECRET: 'a-real-webhook-secret-0123456789',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      PUBLIC_ORIGIN: 'https://shop.example.in',
      ...TEST_VAPID,
    };
    expect(loadConfig(production).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDir() }).SEED_ON_START).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDir(), SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
  });

  it('refuses a shared database without shared secrets, naming both', () => {
    const url = 'postgres://shop@localhost/shop';
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: url })).toThrow(
      /with DATABASE_URL, set JWT_SECRET, PAYMENT_WEBHOOK_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: url, JWT_SECRET: 'j'.repeat(40) }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    const both = {
      JWT_SECRET: 'j'.repeat(40),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
      ...TEST_VAPID,
    };
    expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: url, ...both }).JWT_SECRET).toBe(
      both.JWT_SECRET,
    );
    // A tool (the seed command) needs no secrets.
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: url }, { server: false }),
    ).not.toThrow();
  });

  it('reads PUBLIC_ORIGIN as a scheme and host only; empty is unset', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBeUndefined();
    for (const bad of ['shop.example.in', 'https://shop.example.in/', 'javascript:alert(1)'])
      expect(() => loadConfig({ DATA_DIR: freshDir(), PUBLIC_ORIGIN: bad }), bad).toThrow(
        /PUBLIC_ORIGIN must be a scheme and host/,
      );
  });

  it('reads the pool size as a whole number from 1', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(
      12,
    );
    expect(loadConfig({ DATA_DIR: freshDir() }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });
});
