const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: the mod-36 checksum of the first 14. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** A well-formed GSTIN: state code, PAN (5 letters, 4 digits, 1 letter), entity 1, 'Z', checksum. */
export function makeGstin(
  stateCode: string,
  panLetters: string,
  panDigits: string,
  panLast: string,
): string {
  const first14 = `${stateCode}${panLetters}${panDigits}${panLast}1Z`;
  return first14 + gstinCheckChar(first14);
}
