/**
 * Indian digit grouping: 123456 -> '1,23,456' (whole rupees, halves rounded away from zero).
 * Written out rather than with Intl.NumberFormat('en-IN'), whose first use loads locale data:
 * on a mid-tier phone that cost every page about 35 ms of start-up before anything was shown.
 */
export function groupIndian(rupees: number): string {
  const whole = Math.round(Math.abs(rupees));
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return rupees < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** Prices everywhere, search suggestions included: '₹1,23,456'. */
export function formatRupees(rupees: number): string {
  return `₹${groupIndian(rupees)}`;
}

/**
 * Money owed back, to the paisa: '₹1,449.50', and '₹1,450' when it is whole rupees. A refund
 * is a coupon's share away from whole rupees; rounding it would show a figure never paid.
 */
export function formatRupeesExact(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  const sign = rupees < 0 && paise !== 0 ? '-' : '';
  return `${sign}₹${groupIndian(whole)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
