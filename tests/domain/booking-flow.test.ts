import { describe, expect, it } from 'vitest';
import {
  bookingSteps,
  canAddRoomItem,
  nextGuestPosition,
  nextPosition,
  remainingRooms,
  searchStartPosition,
  showsLowAvailability,
  sortByRoomNumber,
  type FlowItem,
} from '../../src/domain/booking-flow';

const item = (roomNumber: number, extra: Partial<FlowItem> = {}): FlowItem => ({
  roomNumber,
  roomTypeId: 6,
  hasUpgrades: false,
  haveSeenUpgrades: false,
  ...extra,
});

describe('the booking flow up to upgrades', () => {
  it('starts a search with room 1 choosing its room type', () => {
    expect(searchStartPosition()).toEqual({ step: bookingSteps.RoomTypeSelection, activeRoomNumber: 1 });
  });

  it('after a choice, moves to the next room without an item', () => {
    expect(nextPosition([item(1)], 3)).toEqual({ step: bookingSteps.RoomTypeSelection, activeRoomNumber: 2 });
    // Room 2 was chosen first (room 1 removed and being re-chosen): room 1 is the one missing.
    expect(nextPosition([item(2), item(3)], 3)).toEqual({ step: bookingSteps.RoomTypeSelection, activeRoomNumber: 1 });
  });

  it('once every room has an item, offers upgrades room by room, then moves to occupancy', () => {
    const items = [item(2, { hasUpgrades: true }), item(1, { hasUpgrades: true })];
    expect(nextPosition(items, 2)).toEqual({ step: bookingSteps.UpgradeSelection, activeRoomNumber: 1 });

    const firstSeen = [item(1, { hasUpgrades: true, haveSeenUpgrades: true }), item(2, { hasUpgrades: true })];
    expect(nextPosition(firstSeen, 2)).toEqual({ step: bookingSteps.UpgradeSelection, activeRoomNumber: 2 });

    const allSeen = [item(1, { hasUpgrades: true, haveSeenUpgrades: true }), item(2, { hasUpgrades: false })];
    expect(nextPosition(allSeen, 2)).toEqual({ step: bookingSteps.Occupancy, activeRoomNumber: 1 });
  });

  it('goes straight to occupancy when no room has an upgrade', () => {
    expect(nextPosition([item(1)], 1)).toEqual({ step: bookingSteps.Occupancy, activeRoomNumber: 1 });
  });

  it('sorts items by room number without changing the list it was given', () => {
    const items = [item(3), item(1), item(2)];
    expect(sortByRoomNumber(items).map((i) => i.roomNumber)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.roomNumber)).toEqual([3, 1, 2]);
  });
});

describe('rooms left for the basket', () => {
  it("takes one off for each of the basket's rooms of that type, and gives it back when removed", () => {
    const stock = { '6': 2, '8': 1 };
    expect(remainingRooms(stock, [])).toEqual({ 6: 2, 8: 1 });
    const withTwo = remainingRooms(stock, [{ roomTypeId: 6 }, { roomTypeId: 8 }]);
    expect(withTwo).toEqual({ 6: 1, 8: 0 });
    expect(canAddRoomItem(withTwo, 6)).toBe(true);
    expect(canAddRoomItem(withTwo, 8)).toBe(false);
    // Removing the room 8 item gives its room back.
    expect(canAddRoomItem(remainingRooms(stock, [{ roomTypeId: 6 }]), 8)).toBe(true);
  });

  it('never adds a room type the search did not offer', () => {
    expect(canAddRoomItem(remainingRooms({ '6': 4 }, []), 99)).toBe(false);
  });

  it('shows the "Only N left" badge at 3 or fewer, not at 4 and not when none is left', () => {
    expect([0, 1, 2, 3, 4].map(showsLowAvailability)).toEqual([false, true, true, true, false]);
  });
});

describe('the guest steps after the upgrades', () => {
  const named = { firstName: 'Ada', lastName: 'Lovelace' };
  const unnamed = { firstName: ' ', lastName: '' };
  const guestItem = (
    roomNumber: number,
    leadGuest: { firstName: string; lastName: string },
    haveSeenServices: boolean,
    roomConfiguration: number | null = 1,
  ) => ({ roomNumber, leadGuest, roomConfiguration, haveSeenServices });

  it('goes through rooms whose lead guest is not valid, then rooms whose extras are unseen, then the summary', () => {
    expect(nextGuestPosition([guestItem(2, unnamed, false), guestItem(1, named, false)], true)).toEqual({
      step: bookingSteps.Occupancy,
      activeRoomNumber: 2,
    });
    expect(nextGuestPosition([guestItem(2, named, false), guestItem(1, named, true)], true)).toEqual({
      step: bookingSteps.Extras,
      activeRoomNumber: 2,
    });
    expect(nextGuestPosition([guestItem(1, named, true), guestItem(2, named, true)], true)).toEqual({
      step: bookingSteps.BookingSummary,
      activeRoomNumber: null,
    });
  });

  it('asks again for a room without its set-up only when the property asks the question', () => {
    expect(nextGuestPosition([guestItem(1, named, true, null)], true)).toEqual({
      step: bookingSteps.Occupancy,
      activeRoomNumber: 1,
    });
    expect(nextGuestPosition([guestItem(1, named, true, null)], false)).toEqual({
      step: bookingSteps.BookingSummary,
      activeRoomNumber: null,
    });
  });
});
