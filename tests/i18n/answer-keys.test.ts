import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../../src/shared/api/message-keys';

const settings = JSON.parse(
  readFileSync(resolve(process.cwd(), 'project.inlang/settings.json'), 'utf8'),
) as { locales: string[] };

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `messages/${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * The contract's text keys (src/shared/api/message-keys.ts) against the catalogues: an answer
 * naming a key a catalogue lacks would show a shopper the key, or English.
 */
describe.each(settings.locales)('the %s catalogue', (locale) => {
  it('has a message for every key an answer may carry', () => {
    const texts = catalogue(locale);
    expect(messageKeys.filter((key) => !(key in texts))).toEqual([]);
  });
});
