import type { ReservationItemServicesQuery } from '../../contract/pre-check-in';
import type { ServiceQuery, ServiceResponse } from '../../contract/services';
import { toMajorUnits } from '../../domain/money';
import { nightsBetween } from '../../domain/stay-nights';
import { notFound } from '../errors';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import type { ServiceRepository } from './repository';

// GET Service/Get: the extras offered with a room type and rate plan (a service restricted
// to some room types or rate plans is offered only with those), priced per unit, with their
// inventory (available = starting - used; unlimited when starting is null). And GET
// Service/GetReservationItemServices: the same for a booked room (pre-check-in extras).

export const reservationItemNotFoundMessage = 'We could not find this room of your booking.';

export function createServiceCatalogue(deps: { properties: PropertyLookup; repository: ServiceRepository }) {
  const catalogue = {
    async getServices(query: ServiceQuery): Promise<ServiceResponse> {
      const property = await requireProperty(deps.properties, query.propertyId);
      const money = (minor: number) => toMajorUnits(minor, property.currency);
      const offered = (await deps.repository.listServices(property.id)).filter(
        (service) =>
          (service.roomTypeIds === null || service.roomTypeIds.includes(query.roomTypeId)) &&
          (service.ratePlanIds === null || service.ratePlanIds.includes(query.ratePlanId)),
      );
      return {
        Services: offered.map((service) => ({
          ServiceId: service.id,
          ServiceCode: service.code,
          ServiceName: service.name,
          ServiceDescription: service.description,
          ImageUrl: service.imageUrl,
          Price: money(service.articles.reduce((sum, article) => sum + article.price, 0)),
          ChargeType: service.chargeType,
          ChargePerPerson: service.chargePerPerson,
          Articles: service.articles.map((article) => ({
            ArticleId: article.id,
            Name: article.name,
            Price: money(article.price),
          })),
        })),
        InventoryPerServiceId: Object.fromEntries(
          offered.map((service) => [
            String(service.id),
            {
              StartingInventory: service.startingInventory,
              Used: service.usedInventory,
              Available:
                service.startingInventory === null
                  ? null
                  : Math.max(0, service.startingInventory - service.usedInventory),
            },
          ]),
        ),
        Currency: property.currency,
        Nights: nightsBetween(query.dateOfArrival, query.dateOfDeparture),
      };
    },

    /** 404 for a room that is not one of this property's bookings. */
    async getReservationItemServices(query: ReservationItemServicesQuery): Promise<ServiceResponse> {
      const property = await requireProperty(deps.properties, query.propertyId);
      const item = await deps.repository.findReservationItem(property.id, query.reservationItemId);
      if (!item) throw notFound(reservationItemNotFoundMessage);
      return catalogue.getServices({
        propertyId: String(property.id),
        roomTypeId: item.roomTypeId,
        ratePlanId: item.ratePlanId,
        dateOfArrival: item.dateFrom,
        dateOfDeparture: item.dateTo,
        languageCode: query.languageCode,
      });
    },
  };
  return catalogue;
}

export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;
