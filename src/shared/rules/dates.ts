/**
 * The shop's dates and times as en-IN writes them, in the device's own time zone. Written out
 * rather than with toLocale*String: each of those calls builds a formatter, and a list of
 * reviews or messages built one per row on every render of a page a shopper is opening.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** en-IN's short months: four letters for September. */
const shortMonth = (d: Date) => (d.getMonth() === 8 ? 'Sept' : MONTHS[d.getMonth()]!.slice(0, 3));

/** '5/1/2026' (day/month/year), as toLocaleDateString('en-IN') and ('hi-IN') both write it. */
export function dayMonthYear(at: Date): string {
  return `${at.getDate()}/${at.getMonth() + 1}/${at.getFullYear()}`;
}

/** '5 January 2026'. */
export function longDate(at: Date): string {
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}`;
}

/** 'Mon, 5 Jan', 'Tue, 1 Sept'. */
export function weekdayDate(at: Date): string {
  return `${WEEKDAYS[at.getDay()]}, ${at.getDate()} ${shortMonth(at)}`;
}

/** '2:05 pm', '12:05 am'. */
export function clockTime(at: Date): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
