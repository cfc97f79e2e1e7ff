import type { Service, ServiceResponse } from '../../contract/services';
import { toMinorUnits } from '../../domain/money';
import type { ServiceCharge } from '../../domain/pricing';

// The extras a room may add as the client shows and prices them (the extras list, the booking
// summary): GET /api/Service/Get's answer with its prices in minor units.

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
