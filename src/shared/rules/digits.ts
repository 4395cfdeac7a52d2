/** Keeps the digits of what was typed or pasted, at most `max` of them. */
export const digitsUpTo = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A 10-digit mobile number from what was typed or pasted: a pasted '+91 98765 43210' or
 * '098765 43210' keeps its last ten digits rather than its first.
 */
export function mobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}
