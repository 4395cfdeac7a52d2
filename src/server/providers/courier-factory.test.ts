import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { courierProviderFor } from './factory';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-config-')) });
const shiprocket = {
  COURIER_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: 'api-user@shop.example',
  SHIPROCKET_PASSWORD: 'api-password',
  SHIPROCKET_WEBHOOK_TOKEN: 'a-webhook-token-of-our-own',
};

describe('the courier, chosen by configuration', () => {
  it('is the sandbox unless told, moving on every SANDBOX_COURIER_STEP_SECONDS', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      COURIER_PROVIDER: 'sandbox',
      SANDBOX_COURIER_STEP_SECONDS: 300,
    });
    expect(courierProviderFor(config).name).toBe('sandbox');
    expect(
      loadConfig({ ...base(), SANDBOX_COURIER_STEP_SECONDS: '2' }).SANDBOX_COURIER_STEP_SECONDS,
    ).toBe(2);
    expect(() => loadConfig({ ...base(), SANDBOX_COURIER_STEP_SECONDS: '0' })).toThrow(
      /SANDBOX_COURIER_STEP_SECONDS/,
    );
  });

  it('is Shiprocket with its API user and webhook token, on its documented host', () => {
    const config = loadConfig({ ...base(), ...shiprocket });
    expect(config.SHIPROCKET_API_URL).toBe('https://apiv2.shiprocket.in');
    const courier = courierProviderFor(config);
    expect(courier.name).toBe('shiprocket');
    expect(courier.webhookPath).toBe('/api/courier/webhook/tracking');
  });

  it('stops the start, by name, without a key Shiprocket needs or with a bad one', () => {
    for (const name of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN']) {
      expect(() => loadConfig({ ...base(), ...shiprocket, [name]: '' })).toThrow(
        `${name}: required with COURIER_PROVIDER=shiprocket`,
      );
    }
    expect(() =>
      loadConfig({ ...base(), ...shiprocket, SHIPROCKET_EMAIL: 'not-an-email' }),
    ).toThrow(/SHIPROCKET_EMAIL must be/);
    expect(() =>
      loadConfig({ ...base(), ...shiprocket, SHIPROCKET_WEBHOOK_TOKEN: 'short' }),
    ).toThrow(/SHIPROCKET_WEBHOOK_TOKEN must be at least 16/);
    expect(() =>
      loadConfig({ ...base(), ...shiprocket, SHIPROCKET_API_URL: 'http://evil.example' }),
    ).toThrow(/SHIPROCKET_API_URL must be https/);
  });
});
