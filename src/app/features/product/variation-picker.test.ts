import type { Variation } from '@shared/api/catalogue';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { axisValues, choiceLabel, pickVariation } from './variation-picker';

const v = (
  id: string,
  color: string | null,
  ram: string | null,
  storage: string | null,
  size: string | null = null,
): Variation => ({
  _id: id,
  productId: 'p',
  price: 1,
  discount: 0,
  discountedPrice: 1,
  stock: 1,
  images: [`${id}.svg`],
  color,
  ram,
  storage,
  size,
  specification: {},
});
const phones = [
  v('a', 'Blue', '6 GB', '128 GB'),
  v('b', 'Blue', '8 GB', '256 GB'),
  v('c', 'Black', '6 GB', '128 GB'),
  v('d', 'Black', '8 GB', '256 GB'),
];

describe('variation choice', () => {
  it('lists the values of an axis once each', () => {
    expect(axisValues(phones, 'color')).toEqual(['Blue', 'Black']);
    expect(axisValues(phones, 'ram')).toEqual(['6 GB', '8 GB']);
  });
  it('picks the first variation with the chosen value when nothing is chosen yet', () => {
    expect(pickVariation(phones, 'color', 'Black')?._id).toBe('c');
    expect(pickVariation(phones, 'storage', '256 GB')?._id).toBe('b');
    expect(pickVariation(phones, 'ram', '12 GB')).toBeUndefined();
  });
  it('keeps the colour when a RAM is chosen after it and a variation with both exists', () => {
    const black6 = phones[2]!;
    expect(pickVariation(phones, 'ram', '8 GB', black6)?._id).toBe('d');
    expect(pickVariation(phones, 'color', 'Blue', phones[3])?._id).toBe('b');
  });
  it('falls back to the first match when no variation keeps the other choices', () => {
    const only = [
      v('a', 'Blue', '6 GB', '128 GB'),
      v('b', 'Red', '8 GB', '256 GB'),
      v('c', 'Red', '12 GB', '512 GB'),
    ];
    expect(pickVariation(only, 'color', 'Red', only[0])?._id).toBe('b');
  });
});

describe('sizes', () => {
  const kurta = [
    v('m-maroon', 'Maroon', null, null, 'M'),
    v('l-maroon', 'Maroon', null, null, 'L'),
    v('m-navy', 'Navy', null, null, 'M'),
    v('l-navy', 'Navy', null, null, 'L'),
  ];
  it('are an axis of their own, and a size chosen after a colour keeps the colour', () => {
    expect(axisValues(kurta, 'size')).toEqual(['M', 'L']);
    expect(pickVariation(kurta, 'size', 'L', kurta[2])?._id).toBe('l-navy');
    expect(pickVariation(kurta, 'color', 'Navy', kurta[1])?._id).toBe('l-navy');
  });
});

describe('a choice as the shopper reads it', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('names a colour in Hindi on a Hindi page; sizes, memory and unknown shades as listed', () => {
    setLocale('hi', { reload: false });
    expect(choiceLabel('color', 'Navy', 'hi')).toBe('नेवी ब्लू');
    expect(choiceLabel('color', 'Ruby Red', 'hi')).toBe('Ruby Red');
    expect(choiceLabel('size', 'XL', 'hi')).toBe('XL');
    expect(choiceLabel('ram', '8 GB', 'hi')).toBe('8 GB');
  });

  it('names it as listed in English', () => {
    expect(choiceLabel('color', 'Navy', 'en')).toBe('Navy');
  });
});
