import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditCardType } from '../../../../contract/property';
import { apiGet, segment } from '../../../api';

// GET /api/StaticData/{languageCode}/creditcardtypes: the card types a payment form offers (persisted).

export const creditCardTypesQueryOptions = (languageCode = 'en') =>
  queryOptions({
    queryKey: ['staticData', 'creditCardTypes', languageCode],
    queryFn: ({ signal }) =>
      apiGet<CreditCardType[]>(`StaticData/${segment(languageCode)}/creditcardtypes`, undefined, signal),
    staleTime: 24 * 60 * 60_000,
  });

export function useCreditCardTypes(languageCode = 'en') {
  return useQuery(creditCardTypesQueryOptions(languageCode));
}
