import { describe, expect, it } from 'vitest';
import { login, mobileAuth } from '../api/auth';
import { addressFields } from '../api/address';
import { getPincode } from '../api/pincode';
import { isIndianMobile, isPinCode, MAX_PASSWORD_CHARACTERS } from './account-facts';

describe('one rule per account fact', () => {
  it('a mobile number is ten digits starting 6-9, for the login and the address alike', () => {
    for (const [mobile, valid] of [
      ['9876543210', true],
      ['6000000000', true],
      ['5876543210', false],
      ['1234567890', false],
      ['987654321', false],
      ['98765432101', false],
    ] as const) {
      expect(isIndianMobile(mobile)).toBe(valid);
      expect(mobileAuth.body!.safeParse({ step: 'send_otp', mobile }).success).toBe(valid);
      const address = addressFields.shape.phonenumber.safeParse(mobile);
      expect(address.success).toBe(valid);
    }
  });

  it('a PIN is six digits not starting with 0, for the address and the PIN directory alike', () => {
    for (const [pin, valid] of [
      ['400001', true],
      ['110001', true],
      ['012345', false],
      ['40001', false],
      ['4000011', false],
      ['40000a', false],
    ] as const) {
      expect(isPinCode(pin)).toBe(valid);
      expect(addressFields.shape.pincode.safeParse(pin).success).toBe(valid);
      expect(getPincode.params!.safeParse({ pincode: pin }).success).toBe(valid);
    }
  });

  it('a password may have as many characters as the rule says, and no more', () => {
    const at = 'p'.repeat(MAX_PASSWORD_CHARACTERS);
    expect(login.body!.safeParse({ email: 'a@example.in', password: at }).success).toBe(true);
    expect(login.body!.safeParse({ email: 'a@example.in', password: `${at}p` }).success).toBe(
      false,
    );
  });
});
