import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../contract/reservation';
import type { ChangeDatesRequest, ChangeDatesResponse } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';
import { showChangedBooking } from './get-manage-reservation';

// POST /api/Reservation/ChangeDates with the attempt's Idempotency-Key. 409 when the nights
// are gone or the price moved since the quote: its message says which.

export interface ChangeDates {
  request: ChangeDatesRequest;
  idempotencyKey: string;
}

export function changeDates({ request, idempotencyKey }: ChangeDates): Promise<ChangeDatesResponse> {
  return apiRequest<ChangeDatesResponse>('Reservation/ChangeDates', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useChangeDates(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['changeDates'],
    mutationFn: changeDates,
    onSuccess: (answer) => showChangedBooking(queryClient, propertyCode, answer.Booking),
  });
}
