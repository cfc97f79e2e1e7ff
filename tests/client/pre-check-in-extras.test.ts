import { describe, expect, it } from 'vitest';
import type { PreCheckInItem } from '../../src/contract/pre-check-in';
import type { ServiceResponse } from '../../src/contract/services';
import { serviceOfferOf } from '../../src/client/ui/service-offer';
import { chosenExtraCostOf, extrasCostOf } from '../../src/client/features/precheckin/pre-check-in-stay-steps';

// Pre-check-in prices a room's extras in minor units, as the rest of the client keeps money:
// Service/GetReservationItemServices' answer is converted once (serviceOfferOf), a booked extra
// keeps its price as booked and only units added to it are priced now (the server's rule).

const offer = serviceOfferOf({
  Currency: 'GBP',
  Nights: 2,
  InventoryPerServiceId: {},
  Services: [
    service(1, 'TEA', 'PerQuantity', false, [12.5, 17]),
    service(2, 'PARKING', 'PerDay', false, [15]),
    service(3, 'SPA', 'PerQuantity', true, [35]),
  ],
} satisfies ServiceResponse);

function service(
  ServiceId: number,
  ServiceCode: string,
  ChargeType: 'PerStay' | 'PerDay' | 'PerQuantity',
  ChargePerPerson: boolean,
  prices: number[],
): ServiceResponse['Services'][number] {
  return {
    ServiceId,
    ServiceCode,
    ServiceName: ServiceCode,
    ServiceDescription: '',
    ImageUrl: null,
    Price: prices.reduce((sum, price) => sum + price, 0),
    ChargeType,
    ChargePerPerson,
    Articles: prices.map((Price, index) => ({ ArticleId: index + 1, Name: `Article ${index + 1}`, Price })),
  };
}

/** Two nights for two adults, afternoon tea for two booked at £55.00 (£27.50 each then). */
const item: PreCheckInItem = {
  ReservationItemId: 7,
  DateOfArrival: '2027-03-24',
  DateOfDeparture: '2027-03-26',
  RoomTypeId: 1,
  RoomType: 'Classic Double',
  RatePlanId: 1,
  RatePlan: 'Flexible',
  Policy: '',
  RoomConfiguration: null,
  ShowRoomConfigurationQuestion: false,
  RoomConfigurationOptions: [],
  NumberOfAdults: 2,
  NumberOfChildren: 0,
  NumberOfInfants: 0,
  Guests: [],
  Services: [
    {
      ReservationItemId: 7,
      ServiceId: 1,
      Quantity: 2,
      TotalCost: 55,
      Service: {
        ServiceId: 1,
        ServiceCode: 'TEA',
        ServiceName: 'TEA',
        ChargeType: 'PerQuantity',
        ChargePerPerson: false,
      },
    },
  ],
  HasSelectableServices: true,
};

describe("pre-check-in's extras in minor units", () => {
  it('reads the answer once into minor units', () => {
    expect(offer.Services.map((extra) => extra.priceMinor)).toEqual([2950, 1500, 3500]);
  });

  it('keeps a booked extra at its booked price and prices only the units added now', () => {
    expect(chosenExtraCostOf(item, { ServiceId: 1, Quantity: 2 }, offer.Services[0], 'GBP')).toBe(5500);
    expect(chosenExtraCostOf(item, { ServiceId: 1, Quantity: 3 }, offer.Services[0], 'GBP')).toBe(5500 + 2950);
  });

  it("adds up a room's extras: parking per day, a spa session per person", () => {
    const entry = {
      ReservationItemId: 7,
      RoomConfigurationId: null,
      Guests: [],
      Services: [
        { ServiceId: 1, Quantity: 2 },
        { ServiceId: 2, Quantity: 1 },
        { ServiceId: 3, Quantity: 1 },
      ],
    };
    expect(extrasCostOf(item, entry, offer, 'GBP')).toBe(5500 + 2 * 1500 + 2 * 3500);
    expect(extrasCostOf(item, entry, undefined, 'GBP')).toBeNull();
  });
});
