import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { idempotencyKeyHeader } from '../../../../contract/reservation';
import type { payBalanceRequestSchema, payBalanceResponseSchema } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';
import { showChangedBooking } from './get-manage-reservation';

// POST /api/Reservation/PayBalance with the attempt's Idempotency-Key: a payment whose automatic
// charge failed (or that is due) paid now with the card given, which is then kept for the rest.
// A decline answers 402 with the bank's words (nothing changes); 409 when nothing is left to pay.

export type PayBalanceRequest = z.input<typeof payBalanceRequestSchema>;
export type PayBalanceResponse = z.infer<typeof payBalanceResponseSchema>;

export interface PayBalance {
  request: PayBalanceRequest;
  idempotencyKey: string;
}

export function payBalance({ request, idempotencyKey }: PayBalance): Promise<PayBalanceResponse> {
  return apiRequest<PayBalanceResponse>('Reservation/PayBalance', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function usePayBalance(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payBalance'],
    mutationFn: payBalance,
    onSuccess: (answer) => showChangedBooking(queryClient, propertyCode, answer.Booking),
  });
}
