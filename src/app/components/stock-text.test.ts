import { LOW_STOCK, stockWarning } from '@shared/rules/stock';
import { stockWarningText } from './stock-text';

describe("a card's stock warning", () => {
  it('says what the shop rule says, in English word for word', () => {
    for (const stock of [-1, 0, 1, LOW_STOCK, LOW_STOCK + 1, 225])
      expect(stockWarningText(stock)).toBe(stockWarning(stock));
  });
});
