import type { Ari, RatePlanRules, RoomTypeRules } from './availability';
import { effectiveLimits, fitsOccupancy, type Guests } from './occupancy';
import { priceDiscountedNight } from './pricing';
import { datesThrough } from './stay-nights';

// The availability calendar (GET Availability): one entry per day, from ARI rows, for the
// date picker's prices, badges and disabled days. It is public, so promo-only rate plans
// never show in it. "Open" below means: a rate row that is not closed, on a room type with a
// room left that night, whose limits take one adult.

export interface CalendarDay {
  date: string;
  /** Rooms left that night, summed over all room types. */
  availableRooms: number;
  /** Cheapest open nightly rate for one adult, discounted, minor units; null when none. */
  lowestRate: number | null;
  /** Smallest minimum stay among open rates a stay may start with that day; null when none. */
  minimumStay: number | null;
  /** The day has open rates but every one is closed to arrival. */
  closedToArrival: boolean;
  /** The day has public rate rows and every one is closed to departure. */
  closedToDeparture: boolean;
}

const oneAdult: Guests = { adults: 1, children: 0, infants: 0 };

/** What the rate rows of one day add up to. */
interface DayRates {
  lowestRate: number | null;
  minimumStay: number | null;
  openRates: number;
  rows: number;
  rowsClosedToDeparture: number;
}

/**
 * Calendar days from `fromDate` to `toDate`, both included. One pass over the rows (a
 * 36-month calendar is tens of thousands of them), no per-row allocation.
 */
export function calendarDays(range: { fromDate: string; toDate: string }, ari: Ari): CalendarDay[] {
  const roomTypes = new Map<number, RoomTypeRules>(ari.roomTypes.map((roomType) => [roomType.id, roomType]));
  const publicPlans = new Map<number, RatePlanRules>();
  for (const ratePlan of ari.ratePlans)
    if (ratePlan.promoCode === null || ratePlan.promoCode.trim() === '') publicPlans.set(ratePlan.id, ratePlan);

  // Room types that take one adult under each public rate plan: asked once, not once per row.
  const takesOneAdult = new Map<number, Set<number>>();
  for (const ratePlan of publicPlans.values()) {
    const fitting = new Set<number>();
    for (const roomType of ari.roomTypes)
      if (fitsOccupancy(oneAdult, effectiveLimits(roomType, ratePlan))) fitting.add(roomType.id);
    takesOneAdult.set(ratePlan.id, fitting);
  }

  const leftByDate = new Map<string, Map<number, number>>();
  for (const row of ari.inventory) {
    if (!roomTypes.has(row.roomTypeId)) continue;
    let day = leftByDate.get(row.date);
    if (!day) leftByDate.set(row.date, (day = new Map()));
    day.set(row.roomTypeId, Math.max(0, row.total - row.booked));
  }

  const ratesByDate = new Map<string, DayRates>();
  // Rows usually come ordered by date: look the day up once per run of equal dates.
  let currentDate = '';
  let day: DayRates = { lowestRate: null, minimumStay: null, openRates: 0, rows: 0, rowsClosedToDeparture: 0 };
  let left: Map<number, number> | undefined;
  for (const row of ari.rates) {
    const ratePlan = publicPlans.get(row.ratePlanId);
    if (!ratePlan || !roomTypes.has(row.roomTypeId)) continue;
    if (row.date !== currentDate) {
      currentDate = row.date;
      left = leftByDate.get(currentDate);
      const known = ratesByDate.get(currentDate);
      if (known) day = known;
      else
        ratesByDate.set(
          currentDate,
          (day = { lowestRate: null, minimumStay: null, openRates: 0, rows: 0, rowsClosedToDeparture: 0 }),
        );
    }
    day.rows++;
    if (row.closedToDeparture) day.rowsClosedToDeparture++;
    const open =
      !row.closed &&
      (left?.get(row.roomTypeId) ?? 0) > 0 &&
      takesOneAdult.get(ratePlan.id)?.has(row.roomTypeId) === true;
    if (!open) continue;
    day.openRates++;
    const price = priceDiscountedNight(row, oneAdult, ratePlan);
    if (day.lowestRate === null || price < day.lowestRate) day.lowestRate = price;
    if (!row.closedToArrival && (day.minimumStay === null || row.minStay < day.minimumStay))
      day.minimumStay = row.minStay;
  }

  return datesThrough(range.fromDate, range.toDate).map((date): CalendarDay => {
    let availableRooms = 0;
    const left = leftByDate.get(date);
    if (left) for (const rooms of left.values()) availableRooms += rooms;
    const rates = ratesByDate.get(date);
    return {
      date,
      availableRooms,
      lowestRate: rates?.lowestRate ?? null,
      minimumStay: rates?.minimumStay ?? null,
      closedToArrival: rates !== undefined && rates.openRates > 0 && rates.minimumStay === null,
      closedToDeparture: rates !== undefined && rates.rows > 0 && rates.rowsClosedToDeparture === rates.rows,
    };
  });
}

/** A stay can start this day: an open rate that is not closed to arrival. */
export function canArriveOn(day: CalendarDay): boolean {
  return day.lowestRate !== null && day.minimumStay !== null;
}

/** A night of a stay can be had this day for `rooms` rooms: an open rate and enough rooms left. */
export function canStayNight(day: CalendarDay, rooms = 1): boolean {
  return day.lowestRate !== null && day.availableRooms >= rooms;
}

/**
 * Days the date picker disables as arrival days: nothing open, sold out, or closed to
 * arrival. A disabled day may still be picked as the departure day of a stay before it.
 */
export function disabledDays(days: readonly CalendarDay[]): string[] {
  return days.filter((day) => !canArriveOn(day)).map((day) => day.date);
}
