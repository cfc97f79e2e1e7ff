import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../contract/services';
import { apiGet } from '../../../api';
import { serviceOfferOf } from '../../../ui/service-offer';

// GET /api/Service/GetReservationItemServices: the extras a booked room may add (Service/Get
// shape). The answer's prices (major units) become minor units here, once, with Service/Get's
// own converter, as the rest of the client keeps money.

export const reservationItemServicesQueryOptions = (propertyCode: string, reservationItemId: number) =>
  queryOptions({
    queryKey: ['reservationItemServices', propertyCode, reservationItemId],
    queryFn: async ({ signal }) =>
      serviceOfferOf(
        await apiGet<ServiceResponse>(
          'Service/GetReservationItemServices',
          { propertyId: propertyCode, reservationItemId, languageCode: 'en' },
          signal,
        ),
      ),
    staleTime: 60_000,
  });

export function useReservationItemServices(propertyCode: string, reservationItemId: number) {
  return useQuery(reservationItemServicesQueryOptions(propertyCode, reservationItemId));
}
