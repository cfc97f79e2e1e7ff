import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../contract/services';
import { apiGet } from '../../../api';

// GET /api/Service/GetReservationItemServices: the extras a booked room may add (Service/Get shape).

export const reservationItemServicesQueryOptions = (propertyCode: string, reservationItemId: number) =>
  queryOptions({
    queryKey: ['reservationItemServices', propertyCode, reservationItemId],
    queryFn: ({ signal }) =>
      apiGet<ServiceResponse>(
        'Service/GetReservationItemServices',
        { propertyId: propertyCode, reservationItemId, languageCode: 'en' },
        signal,
      ),
    staleTime: 60_000,
  });

export function useReservationItemServices(propertyCode: string, reservationItemId: number) {
  return useQuery(reservationItemServicesQueryOptions(propertyCode, reservationItemId));
}
