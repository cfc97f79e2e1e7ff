// Night arithmetic on stay dates ('YYYY-MM-DD' calendar dates). A stay [dateFrom, dateTo)
// occupies the nights dateFrom .. dateTo - 1 day; dateTo is the departure day.
// Dates are turned into whole UTC days, so the machine's time zone never shifts them.

const dayMs = 86_400_000;
const stayDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD' ('2024-02-29' yes, '2023-02-29' and '2024-1-1' no). */
export function isStayDate(value: string): boolean {
  return stayDatePattern.test(value) && fromDayNumber(toDayNumber(value)) === value;
}

function toDayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / dayMs;
}

function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * dayMs).toISOString().slice(0, 10);
}

/** '2026-03-28' + 2 -> '2026-03-30'; negative days go back. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * Same day of the month `months` later, clamped to the month's last day
 * ('2026-01-31' + 1 month -> '2026-02-28'), as a guest reads "36 months ahead".
 */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday: the day of the week a calendar date falls on, anywhere. */
export function weekdayOf(date: string): number {
  return new Date(toDayNumber(date) * dayMs).getUTCDay();
}

/** Nights of a stay: 0 when dateTo is not after dateFrom. */
export function nightsBetween(dateFrom: string, dateTo: string): number {
  return Math.max(0, toDayNumber(dateTo) - toDayNumber(dateFrom));
}

/** Signed whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFromTo(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The nights of [dateFrom, dateTo), in order: the dates whose rates and rooms the stay uses. */
export function stayNights(dateFrom: string, dateTo: string): string[] {
  const first = toDayNumber(dateFrom);
  const count = nightsBetween(dateFrom, dateTo);
  const nights: string[] = [];
  for (let i = 0; i < count; i++) nights.push(fromDayNumber(first + i));
  return nights;
}

/** Every date from `from` to `to`, both included (calendar ranges). */
export function datesThrough(from: string, to: string): string[] {
  return stayNights(from, addDays(to, 1));
}
