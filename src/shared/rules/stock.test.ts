import { LOW_STOCK, stockWarning } from './stock';

describe('stock warning', () => {
  it('warns only when few are left, and says sold out at 0', () => {
    expect(stockWarning(0)).toBe('Out of stock');
    expect(stockWarning(-1)).toBe('Out of stock');
    expect(stockWarning(1)).toBe('Only 1 left in stock');
    expect(stockWarning(LOW_STOCK)).toBe('Only 10 left in stock');
    expect(stockWarning(LOW_STOCK + 1)).toBeNull();
    expect(stockWarning(225)).toBeNull();
  });

  it('says the count once the chosen quantity reaches the stock, however plentiful', () => {
    expect(stockWarning(225, 224)).toBeNull();
    expect(stockWarning(225, 225)).toBe('Only 225 left in stock');
    expect(stockWarning(0, 1)).toBe('Out of stock');
  });
});
