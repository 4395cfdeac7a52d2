import { describe, expect, it } from 'vitest';
import { PRICE_RULES, SIZE_RULES } from './query-rules';
import { readQuery } from './read-query';

/** Each rule of query-rules.ts, said in English, Hinglish and Hindi. */
describe('readQuery: a budget', () => {
  it.each([
    // A range
    ['earbuds 1000-2000', 'earbuds', { low: 1000, high: 2000 }],
    ['saree 1000 se 2000 tak', 'saree', { low: 1000, high: 2000 }],
    ['साड़ी 1000 से 2000', 'साड़ी', { low: 1000, high: 2000 }],
    ['shoes between ₹1,500 and ₹3,000', 'shoes', { low: 1500, high: 3000 }],
    // At most
    ['realme phone under 15000', 'realme phone', { high: 15000 }],
    ['kurti below 500', 'kurti', { high: 500 }],
    ['laptop under 50k', 'laptop', { high: 50000 }],
    ['tv upto 1.5 lakh', 'tv', { high: 150000 }],
    ['watch budget 2 hazar', 'watch', { high: 2000 }],
    // At most, said after
    ['kurti 500 se kam', 'kurti', { high: 500 }],
    ['jeans 999 tak', 'jeans', { high: 999 }],
    ['जूते 1000 से कम', 'जूते', { high: 1000 }],
    ['फ़ोन १५००० तक', 'फ़ोन', { high: 15000 }],
    // At least
    ['tv above 30000', 'tv', { low: 30000 }],
    ['perfume over rs 800', 'perfume', { low: 800 }],
    // At least, said after
    ['saree 5000 se upar', 'saree', { low: 5000 }],
    ['घड़ी 3000 से ज़्यादा', 'घड़ी', { low: 3000 }],
    // Rupees alone
    ['smart watch ₹2k', 'smart watch', { high: 2000 }],
    ['kurta 800 rs', 'kurta', { high: 800 }],
    ['कुर्ती 700 रुपये', 'कुर्ती', { high: 700 }],
  ])('%s -> "%s" %j', (text, left, price) => {
    const read = readQuery(text);
    expect(read.text).toBe(left);
    expect(read.price).toEqual(price);
    expect(read.chips).toContainEqual({ kind: 'price', ...price, without: left });
  });

  it.each([
    '8gb ram phone',
    'tv 55 inch',
    '43 inch 4k tv',
    'kids 2-3 years',
    'sneakers 500',
    'mobile 5g',
  ])('reads no budget in %s', (text) => {
    expect(readQuery(text).price).toBeUndefined();
  });

  it('has a case above for every rule', () => {
    expect(PRICE_RULES).toHaveLength(6);
  });
});

describe('readQuery: a size', () => {
  it.each([
    ['jeans 32 waist', 'jeans', '32', ['32']],
    ['jeans kamar 34', 'jeans', '34', ['34']],
    ['जींस कमर 30', 'जींस', '30', ['30']],
    ['running shoes size 9', 'running shoes', 'UK 9', ['9', 'UK 9']],
    ['kurti size m', 'kurti', 'M', ['M']],
    ['जूते साइज़ 8', 'जूते', 'UK 8', ['8', 'UK 8']],
    ['formal shoes 8 number', 'formal shoes', 'UK 8', ['8', 'UK 8']],
    ['chappal 7 नंबर', 'chappal', 'UK 7', ['7', 'UK 7']],
    ['polo tshirt xl', 'polo tshirt', 'XL', ['XL']],
    ['kurta 2xl', 'kurta', 'XXL', ['XXL']],
  ])('%s -> "%s", size %s', (text, left, size, sizes) => {
    const read = readQuery(text);
    expect(read.text).toBe(left);
    expect(read.sizes).toEqual(sizes);
    expect(read.chips).toContainEqual({ kind: 'size', size, without: left });
  });

  it('has a case above for every rule', () => {
    expect(SIZE_RULES).toHaveLength(4);
  });
});

describe('readQuery: whom it is for', () => {
  it.each([
    ['watch for men', 'watch', 'men'],
    ['gents kurta', 'kurta', 'men'],
    ['mard ke joote', 'joote', 'men'],
    ['पुरुषों के कुर्ते', 'कुर्ते', 'men'],
    ['ladies chappal', 'chappal', 'women'],
    ['women sandals', 'sandals', 'women'],
    ['महिलाओं की चप्पल', 'चप्पल', 'women'],
    ['boys t shirt', 't shirt', 'boys'],
    ['ladko ki shirt', 'shirt', 'boys'],
    ['लड़कों के कपड़े', 'कपड़े', 'boys'],
    ['girls dress', 'dress', 'girls'],
    ['ladkiyon ki frock', 'frock', 'girls'],
    ['kids shoes', 'shoes', 'kids'],
    ['bacchon ke khilone', 'khilone', 'kids'],
    ['बच्चों के खिलौने', 'खिलौने', 'kids'],
  ])('%s -> "%s" for %s', (text, left, audience) => {
    const read = readQuery(text);
    expect(read.text).toBe(left);
    expect(read.audience).toBe(audience);
    expect(read.chips).toContainEqual({ kind: 'audience', audience, without: left });
  });

  it('searches an audience word alone as a word', () => {
    expect(readQuery('ladies')).toMatchObject({ text: 'ladies', chips: [] });
  });
});

describe('readQuery: colours and several at once', () => {
  it.each([
    ['red saree', 'red', 'saree'],
    ['lal saree', 'red', 'saree'],
    ['काला कुर्ता', 'black', 'कुर्ता'],
  ])('%s -> a %s chip, searched as words', (text, colour, rest) => {
    const read = readQuery(text);
    expect(read.text).toBe(text);
    expect(read.chips).toEqual([{ kind: 'colour', colour, without: rest }]);
  });

  it('reads a budget, an audience and a size from one text, each chip keeping the others', () => {
    const read = readQuery('Running Shoes for men size 9 under ₹3,000');
    expect(read).toMatchObject({ text: 'running shoes', audience: 'men', sizes: ['9', 'UK 9'] });
    expect(read.chips).toEqual([
      { kind: 'price', high: 3000, without: 'running shoes for men size 9' },
      { kind: 'size', size: 'UK 9', without: 'running shoes for men under ₹3000' },
      { kind: 'audience', audience: 'men', without: 'running shoes size 9 under ₹3000' },
    ]);
  });

  it('reads nothing but words in plain text', () => {
    expect(readQuery('silk saree')).toEqual({ text: 'silk saree', whole: 'silk saree', chips: [] });
  });
});
