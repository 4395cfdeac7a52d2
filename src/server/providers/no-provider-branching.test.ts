import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '..');

describe('providers behind their contract', () => {
  it('no code outside providers/ asks which payment, SMS or courier provider it has', () => {
    const sources = readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('providers'),
    );
    const asking = sources.filter((file) =>
      /\b(payment|sms|courier|provider)\w*\.name\s*[!=]==|\b(PAYMENT|SMS|COURIER)_PROVIDER\s*[!=]==|switch\s*\(\s*[\w.]*(PAYMENT|SMS|COURIER)_PROVIDER\b/.test(
        readFileSync(join(SERVER, file), 'utf8'),
      ),
    );
    // config.ts checks each provider's keys; test-app.ts hands the console outbox to API tests.
    expect(asking.sort()).toEqual(['config.ts', join('test', 'test-app.ts')]);
  });
});
