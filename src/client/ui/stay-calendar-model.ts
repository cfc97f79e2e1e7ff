import { canStayNight, type CalendarDay } from '../../domain/calendar';
import { addDays, addMonths, nightsBetween } from '../../domain/stay-nights';

// What the stay calendar shows and allows, apart from how it looks: the months, check-in then
// check-out selection, which days can be chosen, and where the arrow keys go. The rules about
// a day (can a stay start or spend a night there) are the domain's; this only applies them.

export interface StayRange {
  checkIn: string | null;
  checkOut: string | null;
}

export interface CalendarRules {
  /** The property's today. */
  today: string;
  /** The last day a stay may start (today + 36 months). */
  lastArrival: string;
  /** The availability calendar by date; null while it loads. */
  days: ReadonlyMap<string, CalendarDay> | null;
  /** Arrival days the picker disables (computed a few seconds after loading); null until then. */
  disabledArrivals: ReadonlySet<string> | null;
  /** Rooms wanted: each night needs this many left. */
  rooms: number;
}

/** A stay may start on this day. */
export function canCheckIn(date: string, rules: CalendarRules): boolean {
  if (date < rules.today || date > rules.lastArrival) return false;
  return !(rules.disabledArrivals?.has(date) ?? false);
}

/** The minimum nights of a stay starting on `checkIn` (the "N night minimum" badge). */
export function minimumNights(checkIn: string, rules: CalendarRules): number {
  return Math.max(1, rules.days?.get(checkIn)?.minimumStay ?? 1);
}

/** The last day a stay starting on `checkIn` can end: it ends at the first night that cannot be had. */
export function latestCheckOut(checkIn: string, rules: CalendarRules): string {
  const limit = addDays(rules.lastArrival, 1);
  const days = rules.days;
  if (!days) return limit;
  for (let date = checkIn; date < limit; date = addDays(date, 1)) {
    const day = days.get(date);
    if (!day || !canStayNight(day, rules.rooms)) return date;
  }
  return limit;
}

/** A stay starting on `checkIn` may end on `date`. */
export function canCheckOut(
  date: string,
  checkIn: string,
  rules: CalendarRules,
  latest = latestCheckOut(checkIn, rules),
): boolean {
  if (date <= checkIn || date > latest) return false;
  if (nightsBetween(checkIn, date) < minimumNights(checkIn, rules)) return false;
  return !(rules.days?.get(date)?.closedToDeparture ?? false);
}

/** The calendar is waiting for the check-out (a check-in is chosen, a check-out is not). */
export function choosingCheckOut(range: StayRange): range is { checkIn: string; checkOut: null } {
  return range.checkIn !== null && range.checkOut === null;
}

/**
 * The range after the guest picks `date`, or null when that day cannot be picked now. The
 * first pick is the check-in; the next, if later and allowed, the check-out; a pick before
 * the check-in, or once both are set, starts again from a new check-in.
 */
export function pickDay(range: StayRange, date: string, rules: CalendarRules): StayRange | null {
  if (choosingCheckOut(range) && date > range.checkIn) {
    if (canCheckOut(date, range.checkIn, rules)) return { checkIn: range.checkIn, checkOut: date };
    // Inside the minimum stay: neither a check-out nor (confusingly) a new check-in.
    if (nightsBetween(range.checkIn, date) < minimumNights(range.checkIn, rules)) return null;
  }
  return canCheckIn(date, rules) ? { checkIn: date, checkOut: null } : null;
}

export type DayRole = 'checkIn' | 'checkOut' | 'inStay' | null;

export interface DayView {
  role: DayRole;
  /** Picking it does something. */
  pickable: boolean;
  /** Why it cannot be picked, for the screen-reader label. */
  unavailableReason: 'past' | 'outsideWindow' | 'noAvailability' | 'minimumStay' | null;
}

/** How one day looks and reads, given the range and the rules (latest: latestCheckOut of the check-in). */
export function viewDay(date: string, range: StayRange, rules: CalendarRules, latest: string | null): DayView {
  const role: DayRole =
    date === range.checkIn
      ? 'checkIn'
      : date === range.checkOut
        ? 'checkOut'
        : range.checkIn && range.checkOut && date > range.checkIn && date < range.checkOut
          ? 'inStay'
          : null;
  if (date < rules.today) return { role, pickable: false, unavailableReason: 'past' };
  if (date > addDays(rules.lastArrival, 1)) return { role, pickable: false, unavailableReason: 'outsideWindow' };
  if (choosingCheckOut(range) && date > range.checkIn) {
    if (canCheckOut(date, range.checkIn, rules, latest ?? undefined))
      return { role, pickable: true, unavailableReason: null };
    if (nightsBetween(range.checkIn, date) < minimumNights(range.checkIn, rules))
      return { role, pickable: false, unavailableReason: 'minimumStay' };
  }
  if (canCheckIn(date, rules)) return { role, pickable: true, unavailableReason: null };
  // The chosen check-out stays as it is, even on a day no stay could start.
  if (role === 'checkOut') return { role, pickable: false, unavailableReason: null };
  return { role, pickable: false, unavailableReason: date > rules.lastArrival ? 'outsideWindow' : 'noAvailability' };
}

export interface CalendarMonth {
  /** 'YYYY-MM' */
  key: string;
  /** Weeks Monday to Sunday; null pads the days of other months. */
  weeks: (string | null)[][];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month grid of 'YYYY-MM': whole weeks, Monday first. */
export function monthGrid(key: string): CalendarMonth {
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(`${key}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { key, weeks };
}

/** 'YYYY-MM' of every month from `first`'s to `last`'s, both included. */
export function monthKeys(first: string, last: string): string[] {
  const keys: string[] = [];
  for (let date = `${first.slice(0, 7)}-01`; date.slice(0, 7) <= last.slice(0, 7); date = addMonths(date, 1))
    keys.push(date.slice(0, 7));
  return keys;
}

/** The months the calendar shows: today's month to the month of the last possible check-out. */
export function calendarMonthKeys(rules: Pick<CalendarRules, 'today' | 'lastArrival'>): string[] {
  return monthKeys(rules.today, addDays(rules.lastArrival, 1));
}

/**
 * Where a key moves the focus in the grid (the date-picker keys of WAI-ARIA APG): arrows by a
 * day or a week, Home/End to the week's start or end, Page Up/Down by a month (with Shift, a
 * year). Null for any other key. The result is kept within [min, max].
 */
export function moveFocus(date: string, key: string, shiftKey: boolean, min: string, max: string): string | null {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  let next: string;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'Home':
      next = addDays(date, -weekday);
      break;
    case 'End':
      next = addDays(date, 6 - weekday);
      break;
    case 'PageUp':
      next = addMonths(date, shiftKey ? -12 : -1);
      break;
    case 'PageDown':
      next = addMonths(date, shiftKey ? 12 : 1);
      break;
    default:
      return null;
  }
  return next < min ? min : next > max ? max : next;
}
