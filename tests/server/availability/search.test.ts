import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySearchResponseSchema,
  type AvailabilitySearchRequestInput,
  type AvailabilitySearchResponse,
} from '../../../src/contract/availability';
import { combinationUnavailableMessage, noRoomsForOccupancyMessage } from '../../../src/domain/availability';
import { priceStay } from '../../../src/domain/pricing';
import { properties } from '../../../src/server/db/schema/properties';
import { nightlyRates, ratePlans, roomInventory, roomTypes } from '../../../src/server/db/schema/rooms';
import demoDefinition from '../../../src/server/db/seed/demo.json' with { type: 'json' };
import { createAriRepository } from '../../../src/server/availability/ari-repository';
import { importPropertyDefinition } from '../../../src/server/properties/import';
import { startTestApp, type TestApp } from '../harness';
import { searchDemo, twoAdults } from '../reservations/demo-booking';
import { touristTaxShown } from '../../domain/tax-line-fixture';

// A guest searching The Ashbury (the demo hotel, src/server/db/seed/demo.json). The clock
// stands at Wednesday 3 March 2027, midday in Harrogate, and the demo is seeded from that day:
//   - FLEX (Best Flexible Rate): Classic Double £129 for two adults, +£30 on Fri and Sat nights,
//     £25 per extra adult; BB adds £14 per adult per night; NRF is FLEX less 15%, at least 2
//     nights, closed the first three nights; SPRING (code SPRING) is BB less 20%, not sold in
//     Family Rooms; CORP is £119 for one adult + £20 per extra adult + £12 per adult per night.
//   - Every room type is sold out on today+10..12 (Sat 13 - Mon 15 March).
//   - Rooms a night: Classic 14, Twin 8, King 10 (3 on today+30..33), Family 5, Suite 2.
//   - Classic Double upgrades to Deluxe King and The Stray Suite.
let clock = new Date('2027-03-03T12:00:00Z');
let t: TestApp;
let roomTypeIds: Record<string, number>;
let ratePlanIds: Record<string, number>;
let locationIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const db = t.database.db;
  const [demo] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
  const types = await db
    .select({ id: roomTypes.id, code: roomTypes.code })
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, demo!.id));
  const plans = await db
    .select({ id: ratePlans.id, code: ratePlans.code })
    .from(ratePlans)
    .where(eq(ratePlans.propertyId, demo!.id));
  roomTypeIds = Object.fromEntries(types.map((row) => [row.code, row.id]));
  ratePlanIds = Object.fromEntries(plans.map((row) => [row.code, row.id]));
  const config = (await t.app.inject({ method: 'GET', url: '/api/Book/Config/DEMO' })).json() as {
    Locations: { LocationId: number; Name: string }[];
  };
  locationIds = Object.fromEntries(config.Locations.map((location) => [location.Name, location.LocationId]));
});
afterAll(() => t?.close());

async function search(request: Partial<AvailabilitySearchRequestInput>) {
  return searchDemo(t.app, { DateFrom: '2027-03-26', DateTo: '2027-03-28', ...request });
}

async function searchOk(request: Partial<AvailabilitySearchRequestInput>): Promise<AvailabilitySearchResponse> {
  const res = await search(request);
  expect(res.statusCode, res.body).toBe(200);
  return availabilitySearchResponseSchema.parse(res.json());
}

/** The Ashbury's 20 % VAT, inside its prices. */
const ukVatIncluded = (amount: number) => ({
  Code: 'VAT',
  Name: 'VAT',
  Kind: 'Tax',
  Amount: amount,
  Included: true,
  PayableAtProperty: false,
  Percent: 20,
});

const roomTypeNamed = (body: AvailabilitySearchResponse, code: string) =>
  body.RoomTypes.find((roomType) => roomType.RoomTypeId === roomTypeIds[code]);
const ratePlanOf = (body: AvailabilitySearchResponse, roomTypeCode: string, ratePlanCode: string) =>
  roomTypeNamed(body, roomTypeCode)?.RatePlans.find((ratePlan) => ratePlan.RatePlanCode === ratePlanCode);
const codesOf = (body: AvailabilitySearchResponse) =>
  body.RoomTypes.map((roomType) => Object.entries(roomTypeIds).find(([, id]) => id === roomType.RoomTypeId)![0]);

describe('POST /api/Availability/Search: why a rate plan is missing', () => {
  it('says which plans a 1-night Saturday stay left out, and the stay that brings each back', async () => {
    const body = await searchOk({ DateFrom: '2027-03-27', DateTo: '2027-03-28' });
    expect(body.Outcome).toBe('Available');
    // Only the Corporate Rate takes a single Saturday night.
    expect(roomTypeNamed(body, 'CLASSIC')!.RatePlans.map((ratePlan) => ratePlan.RatePlanCode)).toEqual(['CORP']);
    const classic = body.RestrictedRates.filter((rate) => rate.RoomTypeId === roomTypeIds['CLASSIC']);
    expect(classic.map((rate) => rate.RatePlanId)).toEqual([
      ratePlanIds['FLEX'],
      ratePlanIds['BB'],
      ratePlanIds['NRF'],
      ratePlanIds['PAYLATER'],
      ratePlanIds['DEPOSIT'],
    ]);
    expect(classic[0]).toEqual({
      RoomTypeId: roomTypeIds['CLASSIC'],
      RatePlanId: ratePlanIds['FLEX'],
      RatePlanName: 'Best Flexible Rate',
      Restriction: 'MinimumStay',
      Nights: 2,
      Date: null,
      Message: 'Best Flexible Rate: stays arriving on Saturday need at least 2 nights',
      SuggestedStay: { DateFrom: '2027-03-27', DateTo: '2027-03-29', Nights: 2 },
    });
    // The Spring Escape needs its code: not a plan this guest was going to get.
    expect(body.RestrictedRates.some((rate) => rate.RatePlanId === ratePlanIds['SPRING'])).toBe(false);

    // The suggested stay does offer the plan.
    const longer = await searchOk({ DateFrom: '2027-03-27', DateTo: '2027-03-29' });
    expect(ratePlanOf(longer, 'CLASSIC', 'FLEX')).toBeDefined();
    expect(longer.RestrictedRates.filter((rate) => rate.RoomTypeId === roomTypeIds['CLASSIC'])).toEqual([]);
  });

  it('documents the reasons in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('RestrictedRates');
    expect(res.body).toContain('ClosedToDeparture');
  });
});

describe('POST /api/Availability/Search: a weekend for two couples', () => {
  it('offers every room type with its rates, priced per room for the two nights', async () => {
    const body = await searchOk({ Rooms: [twoAdults, twoAdults] });
    expect(body.Outcome).toBe('Available');
    expect(body.AvailabilityMessage).toBeNull();
    expect(body.Currency).toBe('GBP');
    expect(body.Nights).toBe(2);
    expect(codesOf(body)).toEqual(['CLASSIC', 'TWIN', 'KING', 'FAMILY', 'SUITE']);

    const classic = roomTypeNamed(body, 'CLASSIC')!;
    expect(classic).toMatchObject({
      Name: 'Classic Double',
      MaximumOccupancy: 2,
      AdultMaximumOccupancy: 2,
      AvailableRooms: 14,
      LocationId: locationIds['Main House'],
    });
    expect(classic.Photos[0]).toMatch(/^\/ClientApp\/images\//);
    expect(classic.Description.length).toBeGreaterThan(20);
    // Public plans only, in the property's order: the Spring Escape needs its code.
    expect(classic.RatePlans.map((ratePlan) => ratePlan.RatePlanCode)).toEqual([
      'FLEX',
      'BB',
      'NRF',
      'CORP',
      'PAYLATER',
      'DEPOSIT',
    ]);

    // Friday and Saturday at £129 + £30 each: £318 per room, for each of the two rooms, with
    // its 20 % VAT inside (318 x 20 / 120 = £53).
    const flex = ratePlanOf(body, 'CLASSIC', 'FLEX')!;
    const withVat = {
      Taxes: [ukVatIncluded(53)],
      TotalWithTaxes: 318,
      PayAtProperty: 0,
      Payment: expect.objectContaining({ Type: 'PayNow', DueNow: 318 }),
    };
    expect(flex.Prices).toEqual([
      { RoomIndex: 0, TotalCost: 318, OriginalTotalCost: 318, PerNightRate: 159, ...withVat },
      { RoomIndex: 1, TotalCost: 318, OriginalTotalCost: 318, PerNightRate: 159, ...withVat },
    ]);
    expect(flex).toMatchObject({
      BaseRate: 318,
      CostPerAdult: 50,
      CostPerChild: 30,
      BaseNumberOfAdults: 2,
      MinimumRate: 159,
      MinLengthOfStay: 1,
      Refundable: true,
      Promotion: null,
    });
    // Bed & Breakfast: the same room plus £14 per adult per night.
    expect(ratePlanOf(body, 'CLASSIC', 'BB')!.Prices[0]!.TotalCost).toBe(318 + 2 * 2 * 14);
    // Advance Saver: 15% off each night, 159 x 0.85 = 135.15.
    expect(ratePlanOf(body, 'CLASSIC', 'NRF')).toMatchObject({ Refundable: false, MinLengthOfStay: 2 });
    expect(ratePlanOf(body, 'CLASSIC', 'NRF')!.Prices[0]!.TotalCost).toBe(270.3);
    // Corporate: £119 + £20 for the second adult + £12 per adult, each night.
    expect(ratePlanOf(body, 'CLASSIC', 'CORP')).toMatchObject({ CanPayByCompanyInvoice: true });
    expect(ratePlanOf(body, 'CLASSIC', 'CORP')!.Prices[0]!.TotalCost).toBe(2 * (119 + 20 + 2 * 12));
    // The Suite: £279 + £30 a night.
    expect(ratePlanOf(body, 'SUITE', 'FLEX')!.Prices[0]!.TotalCost).toBe(2 * (279 + 30));
  });

  it('prices exactly as the shared pricing rule does from the cost components it returns', async () => {
    const body = await searchOk({ Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 1, NumberOfInfants: 0 }] });
    const family = ratePlanOf(body, 'FAMILY', 'BB')!;
    const pence = (major: number) => Math.round(major * 100);
    const stayCosts = {
      baseRate: pence(family.BaseRate),
      costPerRoom: pence(family.CostPerRoom),
      costPerAdult: pence(family.CostPerAdult),
      costPerChild: pence(family.CostPerChild),
      costPerInfant: pence(family.CostPerInfant),
      perPersonCostPerAdult: pence(family.PerPersonCostPerAdult),
      perPersonCostPerChild: pence(family.PerPersonCostPerChild),
      perPersonCostPerInfant: pence(family.PerPersonCostPerInfant),
    };
    const price = priceStay(
      [stayCosts],
      { adults: 2, children: 1, infants: 0 },
      { discountPercent: 0, baseNumberOfAdults: family.BaseNumberOfAdults },
    );
    // By hand: (189 + 30) x 2 nights + a child at £15 x 2 + breakfast 2 x £14 + £8, x 2.
    expect(family.Prices[0]!.TotalCost).toBe(438 + 30 + 2 * (28 + 8));
    expect(family.Prices[0]!.TotalCost).toBe(price.total / 100);
  });

  it('upgrades a Classic Double to the Deluxe King or the Suite, with the rates each offers', async () => {
    const body = await searchOk({});
    const upgrades = roomTypeNamed(body, 'CLASSIC')!.Upgrades;
    expect(upgrades.map((upgrade) => upgrade.RoomTypeId)).toEqual([roomTypeIds.KING, roomTypeIds.SUITE]);
    const king = upgrades[0]!;
    expect(king.AvailableRates.map((rate) => rate.RatePlanId)).toEqual([
      ratePlanIds.FLEX,
      ratePlanIds.BB,
      ratePlanIds.NRF,
      ratePlanIds.CORP,
      ratePlanIds.PAYLATER,
      ratePlanIds.DEPOSIT,
    ]);
    expect(king.AvailableRates[0]).toEqual({
      RatePlanId: ratePlanIds.FLEX,
      MinimumOccupancy: 1,
      MaximumOccupancy: 3,
      AdultMaximumOccupancy: 2,
      ChildMaximumOccupancy: 1,
    });
    expect(roomTypeNamed(body, 'SUITE')!.Upgrades).toEqual([]);
  });

  it('counts the rooms left of each room type for the basket and the "only N left" badge', async () => {
    expect((await searchOk({})).NumberOfRoomsPerRoomTypeId).toEqual({
      [roomTypeIds.CLASSIC!]: 14,
      [roomTypeIds.TWIN!]: 8,
      [roomTypeIds.KING!]: 10,
      [roomTypeIds.FAMILY!]: 5,
      [roomTypeIds.SUITE!]: 2,
    });
    // The Deluxe King is down to 3 rooms on today+30..33.
    const late = await searchOk({ DateFrom: '2027-04-01', DateTo: '2027-04-03' });
    expect(late.NumberOfRoomsPerRoomTypeId[String(roomTypeIds.KING)]).toBe(3);
    expect(roomTypeNamed(late, 'KING')!.AvailableRooms).toBe(3);
  });

  it('is never stored by a cache: rooms sell while the guest looks', async () => {
    expect((await search({})).headers['cache-control']).toBe('no-store');
  });
});

describe('promo codes and gift vouchers', () => {
  it('SPRING, typed in any case, unlocks the Spring Escape where it is sold', async () => {
    const body = await searchOk({ PromoCode: ' spring ' });
    expect(body.IsPromoCodeValid).toBe(true);
    expect(body.PromoCodeMessage).toBe('Your promo code has been applied.');
    const spring = ratePlanOf(body, 'CLASSIC', 'SPRING')!;
    expect(spring.Promotion).toBe('Spring offer: 20% off');
    // Bed & Breakfast (£374) less 20%, night by night: (127.20 + 2 x 11.20) x 2.
    // Its VAT: 299.20 x 20 / 120 = 49.8666... -> £49.87.
    expect(spring.Prices[0]).toEqual({
      RoomIndex: 0,
      TotalCost: 299.2,
      OriginalTotalCost: 374,
      PerNightRate: 149.6,
      Taxes: [ukVatIncluded(49.87)],
      TotalWithTaxes: 299.2,
      PayAtProperty: 0,
      // Non-refundable: everything with the booking.
      Payment: {
        Type: 'PayNow',
        DueNow: 299.2,
        Schedule: [{ Due: expect.any(String), Amount: 299.2, Collect: 'Automatic', Kind: 'Full' }],
        Guarantee: 'Card',
        Deposit: null,
      },
    });
    expect(spring.OriginalBaseRate).toBe(318);
    expect(spring.BaseRate).toBe(254.4);
    expect(ratePlanOf(body, 'FAMILY', 'SPRING')).toBeUndefined();
    expect(body.IsHopGiftVoucherCodeValid).toBe(false);
    expect(body.HopGiftVoucherCodeMessage).toBeNull();
  });

  it('without the code the Spring Escape is nowhere, and no promo message is given', async () => {
    const body = await searchOk({});
    expect(
      body.RoomTypes.flatMap((roomType) => roomType.RatePlans).some((ratePlan) => ratePlan.RatePlanCode === 'SPRING'),
    ).toBe(false);
    expect(body).toMatchObject({ IsPromoCodeValid: false, PromoCodeMessage: null });
  });

  it('a code the hotel does not have is refused with a message, and the public rates still show', async () => {
    const body = await searchOk({ PromoCode: 'SUMMER99' });
    expect(body).toMatchObject({
      IsPromoCodeValid: false,
      PromoCodeMessage: 'Sorry, the promo code you entered is not valid.',
      IsHopGiftVoucherCodeValid: false,
    });
    expect(ratePlanOf(body, 'CLASSIC', 'FLEX')).toBeDefined();
  });

  it('a gift voucher code is recognised as one, with its value, and an expired one is explained', async () => {
    const voucher = await searchOk({ PromoCode: 'gift-demo-100' });
    expect(voucher).toMatchObject({ IsHopGiftVoucherCodeValid: true, IsPromoCodeValid: false, PromoCodeMessage: null });
    expect(voucher.HopGiftVoucherCodeMessage).toContain('£100.00');
    const expired = await searchOk({ PromoCode: 'GIFT-DEMO-EXPIRED' });
    expect(expired).toMatchObject({
      IsHopGiftVoucherCodeValid: false,
      HopGiftVoucherCodeMessage: 'Sorry, this gift voucher has expired.',
    });
  });
});

describe('filters', () => {
  it('RatePlanCode keeps only that rate plan, on the room types that sell it', async () => {
    const body = await searchOk({ RatePlanCode: 'corp' });
    expect(codesOf(body)).toEqual(['CLASSIC', 'TWIN', 'KING']);
    for (const roomType of body.RoomTypes)
      expect(roomType.RatePlans.map((ratePlan) => ratePlan.RatePlanCode)).toEqual(['CORP']);
    // A promo-only plan still needs its code.
    expect((await searchOk({ RatePlanCode: 'SPRING' })).RoomTypes).toEqual([]);
    expect(codesOf(await searchOk({ RatePlanCode: 'SPRING', PromoCode: 'SPRING' }))).toEqual([
      'CLASSIC',
      'TWIN',
      'KING',
      'SUITE',
    ]);
  });

  it('LocationId keeps the room types of that location', async () => {
    expect(codesOf(await searchOk({ LocationId: locationIds['Garden Wing'] }))).toEqual(['TWIN', 'FAMILY']);
    expect(codesOf(await searchOk({ LocationId: locationIds['Main House'] }))).toEqual(['CLASSIC', 'KING', 'SUITE']);
  });
});

describe('dates, stock and guests', () => {
  it('nights with nothing left offer nothing, with the hotel’s own no-availability message', async () => {
    const body = await searchOk({ DateFrom: '2027-03-12', DateTo: '2027-03-14' });
    expect(body.RoomTypes).toEqual([]);
    expect(body.NumberOfRoomsPerRoomTypeId).toEqual({});
    expect(body.Outcome).toBe('NoAvailability');
    expect(body.AvailabilityMessage).toBe(demoDefinition.BookingConfiguration.NoAvailabilityMessage);
  });

  it('a room type whose last room is booked on one night of the stay disappears from the results', async () => {
    const db = t.database.db;
    await db
      .update(roomInventory)
      .set({ booked: sql`${roomInventory.total}` })
      .where(and(eq(roomInventory.roomTypeId, roomTypeIds.SUITE!), eq(roomInventory.date, '2027-04-21')));
    const body = await searchOk({ DateFrom: '2027-04-20', DateTo: '2027-04-23' });
    expect(codesOf(body)).toEqual(['CLASSIC', 'TWIN', 'KING', 'FAMILY']);
    expect(roomTypeNamed(body, 'CLASSIC')!.Upgrades.map((upgrade) => upgrade.RoomTypeId)).toEqual([roomTypeIds.KING]);
    // The night before, the suite is still there.
    expect(codesOf(await searchOk({ DateFrom: '2027-04-19', DateTo: '2027-04-21' }))).toContain('SUITE');
  });

  it('the Advance Saver needs two nights: absent for one night, offered for two', async () => {
    const oneNight = await searchOk({ DateFrom: '2027-03-23', DateTo: '2027-03-24' });
    expect(ratePlanOf(oneNight, 'CLASSIC', 'FLEX')!.Prices[0]!.TotalCost).toBe(129);
    expect(ratePlanOf(oneNight, 'CLASSIC', 'NRF')).toBeUndefined();
    const twoNights = await searchOk({ DateFrom: '2027-03-23', DateTo: '2027-03-25' });
    expect(ratePlanOf(twoNights, 'CLASSIC', 'NRF')!.Prices[0]!.TotalCost).toBe(219.3);
  });

  it('the Advance Saver is closed for the first three nights from today', async () => {
    const body = await searchOk({ DateFrom: '2027-03-04', DateTo: '2027-03-07' });
    expect(ratePlanOf(body, 'CLASSIC', 'FLEX')).toBeDefined();
    expect(ratePlanOf(body, 'CLASSIC', 'NRF')).toBeUndefined();
  });

  it('a party no room takes gets the not-enough-rooms answer', async () => {
    const body = await searchOk({ Rooms: [{ NumberOfAdults: 3, NumberOfChildren: 0, NumberOfInfants: 0 }] });
    expect(body.RoomTypes).toEqual([]);
    expect(body.Outcome).toBe('NoRoomsForOccupancy');
    expect(body.AvailabilityMessage).toBe(noRoomsForOccupancyMessage);
  });

  it('rooms that each fit but not all together get the combination message', async () => {
    // Two adults and a child fit the King (3 left that week), the Family Room or the Suite; book
    // the Family Rooms and Suites out and ask for four such rooms.
    const db = t.database.db;
    for (const code of ['FAMILY', 'SUITE']) {
      await db
        .update(roomInventory)
        .set({ booked: sql`${roomInventory.total}` })
        .where(and(eq(roomInventory.roomTypeId, roomTypeIds[code]!), eq(roomInventory.date, '2027-04-02')));
    }
    const family = { NumberOfAdults: 2, NumberOfChildren: 1, NumberOfInfants: 0 };
    const body = await searchOk({
      DateFrom: '2027-04-02',
      DateTo: '2027-04-03',
      Rooms: [family, family, family, family],
    });
    expect(body.Outcome).toBe('CombinationUnavailable');
    expect(body.AvailabilityMessage).toBe(combinationUnavailableMessage);
    expect(codesOf(body)).toEqual(['KING']);
    expect(roomTypeNamed(body, 'KING')!.AvailableRooms).toBe(3);
  });

  it('a mixed party is priced per room, each room only where its guests fit', async () => {
    const body = await searchOk({ Rooms: [twoAdults, { NumberOfAdults: 2, NumberOfChildren: 2, NumberOfInfants: 0 }] });
    expect(body.Outcome).toBe('Available');
    expect(ratePlanOf(body, 'CLASSIC', 'FLEX')!.Prices.map((price) => price.RoomIndex)).toEqual([0]);
    expect(ratePlanOf(body, 'FAMILY', 'FLEX')!.Prices.map((price) => price.RoomIndex)).toEqual([0, 1]);
  });
});

describe('requests the contract forbids get a 400 in the API’s error shape', () => {
  async function refused(request: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/Availability/Search', payload: request });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { Message: string; ModelState: Record<string, string[]> };
    expect(body.Message.length).toBeGreaterThan(0);
    return body.ModelState;
  }
  const valid = { PropertyId: 'DEMO', DateFrom: '2027-03-26', DateTo: '2027-03-28', Rooms: [twoAdults] };

  it('without a property or dates', async () => {
    const { PropertyId: _p, ...noProperty } = valid;
    expect(Object.keys(await refused(noProperty))).toEqual(['PropertyId']);
    const { DateFrom: _f, DateTo: _t, ...noDates } = valid;
    expect(Object.keys(await refused(noDates)).sort()).toEqual(['DateFrom', 'DateTo']);
  });

  it('a departure not after the arrival', async () => {
    expect(await refused({ ...valid, DateTo: '2027-03-26' })).toEqual({
      DateTo: ['Your departure date must be after your arrival date.'],
    });
    expect(Object.keys(await refused({ ...valid, DateTo: '2027-03-25' }))).toEqual(['DateTo']);
  });

  it('an arrival before today at the hotel, even while it is still yesterday in UTC', async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Harrogate (BST).
    clock = new Date('2027-06-30T23:30:00Z');
    try {
      expect(Object.keys(await refused({ ...valid, DateFrom: '2027-06-30', DateTo: '2027-07-02' }))).toEqual([
        'DateFrom',
      ]);
      expect((await search({ DateFrom: '2027-07-01', DateTo: '2027-07-03' })).statusCode).toBe(200);
    } finally {
      clock = new Date('2027-03-03T12:00:00Z');
    }
    expect(await refused({ ...valid, DateFrom: '2027-03-02', DateTo: '2027-03-04' })).toEqual({
      DateFrom: ['Your arrival date cannot be in the past.'],
    });
  });

  it('an arrival more than 36 months ahead', async () => {
    expect(Object.keys(await refused({ ...valid, DateFrom: '2030-03-04', DateTo: '2030-03-05' }))).toContain(
      'DateFrom',
    );
    expect((await search({ DateFrom: '2030-03-03', DateTo: '2030-03-04' })).statusCode).toBe(200);
  });

  it('no room, or more rooms than the hotel takes in one booking', async () => {
    expect(await refused({ ...valid, Rooms: [] })).toEqual({ Rooms: ['Please add at least one room.'] });
    const max = demoDefinition.BookingConfiguration.MaxNumberOfRoomsOnBooking;
    expect(await refused({ ...valid, Rooms: Array.from({ length: max + 1 }, () => twoAdults) })).toEqual({
      Rooms: [`You can book up to ${max} rooms in one booking.`],
    });
    expect((await search({ Rooms: Array.from({ length: max }, () => twoAdults) })).statusCode).toBe(200);
  });

  it('guest counts no room could ever take', async () => {
    expect(
      Object.keys(await refused({ ...valid, Rooms: [{ NumberOfAdults: 0, NumberOfChildren: 0, NumberOfInfants: 1 }] })),
    ).toEqual(['Rooms[0]']);
    expect(Object.keys(await refused({ ...valid, Rooms: [twoAdults, { NumberOfAdults: 5 }] }))).toEqual([
      'Rooms[1].NumberOfAdults',
    ]);
    expect(Object.keys(await refused({ ...valid, Rooms: [{ NumberOfAdults: -1 }] }))).toEqual([
      'Rooms[0].NumberOfAdults',
    ]);
  });

  it('an unknown property is a 404', async () => {
    const res = await search({ PropertyId: 'NO-SUCH-HOTEL' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Property not found' });
  });

  it('the numeric property id works as well as the code', async () => {
    const [demo] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.code, 'DEMO'));
    expect((await searchOk({ PropertyId: demo!.id })).RoomTypes.length).toBe(5);
  });
});

describe('the same-day cut-off', () => {
  it('past the cut-off, today cannot be booked and the hotel’s message says so; tomorrow still can', async () => {
    // Minster Yard (DEMO-YORK), not searched before in this file, takes no same-day bookings
    // from 6pm.
    const db = t.database.db;
    const [york] = await db.select().from(properties).where(eq(properties.code, 'DEMO-YORK'));
    const message = 'Sorry, we take no bookings for tonight after 6pm. Please call us.';
    await db
      .update(properties)
      .set({
        bookingConfiguration: {
          ...york!.bookingConfiguration,
          SameDayBookingRestrictionEnabled: true,
          SameDayBookingRestrictionHour: 18,
          SameDayBookingRestrictionMinute: 0,
          SameDayBookingRestrictionMessage: message,
        },
        updatedAt: new Date(),
      })
      .where(eq(properties.id, york!.id));
    const tonight = { PropertyId: 'DEMO-YORK', DateFrom: '2027-03-03', DateTo: '2027-03-04' };
    try {
      clock = new Date('2027-03-03T17:59:00Z');
      expect((await searchOk(tonight)).Outcome).toBe('Available');
      clock = new Date('2027-03-03T18:00:00Z');
      expect(await searchOk(tonight)).toMatchObject({
        Outcome: 'NoAvailability',
        AvailabilityMessage: message,
        RoomTypes: [],
        NumberOfRoomsPerRoomTypeId: {},
      });
      expect((await searchOk({ ...tonight, DateFrom: '2027-03-04', DateTo: '2027-03-05' })).Outcome).toBe('Available');
    } finally {
      clock = new Date('2027-03-03T12:00:00Z');
    }
  });
});

describe('prices and rooms are read fresh, room types from memory while the hotel is unchanged', () => {
  it('a changed nightly rate shows in the next search', async () => {
    expect(ratePlanOf(await searchOk({}), 'CLASSIC', 'FLEX')!.Prices[0]!.TotalCost).toBe(318);
    await t.database.db
      .update(nightlyRates)
      .set({ baseRate: 14900 })
      .where(
        and(
          eq(nightlyRates.roomTypeId, roomTypeIds.CLASSIC!),
          eq(nightlyRates.ratePlanId, ratePlanIds.FLEX!),
          eq(nightlyRates.date, '2027-03-26'),
        ),
      );
    expect(ratePlanOf(await searchOk({}), 'CLASSIC', 'FLEX')!.Prices[0]!.TotalCost).toBe(149 + 159);
  });

  it('the room catalogue is reloaded once a re-import moves the property’s updatedAt', async () => {
    const db = t.database.db;
    const ari = createAriRepository(db);
    const demoRow = async () =>
      (
        await db
          .select({ id: properties.id, updatedAt: properties.updatedAt })
          .from(properties)
          .where(eq(properties.code, 'DEMO'))
      )[0]!;
    const before = await demoRow();
    expect((await ari.roomCatalogue(before)).roomTypes[0]!.name).toBe('Classic Double');

    const renamed = structuredClone(demoDefinition) as typeof demoDefinition;
    renamed.RoomTypes[0]!.Name = 'Classic Double Room';
    await importPropertyDefinition(db, renamed, { today: '2027-03-03' });
    const after = await demoRow();
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // Asked as the unchanged property, the kept catalogue answers without a query.
    expect((await ari.roomCatalogue(before)).roomTypes[0]!.name).toBe('Classic Double');
    const reloaded = await ari.roomCatalogue(after);
    expect(reloaded.roomTypes[0]!.name).toBe('Classic Double Room');
    expect(reloaded.roomTypes.map((roomType) => roomType.id)).toEqual(
      ['CLASSIC', 'TWIN', 'KING', 'FAMILY', 'SUITE'].map((code) => roomTypeIds[code]),
    );
    expect(reloaded.upgradeRoomTypeIds.get(roomTypeIds.CLASSIC!)).toEqual([roomTypeIds.KING, roomTypeIds.SUITE]);
  });
});

describe('every price carries its taxes, and the hotel says how it shows prices', () => {
  it('Lisbon, 2 adults and a child for 3 nights: VAT included, the tourist tax of EUR 24 paid at the hotel', async () => {
    const body = await searchOk({
      PropertyId: 'DEMO-LISBON',
      DateFrom: '2027-04-06',
      DateTo: '2027-04-09',
      Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 1, NumberOfInfants: 0 }],
    });
    expect(body.Currency).toBe('EUR');
    expect(body.PricesShown).toBe('AllIn');
    const prices = body.RoomTypes.flatMap((roomType) => roomType.RatePlans.flatMap((ratePlan) => ratePlan.Prices));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      const cents = Math.round(price.TotalCost * 100);
      expect(price.Taxes).toEqual([
        {
          Code: 'VAT',
          Name: 'VAT',
          Kind: 'Tax',
          // 6 % inside the price: price x 6 / 106, half up.
          Amount: Math.floor((2 * cents * 6 + 106) / (2 * 106)) / 100,
          Included: true,
          PayableAtProperty: false,
          Percent: 6,
        },
        // EUR 4 per adult per night, children free: 2 x 3 x 4.
        touristTaxShown(24),
      ]);
      expect(price.TotalWithTaxes).toBeCloseTo(price.TotalCost + 24, 2);
      expect(price.PayAtProperty).toBe(24);
    }
    // The Balcony Room's Flexible Rate, EUR 169 + EUR 15 for the child, three spring weeknights.
    const balcony = body.RoomTypes.find((roomType) => roomType.Name.includes('Balcony'))!;
    const flex = balcony.RatePlans.find((ratePlan) => ratePlan.RatePlanCode === 'FLEX')!.Prices[0]!;
    expect(flex).toMatchObject({ TotalCost: 552, TotalWithTaxes: 576, PayAtProperty: 24 });
    expect(flex.Taxes[0]!.Amount).toBe(31.25);
  });

  it('The Ashbury: 20 % VAT inside every price, nothing added, nothing paid at the hotel', async () => {
    const body = await searchOk({ Rooms: [twoAdults, { NumberOfAdults: 1, NumberOfChildren: 1, NumberOfInfants: 0 }] });
    expect(body.PricesShown).toBe('AllIn');
    const prices = body.RoomTypes.flatMap((roomType) => roomType.RatePlans.flatMap((ratePlan) => ratePlan.Prices));
    expect(prices.length).toBeGreaterThan(10);
    for (const price of prices) {
      expect(price.TotalWithTaxes).toBe(price.TotalCost);
      expect(price.PayAtProperty).toBe(0);
      expect(price.Taxes).toEqual([
        ukVatIncluded(Math.floor((2 * Math.round(price.TotalCost * 100) * 20 + 120) / 240) / 100),
      ]);
    }
  });
});
