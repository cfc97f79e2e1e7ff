import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Restaurant } from '../../../../contract/restaurant';
import { apiGet } from '../../../api';

// GET /api/RestaurantBooking/Restaurants: the property's restaurants that take table bookings.

export const restaurantsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['restaurants', propertyId],
    queryFn: ({ signal }) => apiGet<Restaurant[]>('RestaurantBooking/Restaurants', { propertyId }, signal),
    staleTime: 5 * 60_000,
  });

export function useRestaurants(propertyId: number): Restaurant[] {
  return useSuspenseQuery(restaurantsQueryOptions(propertyId)).data;
}
