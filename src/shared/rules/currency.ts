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
 * An amount to the paisa (a refund, a part's share of a coupon): '₹1,234' when whole,
 * '₹1,234.50' otherwise.
 */
export function formatRupeesPaise(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const sign = rupees < 0 && paise !== 0 ? '-' : '';
  const whole = `₹${groupIndian(Math.floor(paise / 100))}`;
  return paise % 100 === 0
    ? `${sign}${whole}`
    : `${sign}${whole}.${String(paise % 100).padStart(2, '0')}`;
}
