import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSearchRequestInput, GroupSearchResponse } from '../../../../contract/group-search';
import { searchRequestRooms } from '../../../../domain/stay-search';
import { apiRequest } from '../../../api';

// POST /api/Availability/SearchPropertyGroup: every hotel of the group for one stay, with its
// availability and lowest price for the party. Never persisted: rooms sell while a guest looks.

/** The stay as the group page's URL carries it. */
export interface GroupStaySearch {
  from: string;
  to: string;
  /** "2-0-0,1-1-0" */
  rooms: string;
  promo?: string;
  location?: number;
}

export function groupSearchRequestOf(groupCode: string, search: GroupStaySearch): GroupSearchRequestInput {
  return {
    PropertyGroupId: groupCode,
    LanguageCode: 'en',
    PromoCode: search.promo ?? null,
    DateFrom: search.from,
    DateTo: search.to,
    LocationId: search.location ?? null,
    Rooms: searchRequestRooms(search.rooms),
  };
}

/** The parts of a search that change its answer, for query keys. */
export const groupSearchKey = (groupCode: string, search: GroupStaySearch) =>
  [groupCode, search.from, search.to, search.rooms, search.promo ?? '', search.location ?? null] as const;

export const groupSearchQueryOptions = (groupCode: string, search: GroupStaySearch) =>
  queryOptions({
    queryKey: ['groupSearch', ...groupSearchKey(groupCode, search)],
    queryFn: ({ signal }) =>
      apiRequest<GroupSearchResponse>('Availability/SearchPropertyGroup', {
        body: groupSearchRequestOf(groupCode, search),
        signal,
      }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

export function useGroupSearch(groupCode: string, search: GroupStaySearch | null) {
  return useQuery({
    ...groupSearchQueryOptions(groupCode, search ?? { from: '', to: '', rooms: '' }),
    enabled: search !== null,
    // A changed filter keeps the last answer on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}
