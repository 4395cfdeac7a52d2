import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SMS_PROVIDER: 'console', PAYMENT_PROVIDER: 'sandbox' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('refuses production with the default secret or, unless told, the sandbox providers', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const secret = 'a-real-production-secret-0123456789abcdef';
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    const webhook = 'a-real-webhook-secret-0123456789';
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_WEBHOOK_SECRET: webhook })).toThrow(/ALLOW_SANDBOX_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_WEBHOOK_SECRET: webhook, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).NODE_ENV).toBe('production');
  });
});
