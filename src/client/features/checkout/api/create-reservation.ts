import { useMutation } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type ReservationCreateRequestInput,
  type ReservationCreateResponse,
} from '../../../../contract/reservation';
import { apiRequest } from '../../../api';

// POST /api/Reservation/Create with the attempt's Idempotency-Key: a retry or a second tap with
// the same key gets the first answer and books nothing twice.

export interface CreateReservation {
  request: ReservationCreateRequestInput;
  idempotencyKey: string;
}

export function createReservation({ request, idempotencyKey }: CreateReservation): Promise<ReservationCreateResponse> {
  return apiRequest<ReservationCreateResponse>('Reservation/Create', {
    body: request,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useCreateReservation() {
  return useMutation({ mutationKey: ['createReservation'], mutationFn: createReservation });
}
