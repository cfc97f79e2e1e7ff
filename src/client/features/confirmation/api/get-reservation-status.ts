import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationStatusResponse } from '../../../../contract/reservation';
import { apiGet } from '../../../api';

// GET /api/Reservation/Status by confirmation token: where a provider payment stands.

export const reservationStatusQueryOptions = (propertyCode: string, confirmationToken: string) =>
  queryOptions({
    queryKey: ['reservationStatus', propertyCode, confirmationToken],
    queryFn: ({ signal }) =>
      apiGet<ReservationStatusResponse>('Reservation/Status', { propertyId: propertyCode, confirmationToken }, signal),
    staleTime: 0,
    gcTime: 60_000,
  });

export function useReservationStatus(propertyCode: string, confirmationToken: string) {
  return useQuery(reservationStatusQueryOptions(propertyCode, confirmationToken));
}
