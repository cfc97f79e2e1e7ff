import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationConfirmation } from '../../../../contract/reservation-confirmation';
import { apiGet } from '../../../api';

// GET /api/Reservation/Confirmation: the booking as made. Persisted ('confirmation' in
// query-client.ts) so the guest can read it offline on their phone.

export const reservationConfirmationQueryOptions = (propertyCode: string, confirmationToken: string) =>
  queryOptions({
    queryKey: ['confirmation', propertyCode, confirmationToken],
    queryFn: ({ signal }) =>
      apiGet<ReservationConfirmation>(
        'Reservation/Confirmation',
        { propertyId: propertyCode, confirmationToken },
        signal,
      ),
    staleTime: 60_000,
  });

export function useReservationConfirmation(propertyCode: string, confirmationToken: string) {
  return useQuery(reservationConfirmationQueryOptions(propertyCode, confirmationToken));
}
