import type { WeekdayName } from '../contract/property-definition';
import { toMinorUnits } from './money';
import { lastArrivalDate } from './search-request';
import { datesThrough, daysFromTo, weekdayOf } from './stay-nights';

// The one rule for changing rates, availability and restrictions over dated ranges: which
// nights a dated change covers (From..To inclusive, on chosen weekdays), what a night may hold
// (stay limits, rates not below zero, rooms to sell not below rooms booked), and what a change
// does to a night. The property definition file's overrides expand through it, and so do the
// console's grid and the ARI API.

const weekdayByNumber: readonly WeekdayName[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Mon'..'Sun' of a date, as the definition file names weekdays. */
export const weekdayNameOf = (date: string): WeekdayName => weekdayByNumber[weekdayOf(date)]!;

/** Monday first, as the console lists them. Here, not imported from the contract, so the console's code carries no schema library. */
export const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const satisfies readonly WeekdayName[];

/** A dated range as the definition file and the ARI API give it: nights From..To on Weekdays. */
export interface DatedRange {
  From: string;
  To: string;
  /** Absent: every weekday. */
  Weekdays?: readonly WeekdayName[] | undefined;
}

/** Whether a dated range covers a night. */
export function coversNight(range: DatedRange, date: string, weekday: WeekdayName = weekdayNameOf(date)): boolean {
  return range.From <= date && date <= range.To && (!range.Weekdays || range.Weekdays.includes(weekday));
}

/** The nights a dated range covers, in order. */
export function nightsCovered(range: DatedRange): string[] {
  if (range.To < range.From) return [];
  return datesThrough(range.From, range.To).filter((date) => coversNight(range, date));
}

/**
 * The nights a dated range covers, as days after `origin` (0: the origin itself), in order: the
 * same nights as nightsCovered, for walking a row of nights kept by day without a date each (a
 * year of changes for every room type and plan in one go).
 */
export function nightOffsetsCovered(range: DatedRange, origin: string): number[] {
  if (range.To < range.From) return [];
  const first = daysFromTo(origin, range.From);
  const count = daysFromTo(range.From, range.To) + 1;
  const firstWeekday = weekdayOf(range.From);
  const offsets: number[] = [];
  for (let i = 0; i < count; i++)
    if (!range.Weekdays || range.Weekdays.includes(weekdayByNumber[(firstWeekday + i) % 7]!)) offsets.push(first + i);
  return offsets;
}

/** Whether a dated range covers any night at all (a week of it says). */
function coversAnyNight(range: DatedRange): boolean {
  if (range.To < range.From) return false;
  if (!range.Weekdays) return true;
  const firstWeekday = weekdayOf(range.From);
  const days = Math.min(7, daysFromTo(range.From, range.To) + 1);
  for (let i = 0; i < days; i++) if (range.Weekdays.includes(weekdayByNumber[(firstWeekday + i) % 7]!)) return true;
  return false;
}

/** Why a night's stay limits cannot stand, or undefined when they can. */
export function stayLimitsProblem(minStay: number, maxStay: number | null): string | undefined {
  if (maxStay !== null && maxStay < minStay)
    return `The maximum stay (${maxStay}) is below the minimum stay of ${minStay} nights.`;
  return undefined;
}

/** The nights whose rooms to sell would fall below the rooms already booked. */
export function nightsBelowBooked<T extends { date: string; booked: number }>(
  nights: readonly T[],
  roomsToSell: (night: T) => number,
): T[] {
  return nights.filter((night) => roomsToSell(night) < night.booked);
}

/** "24 Dec: 3 booked, 25 Dec: 2 booked" for a refusal. */
export function bookedNightsText(nights: readonly { date: string; booked: number }[]): string {
  return nights.map((n) => `${n.date}: ${n.booked} booked`).join(', ');
}

/** One change to rates, availability or restrictions, as the console and the ARI API send it. */
export interface AriChange extends DatedRange {
  RoomTypeId: number;
  /** Absent: the change is to the room type (rooms to sell, stop sale). */
  RatePlanId?: number | undefined;
  Rooms?: number | undefined;
  Closed?: boolean | undefined;
  /** Major units of the property's currency, as the definition file gives rates. */
  Rate?: number | undefined;
  MinStay?: number | undefined;
  /** null removes the maximum. */
  MaxStay?: number | null | undefined;
  ClosedToArrival?: boolean | undefined;
  ClosedToDeparture?: boolean | undefined;
}

const ratePlanFields = ['Rate', 'MinStay', 'MaxStay', 'ClosedToArrival', 'ClosedToDeparture'] as const;

/** Field -> messages; empty when the change can be applied to the property's nights. */
export type ChangeProblems = Record<string, string[]>;

/**
 * What is wrong with a change before any night is read: its range, the property's selling
 * window (today to 36 months ahead), and fields that need (or refuse) a rate plan.
 */
export function ariChangeProblems(change: AriChange, today: string): ChangeProblems {
  const problems: ChangeProblems = {};
  const add = (field: string, message: string) => void (problems[field] ??= []).push(message);
  const last = lastArrivalDate(today);
  if (change.To < change.From) add('To', 'The last night must not be before the first night.');
  if (change.From < today) add('From', `Nights before today (${today}) cannot be changed.`);
  if (change.To > last) add('To', `Nights can be changed up to ${last}, 36 months ahead.`);
  if (change.Weekdays?.length === 0) add('Weekdays', 'Please choose at least one weekday.');
  else if (change.To >= change.From && !coversAnyNight(change))
    add('Weekdays', 'None of the chosen weekdays falls between the first and last night.');

  const sets = (field: keyof AriChange) => change[field] !== undefined;
  if (![...ratePlanFields, 'Rooms', 'Closed'].some((f) => sets(f as keyof AriChange)))
    add('Items', 'Nothing to change: give rooms, a rate, a restriction or closed.');
  if (change.RatePlanId === undefined) {
    for (const field of ratePlanFields) if (sets(field)) add(field, `${field} needs a rate plan.`);
  } else if (sets('Rooms')) add('Rooms', 'Rooms to sell belong to the room type: leave out the rate plan.');
  if (change.Rooms !== undefined && (!Number.isInteger(change.Rooms) || change.Rooms < 0))
    add('Rooms', 'Rooms to sell must be a whole number, 0 or more.');
  if (change.Rate !== undefined && !(change.Rate >= 0)) add('Rate', 'The rate must not be below zero.');
  if (change.MinStay !== undefined && !(Number.isInteger(change.MinStay) && change.MinStay >= 1))
    add('MinStay', 'The minimum stay must be a whole number of nights, 1 or more.');
  if (change.MaxStay != null && !(Number.isInteger(change.MaxStay) && change.MaxStay >= 1))
    add('MaxStay', 'The maximum stay must be a whole number of nights, 1 or more.');
  return problems;
}

/** A rate plan's night of a room type: its base rate (minor units) and restrictions. */
export interface RateNight {
  date: string;
  baseRate: number;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number;
  maxStay: number | null;
}

/** A room type's night: rooms to sell, rooms booked, and whether its sale is stopped. */
export interface InventoryNight {
  date: string;
  total: number;
  booked: number;
  stopSell: boolean;
}

/** The rate night as the change leaves it. */
export function changedRateNight(night: RateNight, change: AriChange, currency: string): RateNight {
  return {
    date: night.date,
    baseRate: change.Rate === undefined ? night.baseRate : toMinorUnits(change.Rate, currency),
    closed: change.Closed ?? night.closed,
    closedToArrival: change.ClosedToArrival ?? night.closedToArrival,
    closedToDeparture: change.ClosedToDeparture ?? night.closedToDeparture,
    minStay: change.MinStay ?? night.minStay,
    maxStay: change.MaxStay === undefined ? night.maxStay : change.MaxStay,
  };
}

/** The room type's night as the change leaves it. */
export function changedInventoryNight(night: InventoryNight, change: AriChange): InventoryNight {
  return {
    date: night.date,
    total: change.Rooms ?? night.total,
    booked: night.booked,
    stopSell: change.Closed ?? night.stopSell,
  };
}

/** The first problem of the changed rate nights, as one sentence naming the night. */
export function rateNightsProblem(nights: readonly RateNight[]): string | undefined {
  for (const night of nights) {
    const problem = stayLimitsProblem(night.minStay, night.maxStay);
    if (problem) return `${night.date}: ${problem}`;
  }
  return undefined;
}
