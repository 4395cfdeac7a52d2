import { amountInWords } from './amount-in-words';
import { hindiBelowHundred, hindiNumberInWords, hindiRupeesInWords } from './amount-in-words-hi';

describe('amounts in Hindi words', () => {
  it('has a word of its own for each number up to 99, in Devanagari', () => {
    const words = Array.from({ length: 100 }, (_, n) => hindiBelowHundred(n));
    expect(new Set(words).size).toBe(100);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097f]+$/);
  });

  it('says the numbers whose words are least like their parts', () => {
    expect(
      [11, 15, 19, 29, 39, 44, 49, 53, 59, 63, 67, 69, 79, 89, 92, 99].map(hindiBelowHundred),
    ).toEqual([
      'ग्यारह',
      'पंद्रह',
      'उन्नीस',
      'उनतीस',
      'उनतालीस',
      'चौवालीस',
      'उनचास',
      'तिरेपन',
      'उनसठ',
      'तिरेसठ',
      'सड़सठ',
      'उनहत्तर',
      'उनासी',
      'नवासी',
      'बानबे',
      'निन्यानबे',
    ]);
  });

  it('writes amounts in the Indian system: करोड़, लाख, हज़ार, सौ', () => {
    expect(hindiNumberInWords(0)).toBe('शून्य');
    expect(hindiNumberInWords(100)).toBe('एक सौ');
    expect(hindiNumberInWords(1234)).toBe('एक हज़ार दो सौ चौंतीस');
    expect(hindiNumberInWords(1_05_00_010)).toBe('एक करोड़ पाँच लाख दस');
    expect(hindiNumberInWords(99_99_99_999)).toBe(
      'निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे',
    );
    expect(hindiNumberInWords(1_23_45_67_890)).toBe(
      'एक सौ तेईस करोड़ पैंतालीस लाख सड़सठ हज़ार आठ सौ नब्बे',
    );
  });

  it('says rupees and paise, and that it is all', () => {
    expect(hindiRupeesInWords(123450)).toBe('एक हज़ार दो सौ चौंतीस रुपये और पचास पैसे मात्र');
    expect(hindiRupeesInWords(79900)).toBe('सात सौ निन्यानबे रुपये मात्र');
    expect(hindiRupeesInWords(100)).toBe('एक रुपया मात्र');
    expect(hindiRupeesInWords(5)).toBe('शून्य रुपये और पाँच पैसे मात्र');
  });

  it('is the amount in words of a Hindi invoice; English stays English', () => {
    expect(amountInWords(79900, 'hi')).toBe('सात सौ निन्यानबे रुपये मात्र');
    expect(amountInWords(79900, 'en')).toBe('Rupees Seven Hundred Ninety Nine Only');
  });
});
