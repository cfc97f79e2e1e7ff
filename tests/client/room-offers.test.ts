import { describe, expect, it } from 'vitest';
import { roomTypeChoices, upgradeChoices } from '../../src/client/features/rooms-and-rates/room-offers';
import { advance, classic, flexible, king, searchResponse, suite } from './search-response-fixture';

const couple = { adults: 2, children: 0, infants: 0 };

describe('the room types a room can have', () => {
  it('lists those with a rate for the room, with the lowest price per night and in total (minor units)', () => {
    const choices = roomTypeChoices(searchResponse(), 0, { [classic]: 5, [king]: 1, [suite]: 1 });
    expect(choices.map((c) => [c.roomType.Name, c.fromPerNightMinor, c.fromTotalMinor, c.roomsLeft])).toEqual([
      ['Classic Double', 10965, 21930, 5],
      ['Deluxe King', 15900, 31800, 1],
      ['The Stray Suite', 27900, 55800, 1],
    ]);
  });

  it("prices each room for its own guests (the response's Prices for that room)", () => {
    const [classicChoice] = roomTypeChoices(searchResponse(), 1, { [classic]: 5 });
    expect(classicChoice?.rates.map((r) => r.totalMinor)).toEqual([28800, 24930]);
  });

  it('puts room types with none left for this basket last', () => {
    const choices = roomTypeChoices(searchResponse(), 0, { [classic]: 5, [king]: 0, [suite]: 1 });
    expect(choices.map((c) => c.roomType.Name)).toEqual(['Classic Double', 'The Stray Suite', 'Deluxe King']);
  });
});

describe('upgrades for a room', () => {
  const item = { roomNumber: 1, roomTypeId: classic, ratePlanId: flexible, ...couple, roomTotalMinor: 25800 };

  it('offers each upgrade room type with a room left on the same rate, with what it adds, cheapest first', () => {
    const upgrades = upgradeChoices(searchResponse(), item, { [classic]: 4, [king]: 1, [suite]: 1 });
    expect(upgrades.map((u) => [u.roomType.Name, u.totalMinor, u.priceDifferenceMinor])).toEqual([
      ['Deluxe King', 31800, 6000],
      ['The Stray Suite', 55800, 30000],
    ]);
  });

  it("prices the upgrade for the room's own guests", () => {
    const family = { ...item, roomNumber: 2, adults: 1, children: 1, roomTotalMinor: 28800 };
    const [kingUpgrade] = upgradeChoices(searchResponse(), family, { [king]: 1 });
    expect(kingUpgrade?.totalMinor).toBe(34800);
    expect(kingUpgrade?.priceDifferenceMinor).toBe(6000);
  });

  it('offers none once the upgrade room type has no room left for this basket', () => {
    expect(upgradeChoices(searchResponse(), item, { [classic]: 4, [king]: 0, [suite]: 0 })).toEqual([]);
  });

  it('offers none on a rate the upgrade room type does not sell', () => {
    expect(upgradeChoices(searchResponse(), { ...item, ratePlanId: advance }, { [king]: 1, [suite]: 1 })).toEqual([]);
  });

  it("offers none when the room's guests do not fit the upgrade", () => {
    expect(upgradeChoices(searchResponse(), { ...item, adults: 3 }, { [king]: 1, [suite]: 1 })).toEqual([]);
  });
});
