/** Standard delivery takes 5-7 business days (shipping policy); Saturdays and Sundays do not count. */
export const DELIVERY_BUSINESS_DAYS = { earliest: 5, latest: 7 } as const;

export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setDate(d.getDate() + 1);
    const weekday = d.getDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d;
}

export function expectedDelivery(from: Date): { earliest: Date; latest: Date } {
  return {
    earliest: addBusinessDays(from, DELIVERY_BUSINESS_DAYS.earliest),
    latest: addBusinessDays(from, DELIVERY_BUSINESS_DAYS.latest),
  };
}
