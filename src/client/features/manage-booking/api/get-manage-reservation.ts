import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ManageReservation } from '../../../../contract/manage-booking';
import { apiGet } from '../../../api';
import { reservationConfirmationQueryOptions } from '../../confirmation/api/get-reservation-confirmation';

// GET /api/Reservation/Manage: the booking with what the guest may do now and what it costs.
// Never persisted: fees and what is allowed move with the clock, so it is always read afresh.

export const manageReservationQueryOptions = (propertyCode: string, confirmationToken: string) =>
  queryOptions({
    queryKey: ['manageReservation', propertyCode, confirmationToken],
    queryFn: ({ signal }) =>
      apiGet<ManageReservation>('Reservation/Manage', { token: confirmationToken, propertyId: propertyCode }, signal),
    staleTime: 0,
  });

export function useManageReservation(propertyCode: string, confirmationToken: string) {
  return useQuery(manageReservationQueryOptions(propertyCode, confirmationToken));
}

/** A change answered with the booking as it now stands: both the manage page and the confirmation show it at once. */
export function showChangedBooking(queryClient: QueryClient, propertyCode: string, booking: ManageReservation): void {
  queryClient.setQueryData(manageReservationQueryOptions(propertyCode, booking.ConfirmationToken).queryKey, booking);
  void queryClient.invalidateQueries({
    queryKey: reservationConfirmationQueryOptions(propertyCode, booking.ConfirmationToken).queryKey,
  });
}
