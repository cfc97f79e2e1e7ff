import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySearchResponse } from '../../../../contract/availability';
import { availabilitySearchRequestOf, type StayUrlSearch } from '../../../../domain/stay-search';
import { apiRequest } from '../../../api';
import type { SavedSearchAnswer } from '../../../basket/basket-shape';

// POST /api/Availability/Search: the room types and rate plans free for a stay, priced for
// each requested room. Not in the persisted query cache and never reused for long: rooms sell
// while a guest looks. The basket keeps the answer its rooms were chosen from (see
// saveSearchAnswer), which stands in until the next answer, and offline.

/** The search as the Rooms-And-Rates URL carries it. */
export type StaySearch = StayUrlSearch;

export const availabilitySearchQueryOptions = (propertyCode: string, search: StaySearch) =>
  queryOptions({
    queryKey: [
      'availabilitySearch',
      propertyCode,
      search.from,
      search.to,
      search.rooms,
      search.promo ?? '',
      search.location ?? null,
      search.ratePlan ?? '',
    ],
    queryFn: ({ signal }) =>
      apiRequest<AvailabilitySearchResponse>('Availability/Search', {
        body: availabilitySearchRequestOf(propertyCode, search),
        signal,
      }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

/** An earlier answer for a search, kept on the device (the basket's saved answer). */
export type KeptSearchAnswer = Pick<SavedSearchAnswer, 'response' | 'savedAt'> | null | undefined;

/** The search as Rooms and Rates asks it: `kept` is shown at once and refreshed when stale. */
export const roomsAndRatesSearchQueryOptions = (propertyCode: string, search: StaySearch, kept: KeptSearchAnswer) => ({
  ...availabilitySearchQueryOptions(propertyCode, search),
  initialData: kept?.response,
  initialDataUpdatedAt: kept ? Date.parse(kept.savedAt) : undefined,
});

export function useAvailabilitySearch(propertyCode: string, search: StaySearch, kept?: KeptSearchAnswer) {
  return useQuery({
    ...roomsAndRatesSearchQueryOptions(propertyCode, search, kept),
    // Back from offline, rooms may have sold meanwhile, however recent the answer shown.
    refetchOnReconnect: 'always',
  });
}
