import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '../../../../contract/restaurant';
import { apiGet } from '../../../api';

// GET /api/RestaurantBooking/Availability: the times with a table for the party on a day.
// Covers go with every booking, so answers are fresh for a short while only.

export interface RestaurantAvailabilityRequest {
  propertyId: number;
  restaurantId: number;
  date: string;
  partySize: number;
  currencySymbol: string;
}

export const restaurantAvailabilityRoot = 'restaurantAvailability';

export const restaurantAvailabilityQueryOptions = ({
  propertyId,
  restaurantId,
  date,
  partySize,
  currencySymbol,
}: RestaurantAvailabilityRequest) =>
  queryOptions({
    queryKey: [restaurantAvailabilityRoot, propertyId, restaurantId, date, partySize],
    queryFn: ({ signal }) =>
      apiGet<TimeSlot[]>(
        'RestaurantBooking/Availability',
        { propertyId, restaurantId, date, partySize, currencySymbol },
        signal,
      ),
    staleTime: 30_000,
  });

export function useRestaurantAvailability(request: RestaurantAvailabilityRequest | null) {
  return useQuery({
    ...restaurantAvailabilityQueryOptions(
      request ?? { propertyId: 0, restaurantId: 0, date: '', partySize: 0, currencySymbol: '' },
    ),
    enabled: request !== null,
    // The old day's times stay (dimmed) while the new day's load: no jump in the page.
    placeholderData: keepPreviousData,
  });
}
