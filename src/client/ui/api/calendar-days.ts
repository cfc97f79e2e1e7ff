import type { AvailabilityDay } from '../../../contract/availability';
import type { CalendarDay } from '../../../domain/calendar';
import { toMinorUnits } from '../../../domain/money';

// GET /api/Availability's days as the domain's calendar rules read them (disabled days,
// alternative stays): minor units and camelCase. Apart from the query so the search page
// does not carry it before the date picker opens.

/** The calendar as the domain rules read it (minor units, camelCase). */
export function calendarDaysOf(days: readonly AvailabilityDay[], currency: string): CalendarDay[] {
  return days.map((day) => ({
    date: day.DateOfStay,
    availableRooms: day.AvailableRooms,
    lowestRate: day.Rates === null ? null : toMinorUnits(day.Rates, currency),
    minimumStay: day.MinimumStay,
    closedToArrival: day.ClosedToArrival,
    closedToDeparture: day.ClosedToDeparture,
  }));
}
