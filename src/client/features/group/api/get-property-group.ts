import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PropertyGroup } from '../../../../contract/property';
import { apiGet, segment } from '../../../api';

// GET /api/PropertyGroup/{code}: a group of properties with its branding (persisted).

export const propertyGroupQueryOptions = (groupCode: string) =>
  queryOptions({
    queryKey: ['propertyGroup', groupCode],
    queryFn: ({ signal }) => apiGet<PropertyGroup>(`PropertyGroup/${segment(groupCode)}`, undefined, signal),
    staleTime: 5 * 60_000,
  });

export function usePropertyGroup(groupCode: string): PropertyGroup {
  return useSuspenseQuery(propertyGroupQueryOptions(groupCode)).data;
}
