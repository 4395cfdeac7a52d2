import { describe, expect, it } from 'vitest';
import { messageKeys } from './api/message-keys';
import { english, said, textOf } from './said';

/**
 * Every text an answer may carry is named by a key of the catalogues (`api/message-keys.ts`): a
 * Hindi text still in English would put English on a Hindi page. (A key the catalogues lack
 * fails the type-check of the table; tests/i18n/answer-keys.test.ts walks the catalogues.)
 */
describe('the keys of the texts answers carry', () => {
  it('each read in Hindi, not in English, on a Hindi page', () => {
    const params = {
      code: 'SAVE10',
      amount: '₹1,250',
      count: 2,
      name: 'Silk Saree',
      price: '₹999',
    };
    const english = messageKeys.filter(
      (key) => textOf(key, params, 'hi') === textOf(key, params, 'en'),
    );
    expect(english).toEqual([]);
  });

  it('are named once each', () => {
    expect(new Set(messageKeys).size).toBe(messageKeys.length);
  });
});

describe('said', () => {
  it('carries the key and its values beside the English text', () => {
    expect(said('server_coupon_applied', { code: 'SAVE10', amount: '₹1,00,000' })).toEqual({
      message: 'SAVE10 applied: you save ₹1,00,000',
      messageKey: 'server_coupon_applied',
      messageParams: { code: 'SAVE10', amount: '₹1,00,000' },
    });
    expect(said('server_logged_in')).toEqual({
      message: 'Login successful',
      messageKey: 'server_logged_in',
    });
  });

  it("writes a text with its values in the language asked, Hindi's plural included", () => {
    expect(textOf('server_coupon_unknown', { code: 'NOSUCH' }, 'hi')).toBe(
      'कूपन कोड NOSUCH मान्य नहीं है',
    );
    expect(textOf('server_only_left', { count: 1 }, 'hi')).toBe('स्टॉक में सिर्फ़ 1 बचा है');
    expect(textOf('server_only_left', { count: 2 }, 'hi')).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
    expect(english('server_named_out_of_stock', { name: 'Silk Saree' })).toBe(
      'Silk Saree: Out of stock',
    );
  });
});
