import { variationChoices, variationText } from './variation';

describe('the choices of an ordered variation', () => {
  it('names each choice there is, in the product page order', () => {
    const phone = { color: 'Midnight Black', size: null, ram: '8 GB', storage: '128 GB' };
    expect(variationChoices(phone)).toEqual([
      { name: 'Color', value: 'Midnight Black' },
      { name: 'RAM', value: '8 GB' },
      { name: 'Storage', value: '128 GB' },
    ]);
    expect(variationText(phone)).toBe('Color: Midnight Black, RAM: 8 GB, Storage: 128 GB');
    expect(variationText({ color: 'Maroon', size: 'XL', ram: null, storage: null })).toBe(
      'Color: Maroon, Size: XL',
    );
  });

  it('is empty for a product without variations', () => {
    const none = { color: null, size: null, ram: null, storage: null };
    expect(variationChoices(none)).toEqual([]);
    expect(variationText(none)).toBe('');
  });
});
