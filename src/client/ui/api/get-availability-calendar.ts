import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityCalendarArrays, AvailabilityDay } from '../../../contract/availability';
import { calendarFromArrays } from '../../../domain/calendar-arrays';
import { todayIn } from '../../../domain/same-day';
import { addDays, addMonths } from '../../../domain/stay-nights';
import { apiGet } from '../../api';

// GET /api/Availability?propertyId&fromDate&toDate&languageCode: one entry per day from the
// property's today for 3 years and 1 month (the 36-month booking window and the picker's
// extra month), in one call. Persisted, so the date picker opens with prices even offline.
// Asked as per-day arrays (a tenth of the bytes) and kept as the API's array of days.

/** The days the calendar asks for: today to the day before today + 37 months. */
export function availabilityCalendarWindow(today: string): { fromDate: string; toDate: string } {
  return { fromDate: today, toDate: addDays(addMonths(today, 37), -1) };
}

export const availabilityCalendarQueryOptions = (propertyCode: string, today: string) =>
  queryOptions({
    queryKey: ['availabilityCalendar', propertyCode, today],
    queryFn: async ({ signal }): Promise<AvailabilityDay[]> =>
      calendarFromArrays(
        await apiGet<AvailabilityCalendarArrays>(
          'Availability',
          {
            propertyId: propertyCode,
            ...availabilityCalendarWindow(today),
            languageCode: 'en',
            format: 'days-as-arrays',
          },
          signal,
        ),
      ),
    // The server lets it be a minute old; rooms sell while a guest browses.
    staleTime: 60_000,
  });

/** The calendar from the property's today, as a page with a stay calendar asks it (stay-calendar-data.ts). */
export const todaysAvailabilityCalendarQueryOptions = (property: { PropertyCode: string; TimeZone: string }) =>
  availabilityCalendarQueryOptions(property.PropertyCode, todayIn(property.TimeZone, new Date()));

export function useAvailabilityCalendar(propertyCode: string, today: string) {
  return useQuery(availabilityCalendarQueryOptions(propertyCode, today));
}
