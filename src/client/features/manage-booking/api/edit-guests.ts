import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../contract/reservation';
import type { EditGuestsRequestInput, EditGuestsResponse } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';
import { showChangedBooking } from './get-manage-reservation';

// POST /api/Reservation/Guests with the attempt's Idempotency-Key: names, room set-up, arrival
// time and special requests, none of which changes the price.

export interface EditGuests {
  request: EditGuestsRequestInput;
  idempotencyKey: string;
}

export function editGuests({ request, idempotencyKey }: EditGuests): Promise<EditGuestsResponse> {
  return apiRequest<EditGuestsResponse>('Reservation/Guests', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useEditGuests(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['editGuests'],
    mutationFn: editGuests,
    onSuccess: (answer) => showChangedBooking(queryClient, propertyCode, answer.Booking),
  });
}
