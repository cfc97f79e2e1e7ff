import type { RoomTypeOffer } from '../contract/availability';
import { isLeadGuestValid } from './occupancy';

// The booking flow (docs/product.md), up to the upgrades: which room is being chosen and at
// which step, what happens after each choice, and how many rooms of each type are still free
// once the basket's own rooms are taken off. Pure, so the client's basket only stores the
// position these functions compute, and a later step (occupancy, extras) extends them.

/** The per-room step flags (bit values; docs/product.md, booking flow). */
export const bookingSteps = {
  None: 1,
  RoomTypeSelection: 2,
  RatePlanSelection: 4,
  UpgradeSelection: 8,
  Occupancy: 16,
  Extras: 32,
  BookingSummary: 64,
  PersonalInformation: 128,
  Account: 256,
  AddressDetails: 512,
  PaymentDetails: 1024,
} as const;
export type BookingStep = (typeof bookingSteps)[keyof typeof bookingSteps];

/** What the flow needs to know of a basket item. */
export interface FlowItem {
  /** 1-based: the room of the search this item fills. */
  roomNumber: number;
  roomTypeId: number;
  hasUpgrades: boolean;
  haveSeenUpgrades: boolean;
}

export interface FlowPosition {
  step: BookingStep;
  /** The room the step is about (1-based); null when the step is about no room in particular. */
  activeRoomNumber: number | null;
}

/** Where a fresh search starts: room 1 chooses its room type (a new search). */
export function searchStartPosition(): FlowPosition {
  return { step: bookingSteps.RoomTypeSelection, activeRoomNumber: 1 };
}

/**
 * Where the flow goes once a room or rate has been chosen, or an upgrade taken or declined:
 * the first room without an item; once every room has one, the first item with upgrades not
 * yet seen; then the occupancy step (the lead guest of room 1 first).
 */
export function nextPosition(items: readonly FlowItem[], roomCount: number): FlowPosition {
  for (let roomNumber = 1; roomNumber <= roomCount; roomNumber++) {
    if (!items.some((item) => item.roomNumber === roomNumber))
      return { step: bookingSteps.RoomTypeSelection, activeRoomNumber: roomNumber };
  }
  const upgradeable = sortByRoomNumber(items.filter((item) => item.hasUpgrades && !item.haveSeenUpgrades))[0];
  if (upgradeable) return { step: bookingSteps.UpgradeSelection, activeRoomNumber: upgradeable.roomNumber };
  return { step: bookingSteps.Occupancy, activeRoomNumber: roomCount > 0 ? 1 : null };
}

/** Items in room order (sorted by room number). */
export function sortByRoomNumber<T extends { roomNumber: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.roomNumber - b.roomNumber);
}

/**
 * Rooms of each type still free for this basket: the search's NumberOfRoomsPerRoomTypeId less
 * the basket's own rooms of each type (adding an item takes one, removing gives it back).
 */
export function remainingRooms(
  numberOfRoomsPerRoomTypeId: Readonly<Record<string | number, number>>,
  items: readonly { roomTypeId: number }[],
): Record<number, number> {
  const remaining: Record<number, number> = {};
  for (const [roomTypeId, rooms] of Object.entries(numberOfRoomsPerRoomTypeId)) remaining[Number(roomTypeId)] = rooms;
  for (const item of items) remaining[item.roomTypeId] = (remaining[item.roomTypeId] ?? 0) - 1;
  return remaining;
}

/** The steps the booking flow's progress bar names, in order. */
export const flowSteps = [
  { step: bookingSteps.RoomTypeSelection, label: 'Room' },
  { step: bookingSteps.RatePlanSelection, label: 'Rate' },
  { step: bookingSteps.UpgradeSelection, label: 'Upgrades' },
  { step: bookingSteps.Occupancy, label: 'Guests' },
  { step: bookingSteps.Extras, label: 'Extras' },
  { step: bookingSteps.BookingSummary, label: 'Summary' },
] as const;

/**
 * Room types the room at `roomIndex` can have (at least one rate priced for its guests), those
 * with rooms left first, each group in the search's order. Room types its guests fit nowhere are
 * left out.
 */
export function roomTypesOffered<T extends Pick<RoomTypeOffer, 'RoomTypeId' | 'RatePlans'>>(
  roomTypes: readonly T[],
  roomIndex: number,
  roomsLeft: (roomTypeId: number) => number,
): T[] {
  const fitting = roomTypes.filter((roomType) =>
    roomType.RatePlans.some((ratePlan) => ratePlan.Prices.some((price) => price.RoomIndex === roomIndex)),
  );
  const left = (roomType: T) => roomsLeft(roomType.RoomTypeId) > 0;
  return [...fitting.filter(left), ...fitting.filter((roomType) => !left(roomType))];
}

/** docs/product.md, the booking flow: a room item may be added only while at least 1 of its room type is free. */
export function canAddRoomItem(remaining: Readonly<Record<number, number>>, roomTypeId: number): boolean {
  return (remaining[roomTypeId] ?? 0) >= 1;
}

/** docs/product.md, prices, dates and formats: the "Only N left" badge shows at 3 or fewer rooms left. */
export const lowAvailabilityThreshold = 3;

export function showsLowAvailability(roomsLeft: number): boolean {
  return roomsLeft > 0 && roomsLeft <= lowAvailabilityThreshold;
}

/** What the guest steps (occupancy, extras) need to know of a basket item. */
export interface GuestStepItem {
  roomNumber: number;
  leadGuest: { firstName: string; lastName: string };
  roomConfiguration: number | null;
  haveSeenServices: boolean;
}

/**
 * Where the flow goes after the upgrades and after each guest step (docs/product.md, booking flow): the first
 * item whose lead guest is not valid (occupancy); then the first item whose extras have not
 * been seen (extras); then the booking summary.
 */
export function nextGuestPosition(items: readonly GuestStepItem[], roomConfigurationRequired: boolean): FlowPosition {
  const sorted = sortByRoomNumber(items);
  const unnamed = sorted.find(
    (item) =>
      !isLeadGuestValid(item.leadGuest, { roomConfigurationRequired, roomConfigurationId: item.roomConfiguration }),
  );
  if (unnamed) return { step: bookingSteps.Occupancy, activeRoomNumber: unnamed.roomNumber };
  const unseen = sorted.find((item) => !item.haveSeenServices);
  if (unseen) return { step: bookingSteps.Extras, activeRoomNumber: unseen.roomNumber };
  return { step: bookingSteps.BookingSummary, activeRoomNumber: null };
}
