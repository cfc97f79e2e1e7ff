import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Service, ServiceResponse } from '../../../../contract/services';
import { toMinorUnits } from '../../../../domain/money';
import type { ServiceCharge } from '../../../../domain/pricing';
import { apiGet } from '../../../api';

// GET /api/Service/Get: the extras one room may add, with their inventory. The answer's prices
// (major units) become minor units here, once, as the rest of the client keeps money.

/** A service as the client prices it: its prices in minor units of the answer's Currency. */
export interface PricedService extends Omit<Service, 'Price' | 'Articles'> {
  /** The cost of one unit (the sum of its articles), minor units. */
  priceMinor: number;
  /** What the domain's priceService needs, article prices in minor units. */
  charge: ServiceCharge;
}

export interface ServiceOffer extends Omit<ServiceResponse, 'Services'> {
  Services: PricedService[];
}

/** Service/Get's answer in minor units. */
export function serviceOfferOf(response: ServiceResponse): ServiceOffer {
  const currency = response.Currency;
  return {
    ...response,
    Services: response.Services.map(({ Price, Articles, ...service }) => ({
      ...service,
      priceMinor: toMinorUnits(Price, currency),
      charge: {
        articles: Articles.map((article) => ({ price: toMinorUnits(article.Price, currency) })),
        chargeType: service.ChargeType,
        chargePerPerson: service.ChargePerPerson,
      },
    })),
  };
}

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
