/**
 * What Indian shoppers type, as data. Three lists, each read by `words.ts`:
 * - SPELLINGS: one word written several ways. Every spelling folds to the first, in the
 *   catalogue's documents and in the query alike, so either finds the other.
 * - ALSO_CALLED: different words for the same things (Hinglish and English, trade names). A
 *   product whose document has one of a group's words is also found by the others, at a lower
 *   weight than its own words.
 * - KIND_OF: one way only: an item called the first is also one of the others (a Banarasi saree
 *   is a silk saree; a silk kurta is not Banarasi).
 * - STOP_WORDS: words that say nothing about an item ("for men" is "men").
 * - COMPOUNDS: two words that are also written as one ("flip flop", "flipflop").
 * Write words in lower case, singular; the folding of plurals happens before these are read.
 * Hindi words in Devanagari sit beside their Latin spellings, the Latin one first: a shopper who
 * types कुर्ती finds the kurtis, as one who types "kurti" does. Written as search reads them
 * (decomposed nukta: ड़ as ड + ़), which words.test.ts checks.
 */

export const SPELLINGS: readonly (readonly string[])[] = [
  ['saree', 'sari', 'saaree', 'sare', 'साड़ी', 'साडी'],
  ['tshirt', 'tee', 'teeshirt', 'tshrt'],
  ['pyjama', 'pajama', 'payjama', 'paijama'],
  ['lehenga', 'lehnga', 'lengha', 'lehanga', 'lahenga', 'लहंगा', 'लहँगा', 'लेहेंगा'],
  ['kurti', 'kurtee', 'कुर्ती', 'कुरती'],
  ['kurta', 'kurtha', 'कुर्ता', 'कुरता'],
  ['dupatta', 'dupata', 'duppatta', 'दुपट्टा', 'दुपट्टे'],
  ['salwar', 'shalwar', 'salvar', 'सलवार'],
  ['chappal', 'chapal', 'chappel', 'चप्पल', 'चप्पलें'],
  ['jutti', 'juti', 'jooti', 'juttis', 'जूती', 'जूतियां', 'जूतियाँ'],
  ['mojari', 'mojri'],
  ['joota', 'juta', 'jootey', 'joote', 'जूता', 'जूते'],
  ['kolhapuri', 'kolapuri'],
  ['colour', 'color'],
  ['grey', 'gray'],
  ['sneaker', 'sneakr'],
  ['earphone', 'earfone'],
  ['headphone', 'headfone'],
  ['mobile', 'mobail'],
  ['accessory', 'accessorie'],
  ['smartwatch', 'smartwach'],
  ['lipstick', 'lipstik'],
  ['perfume', 'parfum', 'perfum'],
  ['men', 'man', 'gent', 'male', 'पुरुष', 'पुरुषों', 'मर्द'],
  ['women', 'woman', 'lady', 'ladie', 'female', 'महिला', 'महिलाओं', 'औरत'],
  ['kid', 'child', 'children', 'baby', 'बच्चे', 'बच्चों', 'बच्चा'],
];

export const ALSO_CALLED: readonly (readonly string[])[] = [
  ['smartphone', 'mobile', 'phone', 'cellphone'],
  ['chappal', 'slipper', 'flipflop', 'slider', 'sandal', 'floater', 'hawai'],
  ['jutti', 'mojari', 'nagra'],
  ['joota', 'shoe'],
  ['kurti', 'kurta', 'tunic'],
  ['lehenga', 'ghagra', 'chaniya', 'choli'],
  ['saree', 'sadi'],
  ['trouser', 'pant', 'chino'],
  ['frock', 'dress'],
  ['earphone', 'earbud', 'tws', 'headphone'],
  ['television', 'tv'],
  ['laptop', 'notebook'],
  ['fridge', 'refrigerator'],
  ['attar', 'ittar', 'itra', 'perfume', 'fragrance'],
  ['handbag', 'purse'],
  ['backpack', 'rucksack'],
  ['jean', 'denim'],
  ['kadai', 'kadhai', 'wok'],
  ['tawa', 'griddle'],
  ['bedsheet', 'chadar'],
  ['showpiece', 'decor', 'figurine'],
];

export const KIND_OF: Readonly<Record<string, readonly string[]>> = {
  banarasi: ['silk'],
  kanjeevaram: ['silk'],
  kanchipuram: ['silk'],
  paithani: ['silk'],
  stiletto: ['heel'],
  wedge: ['heel'],
  smartwatch: ['watch'],
  sneaker: ['shoe'],
  loafer: ['shoe'],
  brogue: ['shoe'],
  derby: ['shoe'],
  slipon: ['shoe'],
  kolhapuri: ['chappal'],
  tote: ['handbag'],
  clutch: ['handbag'],
  airfryer: ['fryer'],
  anarkali: ['kurta'],
};

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'with',
  'of',
  'in',
  'on',
  'to',
  'by',
  'from',
  'under',
  'buy',
  'online',
  'new',
  'best',
  'ke',
  'ki',
  'ka',
  'liye',
  'wala',
  'wali',
  'के',
  'की',
  'का',
  'लिए',
  'वाला',
  'वाली',
  'और',
]);

/** Words written apart or together: the pair becomes one word before anything else. */
export const COMPOUNDS: readonly (readonly [string, string])[] = [
  ['t shirt', 'tshirt'],
  ['flip flop', 'flipflop'],
  ['power bank', 'powerbank'],
  ['smart watch', 'smartwatch'],
  ['ear bud', 'earbud'],
  ['ear phone', 'earphone'],
  ['head phone', 'headphone'],
  ['air fryer', 'airfryer'],
];
