import { numberInWords, rupeesInWords } from './amount-in-words';
import { financialYear, invoiceNumber } from './invoice-number';
import { gstRate, splitInclusive } from './gst';

describe('invoice rules', () => {
  it('writes amounts in the Indian system', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(1234)).toBe('One Thousand Two Hundred Thirty Four');
    expect(numberInWords(1_05_00_010)).toBe('One Crore Five Lakh Ten');
    expect(rupeesInWords(123450)).toBe(
      'Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only',
    );
    expect(rupeesInWords(79900)).toBe('Rupees Seven Hundred Ninety Nine Only');
  });

  it('numbers invoices within the April-March financial year, in 16 characters at most', () => {
    expect(financialYear(new Date('2026-11-21T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28'); // already 1 April in India
    expect(financialYear(new Date('2027-03-31T12:00:00Z'))).toBe('2026-27');
    expect(invoiceNumber('2026-27', 42)).toBe('INV26-27/000042');
    expect(invoiceNumber('2026-27', 42).length).toBeLessThanOrEqual(16);
  });

  it('splits tax-inclusive prices into taxable value and CGST + SGST or IGST', () => {
    expect(gstRate('6204', 1999)).toBe(5);
    expect(gstRate('6204', 2999)).toBe(18);
    expect(gstRate('8517', 19999)).toBe(18);
    expect(gstRate('9503', 499)).toBe(5);
    expect(splitInclusive(105000, 5, true)).toEqual({
      taxable: 100000,
      cgst: 2500,
      sgst: 2500,
      igst: 0,
    });
    expect(splitInclusive(118000, 18, false)).toEqual({
      taxable: 100000,
      cgst: 0,
      sgst: 0,
      igst: 18000,
    });
    const odd = splitInclusive(99, 18, true);
    expect(odd.taxable + odd.cgst + odd.sgst).toBe(99);
  });
});
