import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupAreaAvailabilityResponse } from '../../../../contract/group-search';
import { apiRequest } from '../../../api';
import { groupSearchKey, groupSearchRequestOf, type GroupStaySearch } from './search-property-group';

// POST /api/Availability/SearchPropertyGroupAreaAvailability: per area, how many of the
// group's hotels have rooms for the stay and from what price (the area chips).

export const groupAreaAvailabilityQueryOptions = (groupCode: string, search: GroupStaySearch) =>
  queryOptions({
    queryKey: ['groupAreaAvailability', ...groupSearchKey(groupCode, search)],
    queryFn: ({ signal }) =>
      apiRequest<GroupAreaAvailabilityResponse>('Availability/SearchPropertyGroupAreaAvailability', {
        body: groupSearchRequestOf(groupCode, search),
        signal,
      }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

export function useGroupAreaAvailability(groupCode: string, search: GroupStaySearch | null) {
  return useQuery({
    ...groupAreaAvailabilityQueryOptions(groupCode, search ?? { from: '', to: '', rooms: '' }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
