/**
 * GST rates by HSN heading, as set by the GST Council's rationalisation of 22 September 2025
 * (slabs of 5% and 18%, and 3% for jewellery, which it kept). Clothing (chapters 61-63) and footwear (64) are 5% up to Rs. 2,500 a
 * piece and 18% above. A heading not listed is 18%, the standard rate. The seller remains
 * responsible for the rate on their invoice; this table covers the catalogue's headings.
 */
const FIVE_PERCENT = new Set([
  '3305',
  '3401',
  '3924',
  // Woven fabrics: of silk, of synthetic filament (georgette, chiffon), of cotton.
  '5007',
  '5407',
  '5208',
  '6912',
  // Frames and mountings for spectacles.
  '9003',
  '7323',
  '9503',
]);
const PIECE_THRESHOLD_RUPEES = 2500;
/** Jewellery, precious (7113) and imitation (7117), keeps its own 3% slab. */
const THREE_PERCENT = new Set(['7113', '7117']);

export function gstRate(hsn: string, unitPriceRupees: number): number {
  const chapter = hsn.slice(0, 2);
  if (['61', '62', '63', '64'].includes(chapter))
    return unitPriceRupees <= PIECE_THRESHOLD_RUPEES ? 5 : 18;
  if (THREE_PERCENT.has(hsn.slice(0, 4))) return 3;
  return FIVE_PERCENT.has(hsn.slice(0, 4)) ? 5 : 18;
}

/** Shipping is a goods transport service (SAC 996812) at 18%. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_RATE = 18;

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Splits a tax-inclusive amount (paise) into its taxable value and tax: CGST + SGST (half each)
 * when seller and place of supply are in the same state, IGST otherwise.
 */
export function splitInclusive(paise: number, rate: number, sameState: boolean): TaxSplit {
  const taxable = Math.round((paise * 100) / (100 + rate));
  const tax = paise - taxable;
  if (!sameState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}
