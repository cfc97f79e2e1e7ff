import type { Ari, RatePlanRules, RoomTypeRules } from './availability';
import { effectiveLimits, fitsOccupancy, type Guests } from './occupancy';
import type { PricesShown } from '../contract/property-definition';
import { priceDiscountedNight } from './pricing';
import { datesThrough } from './stay-nights';
import { changesHeadline, headlineOfNight, type TaxRule } from './taxes';

// The availability calendar (GET Availability): one entry per day, from ARI rows, for the
// date picker's prices, badges and disabled days. It is public, so promo-only rate plans
// never show in it. "Open" below means: a rate row that is not closed, on a room type with a
// room left that night, whose limits take one adult.

export interface CalendarDay {
  date: string;
  /** Rooms left that night, summed over all room types. */
  availableRooms: number;
  /**
   * Cheapest open nightly rate for one adult, discounted, minor units, as the property shows
   * prices (its headline: AllIn with every tax and fee, BeforeTaxes with the fees but not the
   * government taxes added on top); null when none.
   */
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
  /** With taxes that move headlines: each public rate plan's lowest price as sold, by plan index. */
  soldByPlan: number[] | null;
}

/** The property's taxes and how it shows prices; left out, prices are shown as sold. */
export interface CalendarHeadline {
  rules: readonly TaxRule[];
  shown: PricesShown;
}

/**
 * Calendar days from `fromDate` to `toDate`, both included. One pass over the rows (a
 * 36-month calendar is tens of thousands of them), no per-row allocation. A night's price is
 * its headline (headlineOfNight); taxes that cannot change one (none, or all included) cost
 * nothing. A headline never falls as the price rises (each line is a fixed amount or a
 * percentage rounded half up), so a day's lowest headline is that of some rate plan's lowest
 * price: one headline per rate plan and day, not one per row.
 */
export function calendarDays(
  range: { fromDate: string; toDate: string },
  ari: Ari,
  headline?: CalendarHeadline,
): CalendarDay[] {
  const rules = headline?.rules ?? [];
  const shown = headline?.shown ?? 'AllIn';
  const taxed = changesHeadline(rules, shown);
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

  const planIndex = new Map<number, number>();
  const planCodes: string[] = [];
  if (taxed) {
    for (const ratePlan of publicPlans.values()) {
      planIndex.set(ratePlan.id, planCodes.length);
      planCodes.push(ratePlan.code);
    }
  }
  const newDay = (): DayRates => ({
    lowestRate: null,
    minimumStay: null,
    openRates: 0,
    rows: 0,
    rowsClosedToDeparture: 0,
    soldByPlan: taxed ? new Array<number>(planCodes.length).fill(Number.POSITIVE_INFINITY) : null,
  });
  const lowestHeadline = (soldByPlan: readonly number[], date: string): number | null => {
    let lowest: number | null = null;
    soldByPlan.forEach((sold, i) => {
      if (sold === Number.POSITIVE_INFINITY) return;
      const price = headlineOfNight(sold, date, planCodes[i]!, oneAdult, rules, shown);
      if (lowest === null || price < lowest) lowest = price;
    });
    return lowest;
  };

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
  let day: DayRates = newDay();
  let left: Map<number, number> | undefined;
  for (const row of ari.rates) {
    const ratePlan = publicPlans.get(row.ratePlanId);
    if (!ratePlan || !roomTypes.has(row.roomTypeId)) continue;
    if (row.date !== currentDate) {
      currentDate = row.date;
      left = leftByDate.get(currentDate);
      const known = ratesByDate.get(currentDate);
      if (known) day = known;
      else ratesByDate.set(currentDate, (day = newDay()));
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
    if (day.soldByPlan) {
      const i = planIndex.get(ratePlan.id)!;
      if (price < day.soldByPlan[i]!) day.soldByPlan[i] = price;
    } else if (day.lowestRate === null || price < day.lowestRate) day.lowestRate = price;
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
      lowestRate: !rates ? null : rates.soldByPlan ? lowestHeadline(rates.soldByPlan, date) : rates.lowestRate,
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
