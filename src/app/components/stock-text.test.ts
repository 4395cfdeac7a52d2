import { LOW_STOCK, stockWarning } from '@shared/rules/stock';
import { stockWarningText } from './stock-text';

describe("a card's stock warning", () => {
  it('says what the shop rule says, in English word for word', () => {
    for (const stock of [-1, 0, 1, LOW_STOCK, LOW_STOCK + 1, 225])
      for (const chosen of [0, 1, stock - 1, stock])
        expect(stockWarningText(stock, chosen)).toBe(stockWarning(stock, chosen));
  });
});
