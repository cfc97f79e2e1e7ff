import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Property } from '../../../../contract/property';
import { apiGet, segment } from '../../../api';

// GET /api/Property/{code}: the property a booking page is about (persisted for offline use).

export const propertyQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: ['property', propertyCode],
    queryFn: ({ signal }) => apiGet<Property>(`Property/${segment(propertyCode)}`, undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useProperty(propertyCode: string): Property {
  return useSuspenseQuery(propertyQueryOptions(propertyCode)).data;
}
