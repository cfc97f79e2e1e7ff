import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { idempotencyKeyHeader } from '../../../../contract/reservation';
import type { replaceCardRequestSchema, replaceCardResponseSchema } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';
import { showChangedBooking } from './get-manage-reservation';

// POST /api/Reservation/ReplaceCard with the attempt's Idempotency-Key: the card kept with the
// booking for its later payments and fees is verified and kept instead of the old one. Nothing
// is charged.

export type ReplaceCardRequest = z.input<typeof replaceCardRequestSchema>;
export type ReplaceCardResponse = z.infer<typeof replaceCardResponseSchema>;

export interface ReplaceCard {
  request: ReplaceCardRequest;
  idempotencyKey: string;
}

export function replaceCard({ request, idempotencyKey }: ReplaceCard): Promise<ReplaceCardResponse> {
  return apiRequest<ReplaceCardResponse>('Reservation/ReplaceCard', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useReplaceCard(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['replaceCard'],
    mutationFn: replaceCard,
    onSuccess: (answer) => showChangedBooking(queryClient, propertyCode, answer.Booking),
  });
}
