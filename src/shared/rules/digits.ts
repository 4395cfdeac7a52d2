/** Keeps the digits of what was typed or pasted, at most `max` of them. */
export const digitsUpTo = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A 10-digit mobile number from what was typed or pasted. A pasted '+91 98765 43210' loses its
 * country code and '098765 43210' its trunk zero (no Indian mobile starts with 0); otherwise an
 * eleventh digit typed is ignored, as a length limit would.
 */
export function mobileDigits(value: string): string {
  const written = value.trim();
  let digits = value.replace(/\D/g, '');
  if (written.startsWith('+91')) digits = digits.slice(2);
  else if (written.startsWith('0')) digits = digits.replace(/^0+/, '');
  return digits.slice(0, 10);
}
