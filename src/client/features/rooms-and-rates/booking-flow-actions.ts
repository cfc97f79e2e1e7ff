import type { AvailabilitySearchResponse } from '../../../contract/availability';
import {
  bookingSteps,
  canAddRoomItem,
  nextPosition,
  remainingRooms,
  sortByRoomNumber,
} from '../../../domain/booking-flow';
import type { SearchRoom } from '../../../domain/stay-search';
import {
  isSameSearch,
  readBasket,
  startBasketForSearch,
  updateBasket,
  type Basket,
  type BasketItem,
  type BasketSearch,
} from '../../basket/basket';
import type { RatePrice } from './room-offers';
import { upgradeChoices, type UpgradeChoice } from './room-offers';

// The guest's moves through Rooms and Rates (docs/product.md, booking flow), each one a new basket: choose a
// room type, a rate (adding the room's item), take or skip an upgrade, change a room. Where the
// flow goes next is the domain's `nextPosition`.

/** Rooms of each type still free for this basket (the search's counts less the basket's items). */
export function roomsLeft(
  response: AvailabilitySearchResponse,
  items: readonly Pick<BasketItem, 'roomTypeId'>[],
): Record<number, number> {
  return remainingRooms(response.NumberOfRoomsPerRoomTypeId, items);
}

/** The basket belongs to this search of this property (else a new search starts it afresh). */
export function basketMatchesSearch(basket: Basket, propertyCode: string, search: BasketSearch): boolean {
  return basket.propertyCode?.toLowerCase() === propertyCode.toLowerCase() && isSameSearch(basket.search, search);
}

/** Opening Rooms and Rates for a search the basket is not for (a link, another search) starts it afresh. */
export function ensureBasketForSearch(propertyCode: string, search: BasketSearch): void {
  if (!basketMatchesSearch(readBasket(), propertyCode, search)) startBasketForSearch(propertyCode, search);
}

export function chooseRoomType(roomTypeId: number): void {
  updateBasket((basket) => ({ ...basket, step: bookingSteps.RatePlanSelection, selectedRoomTypeId: roomTypeId }));
}

export function backToRoomTypes(): void {
  updateBasket((basket) => ({ ...basket, step: bookingSteps.RoomTypeSelection, selectedRoomTypeId: null }));
}

export interface AddRoomItem {
  response: AvailabilitySearchResponse;
  search: BasketSearch;
  rooms: readonly SearchRoom[];
  roomNumber: number;
  roomTypeId: number;
  rate: RatePrice;
}

/**
 * Adds (or replaces) the item of one room. Refused (false) when no room of the type is left for
 * this basket. Marks whether the item has upgrades with the rooms left after it, then moves on.
 */
export function addRoomItem({ response, search, rooms, roomNumber, roomTypeId, rate }: AddRoomItem): boolean {
  const basket = readBasket();
  const others = basket.items.filter((item) => item.roomNumber !== roomNumber);
  const left = roomsLeft(response, others);
  if (!canAddRoomItem(left, roomTypeId)) return false;
  const roomType = response.RoomTypes.find((candidate) => candidate.RoomTypeId === roomTypeId);
  const guests = rooms[roomNumber - 1];
  if (!roomType || !guests) return false;

  const item: BasketItem = {
    roomId: `room-${roomNumber}-${roomTypeId}-${rate.ratePlan.RatePlanId}`,
    roomNumber,
    adults: guests.adults,
    children: guests.children,
    infants: guests.infants,
    roomTypeId,
    roomType: roomType.Name,
    ratePlanId: rate.ratePlan.RatePlanId,
    ratePlan: rate.ratePlan.Name,
    promotion: rate.ratePlan.Promotion,
    roomTotalMinor: rate.totalMinor,
    taxLines: rate.taxes.lines,
    dateFrom: search.from,
    dateTo: search.to,
    leadGuest: { firstName: '', lastName: '' },
    roomConfiguration: null,
    services: [],
    haveSeenUpgrades: false,
    hasUpgrades: false,
    haveSeenServices: false,
    hasSelectableServices: false,
    roomHeaderText: `Room ${roomNumber}`,
  };
  const items = sortByRoomNumber([...others, item]);
  item.hasUpgrades = upgradeChoices(response, item, roomsLeft(response, items)).length > 0;
  updateBasket((current) => ({ ...current, items, selectedRoomTypeId: null, ...nextPosition(items, rooms.length) }));
  return true;
}

/** Gives the room back (its room type's count goes up again) and lets the guest choose it again. */
export function changeRoom(roomNumber: number): void {
  updateBasket((basket) => ({
    ...basket,
    items: basket.items.filter((item) => item.roomNumber !== roomNumber),
    step: bookingSteps.RoomTypeSelection,
    activeRoomNumber: roomNumber,
    selectedRoomTypeId: null,
  }));
}

/** The upgrades the item of `roomNumber` can have now. */
export function upgradesFor(response: AvailabilitySearchResponse, basket: Basket, roomNumber: number): UpgradeChoice[] {
  const item = basket.items.find((candidate) => candidate.roomNumber === roomNumber);
  return item ? upgradeChoices(response, item, roomsLeft(response, basket.items)) : [];
}

/** Takes an upgrade: the room becomes the upgrade room type at its price; the flow moves on. */
export function takeUpgrade(roomNumber: number, upgrade: UpgradeChoice, roomCount: number): void {
  updateBasket((basket) => {
    const items = basket.items.map((item) =>
      item.roomNumber === roomNumber
        ? {
            ...item,
            roomTypeId: upgrade.roomType.RoomTypeId,
            roomType: upgrade.roomType.Name,
            roomTotalMinor: upgrade.totalMinor,
            taxLines: upgrade.taxLines,
            haveSeenUpgrades: true,
          }
        : item,
    );
    return { ...basket, items, ...nextPosition(items, roomCount) };
  });
}

/** Declines the upgrades of a room (or finds none left): the flow moves on. */
export function skipUpgrade(roomNumber: number, roomCount: number): void {
  updateBasket((basket) => {
    const items = basket.items.map((item) =>
      item.roomNumber === roomNumber ? { ...item, haveSeenUpgrades: true } : item,
    );
    return { ...basket, items, ...nextPosition(items, roomCount) };
  });
}
