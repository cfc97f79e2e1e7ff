import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeDatesQuote, ChangeDatesQuoteRequest } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';

// POST /api/Reservation/ChangeDates/Quote: what moving to new dates would cost, room by room,
// and what search offers where the same room cannot be had. A read, so cached by its request.

export const changeDatesQuoteQueryOptions = (request: ChangeDatesQuoteRequest) =>
  queryOptions({
    queryKey: ['changeDatesQuote', request],
    queryFn: ({ signal }) => apiRequest<ChangeDatesQuote>('Reservation/ChangeDates/Quote', { body: request, signal }),
    staleTime: 30_000,
    gcTime: 60_000,
  });

export function useChangeDatesQuote(request: ChangeDatesQuoteRequest | null) {
  return useQuery({
    ...changeDatesQuoteQueryOptions(request ?? { ConfirmationToken: '', DateFrom: '', DateTo: '' }),
    enabled: request !== null,
  });
}
