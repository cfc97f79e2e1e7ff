import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, giftVouchers } from '../../../src/server/db/schema/commerce';
import { areas, exchangeRates, locations, properties, propertyGroups } from '../../../src/server/db/schema/properties';
import { restaurants } from '../../../src/server/db/schema/restaurants';
import {
  nightlyRates,
  ratePlans,
  roomConfigurationOptions,
  roomInventory,
  roomTypes,
  roomTypeUpgrades,
} from '../../../src/server/db/schema/rooms';
import { serviceArticles, services } from '../../../src/server/db/schema/services';
import { PropertyDefinitionError } from '../../../src/server/properties/definition-error';
import { importPropertyDefinition, rollForward } from '../../../src/server/properties/import';
import { openTestDatabase, type TestDatabase } from '../harness';

// An operator imports a property definition file; the booking engine then sells exactly
// what the file says, night by night. 2026-03-02 is a Monday.
const today = '2026-03-02';

function smallGroupFile() {
  return {
    Group: {
      Code: 'TEST-GROUP',
      Name: 'Test Hotels',
      Areas: [{ Code: 'NORTH', Name: 'The North' }],
    },
    ExchangeRates: [{ BaseCurrency: 'GBP', Rates: { EUR: 1.16, USD: 1.27 } }],
    Properties: [
      {
        Code: 'TEST',
        Name: 'The Test Inn',
        AreaCode: 'NORTH',
        TimeZone: 'Europe/London',
        Currency: 'GBP',
        AvailableCurrencies: ['EUR', 'USD'],
        Telephone: '+44 1632 960 000',
        Address: { Street: '1 High Street', City: 'Ripon', PostCode: 'HG4 1AA' },
        Locations: [{ Code: 'MAIN', Name: 'Main house' }],
        RoomTypes: [
          {
            Code: 'DBL',
            Name: 'Double',
            Photos: ['/ClientApp/images/demo/room-classic-double.webp'],
            LocationCode: 'MAIN',
            MaximumOccupancy: 2,
            AdultMaximumOccupancy: 2,
            Rooms: 5,
            Upgrades: ['STE'],
            ConfigurationOptions: ['Double bed', 'Twin beds'],
          },
          {
            Code: 'STE',
            Name: 'Suite',
            MaximumOccupancy: 4,
            AdultMaximumOccupancy: 3,
            ChildMaximumOccupancy: 2,
            Rooms: 2,
          },
        ],
        RatePlans: [
          {
            Code: 'FLEX',
            Name: 'Flexible',
            BaseNumberOfAdults: 2,
            Nightly: { DBL: 100, STE: 200 },
            CostPerAdult: 25,
            CostPerChild: 12.5,
            WeekdayAdjustments: { Fri: 30, Sat: 30 },
            MinStayByArrivalDay: { Sat: 2 },
            ClosedToArrival: ['Sun'],
            Seasons: [
              { Name: 'Summer', From: '06-01', To: '08-31', Nightly: { DBL: 150 } },
              { Name: 'Christmas', From: '12-20', To: '01-02', AdjustmentPercent: 20, MinStay: 3 },
            ],
            DateOverrides: [{ From: 'today+7', To: 'today+8', Adjustment: 40 }],
          },
          {
            Code: 'NRF',
            Name: 'Non-refundable',
            Refundable: false,
            DerivedFrom: 'FLEX',
            AdjustmentPercent: -10,
            MinStay: 2,
            DateOverrides: [{ From: 'today', To: 'today+2', Closed: true }],
          },
        ],
        InventoryOverrides: [{ From: 'today+10', To: 'today+12', Rooms: 0 }],
        Services: [
          {
            Code: 'BKF',
            Name: 'Breakfast',
            ChargeType: 'PerDay',
            ChargePerPerson: true,
            Articles: [{ Name: 'Full English', Price: 15.5 }],
            RatePlans: ['FLEX'],
          },
          {
            Code: 'FIZZ',
            Name: 'Prosecco',
            ChargeType: 'PerStay',
            Articles: [{ Name: 'Prosecco', Price: 30 }],
            Inventory: 10,
          },
        ],
        Restaurants: [
          {
            Code: 'BISTRO',
            Name: 'Bistro',
            CoversPerSlot: 20,
            OpeningPeriods: [{ Weekdays: [1, 2, 3, 4, 5], From: '18:00', To: '21:00' }],
          },
        ],
        Companies: [{ AccountCode: 'ACME', Name: 'Acme Ltd', City: 'Leeds' }],
        GiftVouchers: [{ Code: 'GIFT-50', Value: 50, ExpiresOn: 'today+365' }],
      },
    ],
  };
}

type File = ReturnType<typeof smallGroupFile>;
const property = (file: File) => file.Properties[0]!;

async function propertyId(database: TestDatabase, code = 'TEST') {
  const [row] = await database.db.select({ id: properties.id }).from(properties).where(eq(properties.code, code));
  return row!.id;
}

async function rate(database: TestDatabase, roomType: string, ratePlan: string, date: string) {
  const [row] = await database.db
    .select({
      baseRate: nightlyRates.baseRate,
      costPerAdult: nightlyRates.costPerAdult,
      costPerChild: nightlyRates.costPerChild,
      minStay: nightlyRates.minStay,
      closed: nightlyRates.closed,
      closedToArrival: nightlyRates.closedToArrival,
    })
    .from(nightlyRates)
    .innerJoin(roomTypes, eq(roomTypes.id, nightlyRates.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, nightlyRates.ratePlanId))
    .where(and(eq(roomTypes.code, roomType), eq(ratePlans.code, ratePlan), eq(nightlyRates.date, date)));
  return row;
}

async function inventory(database: TestDatabase, roomType: string, date: string) {
  const [row] = await database.db
    .select({ total: roomInventory.total, booked: roomInventory.booked })
    .from(roomInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
    .where(and(eq(roomTypes.code, roomType), eq(roomInventory.date, date)));
  return row;
}

const countedTables = {
  property_groups: propertyGroups,
  areas,
  properties,
  locations,
  room_types: roomTypes,
  room_type_upgrades: roomTypeUpgrades,
  room_configuration_options: roomConfigurationOptions,
  rate_plans: ratePlans,
  nightly_rates: nightlyRates,
  room_inventory: roomInventory,
  services,
  service_articles: serviceArticles,
  restaurants,
  companies,
  gift_vouchers: giftVouchers,
  exchange_rates: exchangeRates,
};

async function rowCounts(database: TestDatabase) {
  const counts = {} as Record<keyof typeof countedTables, number>;
  for (const [name, table] of Object.entries(countedTables)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name as keyof typeof countedTables] = row!.n;
  }
  return counts;
}

// 2026-03-02 .. 2029-04-01: 36 months and one, both ends included.
const nightsInWindow = 1127;

describe('importing a property definition', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase({ seedDemo: false });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('creates the group, the property and everything it sells, with amounts in pence', async () => {
    const result = await importPropertyDefinition(database.db, smallGroupFile(), { today });

    expect(result.group).toEqual({ code: 'TEST-GROUP', action: 'created' });
    const [summary] = result.properties;
    expect(summary).toMatchObject({ code: 'TEST', action: 'created', expandedUntil: '2029-04-01', warnings: [] });
    expect(summary!.roomTypes).toEqual({ created: 2, updated: 0 });

    const [row] = await database.db.select().from(properties).where(eq(properties.code, 'TEST'));
    expect(row).toMatchObject({
      name: 'The Test Inn',
      currency: 'GBP',
      availableCurrencies: ['GBP', 'EUR', 'USD'],
      street: '1 High Street',
      city: 'Ripon',
      telephone: '+44 1632 960 000',
      expandedUntil: '2029-04-01',
    });
    const [area] = await database.db.select().from(areas).where(eq(areas.id, row!.areaId!));
    expect(area).toMatchObject({ code: 'NORTH', name: 'The North' });
    expect(row!.bookingConfiguration.MaxNumberOfRoomsOnBooking).toBe(4);
    // The stored definition has its relative dates made absolute, for the roll-forward.
    expect(JSON.stringify(row!.definition)).toContain('"From":"2026-03-12"');
    expect(JSON.stringify(row!.definition)).not.toContain('today');

    const rts = await database.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, row!.id))
      .orderBy(roomTypes.sortOrder);
    expect(rts.map((r) => r.code)).toEqual(['DBL', 'STE']);
    expect(rts[0]!.photos).toEqual(['/ClientApp/images/demo/room-classic-double.webp']);
    const upgrades = await database.db.select().from(roomTypeUpgrades);
    expect(upgrades).toEqual([{ roomTypeId: rts[0]!.id, upgradeRoomTypeId: rts[1]!.id }]);
    const options = await database.db
      .select()
      .from(roomConfigurationOptions)
      .orderBy(roomConfigurationOptions.sortOrder);
    expect(options.map((o) => [o.roomTypeId, o.name])).toEqual([
      [rts[0]!.id, 'Double bed'],
      [rts[0]!.id, 'Twin beds'],
    ]);

    const counts = await rowCounts(database);
    expect(counts.nightly_rates).toBe(2 * 2 * nightsInWindow);
    expect(counts.room_inventory).toBe(2 * nightsInWindow);

    const [breakfast] = await database.db.select().from(services).where(eq(services.code, 'BKF'));
    const plans = await database.db.select().from(ratePlans).where(eq(ratePlans.propertyId, row!.id));
    expect(breakfast).toMatchObject({
      chargeType: 'PerDay',
      chargePerPerson: true,
      startingInventory: null,
      ratePlanIds: [plans.find((p) => p.code === 'FLEX')!.id],
    });
    expect(
      await database.db
        .select({ name: serviceArticles.name, price: serviceArticles.price })
        .from(serviceArticles)
        .where(eq(serviceArticles.serviceId, breakfast!.id)),
    ).toEqual([{ name: 'Full English', price: 1550 }]);
    const [voucher] = await database.db.select().from(giftVouchers);
    expect(voucher).toMatchObject({
      code: 'GIFT-50',
      initialValue: 5000,
      remaining: 5000,
      currency: 'GBP',
      expiresOn: '2027-03-02',
    });
    const rates = await database.db
      .select({ currency: exchangeRates.currency, rate: exchangeRates.rate })
      .from(exchangeRates)
      .orderBy(exchangeRates.currency);
    expect(rates).toEqual([
      { currency: 'EUR', rate: '1.16' },
      { currency: 'USD', rate: '1.27' },
    ]);
    expect(await database.db.select({ code: companies.accountCode, name: companies.name }).from(companies)).toEqual([
      { code: 'ACME', name: 'Acme Ltd' },
    ]);
  });

  it('prices every night from the default rate, weekday adjustments, seasons and date overrides', async () => {
    // A plain Monday and Thursday: the default rates.
    expect(await rate(database, 'DBL', 'FLEX', '2026-03-02')).toMatchObject({
      baseRate: 10000,
      costPerAdult: 2500,
      costPerChild: 1250,
      minStay: 1,
    });
    expect((await rate(database, 'STE', 'FLEX', '2026-03-05'))!.baseRate).toBe(20000);
    // Friday and Saturday: +£30; a Saturday arrival needs two nights; no Sunday arrivals.
    expect((await rate(database, 'DBL', 'FLEX', '2026-03-06'))!.baseRate).toBe(13000);
    expect(await rate(database, 'DBL', 'FLEX', '2026-03-07')).toMatchObject({
      baseRate: 13000,
      minStay: 2,
      closedToArrival: false,
    });
    expect(await rate(database, 'DBL', 'FLEX', '2026-03-08')).toMatchObject({
      baseRate: 10000,
      minStay: 1,
      closedToArrival: true,
    });
    // today+7 and today+8 (Mon 9th, Tue 10th): the event override adds £40; the 11th is back to normal.
    expect((await rate(database, 'DBL', 'FLEX', '2026-03-09'))!.baseRate).toBe(14000);
    expect((await rate(database, 'DBL', 'FLEX', '2026-03-10'))!.baseRate).toBe(14000);
    expect((await rate(database, 'DBL', 'FLEX', '2026-03-11'))!.baseRate).toBe(10000);
    // Summer replaces the double's rate only; the Friday supplement still applies.
    expect((await rate(database, 'DBL', 'FLEX', '2026-06-05'))!.baseRate).toBe(15000 + 3000);
    expect((await rate(database, 'STE', 'FLEX', '2026-06-05'))!.baseRate).toBe(20000 + 3000);
    // Christmas wraps the new year: +20%, and its minimum of 3 beats the plan's Saturday rule.
    expect(await rate(database, 'DBL', 'FLEX', '2026-12-24')).toMatchObject({ baseRate: 12000, minStay: 3 });
    expect(await rate(database, 'DBL', 'FLEX', '2026-12-26')).toMatchObject({ baseRate: 12000 + 3000, minStay: 3 });
    expect((await rate(database, 'DBL', 'FLEX', '2027-01-01'))!.baseRate).toBe(12000 + 3000);
    expect((await rate(database, 'DBL', 'FLEX', '2027-01-04'))!.baseRate).toBe(10000);
  });

  it('derives a plan from another: 10% off its nightly price, its guest costs, its own restrictions', async () => {
    expect(await rate(database, 'DBL', 'NRF', '2026-03-06')).toMatchObject({
      baseRate: 11700,
      costPerAdult: 2500,
      minStay: 2,
      closedToArrival: false,
    });
    expect((await rate(database, 'STE', 'NRF', '2026-03-05'))!.baseRate).toBe(18000);
    // Closed for the first three nights (today..today+2), open from the fourth.
    expect((await rate(database, 'DBL', 'NRF', '2026-03-02'))!.closed).toBe(true);
    expect((await rate(database, 'DBL', 'NRF', '2026-03-04'))!.closed).toBe(true);
    expect((await rate(database, 'DBL', 'NRF', '2026-03-05'))!.closed).toBe(false);
  });

  it('sells the rooms of each type, with no rooms on the overridden nights today+10..today+12', async () => {
    expect(await inventory(database, 'DBL', '2026-03-11')).toEqual({ total: 5, booked: 0 });
    for (const date of ['2026-03-12', '2026-03-13', '2026-03-14']) {
      expect(await inventory(database, 'DBL', date)).toEqual({ total: 0, booked: 0 });
      expect(await inventory(database, 'STE', date)).toEqual({ total: 0, booked: 0 });
    }
    expect(await inventory(database, 'STE', '2026-03-15')).toEqual({ total: 2, booked: 0 });
    expect(await inventory(database, 'STE', '2029-04-01')).toEqual({ total: 2, booked: 0 });
    expect(await inventory(database, 'STE', '2029-04-02')).toBeUndefined();
  });

  it('re-imports the same file without changing anything', async () => {
    const before = await rowCounts(database);
    const ids = await database.db
      .select({ id: roomTypes.id, code: roomTypes.code })
      .from(roomTypes)
      .orderBy(roomTypes.id);
    const result = await importPropertyDefinition(database.db, smallGroupFile(), { today });
    expect(result.group!.action).toBe('updated');
    expect(result.properties[0]).toMatchObject({
      action: 'updated',
      roomTypes: { created: 0, updated: 2 },
      ratePlans: { created: 0, updated: 2 },
      warnings: [],
    });
    expect(await rowCounts(database)).toEqual(before);
    expect(
      await database.db.select({ id: roomTypes.id, code: roomTypes.code }).from(roomTypes).orderBy(roomTypes.id),
    ).toEqual(ids);
  });

  it('keeps what guests have booked when a re-import lowers room counts, voucher values or extras', async () => {
    const dbl = (await database.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.code, 'DBL')))[0]!
      .id;
    // Guests have booked 3 doubles on the 20th, spent £30 of the voucher and taken 4 bottles.
    await database.db
      .update(roomInventory)
      .set({ booked: 3 })
      .where(and(eq(roomInventory.roomTypeId, dbl), eq(roomInventory.date, '2026-03-20')));
    await database.db.update(giftVouchers).set({ remaining: 2000 }).where(eq(giftVouchers.code, 'GIFT-50'));
    await database.db.update(services).set({ usedInventory: 4 }).where(eq(services.code, 'FIZZ'));

    const file = smallGroupFile();
    property(file).RoomTypes[0]!.Rooms = 2;
    property(file).GiftVouchers[0]!.Value = 80;
    property(file).Services[1]!.Inventory = 3;
    const result = await importPropertyDefinition(database.db, file, { today });

    expect(await inventory(database, 'DBL', '2026-03-20')).toEqual({ total: 3, booked: 3 });
    expect(await inventory(database, 'DBL', '2026-03-21')).toEqual({ total: 2, booked: 0 });
    const [voucher] = await database.db.select().from(giftVouchers).where(eq(giftVouchers.code, 'GIFT-50'));
    expect(voucher).toMatchObject({ initialValue: 8000, remaining: 5000 });
    const [fizz] = await database.db.select().from(services).where(eq(services.code, 'FIZZ'));
    expect(fizz).toMatchObject({ startingInventory: 4, usedInventory: 4 });
    expect(result.properties[0]!.warnings).toEqual([
      'DBL on 2026-03-20: the file asks for 2 rooms but 3 are booked; kept at 3',
      'service FIZZ: the file asks for an inventory of 3 but 4 are sold; kept at 4',
    ]);
  });

  it('rejects a bad file naming the field, and changes nothing', async () => {
    const before = await rowCounts(database);
    const [name] = await database.db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.code, 'TEST'));

    const attempt = async (edit: (file: File) => void) => {
      const file = smallGroupFile();
      property(file).Name = 'Renamed by a bad file';
      edit(file);
      const error = await importPropertyDefinition(database.db, file, { today }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PropertyDefinitionError);
      return (error as PropertyDefinitionError).issues;
    };

    expect(
      await attempt((f) => ((property(f).RatePlans[0] as { Nightly: Record<string, number> }).Nightly.DBL = -5)),
    ).toEqual([{ field: 'Properties[0].RatePlans[0].Nightly.DBL', message: 'must not be negative' }]);
    expect(await attempt((f) => ((property(f).RatePlans[1] as { DerivedFrom: string }).DerivedFrom = 'NOPE'))).toEqual([
      { field: 'Properties[0].RatePlans[1].DerivedFrom', message: 'NOPE is not a rate plan of this property' },
    ]);
    expect(await attempt((f) => ((property(f).RoomTypes[1] as Record<string, unknown>).Colour = 'blue'))).toEqual([
      { field: 'Properties[0].RoomTypes[1].Colour', message: 'is not a field of this format' },
    ]);
    expect(await attempt((f) => (property(f).InventoryOverrides[0]!.To = 'today+9'))).toEqual([
      { field: 'Properties[0].InventoryOverrides[0].To', message: 'must not be before From (2026-03-12)' },
    ]);
    // Valid on its own, but the price comes to less than nothing on a Monday.
    const negative = await attempt((f) => ((property(f).RatePlans[1] as { Adjustment?: number }).Adjustment = -95));
    expect(negative).toEqual([
      { field: 'Properties[0].RatePlans[1]', message: 'the base rate of DBL on 2026-03-02 comes to -5, below zero' },
    ]);

    expect(await rowCounts(database)).toEqual(before);
    expect(
      await database.db.select({ name: properties.name }).from(properties).where(eq(properties.code, 'TEST')),
    ).toEqual([name]);
  });

  it('rejects a bad tax naming the field, and imports nothing', async () => {
    const before = await rowCounts(database);
    const [stored] = await database.db
      .select({ name: properties.name, taxes: properties.taxes })
      .from(properties)
      .where(eq(properties.code, 'TEST'));
    const withTax = async (tax: Record<string, unknown>) => {
      const file = smallGroupFile();
      property(file).Name = 'Renamed by a bad file';
      (property(file) as Record<string, unknown>).Taxes = [
        { Code: 'VAT', Name: 'VAT', Kind: 'Tax', Calculation: 'Percent', Percent: 20, Included: true, ...tax },
      ];
      const error = await importPropertyDefinition(database.db, file, { today }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PropertyDefinitionError);
      return (error as PropertyDefinitionError).issues;
    };

    expect(await withTax({ Percent: 120 })).toEqual([
      { field: 'Properties[0].Taxes[0].Percent', message: 'must be at most 100' },
    ]);
    expect((await withTax({ ExtraRates: { NOPE: 5 } }))[0]).toEqual({
      field: 'Properties[0].Taxes[0].ExtraRates.NOPE',
      message: 'NOPE is not an extra (Services) of this property',
    });
    expect(
      (await withTax({ Calculation: 'PerGuestNight', Percent: null, Amount: 2, GuestKinds: ['Pets'] }))[0]!.field,
    ).toBe('Properties[0].Taxes[0].GuestKinds[0]');

    expect(await rowCounts(database)).toEqual(before);
    expect(
      await database.db
        .select({ name: properties.name, taxes: properties.taxes })
        .from(properties)
        .where(eq(properties.code, 'TEST')),
    ).toEqual([stored]);
  });

  it('names the field of a single-property file that refers to a group not imported', async () => {
    const single = { ...property(smallGroupFile()), Code: 'LONER', GroupCode: 'NO-SUCH-GROUP', AreaCode: null };
    await expect(importPropertyDefinition(database.db, single, { today })).rejects.toThrow(
      'GroupCode: no group NO-SUCH-GROUP has been imported',
    );
    expect(await database.db.select().from(properties).where(eq(properties.code, 'LONER'))).toEqual([]);
  });

  it('rolls the per-night window forward from the stored definition, keeping bookings', async () => {
    const id = await propertyId(database);
    const before = await rowCounts(database);
    // Six weeks later the window must reach 2029-06-09.
    const rolled = await rollForward(database.db, '2026-05-10');
    expect(rolled).toEqual([{ code: 'TEST', expandedUntil: '2029-06-09' }]);
    const [row] = await database.db
      .select({ expandedUntil: properties.expandedUntil })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row!.expandedUntil).toBe('2029-06-09');
    // 2029-04-02 .. 2029-06-09 is 69 new nights per room type (and per rate plan).
    const after = await rowCounts(database);
    expect(after.room_inventory - before.room_inventory).toBe(2 * 69);
    expect(after.nightly_rates - before.nightly_rates).toBe(2 * 2 * 69);
    // The new nights follow the same rules: summer double on a Friday, derived plan 10% off.
    expect((await rate(database, 'DBL', 'FLEX', '2029-06-08'))!.baseRate).toBe(18000);
    expect((await rate(database, 'DBL', 'NRF', '2029-06-08'))!.baseRate).toBe(16200);
    expect(await inventory(database, 'DBL', '2029-06-09')).toEqual({ total: 2, booked: 0 });
    expect(await inventory(database, 'DBL', '2026-03-20')).toEqual({ total: 3, booked: 3 });
    // Nothing to do the same day.
    expect(await rollForward(database.db, '2026-05-10')).toEqual([]);
  });
});
