import type { AvailabilitySearchResponse, RatePlanOffer, RoomTypeOffer } from '../../src/contract/availability';
import type { OfferPayment } from '../../src/contract/payment-schedule';
import type { RatePlanStepProps } from '../../src/client/features/rooms-and-rates/rate-plan-step';
import { ratesForRoom } from '../../src/client/features/rooms-and-rates/room-offers';

// A small Availability/Search answer for two rooms over 2 nights (room 1: 2 adults; room 2:
// 1 adult and 1 child), priced as the server would: base rate for 2 adults, children at 15 a
// night. Classic Double (5 left) upgrades to Deluxe King (1 left) and The Stray Suite (1 left).

const limits = { MinimumOccupancy: 1, MaximumOccupancy: 3, AdultMaximumOccupancy: 2, ChildMaximumOccupancy: 1 };

/** A property without taxes: the total is the price. */
const noTaxes = (total: number) => ({ Taxes: [], TotalWithTaxes: total, PayAtProperty: 0 });

/** The day the search is made: what is paid with the booking is due on it. */
export const searchedOn = '2026-11-20';

/** Paid in full with the booking (every plan's policy unless it says otherwise). */
export const payNowPayment = (total: number): OfferPayment => ({
  Type: 'PayNow',
  DueNow: total,
  Schedule: [{ Due: searchedOn, Amount: total, Collect: 'Automatic', Kind: 'Full' }],
  Guarantee: 'Card',
  Deposit: null,
});

/** Paid at the hotel on arrival; a card kept as a guarantee, or none asked for. */
export const payAtHotelPayment = (total: number, arrival: string, guarantee: 'Card' | 'None'): OfferPayment => ({
  Type: 'PayAtProperty',
  DueNow: 0,
  Schedule: [{ Due: arrival, Amount: total, Collect: 'AtProperty', Kind: 'AtProperty' }],
  Guarantee: guarantee,
  Deposit: null,
});

function ratePlan(id: number, name: string, baseRate: number, over: Partial<RatePlanOffer> = {}): RatePlanOffer {
  const room1 = baseRate;
  const room2 = baseRate + 30;
  const costs = {
    BaseRate: baseRate,
    CostPerRoom: 0,
    CostPerAdult: 50,
    CostPerChild: 30,
    CostPerInfant: 0,
    PerPersonCostPerAdult: 0,
    PerPersonCostPerChild: 0,
    PerPersonCostPerInfant: 0,
  };
  return {
    RatePlanId: id,
    RatePlanCode: name.toUpperCase().replace(/\W+/g, ''),
    Name: name,
    Description: '',
    Inclusions: [],
    Policy: '',
    Refundable: true,
    Promotion: null,
    BaseNumberOfAdults: 2,
    ...costs,
    OriginalBaseRate: costs.BaseRate,
    OriginalCostPerRoom: 0,
    OriginalCostPerAdult: 50,
    OriginalCostPerChild: 30,
    OriginalCostPerInfant: 0,
    OriginalPerPersonCostPerAdult: 0,
    OriginalPerPersonCostPerChild: 0,
    OriginalPerPersonCostPerInfant: 0,
    UseOccupancyForRatePlan: false,
    ...limits,
    CanPayByCompanyInvoice: false,
    MinLengthOfStay: 1,
    MinimumRate: baseRate / 2,
    Prices: [
      {
        RoomIndex: 0,
        TotalCost: room1,
        OriginalTotalCost: room1,
        PerNightRate: room1 / 2,
        ...noTaxes(room1),
        Payment: payNowPayment(room1),
      },
      {
        RoomIndex: 1,
        TotalCost: room2,
        OriginalTotalCost: room2,
        PerNightRate: room2 / 2,
        ...noTaxes(room2),
        Payment: payNowPayment(room2),
      },
    ],
    Payment: payNowPayment(room1),
    ...over,
  };
}

function roomType(
  id: number,
  name: string,
  ratePlans: RatePlanOffer[],
  upgrades: number[],
  available: number,
): RoomTypeOffer {
  return {
    RoomTypeId: id,
    Name: name,
    Description: '',
    Photos: [],
    Features: [],
    ...limits,
    LocationId: null,
    AvailableRooms: available,
    Upgrades: upgrades.map((roomTypeId) => ({
      RoomTypeId: roomTypeId,
      AvailableRates: [{ RatePlanId: 5, ...limits }],
    })),
    RatePlans: ratePlans,
  };
}

export const classic = 6;
export const king = 8;
export const suite = 10;
export const flexible = 5;
export const advance = 7;

export function searchResponse(): AvailabilitySearchResponse {
  return {
    RoomTypes: [
      roomType(
        classic,
        'Classic Double',
        [ratePlan(flexible, 'Best Flexible Rate', 258), ratePlan(advance, 'Advance Saver', 219.3)],
        [king, suite],
        5,
      ),
      roomType(king, 'Deluxe King', [ratePlan(flexible, 'Best Flexible Rate', 318)], [suite], 1),
      roomType(suite, 'The Stray Suite', [ratePlan(flexible, 'Best Flexible Rate', 558)], [], 1),
    ],
    PromoCodeMessage: null,
    IsPromoCodeValid: false,
    HopGiftVoucherCodeMessage: null,
    IsHopGiftVoucherCodeValid: false,
    NumberOfRoomsPerRoomTypeId: { [classic]: 5, [king]: 1, [suite]: 1 },
    Outcome: 'Available',
    AvailabilityMessage: null,
    Currency: 'GBP',
    Nights: 2,
    RestrictedRates: [],
    PricesShown: 'AllIn',
  };
}

/**
 * The rate step of the first room type of `response`, for two nights and two adults, with no
 * rate left out; `props` says how prices are shown and anything else a test watches.
 */
export function firstRoomRateStep(
  response: AvailabilitySearchResponse,
  props: Pick<RatePlanStepProps, 'money' | 'pricesShown'> & Partial<RatePlanStepProps>,
): RatePlanStepProps {
  const roomType = response.RoomTypes[0]!;
  return {
    roomType,
    rates: ratesForRoom(response, roomType, 0),
    nights: 2,
    guestsText: '2 adults',
    onChoose: () => {},
    onBack: () => {},
    restrictedRates: [],
    onStay: () => {},
    ...props,
  };
}
