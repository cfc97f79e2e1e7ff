import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayResponse } from '../../../../contract/admin-bookings';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// GET /api/Admin/Today: the front desk's board, asked again every minute while open.

export const todayQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'today', propertyCode],
    queryFn: () => adminRequest<TodayResponse>('Today', { propertyCode }),
    refetchInterval: 60_000,
  });

export const useToday = (propertyCode: string) => useQuery(todayQueryOptions(propertyCode));
