import { canArriveOn, canStayNight, type CalendarDay } from './calendar';
import { formatStayDate } from './stay-dates';
import { addDays } from './stay-nights';

// Alternative stays (docs/product.md, booking flow): when the wanted dates do not work, up to 10
// nearby stays that do, judged from the availability calendar alone so the client can
// regenerate them as the guest changes dates, without a call.
//
// Candidates, nearest first. A stay moved by d days and a stay d nights shorter or longer
// (same arrival) are both "d away"; at each distance d = 1, 2, ...:
//   1. same length, arriving d days earlier, then d days later (up to 14 days);
//   2. same arrival, d nights shorter, then d nights longer (up to 7 nights, at least 1 night).
// A candidate counts when its arrival day is open for arrival and its minimum stay is met,
// every night has an open rate and at least `rooms` rooms left, and the departure day is not
// closed to departure. Being calendar-level (any room type, any public rate, one adult), an
// alternative is a suggestion to search, not a promise; the search then applies the full rule.

export interface WantedStay {
  dateFrom: string;
  nights: number;
  /** Rooms wanted: each night needs at least this many rooms left. */
  rooms: number;
}

export interface AlternativeStay {
  fromDate: string;
  toDate: string;
  numberOfNights: number;
  /** Sum of the calendar's lowest nightly rates x rooms (same units as the calendar). */
  totalCost: number;
  /** "3 nights" */
  nightsText: string;
  /** "Fri 3rd Apr 2026 – Mon 6th Apr 2026" */
  datesText: string;
}

export interface AlternativeLimits {
  /** No arrival before this date (the property's today). */
  earliestDate?: string;
  maxShiftDays?: number;
  maxLengthChange?: number;
  limit?: number;
}

export const maxAlternativeStays = 10;

export function alternativeStays(
  wanted: WantedStay,
  days: readonly CalendarDay[],
  limits: AlternativeLimits = {},
): AlternativeStay[] {
  const { earliestDate, maxShiftDays = 14, maxLengthChange = 7, limit = maxAlternativeStays } = limits;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const out: AlternativeStay[] = [];

  const consider = (fromDate: string, nights: number) => {
    if (out.length >= limit || nights < 1) return;
    if (earliestDate !== undefined && fromDate < earliestDate) return;
    const totalCost = stayCost(byDate, fromDate, nights, wanted.rooms);
    if (totalCost === null) return;
    const toDate = addDays(fromDate, nights);
    out.push({
      fromDate,
      toDate,
      numberOfNights: nights,
      totalCost,
      nightsText: nights === 1 ? '1 night' : `${nights} nights`,
      datesText: `${formatStayDate(fromDate)} – ${formatStayDate(toDate)}`,
    });
  };

  for (let distance = 1; distance <= Math.max(maxShiftDays, maxLengthChange) && out.length < limit; distance++) {
    if (distance <= maxShiftDays) {
      consider(addDays(wanted.dateFrom, -distance), wanted.nights);
      consider(addDays(wanted.dateFrom, distance), wanted.nights);
    }
    if (distance <= maxLengthChange) {
      consider(wanted.dateFrom, wanted.nights - distance);
      consider(wanted.dateFrom, wanted.nights + distance);
    }
  }
  return out;
}

/** The stay's cost from the calendar, or null when the calendar says it cannot be booked. */
function stayCost(
  byDate: ReadonlyMap<string, CalendarDay>,
  fromDate: string,
  nights: number,
  rooms: number,
): number | null {
  const arrival = byDate.get(fromDate);
  if (!arrival || !canArriveOn(arrival) || (arrival.minimumStay ?? Number.POSITIVE_INFINITY) > nights) return null;
  let total = 0;
  for (let i = 0; i < nights; i++) {
    const night = byDate.get(addDays(fromDate, i));
    if (!night || !canStayNight(night, rooms)) return null;
    total += night.lowestRate! * rooms;
  }
  if (byDate.get(addDays(fromDate, nights))?.closedToDeparture) return null;
  return total;
}
