import type { RestaurantOpeningPeriod, RestaurantPromotion } from '../contract/property-definition';
import { emailRequiredMessage, isValidEmail, isValidPhone, phoneRequiredMessage } from './booker';
import type { PropertyLocalTime } from './same-day';
import { addMonths, isStayDate, weekdayOf } from './stay-nights';

// Restaurant table booking rules both sides use: the time slots a restaurant offers on a day
// (from its opening periods, with leave times and promotions), which of them have passed at
// the property, and what a table booking must contain (docs/product.md, rules) with its messages.
//
// Times are 'HH:mm' on the property's wall clock. An opening period offers a slot every
// SlotIntervalMinutes from From up to, not including, To: To is when the restaurant stops
// seating (From 18:00 To 21:30 every 30 minutes: 18:00 ... 21:00). A promotion covers the
// slots from its From up to, not including, its To ("before 7pm" is To 19:00).

export interface RestaurantSchedule {
  openingPeriods: readonly RestaurantOpeningPeriod[];
  promotions: readonly RestaurantPromotion[];
  slotIntervalMinutes: number;
  /** How long the table is held when a leave time applies. */
  sittingMinutes: number;
}

export interface RestaurantSlot {
  time: string;
  isLeaveTimeRequired: boolean;
  /** When the table is wanted back ('HH:mm'), only when a leave time is required. */
  leaveTime: string | null;
  promotions: { Id: number; Name: string; Description: string }[];
}

const minutesPerDay = 24 * 60;

/** '18:30' -> 1110 */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 1110 -> '18:30' (wraps past midnight). */
export function timeOfMinutes(minutes: number): string {
  const m = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Every slot the restaurant offers on `date`, in time order (bookings not considered). */
export function restaurantSlotsOn(schedule: RestaurantSchedule, date: string): RestaurantSlot[] {
  const weekday = weekdayOf(date);
  const interval = Math.max(5, schedule.slotIntervalMinutes);
  const slots = new Map<number, RestaurantSlot>();
  for (const period of schedule.openingPeriods) {
    if (!period.Weekdays.includes(weekday)) continue;
    const from = minutesOfTime(period.From);
    const to = minutesOfTime(period.To);
    // A period running past midnight seats until midnight on this date.
    const end = to > from ? to : minutesPerDay;
    for (let at = from; at < end; at += interval) {
      const existing = slots.get(at);
      // Overlapping periods: a leave time applies if either period asks for one.
      const isLeaveTimeRequired = period.IsLeaveTimeRequired || (existing?.isLeaveTimeRequired ?? false);
      slots.set(at, {
        time: timeOfMinutes(at),
        isLeaveTimeRequired,
        leaveTime: isLeaveTimeRequired ? timeOfMinutes(at + schedule.sittingMinutes) : null,
        promotions: promotionsAt(schedule.promotions, weekday, at),
      });
    }
  }
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

function promotionsAt(
  promotions: readonly RestaurantPromotion[],
  weekday: number,
  at: number,
): RestaurantSlot['promotions'] {
  return promotions
    .filter(
      (promotion) =>
        promotion.Weekdays.includes(weekday) && minutesOfTime(promotion.From) <= at && at < minutesOfTime(promotion.To),
    )
    .map((promotion) => ({ Id: promotion.Id, Name: promotion.Name, Description: promotion.Description }));
}

/** A slot at or before the property's current minute has passed: it is not offered. */
export function isSlotPast(date: string, time: string, now: PropertyLocalTime): boolean {
  if (date !== now.date) return date < now.date;
  return minutesOfTime(time) <= now.hour * 60 + now.minute;
}

/** Tables can be booked from today up to this many months ahead. */
export const tableBookingWindowMonths = 12;

export function lastTableBookingDate(today: string): string {
  return addMonths(today, tableBookingWindowMonths);
}

export const tableBookingMessages = {
  email: emailRequiredMessage,
  contactNumber: phoneRequiredMessage,
  contactNumberHint: 'Include the international dialling code, e.g. +44 or 0044.',
  identifier: 'Please give the reference of your stay or your email address.',
  restaurant: 'Please choose a restaurant.',
  partySize: (min: number, max: number) => `Please choose a party size from ${min} to ${max}.`,
  date: 'Please choose a date.',
  datePast: 'Please choose a date from today onwards.',
  dateTooFar: `Tables can be booked up to ${tableBookingWindowMonths} months ahead.`,
  time: 'Please choose a time.',
  timeNotOffered: 'Please choose one of the times offered.',
  timePast: 'That time has passed. Please choose a later time.',
  promotion: 'That promotion is not available at this time.',
  /** docs/product.md, errors and notices: the default when a table booking fails. */
  failed: 'Failed to create booking',
  /** docs/product.md, errors and notices: the success notice, shown with the booking reference. */
  created: 'Table booking created.',
} as const;

/** "1 guest", "4 guests" */
export function partySizeText(partySize: number): string {
  return partySize === 1 ? '1 guest' : `${partySize} guests`;
}

export interface TableBookingInput {
  restaurantId: number | null | undefined;
  partySize: number | null | undefined;
  visitDate: string;
  visitTime: string;
  email: string;
  contactNumber: string;
  identifier: string;
  promotionId: number | null;
}

export interface TableBookingRules {
  /** Null when the restaurant is not one of the property's. */
  restaurant: (RestaurantSchedule & { minOnlinePartySize: number; maxOnlinePartySize: number }) | null;
  /** The property's wall clock now. */
  now: PropertyLocalTime;
}

/** Field (as Create names it) -> messages; empty when the booking may go ahead. */
export function validateTableBooking(input: TableBookingInput, rules: TableBookingRules): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const { restaurant, now } = rules;

  if (!isValidPhone(input.contactNumber)) add('ContactNumber', tableBookingMessages.contactNumber);
  if (!isValidEmail(input.email)) add('Email', tableBookingMessages.email);
  if (input.identifier.trim() === '') add('Identifier', tableBookingMessages.identifier);
  if (!restaurant) add('RestaurantId', tableBookingMessages.restaurant);

  const partySize = input.partySize ?? 0;
  if (restaurant && (partySize < restaurant.minOnlinePartySize || partySize > restaurant.maxOnlinePartySize)) {
    add('PartySize', tableBookingMessages.partySize(restaurant.minOnlinePartySize, restaurant.maxOnlinePartySize));
  }

  const dateProblem = visitDateProblem(input.visitDate, now.date);
  if (dateProblem) add('VisitDate', dateProblem);

  if (input.visitTime === '') add('VisitTime', tableBookingMessages.time);
  else if (restaurant && !dateProblem) {
    const slot = restaurantSlotsOn(restaurant, input.visitDate).find((s) => s.time === input.visitTime);
    if (!slot) add('VisitTime', tableBookingMessages.timeNotOffered);
    else if (isSlotPast(input.visitDate, slot.time, now)) add('VisitTime', tableBookingMessages.timePast);
    else if (input.promotionId !== null && !slot.promotions.some((p) => p.Id === input.promotionId))
      add('PromotionId', tableBookingMessages.promotion);
  }
  return errors;
}

/** Why a visit date cannot be booked, or null when it can. */
export function visitDateProblem(date: string, today: string): string | null {
  if (!isStayDate(date)) return tableBookingMessages.date;
  if (date < today) return tableBookingMessages.datePast;
  if (date > lastTableBookingDate(today)) return tableBookingMessages.dateTooFar;
  return null;
}

/** The slot a booking is for, when it is a real, future slot of the restaurant on that date. */
export function findBookableSlot(
  schedule: RestaurantSchedule,
  date: string,
  time: string,
  now: PropertyLocalTime,
): RestaurantSlot | null {
  if (visitDateProblem(date, now.date)) return null;
  const slot = restaurantSlotsOn(schedule, date).find((s) => s.time === time);
  return slot && !isSlotPast(date, time, now) ? slot : null;
}
