import { describe, expect, it } from 'vitest';
import { searchDocument } from './document';
import { ALSO_CALLED, KIND_OF, SPELLINGS } from './synonyms';
import { foldWord, searchWords } from './words';

describe('searchWords', () => {
  it.each([
    ['Silk Sarees', ['silk', 'saree']],
    ['sari', ['saree']],
    ["Men's T-Shirts", ['men', 'tshirt']],
    ['t shirt for men', ['tshirt', 'men']],
    ['Graphic Tee', ['graphic', 'tshirt']],
    ['pajama', ['pyjama']],
    ['lehnga', ['lehenga']],
    ['Flip Flops', ['flipflop']],
    ['glasses', ['glass']],
    ['watches', ['watch']],
    ['Shoes', ['shoe']],
    ['Kurtis', ['kurti']],
    ['dress', ['dress']],
    ['8 GB RAM', ['8gb', 'ram']],
    ['Sony 55" QLED', ['sony', '55inch', 'qled']],
    ['kurta with dupatta', ['kurta', 'dupatta']],
    ['Accessories', ['accessory']],
    ['कुर्ती', ['kurti']],
    ['साड़ी', ['saree']],
    ['महिलाओं के लिए जूते', ['women', 'joota']],
    ['चप्पल', ['chappal']],
    ['Sunglasses', ['sunglass']],
    ['sun glasses', ['sunglass']],
    ['chashma', ['chasma']],
    ['चश्मा', ['chasma']],
    ['dhoop ka chasma', ['dhoop', 'chasma']],
    ['jhumki', ['jhumka']],
    ['झुमके', ['jhumka']],
    ['Earrings', ['earring']],
    ['paayal', ['payal']],
    ['पायल', ['payal']],
    ['कंगन', ['kangan']],
    ['चूड़ियाँ', ['chudi']],
    ['mangal sutra', ['mangalsutra']],
    ['neckless', ['necklace']],
  ])('%s -> %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('leaves no word for text of stop words and punctuation', () => {
    expect(searchWords(' for the  %_ ')).toEqual([]);
  });
});

describe('the synonym data', () => {
  it('is written in folded form, so both sides meet on the same words', () => {
    for (const group of SPELLINGS) expect(foldWord(group[0]!)).toBe(group[0]);
    for (const group of ALSO_CALLED) for (const word of group) expect(foldWord(word)).toBe(word);
    for (const [word, kinds] of Object.entries(KIND_OF))
      for (const w of [word, ...kinds]) expect(foldWord(w)).toBe(w);
  });

  it('names each spelling once', () => {
    const all = SPELLINGS.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('searchDocument', () => {
  const phone = {
    name: 'Samsung Galaxy Nova 5G',
    brand: 'Samsung',
    category: 'Mobiles',
    subcategory: 'Smartphones',
    colours: ['Black'],
    ram: ['8 GB'],
    storage: ['128 GB'],
    specification: {
      General: { Type: '5G' },
      Battery: { Capacity: '5000 mAh' },
      Warranty: { Summary: '1 year manufacturer warranty' },
    },
  };

  it('weighs the name above what the item is, and that above its other names', () => {
    const doc = searchDocument(phone);
    expect(doc.name).toBe('samsung galaxy nova 5g');
    expect(doc.more.split(' ')).toEqual(
      expect.arrayContaining(['mobile', 'smartphone', 'black', '8gb', '128gb', '5000mah']),
    );
    expect(doc.also.split(' ')).toEqual(expect.arrayContaining(['phone', 'cellphone']));
  });

  it('leaves out care, warranty and other text that is not what the item is', () => {
    const doc = searchDocument(phone);
    expect(`${doc.name} ${doc.more} ${doc.also}`).not.toMatch(/warranty|year/);
  });

  it('gives a headphone no "phone"', () => {
    const doc = searchDocument({
      ...phone,
      name: 'boAt Rockerz 450 Headphones',
      brand: 'boAt',
      category: 'Electronics',
      subcategory: 'Headphones',
      ram: [],
      storage: [],
      specification: {},
    });
    expect(`${doc.name} ${doc.more} ${doc.also}`.split(' ')).not.toContain('phone');
  });
});

describe('the words of jewellery and eyewear', () => {
  const piece = (name: string, subcategory: string, specification = {}) =>
    searchDocument({
      name,
      brand: name.split(' ')[0]!,
      category: 'Jewellery',
      subcategory,
      colours: [],
      ram: [],
      storage: [],
      specification,
    });
  const words = (doc: ReturnType<typeof searchDocument>) =>
    `${doc.name} ${doc.more} ${doc.also}`.split(' ');

  it('finds jhumkas as earrings, bangles as kangan, anklets as payal', () => {
    expect(words(piece('Sukkhi Kundan Jhumka Earrings', 'Earrings'))).toContain('earring');
    expect(words(piece('Rubans Temple Bangle Set', 'Bangles'))).toEqual(
      expect.arrayContaining(['kangan', 'chudi']),
    );
    expect(words(piece('Voylla Ghungroo Payal Anklets', 'Anklets'))).toContain('payal');
  });

  it('finds a gold plated piece by "gold", from its plating', () => {
    const pearl = piece('Rubans Pearl Stud Earrings', 'Earrings', {
      'Jewellery Details': { Plating: 'Gold plated', Closure: 'Push back' },
    });
    expect(pearl.more.split(' ')).toContain('gold');
    expect(words(pearl)).not.toContain('push');
  });

  it('calls sunglasses a chasma for the sun, and a chasma alone any pair of glasses', () => {
    const sunglasses = words(piece('Fastrack Polarized Aviator Sunglasses', 'Sunglasses'));
    expect(sunglasses).toEqual(expect.arrayContaining(['chasma', 'dhoop', 'goggle']));
    expect(sunglasses).not.toContain('glass');
    const frame = words(piece('Titan Eye+ Round Full Rim Eyeglass Frame', 'Eyeglass Frames'));
    expect(frame).toEqual(expect.arrayContaining(['chasma', 'spectacle']));
    expect(frame).not.toContain('dhoop');
  });
});
