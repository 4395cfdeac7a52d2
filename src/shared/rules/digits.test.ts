import { describe, expect, it } from 'vitest';
import { digitsUpTo, mobileDigits } from './digits';

describe('digit fields', () => {
  it('drops letters and spaces from a PIN code and stops at its length', () => {
    expect(digitsUpTo('56a 00-12x9', 6)).toBe('560012');
    expect(digitsUpTo('abc', 6)).toBe('');
  });

  it('keeps the national number of a pasted mobile with its country code or trunk zero', () => {
    expect(mobileDigits('98765x43210')).toBe('9876543210');
    expect(mobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileDigits('098765 43210')).toBe('9876543210');
    expect(mobileDigits('98765')).toBe('98765');
    // An eleventh digit typed at the end is not taken.
    expect(mobileDigits('98765432101')).toBe('9876543210');
  });
});
