import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../contract/reservation';
import type { CancelReservationRequest, CancelReservationResponse } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';
import { showChangedBooking } from './get-manage-reservation';

// POST /api/Reservation/Cancel with the attempt's Idempotency-Key: a retry gets the first answer.

export interface CancelReservation {
  request: CancelReservationRequest;
  idempotencyKey: string;
}

export function cancelReservation({ request, idempotencyKey }: CancelReservation): Promise<CancelReservationResponse> {
  return apiRequest<CancelReservationResponse>('Reservation/Cancel', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useCancelReservation(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cancelReservation'],
    mutationFn: cancelReservation,
    onSuccess: (answer) => showChangedBooking(queryClient, propertyCode, answer.Booking),
  });
}
