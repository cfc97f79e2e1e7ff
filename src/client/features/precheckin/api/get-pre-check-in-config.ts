import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PreCheckInConfig } from '../../../../contract/property';
import { apiGet, segment } from '../../../api';

// GET /api/PreCheckIn/Config/{id}: which pre-check-in details the property requires (persisted).

export const preCheckInConfigQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: ['preCheckInConfig', propertyCode],
    queryFn: ({ signal }) => apiGet<PreCheckInConfig>(`PreCheckIn/Config/${segment(propertyCode)}`, undefined, signal),
    staleTime: 5 * 60_000,
  });

export function usePreCheckInConfig(propertyCode: string): PreCheckInConfig {
  return useSuspenseQuery(preCheckInConfigQueryOptions(propertyCode)).data;
}
