import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { BookingConfiguration } from '../../../../contract/property';
import { apiGet, segment } from '../../../api';

// GET /api/Book/Config/{propertyId}: how the property's booking engine behaves (persisted).

export const bookingConfigQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: ['bookingConfig', propertyCode],
    queryFn: ({ signal }) => apiGet<BookingConfiguration>(`Book/Config/${segment(propertyCode)}`, undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useBookingConfig(propertyCode: string): BookingConfiguration {
  return useSuspenseQuery(bookingConfigQueryOptions(propertyCode)).data;
}
