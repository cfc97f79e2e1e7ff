import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../contract/reservation';
import type { ChangeExtrasRequestInput, ChangeExtrasResponse } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';
import { showChangedBooking } from './get-manage-reservation';

// POST /api/Reservation/Extras with the attempt's Idempotency-Key: extras added (paid by card
// or put on the bill at the hotel) and extras removed.

export interface ChangeExtras {
  request: ChangeExtrasRequestInput;
  idempotencyKey: string;
}

export function changeExtras({ request, idempotencyKey }: ChangeExtras): Promise<ChangeExtrasResponse> {
  return apiRequest<ChangeExtrasResponse>('Reservation/Extras', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useChangeExtras(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['changeExtras'],
    mutationFn: changeExtras,
    onSuccess: (answer) => showChangedBooking(queryClient, propertyCode, answer.Booking),
  });
}
