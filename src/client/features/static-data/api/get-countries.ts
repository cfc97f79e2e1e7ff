import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '../../../../contract/property';
import { apiGet, segment } from '../../../api';

// GET /api/StaticData/{languageCode}/countries: countries with dialling codes (persisted).

export const countriesQueryOptions = (languageCode = 'en') =>
  queryOptions({
    queryKey: ['staticData', 'countries', languageCode],
    queryFn: ({ signal }) => apiGet<Country[]>(`StaticData/${segment(languageCode)}/countries`, undefined, signal),
    staleTime: 24 * 60 * 60_000,
  });

export function useCountries(languageCode = 'en') {
  return useQuery(countriesQueryOptions(languageCode));
}
