import { nightsBetween } from './stay-nights';

// Stay dates ('YYYY-MM-DD') as a guest reads them in the search form and the date picker, in
// en-GB, the default locale. Written out by hand rather than with Intl: browsers disagree on
// commas in long dates, and screen-reader labels should be the same everywhere
// (docs/decisions/0003-hand-written-en-gb-formats.md).

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
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
];

function parts(date: string): { year: number; month: number; day: number; weekday: number } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "Sat 12 Dec" */
export function shortDateText(date: string): string {
  const { month, day, weekday } = parts(date);
  return `${weekdays[weekday]!.slice(0, 3)} ${day} ${months[month - 1]!.slice(0, 3)}`;
}

/** "Saturday 12 December 2026" */
export function longDateText(date: string): string {
  const { year, month, day, weekday } = parts(date);
  return `${weekdays[weekday]} ${day} ${months[month - 1]} ${year}`;
}

/** "December 2026" for '2026-12' (or any date in that month). */
export function monthText(yearMonth: string): string {
  return `${months[Number(yearMonth.slice(5, 7)) - 1]} ${yearMonth.slice(0, 4)}`;
}

/** Monday-first weekday names: [['Mon', 'Monday'], ...]. */
export const weekdayNames: ReadonlyArray<readonly [short: string, long: string]> = [1, 2, 3, 4, 5, 6, 0].map(
  (i) => [weekdays[i]!.slice(0, 2), weekdays[i]!] as const,
);

/** "1 night", "3 nights" */
export function nightsText(nights: number): string {
  return nights === 1 ? '1 night' : `${nights} nights`;
}

/**
 * The status line over a stay calendar: what to pick next, or the stay picked
 * ("Saturday 12 December 2026 to Monday 14 December 2026, 2 nights.").
 */
export function stayPickText(
  range: { checkIn: string | null; checkOut: string | null },
  askCheckIn = 'Choose your check-in date.',
): string {
  if (range.checkIn === null) return askCheckIn;
  if (range.checkOut === null) return `Check-in ${longDateText(range.checkIn)}. Now choose your check-out date.`;
  return `${longDateText(range.checkIn)} to ${longDateText(range.checkOut)}, ${nightsText(nightsBetween(range.checkIn, range.checkOut))}.`;
}
