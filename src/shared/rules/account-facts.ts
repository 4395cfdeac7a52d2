/**
 * Facts about an account that the forms and the API both check: one rule each, so the tab never
 * accepts what the server refuses.
 */

/**
 * An Indian mobile number: ten digits, the first 6, 7, 8 or 9 (the national numbering plan's
 * mobile series; numbers starting 0-5 are landlines, trunk prefixes or service numbers, and no
 * SMS reaches them).
 */
export const isIndianMobile = (value: string): boolean => /^[6-9]\d{9}$/.test(value);

/** A PIN as India Post writes them: six digits, the first not 0. */
export const isPinCode = (value: string): boolean => /^[1-9]\d{5}$/.test(value);

/** Every character of a password counts (scrypt hashes them all; bcrypt stopped at 72 bytes). */
export const MIN_PASSWORD_CHARACTERS = 8;
export const MAX_PASSWORD_CHARACTERS = 128;
