import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../contract/services';
import { apiGet } from '../../../api';
import { serviceOfferOf } from '../../../ui/service-offer';

// GET /api/Service/Get: the extras one room may add, with their inventory. The answer's prices
// (major units) become minor units here, once (ui/service-offer.ts), as the rest of the client
// keeps money.

export interface ServicesFor {
  roomTypeId: number;
  ratePlanId: number;
  dateFrom: string;
  dateTo: string;
}

export const servicesQueryOptions = (propertyCode: string, item: ServicesFor) =>
  queryOptions({
    queryKey: ['services', propertyCode, item.roomTypeId, item.ratePlanId, item.dateFrom, item.dateTo],
    queryFn: async ({ signal }) =>
      serviceOfferOf(
        await apiGet<ServiceResponse>(
          'Service/Get',
          {
            propertyId: propertyCode,
            roomTypeId: item.roomTypeId,
            ratePlanId: item.ratePlanId,
            dateOfArrival: item.dateFrom,
            dateOfDeparture: item.dateTo,
            languageCode: 'en',
          },
          signal,
        ),
      ),
    staleTime: 60_000,
  });

export function useServices(propertyCode: string, item: ServicesFor) {
  return useQuery(servicesQueryOptions(propertyCode, item));
}

/** The extras of several rooms at once (the summaries), in the order given. */
export function useServicesOf(propertyCode: string, items: readonly ServicesFor[]) {
  return useQueries({ queries: items.map((item) => servicesQueryOptions(propertyCode, item)) });
}
