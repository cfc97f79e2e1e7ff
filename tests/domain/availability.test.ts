import { describe, expect, it } from 'vitest';
import {
  checkBookable,
  combinationUnavailableMessage,
  searchStay,
  type RateEvaluation,
  type StayAvailability,
  type AvailabilitySearch,
} from '../../src/domain/availability';
import { zeroCosts } from '../../src/domain/pricing';
import { roomNightsToTake } from '../../src/domain/room-nights';
import { assignRooms } from '../../src/domain/room-assignment';
import { upgradeOptions, upgradeRoomTypes } from '../../src/domain/room-upgrades';
import { describeStayRestriction, restrictionLookaheadDate } from '../../src/domain/stay-restrictions';
import {
  BAR,
  DOUBLE,
  FAMILY,
  makeAri,
  NONREF,
  patchRate,
  patchRates,
  removeRate,
  setBooked,
  SPRING,
} from './ari-fixture';

// The stay: arrive Tue 2 June 2026, leave Fri 5 June: nights 2, 3 and 4 June.
const stay = { dateFrom: '2026-06-02', dateTo: '2026-06-05' };
const couple = { adults: 2, children: 0, infants: 0 };
const search = (overrides: Partial<AvailabilitySearch> = {}): AvailabilitySearch => ({
  ...stay,
  rooms: [couple],
  ...overrides,
});

function rateOf(result: StayAvailability, roomTypeId: number, ratePlanId: number): RateEvaluation {
  const rate = result.roomTypes
    .find((r) => r.roomTypeId === roomTypeId)
    ?.rates.find((r) => r.ratePlanId === ratePlanId);
  if (!rate) throw new Error(`no evaluation for ${roomTypeId}/${ratePlanId}`);
  return rate;
}
function totalOf(result: StayAvailability, roomTypeId: number, ratePlanId: number, roomIndex = 0): number | undefined {
  const rate = rateOf(result, roomTypeId, ratePlanId);
  return rate.available ? rate.prices.find((p) => p.roomIndex === roomIndex)?.price.total : undefined;
}
function reasonOf(result: StayAvailability, roomTypeId: number, ratePlanId: number) {
  const rate = rateOf(result, roomTypeId, ratePlanId);
  return rate.available ? null : rate.reason;
}

describe('searchStay: a plain search', () => {
  it('offers every room type with its public rates, priced for the guests', () => {
    const result = searchStay(search(), makeAri());
    expect(result.nights).toBe(3);
    expect(result.outcome).toBe('available');
    // Double BAR, 2 adults: (10000 + 1 extra adult x 2000) x 3 nights = 36000
    expect(totalOf(result, DOUBLE, BAR)).toBe(36000);
    // Double NONREF, 20% off: (8000 + 1600) x 3 = 28800
    expect(totalOf(result, DOUBLE, NONREF)).toBe(28800);
    // Family BAR: (15000 + 2000) x 3 = 51000
    expect(totalOf(result, FAMILY, BAR)).toBe(51000);
    expect(result.numberOfRoomsPerRoomTypeId).toEqual({ [DOUBLE]: 5, [FAMILY]: 2 });
  });

  it('reports the rate plan facts the rooms page shows', () => {
    const rate = rateOf(searchStay(search(), makeAri()), DOUBLE, NONREF);
    if (!rate.available) throw new Error('NONREF should be offered');
    expect(rate.minLengthOfStay).toBe(1);
    expect(rate.costs.baseRate).toBe(24000); // 8000 x 3
    expect(rate.originalCosts.baseRate).toBe(30000);
    expect(rate.minimumRate).toBe(9600);
    expect(rate.limits.maximumOccupancy).toBe(2); // the stricter of the room's 3 and the plan's 2
  });
});

describe('searchStay: inventory', () => {
  it('counts as available the rooms free on every night', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-03', 3);
    expect(searchStay(search(), ari).roomTypes.find((r) => r.roomTypeId === DOUBLE)?.availableRooms).toBe(2);
  });

  it('does not offer a room type sold out on a night in the middle of the stay', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-03', 5);
    const result = searchStay(search(), ari);
    const double = result.roomTypes.find((r) => r.roomTypeId === DOUBLE);
    expect(double?.offered).toBe(false);
    expect(double?.unavailable).toEqual({ kind: 'soldOut', date: '2026-06-03' });
    expect(result.numberOfRoomsPerRoomTypeId).toEqual({ [FAMILY]: 2 });
  });

  it('does not care about rooms sold on the departure day', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-05', 5);
    expect(searchStay(search(), ari).numberOfRoomsPerRoomTypeId[DOUBLE]).toBe(5);
  });

  it('does not offer a room type whose sale staff stopped on a night of the stay, rooms free or not', () => {
    const ari = makeAri();
    ari.inventory = ari.inventory.map((r) =>
      r.roomTypeId === DOUBLE && r.date === '2026-06-03' ? { ...r, stopSell: true } : r,
    );
    const double = searchStay(search(), ari).roomTypes.find((r) => r.roomTypeId === DOUBLE);
    expect(double?.offered).toBe(false);
    expect(double?.unavailable).toEqual({ kind: 'soldOut', date: '2026-06-03' });
  });

  it('treats a night without an inventory row as sold out', () => {
    const ari = makeAri();
    ari.inventory = ari.inventory.filter((r) => !(r.roomTypeId === FAMILY && r.date === '2026-06-04'));
    expect(searchStay(search(), ari).roomTypes.find((r) => r.roomTypeId === FAMILY)?.offered).toBe(false);
  });
});

describe('searchStay: rate restrictions', () => {
  it('refuses a rate closed on any night of the stay, keeping the others', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-03', { closed: true });
    const result = searchStay(search(), ari);
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'closed', date: '2026-06-03' });
    expect(totalOf(result, DOUBLE, NONREF)).toBe(28800);
  });

  it('refuses a rate with a night missing', () => {
    const ari = makeAri();
    removeRate(ari, DOUBLE, BAR, '2026-06-04');
    expect(reasonOf(searchStay(search(), ari), DOUBLE, BAR)).toEqual({ kind: 'noRate', date: '2026-06-04' });
  });

  it('refuses arrival on a night closed to arrival, but not a stay through it', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-02', { closedToArrival: true });
    patchRate(ari, FAMILY, BAR, '2026-06-03', { closedToArrival: true });
    const result = searchStay(search(), ari);
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'closedToArrival', date: '2026-06-02' });
    expect(totalOf(result, FAMILY, BAR)).toBe(51000);
  });

  it('refuses departure on a day closed to departure, but not a stay through it', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-05', { closedToDeparture: true });
    patchRate(ari, FAMILY, BAR, '2026-06-03', { closedToDeparture: true });
    const result = searchStay(search(), ari);
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'closedToDeparture', date: '2026-06-05' });
    expect(totalOf(result, FAMILY, BAR)).toBe(51000);
  });

  it("applies the arrival night's minimum stay, not a later night's", () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-02', { minStay: 4 });
    patchRate(ari, FAMILY, BAR, '2026-06-03', { minStay: 5 });
    const result = searchStay(search(), ari);
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'minStay', nights: 4 });
    expect(totalOf(result, FAMILY, BAR)).toBe(51000);
  });

  it('accepts a stay exactly as long as the minimum', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-02', { minStay: 3 });
    expect(totalOf(searchStay(search(), ari), DOUBLE, BAR)).toBe(36000);
  });

  it("applies the arrival night's maximum stay", () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-02', { maxStay: 2 });
    patchRate(ari, FAMILY, BAR, '2026-06-02', { maxStay: 3 });
    const result = searchStay(search(), ari);
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'maxStay', nights: 2 });
    expect(totalOf(result, FAMILY, BAR)).toBe(51000);
  });

  it('offers nothing for a stay without nights', () => {
    const result = searchStay(search({ dateTo: stay.dateFrom }), makeAri());
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'emptyStay' });
    expect(result.outcome).toBe('noAvailability');
  });
});

describe('searchStay: promo codes and filters', () => {
  it('hides a promo-only rate plan from a search without its code', () => {
    const result = searchStay(search(), makeAri());
    expect(reasonOf(result, DOUBLE, SPRING)).toEqual({ kind: 'promoCode' });
    expect(reasonOf(searchStay(search({ promoCode: 'WINTER' }), makeAri()), DOUBLE, SPRING)).toEqual({
      kind: 'promoCode',
    });
  });

  it('shows it to a search with the code, whatever its case, alongside the public rates', () => {
    const result = searchStay(search({ promoCode: ' spring26 ' }), makeAri());
    // 50% off: (5000 + 1000) x 3 = 18000
    expect(totalOf(result, DOUBLE, SPRING)).toBe(18000);
    expect(totalOf(result, DOUBLE, BAR)).toBe(36000);
  });

  it('keeps only the rate plan asked for by RatePlanCode', () => {
    const result = searchStay(search({ ratePlanCode: 'nonref' }), makeAri());
    expect(totalOf(result, DOUBLE, NONREF)).toBe(28800);
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'ratePlanCode' });
  });

  it('does not open a promo-only plan through RatePlanCode alone', () => {
    expect(reasonOf(searchStay(search({ ratePlanCode: 'SPRING' }), makeAri()), DOUBLE, SPRING)).toEqual({
      kind: 'promoCode',
    });
    expect(
      totalOf(searchStay(search({ ratePlanCode: 'SPRING', promoCode: 'SPRING26' }), makeAri()), DOUBLE, SPRING),
    ).toBe(18000);
  });

  it('keeps only room types in the location asked for', () => {
    const result = searchStay(search({ locationId: 20 }), makeAri());
    const double = result.roomTypes.find((r) => r.roomTypeId === DOUBLE);
    expect(double?.offered).toBe(false);
    expect(double?.unavailable).toEqual({ kind: 'location' });
    expect(result.numberOfRoomsPerRoomTypeId).toEqual({ [FAMILY]: 2 });
  });
});

describe('searchStay: guests', () => {
  it('refuses rates the guests do not fit, using the stricter rate plan limits', () => {
    const trio = { adults: 3, children: 0, infants: 0 };
    const result = searchStay(search({ rooms: [trio] }), makeAri());
    // Double takes at most 2 adults.
    expect(reasonOf(result, DOUBLE, BAR)).toEqual({ kind: 'occupancy' });
    // Family takes 3 adults, but NONREF at most 2 guests.
    expect(reasonOf(result, FAMILY, NONREF)).toEqual({ kind: 'occupancy' });
    // Family BAR: (15000 + 2 x 2000) x 3 = 57000
    expect(totalOf(result, FAMILY, BAR)).toBe(57000);
  });

  it('prices each requested room with its own guests', () => {
    const family = { adults: 2, children: 2, infants: 0 };
    const result = searchStay(search({ rooms: [couple, family] }), makeAri());
    const rate = rateOf(result, FAMILY, BAR);
    if (!rate.available) throw new Error('Family BAR should be offered');
    // room 0: 51000; room 1: (15000 + 2000 + 2 x 1000) x 3 = 57000
    expect(rate.prices.map((p) => [p.roomIndex, p.price.total])).toEqual([
      [0, 51000],
      [1, 57000],
    ]);
    // The Double only fits the couple.
    const doubleRate = rateOf(result, DOUBLE, BAR);
    expect(doubleRate.available && doubleRate.prices.map((p) => p.roomIndex)).toEqual([0]);
  });

  it('says no room fits the party when rooms are free but too small', () => {
    const result = searchStay(search({ rooms: [{ adults: 5, children: 0, infants: 0 }] }), makeAri());
    expect(result.outcome).toBe('noRoomsForOccupancy');
    expect(result.assignment.satisfiable).toBe(false);
  });

  it('says nothing is available when every room is sold', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-02', 5);
    setBooked(ari, FAMILY, '2026-06-04', 2);
    expect(searchStay(search(), ari).outcome).toBe('noAvailability');
  });
});

describe('the multi-room rule', () => {
  it('books several rooms of one type while stock lasts', () => {
    const result = searchStay(search({ rooms: [couple, couple, couple] }), makeAri());
    expect(result.assignment).toEqual({ satisfiable: true, roomTypeIds: [DOUBLE, DOUBLE, DOUBLE] });
  });

  it('refuses a combination that needs more rooms than are left, though each room fits', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-03', 4); // 1 Double left
    setBooked(ari, FAMILY, '2026-06-03', 1); // 1 Family left
    const result = searchStay(search({ rooms: [couple, couple, couple] }), ari);
    expect(result.outcome).toBe('combinationUnavailable');
    expect(result.assignment.satisfiable).toBe(false);
    expect(combinationUnavailableMessage).toBe(
      'Your combination of rooms is not available, please retry your search or contact us directly to make your booking',
    );
  });

  it('moves a room to another type to make room for one that fits only one type', () => {
    // Family listed first: a greedy pass would give the couple the last Family room and
    // leave the trio (Family only) without one.
    const ari = makeAri();
    ari.roomTypes.reverse();
    setBooked(ari, FAMILY, '2026-06-02', 1);
    const trio = { adults: 3, children: 0, infants: 0 };
    const result = searchStay(search({ rooms: [couple, trio] }), ari);
    expect(result.assignment).toEqual({ satisfiable: true, roomTypeIds: [DOUBLE, FAMILY] });
    expect(result.outcome).toBe('available');
  });

  it('assigns by augmenting paths, honouring every stock', () => {
    expect(assignRooms([[1, 2], [1]], { 1: 1, 2: 1 })).toEqual({ satisfiable: true, roomTypeIds: [2, 1] });
    expect(assignRooms([[1, 2], [2, 3], [1]], { 1: 1, 2: 1, 3: 1 })).toEqual({
      satisfiable: true,
      roomTypeIds: [2, 3, 1],
    });
    expect(assignRooms([[1], [1]], { 1: 1 })).toEqual({ satisfiable: false, roomTypeIds: [1, null] });
    expect(assignRooms([], {}).satisfiable).toBe(false);
  });
});

describe('checkBookable (Reservation/Create)', () => {
  const item = { ...stay, roomTypeId: DOUBLE, ratePlanId: BAR, guests: couple };

  it('accepts what search offers, at the same price', () => {
    const result = checkBookable([item], {}, makeAri());
    expect(result.bookable && result.prices.map((p) => p.total)).toEqual([36000]);
  });

  it('counts rooms of the same type on the same night together', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-04', 4); // one left on the last night
    const result = checkBookable([item, { ...item, ratePlanId: NONREF }], {}, ari);
    expect(result).toEqual({
      bookable: false,
      problems: [{ itemIndex: 1, problem: { kind: 'soldOut', date: '2026-06-04' } }],
    });
  });

  it('lets two rooms share the last room on nights that do not overlap', () => {
    const ari = makeAri();
    for (const date of ['2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06'])
      setBooked(ari, DOUBLE, date, 4);
    const later = { ...item, dateFrom: '2026-06-05', dateTo: '2026-06-07' };
    expect(checkBookable([item, later], {}, ari).bookable).toBe(true);
  });

  it('applies the same restrictions as search', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-02', { minStay: 4 });
    expect(checkBookable([item], {}, ari)).toEqual({
      bookable: false,
      problems: [{ itemIndex: 0, problem: { kind: 'minStay', nights: 4 } }],
    });
    expect(checkBookable([{ ...item, guests: { adults: 3, children: 0, infants: 0 } }], {}, makeAri())).toEqual({
      bookable: false,
      problems: [{ itemIndex: 0, problem: { kind: 'occupancy' } }],
    });
  });

  it('needs the promo code to book a promo-only rate', () => {
    const promoItem = { ...item, ratePlanId: SPRING };
    expect(checkBookable([promoItem], {}, makeAri()).bookable).toBe(false);
    expect(checkBookable([promoItem], { promoCode: 'spring26' }, makeAri()).bookable).toBe(true);
  });

  it('reports unknown room types and rate plans', () => {
    expect(
      checkBookable(
        [
          { ...item, roomTypeId: 99 },
          { ...item, ratePlanId: 99 },
        ],
        {},
        makeAri(),
      ),
    ).toEqual({
      bookable: false,
      problems: [
        { itemIndex: 0, problem: { kind: 'unknownRoomType' } },
        { itemIndex: 1, problem: { kind: 'unknownRatePlan' } },
      ],
    });
  });
});

describe('roomNightsToTake', () => {
  it('counts room nights per type and night, in a fixed order', () => {
    const items = [
      { roomTypeId: FAMILY, dateFrom: '2026-06-03', dateTo: '2026-06-04' },
      { roomTypeId: DOUBLE, dateFrom: '2026-06-02', dateTo: '2026-06-04' },
      { roomTypeId: DOUBLE, dateFrom: '2026-06-03', dateTo: '2026-06-05' },
    ];
    expect(roomNightsToTake(items)).toEqual([
      { roomTypeId: DOUBLE, date: '2026-06-02', rooms: 1 },
      { roomTypeId: DOUBLE, date: '2026-06-03', rooms: 2 },
      { roomTypeId: DOUBLE, date: '2026-06-04', rooms: 1 },
      { roomTypeId: FAMILY, date: '2026-06-03', rooms: 1 },
    ]);
  });
});

describe('upgrades', () => {
  const item = { roomTypeId: DOUBLE, ratePlanId: BAR, guests: couple, total: 36000 };

  it('offers a room type with stock, the same rate plan, and room for the guests, with the difference', () => {
    const upgrades = upgradeRoomTypes(searchStay(search(), makeAri()), [FAMILY]);
    // Family BAR for the couple: 51000; 51000 - 36000 = 15000 more
    expect(upgradeOptions(item, upgrades, { [DOUBLE]: 4, [FAMILY]: 2 })).toEqual([
      { roomTypeId: FAMILY, ratePlanId: BAR, total: 51000, priceDifference: 15000 },
    ]);
  });

  it('offers nothing when the basket has taken the last upgrade room', () => {
    const upgrades = upgradeRoomTypes(searchStay(search(), makeAri()), [FAMILY]);
    expect(upgradeOptions(item, upgrades, { [DOUBLE]: 4, [FAMILY]: 0 })).toEqual([]);
  });

  it('offers nothing when the upgrade room type lacks the chosen rate plan', () => {
    const ari = makeAri();
    patchRate(ari, FAMILY, BAR, '2026-06-03', { closed: true });
    const upgrades = upgradeRoomTypes(searchStay(search(), ari), [FAMILY]);
    expect(upgradeOptions(item, upgrades, { [FAMILY]: 2 })).toEqual([]);
    // ... while a room on NONREF still gets it: (12000 + 1600) x 3 = 40800 against 28800
    expect(upgradeOptions({ ...item, ratePlanId: NONREF, total: 28800 }, upgrades, { [FAMILY]: 2 })).toEqual([
      { roomTypeId: FAMILY, ratePlanId: NONREF, total: 40800, priceDifference: 12000 },
    ]);
  });

  it("offers nothing when the room's guests do not fit the upgrade rate", () => {
    const upgrades = upgradeRoomTypes(searchStay(search(), makeAri()), [FAMILY]);
    // NONREF takes at most 2 guests, even in the Family room.
    const family = { adults: 2, children: 1, infants: 0 };
    expect(upgradeOptions({ ...item, ratePlanId: NONREF, guests: family }, upgrades, { [FAMILY]: 2 })).toEqual([]);
    expect(upgradeOptions({ ...item, guests: family }, upgrades, { [FAMILY]: 2 })).toHaveLength(1);
  });

  it('lists the cheapest upgrade first and never the room type itself', () => {
    const upgrades = [
      {
        roomTypeId: 7,
        rates: [
          {
            ratePlanId: BAR,
            limits: { minimumOccupancy: 1, maximumOccupancy: 4, adultMaximumOccupancy: 4, childMaximumOccupancy: 2 },
            costs: { ...noCostsFor(60000) },
            baseNumberOfAdults: 2,
          },
        ],
      },
      {
        roomTypeId: 8,
        rates: [
          {
            ratePlanId: BAR,
            limits: { minimumOccupancy: 1, maximumOccupancy: 4, adultMaximumOccupancy: 4, childMaximumOccupancy: 2 },
            costs: { ...noCostsFor(45000) },
            baseNumberOfAdults: 2,
          },
        ],
      },
      {
        roomTypeId: DOUBLE,
        rates: [
          {
            ratePlanId: BAR,
            limits: { minimumOccupancy: 1, maximumOccupancy: 4, adultMaximumOccupancy: 4, childMaximumOccupancy: 2 },
            costs: { ...noCostsFor(1) },
            baseNumberOfAdults: 2,
          },
        ],
      },
    ];
    expect(
      upgradeOptions(item, upgrades, { 7: 1, 8: 1, [DOUBLE]: 1 }).map((o) => [o.roomTypeId, o.priceDifference]),
    ).toEqual([
      [8, 9000],
      [7, 24000],
    ]);
  });

  it('does not list an upgrade room type that is sold out for the stay', () => {
    const ari = makeAri();
    setBooked(ari, FAMILY, '2026-06-04', 2);
    expect(upgradeRoomTypes(searchStay(search(), ari), [FAMILY])).toEqual([]);
  });
});

function noCostsFor(baseRate: number) {
  return { ...zeroCosts(), baseRate };
}

describe('searchStay: why a rate plan was left out', () => {
  // Sat 6 June 2026, one night.
  const saturday = { dateFrom: '2026-06-06', dateTo: '2026-06-07', rooms: [couple] };
  const restrictedOf = (result: StayAvailability, roomTypeId: number) =>
    result.roomTypes.find((r) => r.roomTypeId === roomTypeId)?.restrictedRates;

  it('names the minimum stay that hid a plan, with the stay length that brings it back', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-06', { minStay: 2 });
    const result = searchStay(saturday, ari);
    expect(restrictedOf(result, DOUBLE)).toEqual([
      { ratePlanId: BAR, restriction: { kind: 'minStay', nights: 2 }, suggestedNights: 2 },
    ]);
    // The plans still offered are not listed; NONREF stays offered on its own.
    expect(rateOf(result, DOUBLE, NONREF).available).toBe(true);
    expect(describeStayRestriction('Best Flexible Rate', { kind: 'minStay', nights: 2 }, saturday.dateFrom)).toBe(
      'Best Flexible Rate: stays arriving on Saturday need at least 2 nights',
    );
  });

  it('suggests the next length that works when the minimum itself would leave on a closed day', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-06', { minStay: 2 });
    patchRate(ari, DOUBLE, BAR, '2026-06-08', { closedToDeparture: true });
    expect(restrictedOf(searchStay(saturday, ari), DOUBLE)?.[0]?.suggestedNights).toBe(3);
  });

  it('offers no length when the longer stay has no room left, and none for a day closed to arrival', () => {
    const ari = makeAri();
    patchRates(ari, DOUBLE, '2026-06-06', { minStay: 2 });
    setBooked(ari, DOUBLE, '2026-06-07', 5);
    patchRate(ari, FAMILY, BAR, '2026-06-06', { closedToArrival: true });
    const result = searchStay(saturday, ari);
    // SPRING needs its promo code, so it is not a plan the guest would otherwise get.
    expect(restrictedOf(result, DOUBLE)?.map((rate) => [rate.ratePlanId, rate.suggestedNights])).toEqual([
      [BAR, null],
      [NONREF, null],
    ]);
    expect(restrictedOf(result, FAMILY)).toEqual([
      { ratePlanId: BAR, restriction: { kind: 'closedToArrival', date: '2026-06-06' }, suggestedNights: null },
    ]);
    // Every Double plan is out for the stay's length alone: nothing sells, and the reasons say why.
    expect(result.roomTypes.find((r) => r.roomTypeId === DOUBLE)?.offered).toBe(false);
  });

  it('shortens a stay past the maximum, and moves the departure off a closed day', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-02', { maxStay: 2 });
    patchRate(ari, FAMILY, BAR, '2026-06-05', { closedToDeparture: true });
    const result = searchStay(search(), ari);
    expect(restrictedOf(result, DOUBLE)).toEqual([
      { ratePlanId: BAR, restriction: { kind: 'maxStay', nights: 2 }, suggestedNights: 2 },
    ]);
    expect(restrictedOf(result, FAMILY)).toEqual([
      { ratePlanId: BAR, restriction: { kind: 'closedToDeparture', date: '2026-06-05' }, suggestedNights: 4 },
    ]);
  });

  it("leaves out plans the guests do not fit anyway, and asks for more nights' data when a suggestion lies beyond it", () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, NONREF, '2026-06-06', { minStay: 2 });
    const family = { adults: 3, children: 0, infants: 0 };
    // NONREF takes at most 2 guests: a party of three would not get it on any night.
    expect(restrictedOf(searchStay({ ...saturday, rooms: [family] }, makeAriWith(ari)), DOUBLE)).toEqual([]);

    const shortAri = makeAriWith(ari);
    patchRate(shortAri, DOUBLE, BAR, '2026-06-06', { minStay: 2 });
    shortAri.rates = shortAri.rates.filter((rate) => rate.date <= '2026-06-06');
    const result = searchStay(saturday, shortAri);
    expect(restrictedOf(result, DOUBLE)?.every((rate) => rate.suggestedNights === null)).toBe(true);
    expect(restrictionLookaheadDate(saturday, result)).toBe('2026-06-10');
    expect(restrictionLookaheadDate(saturday, searchStay(saturday, makeAri()))).toBeNull();
  });
});

function makeAriWith(ari: ReturnType<typeof makeAri>): ReturnType<typeof makeAri> {
  return { ...ari, rates: ari.rates.map((rate) => ({ ...rate })), inventory: ari.inventory.map((row) => ({ ...row })) };
}
