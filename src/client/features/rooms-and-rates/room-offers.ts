import type { AvailabilitySearchResponse, RatePlanOffer, RoomTypeOffer } from '../../../contract/availability';
import { upgradeOptions, type UpgradeRoomType } from '../../../domain/room-upgrades';
import { toMinorUnits } from '../../../domain/money';
import type { Guests } from '../../../domain/occupancy';
import { lowestFromPrice } from '../../../domain/pricing';
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
}

export interface RoomTypeChoice {
  roomType: RoomTypeOffer;
  /** Rate plans priced for this room, in the server's order. */
  rates: RatePrice[];
  /** The lowest per-night and total price over those rates ("from"), minor units. */
  fromPerNightMinor: number;
  fromTotalMinor: number;
  /** Rooms of this type still free for the basket. */
  roomsLeft: number;
}

/**
 * A rate plan's price for the room at `roomIndex`, or null when the room's guests do not fit it.
 * The answer's major units (of `currency`, the answer's Currency) become minor units here.
 */
export function ratePriceFor(ratePlan: RatePlanOffer, roomIndex: number, currency: string): RatePrice | null {
  const price = ratePlan.Prices.find((p) => p.RoomIndex === roomIndex);
  return price
    ? {
        ratePlan,
        totalMinor: toMinorUnits(price.TotalCost, currency),
        originalTotalMinor: toMinorUnits(price.OriginalTotalCost, currency),
        perNightMinor: toMinorUnits(price.PerNightRate, currency),
      }
    : null;
}

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
    const rates = ratesForRoom(roomType, roomIndex, response.Currency);
    return {
      roomType,
      rates,
      fromPerNightMinor: lowestFromPrice(rates.map((rate) => rate.perNightMinor)) ?? 0,
      fromTotalMinor: lowestFromPrice(rates.map((rate) => rate.totalMinor)) ?? 0,
      roomsLeft: Math.max(0, remaining[roomType.RoomTypeId] ?? 0),
    };
  });
}

/** The rate plans of a room type the room at `roomIndex` can have, priced in `currency`'s minor units. */
export function ratesForRoom(roomType: RoomTypeOffer, roomIndex: number, currency: string): RatePrice[] {
  return roomType.RatePlans.map((ratePlan) => ratePriceFor(ratePlan, roomIndex, currency)).filter(
    (rate): rate is RatePrice => rate !== null,
  );
}

/** What an upgrade needs to know of a basket item. */
export interface UpgradeCandidate extends Guests {
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
}

/**
 * Spec section 4's upgrades for one item, by the domain's rule: an upgrade room type of the
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
    return roomType && ratePlan
      ? [
          {
            roomType,
            ratePlan,
            totalMinor: option.total,
            priceDifferenceMinor: option.priceDifference,
          },
        ]
      : [];
  });
}
