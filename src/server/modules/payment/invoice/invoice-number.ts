/** India's financial year runs from April to March: 21 Nov 2026 is in '2026-27'. */
export function financialYear(date: Date): string {
  // Invoices are dated in India's time zone.
  const ist = new Date(date.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST rule 46: at most 16 characters, consecutive within the year: 'INV26-27/000042'. */
export function invoiceNumber(fy: string, n: number): string {
  return `INV${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/**
 * A credit note's number: the seller's second series, kept apart from its invoices' and
 * consecutive within the year in the same way (GST rule 53): 'CN26-27/000007'.
 */
export function creditNoteNumber(fy: string, n: number): string {
  return `CN${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}
