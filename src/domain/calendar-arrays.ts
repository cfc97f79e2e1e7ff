import type { AvailabilityCalendarArrays, AvailabilityDay } from '../contract/availability';
import { addDays } from './stay-nights';

// The availability calendar as one array per field (GET Availability?format=days-as-arrays)
// and back: the 36-month calendar is over a thousand days, and an object per day repeats
// every field name a thousand times.

/** Consecutive days (as the calendar answers them) as one array per field. */
export function calendarAsArrays(days: readonly AvailabilityDay[]): AvailabilityCalendarArrays {
  return {
    FromDate: days[0]?.DateOfStay ?? null,
    AvailableRooms: days.map((day) => day.AvailableRooms),
    Rates: days.map((day) => day.Rates),
    MinimumStay: days.map((day) => day.MinimumStay),
    ClosedToArrival: days.map((day) => (day.ClosedToArrival ? 1 : 0)),
    ClosedToDeparture: days.map((day) => (day.ClosedToDeparture ? 1 : 0)),
  };
}

/** The API's array of days again. */
export function calendarFromArrays(arrays: AvailabilityCalendarArrays): AvailabilityDay[] {
  const from = arrays.FromDate;
  if (from === null) return [];
  return arrays.AvailableRooms.map((availableRooms, i) => ({
    DateOfStay: addDays(from, i),
    AvailableRooms: availableRooms,
    Rates: arrays.Rates[i] ?? null,
    MinimumStay: arrays.MinimumStay[i] ?? null,
    ClosedToArrival: arrays.ClosedToArrival[i] === 1,
    ClosedToDeparture: arrays.ClosedToDeparture[i] === 1,
  }));
}
