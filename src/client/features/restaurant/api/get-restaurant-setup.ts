import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantSetup } from '../../../../contract/restaurant';
import { apiGet } from '../../../api';

// GET /api/RestaurantBooking/RestaurantSetup: the party sizes a restaurant takes online and
// its no-availability text. The same on every date, so it is asked once per restaurant.

export interface RestaurantSetupRequest {
  propertyId: number;
  restaurantId: number;
  isReservation: boolean;
  /** The stay's reference when booking with a stay. */
  identifier: string | undefined;
}

export const restaurantSetupQueryOptions = ({
  propertyId,
  restaurantId,
  isReservation,
  identifier,
}: RestaurantSetupRequest) =>
  queryOptions({
    queryKey: ['restaurantSetup', propertyId, restaurantId],
    queryFn: ({ signal }) =>
      apiGet<RestaurantSetup>(
        'RestaurantBooking/RestaurantSetup',
        { propertyId, restaurantId, isReservation, identifier },
        signal,
      ),
    staleTime: 5 * 60_000,
  });

export function useRestaurantSetup(request: RestaurantSetupRequest | null) {
  return useQuery({
    ...restaurantSetupQueryOptions(
      request ?? { propertyId: 0, restaurantId: 0, isReservation: false, identifier: undefined },
    ),
    enabled: request !== null,
  });
}
