const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping: 123456 -> '1,23,456'. */
export function groupIndian(rupees: number): string {
  return grouping.format(rupees);
}

/** Prices everywhere but suggestions: '₹1,23,456'. */
export function formatRupees(rupees: number): string {
  return `₹${groupIndian(rupees)}`;
}

/** Prices in search suggestions: 'Rs. 1,23,456'. */
export function formatRs(rupees: number): string {
  return `Rs. ${groupIndian(rupees)}`;
}
