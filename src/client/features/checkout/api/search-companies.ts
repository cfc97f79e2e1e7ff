import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../contract/companies';
import { apiGet } from '../../../api';

// GET /api/Company/SearchCompanies: companies that may book on account (company invoice).

export const companySearchQueryOptions = (propertyCode: string, query: string) =>
  queryOptions({
    queryKey: ['companySearch', propertyCode, query.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet<Company[]>('Company/SearchCompanies', { propertyId: propertyCode, query: query.trim() }, signal),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
    retry: false,
  });

export function useCompanySearch(propertyCode: string, query: string) {
  return useQuery(companySearchQueryOptions(propertyCode, query));
}
