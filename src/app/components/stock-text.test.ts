import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { LOW_STOCK, stockWarning } from '@shared/rules/stock';
import { stockWarningText } from './stock-text';

describe("a card's stock warning", () => {
  it('says what the shop rule says, in English word for word', () => {
    for (const stock of [-1, 0, 1, LOW_STOCK, LOW_STOCK + 1, 225])
      for (const chosen of [0, 1, stock - 1, stock])
        expect(stockWarningText(stock, chosen)).toBe(stockWarning(stock, chosen));
  });
});

describe('the stock warning in Hindi', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('says one left in the singular and more in the plural', () => {
    setLocale('hi', { reload: false });
    expect(stockWarningText(1)).toBe('स्टॉक में सिर्फ़ 1 बचा है');
    expect(stockWarningText(3)).toBe('स्टॉक में सिर्फ़ 3 बचे हैं');
    expect(stockWarningText(0)).toBe('स्टॉक ख़त्म');
  });
});
