import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  AdminCancelRequest,
  AdminGuestDetailsRequestInput,
  AdminMoneyOutcome,
  AdminNoteRequest,
  AdminReservation,
} from '../../../../contract/admin-bookings';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// GET /api/Admin/Reservations/:reference and the staff's actions on it. Each action is sent
// with an Idempotency-Key made when the action starts and kept across its retries, so a double
// click or a retry after a lost answer does it once; the booking's page is then what it answered.

export const reservationQueryOptions = (propertyCode: string, reference: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'reservation', propertyCode, reference],
    queryFn: () => adminRequest<AdminReservation>(`Reservations/${encodeURIComponent(reference)}`, { propertyCode }),
  });

export const useReservation = (propertyCode: string, reference: string) =>
  useQuery(reservationQueryOptions(propertyCode, reference));

type Action =
  | { kind: 'Cancel'; body: AdminCancelRequest }
  | { kind: 'NoShow' }
  | { kind: 'ResendConfirmation' }
  | { kind: 'Notes'; body: AdminNoteRequest }
  | { kind: 'Guest'; body: AdminGuestDetailsRequestInput };

export function useReservationAction(propertyCode: string, reference: string) {
  const queryClient = useQueryClient();
  // One key per action the member starts; a retry of the same action sends it again.
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (action: Action) => {
      key.current ??= crypto.randomUUID();
      return adminRequest<AdminMoneyOutcome | { Reservation: AdminReservation }>(
        `Reservations/${encodeURIComponent(reference)}/${action.kind}`,
        {
          method: 'POST',
          propertyCode,
          headers: { 'Idempotency-Key': key.current },
          body: 'body' in action ? action.body : {},
        },
      );
    },
    onSuccess: (answer) => {
      key.current = null;
      queryClient.setQueryData(reservationQueryOptions(propertyCode, reference).queryKey, answer.Reservation);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'reservations', propertyCode] });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'today', propertyCode] });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'audit-log', propertyCode] });
    },
  });
}
