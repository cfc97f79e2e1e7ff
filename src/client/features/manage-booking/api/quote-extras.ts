import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeExtrasQuote, ChangeExtrasRequestInput } from '../../../../contract/manage-booking';
import { apiRequest } from '../../../api';

// POST /api/Reservation/Extras/Quote: the server's price of the extras chosen (and removed).

export const extrasQuoteQueryOptions = (request: ChangeExtrasRequestInput) =>
  queryOptions({
    queryKey: ['extrasQuote', request],
    queryFn: ({ signal }) => apiRequest<ChangeExtrasQuote>('Reservation/Extras/Quote', { body: request, signal }),
    staleTime: 30_000,
    gcTime: 60_000,
  });

export function useExtrasQuote(request: ChangeExtrasRequestInput | null) {
  return useQuery({ ...extrasQuoteQueryOptions(request ?? { ConfirmationToken: '' }), enabled: request !== null });
}
