import type { AvailabilitySearchResponse, RatePlanOffer, RoomTypeOffer } from '../../../contract/availability';
import type { OfferPayment } from '../../../contract/payment-schedule';
import { upgradeOptions, type UpgradeRoomType } from '../../../domain/room-upgrades';
import { toMinorUnits } from '../../../domain/money';
import type { Guests } from '../../../domain/occupancy';
import { lowestFromPrice, perNightRate } from '../../../domain/pricing';
import type { PricesShown } from '../../../contract/property-definition';
import { headlinePrice, taxesOfLines, taxLinesFromApi, type PricedTaxes, type TaxLine } from '../../../domain/taxes';
import { roomTypesOffered } from '../../../domain/booking-flow';

// The search answer seen from one room of the booking: which room types and rates it can have
// at what price, and which upgrades an item qualifies for. Prices are the server's (the
// response's Prices for that RoomIndex); upgrades are the domain's rule over the response.

export interface RatePrice {
  ratePlan: RatePlanOffer;
  /** The stay's price for this room's guests, minor units of the property currency. */
  totalMinor: number;
  /** Before the rate plan's discount, minor units. */
  originalTotalMinor: number;
  /** The server's per-night rate (total / nights, rounded half up), minor units. */
  perNightMinor: number;
  /** The stay's taxes and fees for this room (its nights), minor units: `price` is `totalMinor`. */
  taxes: PricedTaxes;
  /**
   * The price the guest sees first, as the property shows prices (PricesShown): AllIn,
   * everything, paid online or at the hotel; BeforeTaxes, fees inside, government taxes beside.
   */
  headlineMinor: number;
  /** The headline over the nights, rounded half up. */
  headlinePerNightMinor: number;
  /**
   * How this room's price is paid under the plan's policy (what is due today, the rest when and
   * how): the rate card's "30 % deposit today". Null from a server that does not say yet.
   */
  payment: OfferPayment | null;
}

export interface RoomTypeChoice {
  roomType: RoomTypeOffer;
  /** Rate plans priced for this room, in the server's order. */
  rates: RatePrice[];
  /** The lowest headline per night and for the stay over those rates ("from"), minor units. */
  fromPerNightMinor: number;
  fromTotalMinor: number;
  /** The taxes of the rate the "from" price is (the cheapest headline), for the line under it. */
  fromTaxes: PricedTaxes | null;
  /** Rooms of this type still free for the basket. */
  roomsLeft: number;
}

/**
 * A rate plan's price for the room at `roomIndex`, or null when the room's guests do not fit it.
 * The answer's major units (of `currency`, the answer's Currency) become minor units here.
 */
export function ratePriceFor(
  ratePlan: RatePlanOffer,
  roomIndex: number,
  currency: string,
  nights: number,
  shown: PricesShown,
): RatePrice | null {
  const price = ratePlan.Prices.find((p) => p.RoomIndex === roomIndex);
  if (!price) return null;
  const totalMinor = toMinorUnits(price.TotalCost, currency);
  const taxes = taxesOfLines(totalMinor, taxLinesFromApi(price.Taxes ?? [], currency));
  const headlineMinor = headlinePrice(taxes, shown);
  return {
    ratePlan,
    totalMinor,
    originalTotalMinor: toMinorUnits(price.OriginalTotalCost, currency),
    perNightMinor: toMinorUnits(price.PerNightRate, currency),
    taxes,
    headlineMinor,
    headlinePerNightMinor: nights > 0 ? perNightRate(headlineMinor, nights) : headlineMinor,
    payment: price.Payment ?? null,
  };
}

/** How the answer's property shows prices (AllIn when an older answer does not say). */
export const pricesShownOf = (response: Pick<AvailabilitySearchResponse, 'PricesShown'>): PricesShown =>
  response.PricesShown ?? 'AllIn';

/**
 * Room types the room at `roomIndex` can have (at least one rate priced for its guests), those
 * with rooms left first. Room types its guests fit nowhere are left out.
 */
export function roomTypeChoices(
  response: AvailabilitySearchResponse,
  roomIndex: number,
  remaining: Readonly<Record<number, number>>,
): RoomTypeChoice[] {
  return roomTypesOffered(response.RoomTypes, roomIndex, (roomTypeId) => remaining[roomTypeId] ?? 0).map((roomType) => {
    const rates = ratesForRoom(response, roomType, roomIndex);
    const from = rates.reduce<RatePrice | null>(
      (lowest, rate) => (lowest === null || rate.headlineMinor < lowest.headlineMinor ? rate : lowest),
      null,
    );
    return {
      roomType,
      rates,
      fromPerNightMinor: lowestFromPrice(rates.map((rate) => rate.headlinePerNightMinor)) ?? 0,
      fromTotalMinor: from?.headlineMinor ?? 0,
      fromTaxes: from?.taxes ?? null,
      roomsLeft: Math.max(0, remaining[roomType.RoomTypeId] ?? 0),
    };
  });
}

/** The rate plans of a room type the room at `roomIndex` can have, priced in the answer currency's minor units. */
export function ratesForRoom(
  response: Pick<AvailabilitySearchResponse, 'Currency' | 'Nights' | 'PricesShown'>,
  roomType: RoomTypeOffer,
  roomIndex: number,
): RatePrice[] {
  const shown = pricesShownOf(response);
  return roomType.RatePlans.map((ratePlan) =>
    ratePriceFor(ratePlan, roomIndex, response.Currency, response.Nights, shown),
  ).filter((rate): rate is RatePrice => rate !== null);
}

/** What an upgrade needs to know of a basket item. */
export interface UpgradeCandidate extends Guests {
  /** The item's room of the search (1-based): the upgrade's taxes are the search's for it. */
  roomNumber: number;
  roomTypeId: number;
  ratePlanId: number;
  /** Minor units. */
  roomTotalMinor: number;
}

export interface UpgradeChoice {
  roomType: RoomTypeOffer;
  ratePlan: RatePlanOffer;
  /** The room's new total and what it adds, minor units of the property currency. */
  totalMinor: number;
  priceDifferenceMinor: number;
  /** The upgraded room's taxes and fees as the search priced it, minor units. */
  taxLines: TaxLine[];
}

/**
 * The upgrades (docs/product.md, the booking flow) for one item, by the domain's rule: an upgrade room type of the
 * item's room type with a room left after the basket's own (`remaining`), the item's rate plan
 * offered on it, and the item's guests within that rate's limits. Cheapest difference first.
 */
export function upgradeChoices(
  response: AvailabilitySearchResponse,
  item: UpgradeCandidate,
  remaining: Readonly<Record<number, number>>,
): UpgradeChoice[] {
  const currency = response.Currency;
  const source = response.RoomTypes.find((roomType) => roomType.RoomTypeId === item.roomTypeId);
  if (!source) return [];
  const upgrades: UpgradeRoomType[] = [];
  for (const upgrade of source.Upgrades) {
    const roomType = response.RoomTypes.find((candidate) => candidate.RoomTypeId === upgrade.RoomTypeId);
    if (!roomType) continue;
    const offered = new Set(upgrade.AvailableRates.map((rate) => rate.RatePlanId));
    upgrades.push({
      roomTypeId: roomType.RoomTypeId,
      rates: roomType.RatePlans.filter((ratePlan) => offered.has(ratePlan.RatePlanId)).map((ratePlan) => ({
        ratePlanId: ratePlan.RatePlanId,
        limits: {
          minimumOccupancy: ratePlan.MinimumOccupancy,
          maximumOccupancy: ratePlan.MaximumOccupancy,
          adultMaximumOccupancy: ratePlan.AdultMaximumOccupancy,
          childMaximumOccupancy: ratePlan.ChildMaximumOccupancy,
        },
        costs: {
          baseRate: toMinorUnits(ratePlan.BaseRate, currency),
          costPerRoom: toMinorUnits(ratePlan.CostPerRoom, currency),
          costPerAdult: toMinorUnits(ratePlan.CostPerAdult, currency),
          costPerChild: toMinorUnits(ratePlan.CostPerChild, currency),
          costPerInfant: toMinorUnits(ratePlan.CostPerInfant, currency),
          perPersonCostPerAdult: toMinorUnits(ratePlan.PerPersonCostPerAdult, currency),
          perPersonCostPerChild: toMinorUnits(ratePlan.PerPersonCostPerChild, currency),
          perPersonCostPerInfant: toMinorUnits(ratePlan.PerPersonCostPerInfant, currency),
        },
        baseNumberOfAdults: ratePlan.BaseNumberOfAdults,
      })),
    });
  }
  const options = upgradeOptions(
    {
      roomTypeId: item.roomTypeId,
      ratePlanId: item.ratePlanId,
      guests: { adults: item.adults, children: item.children, infants: item.infants },
      total: item.roomTotalMinor,
    },
    upgrades,
    remaining,
  );
  return options.flatMap((option) => {
    const roomType = response.RoomTypes.find((candidate) => candidate.RoomTypeId === option.roomTypeId);
    const ratePlan = roomType?.RatePlans.find((candidate) => candidate.RatePlanId === option.ratePlanId);
    // The search priced the upgrade's rate for this room: its lines are the room's once upgraded
    // (an upgrade the search did not price for it is not offered: its taxes would be unknown).
    const price = ratePlan?.Prices.find((candidate) => candidate.RoomIndex === item.roomNumber - 1);
    return roomType && ratePlan && price
      ? [
          {
            roomType,
            ratePlan,
            totalMinor: option.total,
            priceDifferenceMinor: option.priceDifference,
            taxLines: taxLinesFromApi(price.Taxes, currency),
          },
        ]
      : [];
  });
}
