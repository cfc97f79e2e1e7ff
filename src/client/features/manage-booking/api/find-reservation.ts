import { useMutation } from '@tanstack/react-query';
import type { FindReservationRequest, FindReservationResponse } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';

// POST /api/Reservation/Find: the reference and the booker's email open the booking's token,
// or the one neutral 404 whatever was wrong.

export function findReservation(request: FindReservationRequest): Promise<FindReservationResponse> {
  return apiRequest<FindReservationResponse>('Reservation/Find', { body: request });
}

export function useFindReservation() {
  return useMutation({ mutationKey: ['findReservation'], mutationFn: findReservation });
}
