import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/domain/colours';
import { supportedCurrencies } from '../../../src/domain/money';
import { packageRoot } from '../../../src/server/db/client';
import { companies, giftVouchers } from '../../../src/server/db/schema/commerce';
import { areas, exchangeRates, properties, propertyGroups } from '../../../src/server/db/schema/properties';
import { restaurants } from '../../../src/server/db/schema/restaurants';
import {
  nightlyRates,
  ratePlans,
  roomConfigurationOptions,
  roomInventory,
  roomTypes,
  roomTypeUpgrades,
} from '../../../src/server/db/schema/rooms';
import { services } from '../../../src/server/db/schema/services';
import { countries, creditCardTypes } from '../../../src/server/db/schema/static-data';
import { prepareDatabase } from '../../../src/server/db/seed/prepare';
import { openTestDatabase, type TestDatabase } from '../harness';

// What an operator sees after `npm start` on an empty database: the demo hotel group with
// everything the booking engine can do switched on. The demo's relative dates count from
// the first start; here that is Monday 2 March 2026.
const today = '2026-03-02';

describe('the demo seeded on first start', () => {
  let database: TestDatabase;
  let demoId: number;

  const demoRoomTypes = () =>
    database.db.select().from(roomTypes).where(eq(roomTypes.propertyId, demoId)).orderBy(asc(roomTypes.sortOrder));
  const demoRatePlans = () =>
    database.db.select().from(ratePlans).where(eq(ratePlans.propertyId, demoId)).orderBy(asc(ratePlans.sortOrder));
  const roomsLeft = async (date: string) =>
    database.db
      .select({ code: roomTypes.code, left: sql<number>`${roomInventory.total} - ${roomInventory.booked}` })
      .from(roomInventory)
      .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
      .where(and(eq(roomTypes.propertyId, demoId), eq(roomInventory.date, date)));
  const flexRate = async (roomType: string, date: string, plan = 'FLEX') => {
    const [row] = await database.db
      .select({ baseRate: nightlyRates.baseRate, minStay: nightlyRates.minStay, closed: nightlyRates.closed })
      .from(nightlyRates)
      .innerJoin(roomTypes, eq(roomTypes.id, nightlyRates.roomTypeId))
      .innerJoin(ratePlans, eq(ratePlans.id, nightlyRates.ratePlanId))
      .where(
        and(
          eq(roomTypes.propertyId, demoId),
          eq(roomTypes.code, roomType),
          eq(ratePlans.code, plan),
          eq(nightlyRates.date, date),
        ),
      );
    return row!;
  };
  const publicFile = (url: string) => join(packageRoot(), 'public', url.replace(/^\/ClientApp\//, ''));

  beforeAll(async () => {
    database = await openTestDatabase({ today });
    const [demo] = await database.db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
    demoId = demo!.id;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('is a group of three hotels in two areas, DEMO among them', async () => {
    const [group] = await database.db.select().from(propertyGroups).where(eq(propertyGroups.code, 'DEMO-GROUP'));
    expect(group!.name).toBe('Ashbury Hotels');
    const members = await database.db
      .select({ code: properties.code, areaId: properties.areaId, currency: properties.currency })
      .from(properties)
      .where(eq(properties.groupId, group!.id));
    expect(members.map((m) => m.code).sort()).toEqual(['DEMO', 'DEMO-LISBON', 'DEMO-YORK']);
    expect(new Set(members.map((m) => m.areaId)).size).toBe(2);
    expect(members.find((m) => m.code === 'DEMO-LISBON')!.currency).toBe('EUR');
    expect(
      (await database.db.select().from(areas).where(eq(areas.groupId, group!.id))).map((a) => a.name).sort(),
    ).toEqual(['Lisbon', 'Yorkshire']);
  });

  it('has the DEMO hotel in London time, priced in pounds, viewable in all eleven currencies, with contact details', async () => {
    const [demo] = await database.db.select().from(properties).where(eq(properties.id, demoId));
    expect(demo).toMatchObject({
      name: 'The Ashbury',
      timeZone: 'Europe/London',
      currency: 'GBP',
      city: 'Harrogate',
      countryCode: 'GB',
    });
    expect([...demo!.availableCurrencies].sort()).toEqual([...supportedCurrencies].sort());
    expect(demo!.telephone).toMatch(/^\+44 /);
    expect(demo!.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(demo!.websiteUrl).toMatch(/^https:\/\//);
    expect(demo!.postCode).toMatch(/^HG1 /);
  });

  it('configures bookings with offers, incentives, company invoices, custom terms and the restaurant', async () => {
    const [demo] = await database.db.select().from(properties).where(eq(properties.id, demoId));
    const config = demo!.bookingConfiguration;
    expect(config.EnablePayByCompanyInvoice).toBe(true);
    expect(config.HasCustomTermsAndConditions).toBe(true);
    expect(config.CustomTermsAndConditionsLabel).not.toBe('');
    expect(config.CustomTermsAndConditionsText.length).toBeGreaterThan(50);
    expect(config.RestaurantBooking.ServiceActive).toBe(true);
    expect(config.Offers.some((o) => o.PromoCode === 'SPRING')).toBe(true);
    expect(config.BookingIncentives.length).toBeGreaterThanOrEqual(2);
    expect(config.ShowRoomConfigurationQuestion).toBe(true);
  });

  it('has a theme whose primary colour carries white text at WCAG AA contrast', async () => {
    for (const code of ['DEMO', 'DEMO-YORK', 'DEMO-LISBON']) {
      const [p] = await database.db
        .select({ theme: properties.theme })
        .from(properties)
        .where(eq(properties.code, code));
      expect(Object.keys(p!.theme)).toHaveLength(12);
      expect(contrastRatio(p!.theme.Primary!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows at least five room types, each with photos that exist and are small', async () => {
    const rts = await demoRoomTypes();
    expect(rts.length).toBeGreaterThanOrEqual(5);
    const [demo] = await database.db.select().from(properties).where(eq(properties.id, demoId));
    const [group] = await database.db.select().from(propertyGroups).where(eq(propertyGroups.code, 'DEMO-GROUP'));
    const images = [
      ...rts.flatMap((r) => r.photos),
      demo!.propertyImageUrl!,
      demo!.logoFileUrl!,
      group!.logoFileUrl!,
      group!.imageUrl!,
    ];
    for (const rt of rts) expect(rt.photos.length).toBeGreaterThanOrEqual(1);
    for (const url of images) {
      expect(url).toMatch(/^\/ClientApp\/images\//);
      expect(existsSync(publicFile(url)), url).toBe(true);
      expect(statSync(publicFile(url)).size, url).toBeLessThanOrEqual(40 * 1024);
    }
  });

  it('offers upgrades between room types and bed set-ups to choose from', async () => {
    const ids = (await demoRoomTypes()).map((r) => r.id);
    expect(
      (await database.db.select().from(roomTypeUpgrades).where(inArray(roomTypeUpgrades.roomTypeId, ids))).length,
    ).toBeGreaterThanOrEqual(3);
    const options = await database.db
      .select()
      .from(roomConfigurationOptions)
      .where(eq(roomConfigurationOptions.propertyId, demoId));
    expect(new Set(options.map((o) => o.roomTypeId)).size).toBe(ids.length);
  });

  it('sells flexible, breakfast, non-refundable, SPRING-only and company-invoice rates', async () => {
    const plans = await demoRatePlans();
    expect(plans.length).toBeGreaterThanOrEqual(4);
    const flex = plans.find((p) => p.code === 'FLEX')!;
    expect(flex).toMatchObject({ refundable: true, promoCode: null });
    expect(plans.some((p) => p.inclusions.some((i) => /breakfast/i.test(i)) && p.promoCode === null)).toBe(true);
    const nonRefundable = plans.find((p) => !p.refundable && p.promoCode === null)!;
    expect(nonRefundable.code).toBe('NRF');
    expect(plans.filter((p) => p.promoCode !== null).map((p) => p.promoCode)).toEqual(['SPRING']);
    expect(plans.filter((p) => p.canPayByCompanyInvoice).length).toBeGreaterThanOrEqual(1);

    // Advance Saver: two nights minimum on every night it sells.
    const [shortest] = await database.db
      .select({ min: sql<number>`min(${nightlyRates.minStay})::int` })
      .from(nightlyRates)
      .where(eq(nightlyRates.ratePlanId, nonRefundable.id));
    expect(shortest!.min).toBe(2);
  });

  it('prices 36 months ahead, dearer at weekends and in summer, with a Saturday two-night minimum', async () => {
    for (const rt of await demoRoomTypes()) {
      const [row] = await database.db
        .select({
          first: sql<string>`min(${nightlyRates.date})::text`,
          last: sql<string>`max(${nightlyRates.date})::text`,
        })
        .from(nightlyRates)
        .where(eq(nightlyRates.roomTypeId, rt.id));
      expect(row).toEqual({ first: today, last: '2029-04-01' });
    }
    // Thursday 19 and Friday 20 March 2026: the Friday costs £30 more.
    expect(
      (await flexRate('CLASSIC', '2026-03-20')).baseRate - (await flexRate('CLASSIC', '2026-03-19')).baseRate,
    ).toBe(3000);
    expect((await flexRate('CLASSIC', '2026-03-19')).baseRate).toBe(12900);
    // A Thursday in July costs more than one in March.
    expect((await flexRate('CLASSIC', '2026-07-16')).baseRate).toBeGreaterThan(
      (await flexRate('CLASSIC', '2026-03-19')).baseRate,
    );
    expect((await flexRate('KING', '2026-03-21')).minStay).toBe(2);
    expect((await flexRate('KING', '2026-03-19')).minStay).toBe(1);
  });

  it('is sold out for every room type on today+10..today+12, so a search there shows alternatives', async () => {
    const count = (await demoRoomTypes()).length;
    for (const date of ['2026-03-12', '2026-03-13', '2026-03-14']) {
      const left = await roomsLeft(date);
      expect(left).toHaveLength(count);
      expect(left.every((r) => r.left === 0)).toBe(true);
    }
    expect((await roomsLeft('2026-03-11')).every((r) => r.left > 0)).toBe(true);
  });

  it('has a room type with three or fewer rooms left', async () => {
    const left = await roomsLeft('2026-03-19');
    expect(left.some((r) => r.left > 0 && r.left <= 3)).toBe(true);
    expect(left.some((r) => r.left > 3)).toBe(true);
  });

  it('offers extras of every charge type, per person, and one with limited stock', async () => {
    const extras = await database.db.select().from(services).where(eq(services.propertyId, demoId));
    expect(new Set(extras.map((s) => s.chargeType))).toEqual(new Set(['PerStay', 'PerDay', 'PerQuantity']));
    expect(extras.some((s) => s.chargePerPerson)).toBe(true);
    expect(extras.some((s) => s.startingInventory !== null && s.startingInventory > 0)).toBe(true);
  });

  it('has a restaurant open for lunch and dinner, with promotions and leave times on some slots', async () => {
    const [orangery] = await database.db.select().from(restaurants).where(eq(restaurants.propertyId, demoId));
    expect(orangery!.openingPeriods.some((p) => p.From < '15:00')).toBe(true);
    expect(orangery!.openingPeriods.some((p) => p.From >= '17:00')).toBe(true);
    expect(orangery!.openingPeriods.some((p) => p.IsLeaveTimeRequired)).toBe(true);
    expect(orangery!.openingPeriods.some((p) => !p.IsLeaveTimeRequired)).toBe(true);
    expect(orangery!.promotions.length).toBeGreaterThanOrEqual(1);
  });

  it('has companies, a £100 gift voucher, an experience voucher and exchange rates for every currency', async () => {
    expect(
      (await database.db.select().from(companies).where(eq(companies.propertyId, demoId))).length,
    ).toBeGreaterThanOrEqual(2);
    const vouchers = await database.db.select().from(giftVouchers).where(eq(giftVouchers.propertyId, demoId));
    expect(vouchers.find((v) => v.code === 'GIFT-DEMO-100')).toMatchObject({
      initialValue: 10000,
      remaining: 10000,
      currency: 'GBP',
      isExperience: false,
      expiresOn: '2027-03-02',
    });
    expect(vouchers.some((v) => v.isExperience)).toBe(true);
    const fromPounds = await database.db
      .select({ currency: exchangeRates.currency })
      .from(exchangeRates)
      .where(eq(exchangeRates.baseCurrency, 'GBP'));
    expect(fromPounds.map((r) => r.currency).sort()).toEqual(supportedCurrencies.filter((c) => c !== 'GBP').sort());
  });

  it('seeds every ISO country with its dialling code, the UK first, and the eight card types', async () => {
    const list = await database.db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.name));
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list[0]).toMatchObject({ code: 'GB', name: 'United Kingdom', dialCode: '+44' });
    expect(list.find((c) => c.code === 'NG')).toMatchObject({ name: 'Nigeria', dialCode: '+234' });
    expect(list.find((c) => c.code === 'KE')).toMatchObject({ name: 'Kenya', dialCode: '+254' });
    const cards = await database.db
      .select({ code: creditCardTypes.code })
      .from(creditCardTypes)
      .orderBy(asc(creditCardTypes.id));
    expect(cards.map((c) => c.code)).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      'diners',
      'jcb',
      'unionpay',
      'troy',
    ]);
  });

  it('seeds only once: a later start keeps an operator changes and rolls the nights forward', async () => {
    await database.db.update(properties).set({ name: 'The Ashbury (renamed)' }).where(eq(properties.id, demoId));
    const result = await prepareDatabase(database.db, { today: '2026-04-10', seedDemo: true });
    expect(result.demoSeeded).toBe(false);
    expect(result.rolledForward.map((r) => r.code).sort()).toEqual(['DEMO', 'DEMO-LISBON', 'DEMO-YORK']);
    const [demo] = await database.db.select().from(properties).where(eq(properties.id, demoId));
    expect(demo).toMatchObject({ name: 'The Ashbury (renamed)', expandedUntil: '2029-05-09' });
    const later = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roomInventory)
      .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
      .where(and(eq(roomTypes.propertyId, demoId), gte(roomInventory.date, '2029-04-02')));
    expect(later[0]!.n).toBe(5 * 38);
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(countries))[0]!.n).toBeGreaterThanOrEqual(
      249,
    );
  });
});

describe('a database started without the demo', () => {
  it('has the static data but no property', async () => {
    const database = await openTestDatabase({ seedDemo: false, today });
    try {
      expect(await database.db.select().from(properties)).toEqual([]);
      expect((await database.db.select().from(creditCardTypes)).length).toBe(8);
    } finally {
      await database.dispose();
    }
  });
});
