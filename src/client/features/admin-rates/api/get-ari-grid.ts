import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AriGrid } from '../../../../contract/admin-ari';
import { apiGet } from '../../../api';

// GET /api/Admin/Ari: room types by nights for a range of a month at most. Never kept for
// long: another member of staff, or a booking, may have changed it a moment ago.

export const ariGridQueryKey = ['admin', 'ari'] as const;

export const ariGridQueryOptions = (propertyCode: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...ariGridQueryKey, propertyCode, from, to],
    queryFn: ({ signal }) => apiGet<AriGrid>('Admin/Ari', { PropertyCode: propertyCode, From: from, To: to }, signal),
    staleTime: 0,
  });

export function useAriGrid(propertyCode: string, from: string, to: string) {
  // The nights on screen stay while the next ones load, so the grid does not jump.
  return useQuery({ ...ariGridQueryOptions(propertyCode, from, to), placeholderData: keepPreviousData });
}
