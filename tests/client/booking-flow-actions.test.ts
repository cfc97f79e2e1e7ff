import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingSteps } from '../../src/domain/booking-flow';
import { classic, flexible, king, searchResponse, suite } from './search-response-fixture';

// The guest's moves through Rooms and Rates, on the real (persisted) basket.

async function load() {
  vi.resetModules();
  const basket = await import('../../src/client/basket/basket');
  const actions = await import('../../src/client/features/rooms-and-rates/booking-flow-actions');
  const offers = await import('../../src/client/features/rooms-and-rates/room-offers');
  return { ...basket, ...actions, ...offers };
}

const search = { from: '2026-12-11', to: '2026-12-13', rooms: '2-0-0,1-1-0' };
const rooms = [
  { adults: 2, children: 0, infants: 0 },
  { adults: 1, children: 1, infants: 0 },
];

describe('choosing rooms and rates', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts a search at room 1, and keeps the basket when the same search is opened again', async () => {
    const { ensureBasketForSearch, readBasket, updateBasket } = await load();
    ensureBasketForSearch('DEMO', search);
    expect(readBasket()).toMatchObject({
      propertyCode: 'DEMO',
      search,
      step: bookingSteps.RoomTypeSelection,
      activeRoomNumber: 1,
      items: [],
    });
    updateBasket((basket) => ({ ...basket, step: bookingSteps.UpgradeSelection }));
    ensureBasketForSearch('demo', { ...search });
    expect(readBasket().step).toBe(bookingSteps.UpgradeSelection);
    ensureBasketForSearch('DEMO', { ...search, to: '2026-12-14' });
    expect(readBasket()).toMatchObject({
      step: bookingSteps.RoomTypeSelection,
      items: [],
      search: { to: '2026-12-14' },
    });
  });

  it('adds a room at its price for its guests, then moves to the next room', async () => {
    const { addRoomItem, chooseRoomType, ensureBasketForSearch, ratesForRoom, readBasket } = await load();
    const response = searchResponse();
    ensureBasketForSearch('DEMO', search);
    chooseRoomType(classic);
    expect(readBasket()).toMatchObject({ step: bookingSteps.RatePlanSelection, selectedRoomTypeId: classic });

    const [rate] = ratesForRoom(response, response.RoomTypes[0]!, 0);
    expect(addRoomItem({ response, search, rooms, roomNumber: 1, roomTypeId: classic, rate: rate! })).toBe(true);
    const basket = readBasket();
    expect(basket.items).toEqual([
      expect.objectContaining({
        roomNumber: 1,
        roomTypeId: classic,
        roomType: 'Classic Double',
        ratePlanId: flexible,
        ratePlan: 'Best Flexible Rate',
        roomTotalMinor: 25800,
        adults: 2,
        dateFrom: '2026-12-11',
        dateTo: '2026-12-13',
        hasUpgrades: true,
      }),
    ]);
    expect(basket).toMatchObject({
      step: bookingSteps.RoomTypeSelection,
      activeRoomNumber: 2,
      selectedRoomTypeId: null,
    });
  });

  it('refuses a room type with none left for this basket, and gives a room back when it is changed', async () => {
    const { addRoomItem, changeRoom, ensureBasketForSearch, ratesForRoom, readBasket, roomsLeft } = await load();
    const response = searchResponse();
    ensureBasketForSearch('DEMO', search);
    const kingRate = ratesForRoom(response, response.RoomTypes[1]!, 0)[0]!;
    expect(addRoomItem({ response, search, rooms, roomNumber: 1, roomTypeId: king, rate: kingRate })).toBe(true);
    expect(roomsLeft(response, readBasket().items)[king]).toBe(0);
    expect(
      addRoomItem({
        response,
        search,
        rooms,
        roomNumber: 2,
        roomTypeId: king,
        rate: ratesForRoom(response, response.RoomTypes[1]!, 1)[0]!,
      }),
    ).toBe(false);
    expect(readBasket().items).toHaveLength(1);

    changeRoom(1);
    expect(readBasket()).toMatchObject({ items: [], step: bookingSteps.RoomTypeSelection, activeRoomNumber: 1 });
    expect(roomsLeft(response, readBasket().items)[king]).toBe(1);
  });

  it('once every room is chosen, offers upgrades room by room, then hands on to guest details', async () => {
    const { addRoomItem, ensureBasketForSearch, ratesForRoom, readBasket, skipUpgrade, takeUpgrade, upgradesFor } =
      await load();
    const response = searchResponse();
    ensureBasketForSearch('DEMO', search);
    addRoomItem({
      response,
      search,
      rooms,
      roomNumber: 2,
      roomTypeId: classic,
      rate: ratesForRoom(response, response.RoomTypes[0]!, 1)[0]!,
    });
    // Room 2 went first: room 1 is the one still to choose.
    expect(readBasket()).toMatchObject({ step: bookingSteps.RoomTypeSelection, activeRoomNumber: 1 });
    addRoomItem({
      response,
      search,
      rooms,
      roomNumber: 1,
      roomTypeId: classic,
      rate: ratesForRoom(response, response.RoomTypes[0]!, 0)[0]!,
    });
    expect(readBasket().items.map((item) => item.roomNumber)).toEqual([1, 2]);
    expect(readBasket()).toMatchObject({ step: bookingSteps.UpgradeSelection, activeRoomNumber: 1 });

    const [kingUpgrade] = upgradesFor(response, readBasket(), 1);
    expect(kingUpgrade).toMatchObject({ roomType: { RoomTypeId: king }, priceDifferenceMinor: 6000 });
    takeUpgrade(1, kingUpgrade!, rooms.length);
    expect(readBasket().items[0]).toMatchObject({
      roomTypeId: king,
      roomType: 'Deluxe King',
      roomTotalMinor: 31800,
      haveSeenUpgrades: true,
    });
    expect(readBasket()).toMatchObject({ step: bookingSteps.UpgradeSelection, activeRoomNumber: 2 });

    // The only Deluxe King is room 1's now: room 2 can have the suite only.
    expect(upgradesFor(response, readBasket(), 2).map((u) => u.roomType.RoomTypeId)).toEqual([suite]);
    skipUpgrade(2, rooms.length);
    expect(readBasket()).toMatchObject({ step: bookingSteps.Occupancy, activeRoomNumber: 1 });
    expect(readBasket().items[1]).toMatchObject({ roomTypeId: classic, haveSeenUpgrades: true });
  });
});
