import type { RateOffer, StayAvailability } from './availability';
import { fitsOccupancy, type Guests, type OccupancyLimits } from './occupancy';
import { priceNight, type CostComponents } from './pricing';

// Upgrades (docs/product.md, booking flow): a better room type for a room already in the basket.

/** An offered rate of an upgrade room type; costs are summed over the stay (see RateOffer). */
export interface UpgradeRate {
  ratePlanId: number;
  limits: OccupancyLimits;
  costs: CostComponents;
  baseNumberOfAdults: number;
}

export interface UpgradeRoomType {
  roomTypeId: number;
  rates: readonly UpgradeRate[];
}

/** A basket item: its room type, rate plan, guests and current total (minor units). */
export interface UpgradeItem {
  roomTypeId: number;
  ratePlanId: number;
  guests: Guests;
  total: number;
}

export interface UpgradeOption {
  roomTypeId: number;
  ratePlanId: number;
  /** The room's total in the upgrade room type. */
  total: number;
  /** What the guest pays on top (negative if the upgrade happens to be cheaper). */
  priceDifference: number;
}

/** The upgrade room types of a search result that are offered, with their offered rates. */
export function upgradeRoomTypes(stay: StayAvailability, upgradeRoomTypeIds: readonly number[]): UpgradeRoomType[] {
  const out: UpgradeRoomType[] = [];
  for (const roomTypeId of upgradeRoomTypeIds) {
    const roomType = stay.roomTypes.find((candidate) => candidate.roomTypeId === roomTypeId);
    if (!roomType?.offered) continue;
    out.push({ roomTypeId, rates: roomType.rates.filter((rate): rate is RateOffer => rate.available) });
  }
  return out;
}

/**
 * Upgrades offered for one basket item: an upgrade room type qualifies only if it has a room
 * left after the basket's own items (`remainingRooms`: NumberOfRoomsPerRoomTypeId less the
 * basket's rooms of each type), it offers the item's current rate plan, and the item's guests
 * fit that rate's limits. Cheapest difference first; ties keep the given order.
 */
export function upgradeOptions(
  item: UpgradeItem,
  upgrades: readonly UpgradeRoomType[],
  remainingRooms: Readonly<Record<number, number>>,
): UpgradeOption[] {
  const options: UpgradeOption[] = [];
  for (const upgrade of upgrades) {
    if (upgrade.roomTypeId === item.roomTypeId || (remainingRooms[upgrade.roomTypeId] ?? 0) < 1) continue;
    const rate = upgrade.rates.find((candidate) => candidate.ratePlanId === item.ratePlanId);
    if (!rate || !fitsOccupancy(item.guests, rate.limits)) continue;
    const total = priceNight(rate.costs, item.guests, rate.baseNumberOfAdults);
    options.push({
      roomTypeId: upgrade.roomTypeId,
      ratePlanId: rate.ratePlanId,
      total,
      priceDifference: total - item.total,
    });
  }
  return options.sort((a, b) => a.priceDifference - b.priceDifference);
}
