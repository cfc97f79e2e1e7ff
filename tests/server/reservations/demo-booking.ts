import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { AvailabilitySearchRequestInput } from '../../../src/contract/availability';
import type { ReservationCreateRequestInput, ReservationItemRequestInput } from '../../../src/contract/reservation';
import { stayNights } from '../../../src/domain/stay-nights';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { companies, giftVouchers } from '../../../src/server/db/schema/commerce';
import { properties } from '../../../src/server/db/schema/properties';
import { reservations } from '../../../src/server/db/schema/reservations';
import { ratePlans, roomConfigurationOptions, roomInventory, roomTypes } from '../../../src/server/db/schema/rooms';
import { services } from '../../../src/server/db/schema/services';
import { countries } from '../../../src/server/db/schema/static-data';
import demoGroup from '../../../src/server/db/seed/demo-group.json' with { type: 'json' };
import { importPropertyDefinition } from '../../../src/server/properties/import';
import { adaContact } from '../../domain/booker-fixture';
import { approvedCard } from '../../domain/card-fixture';

// A guest booking The Ashbury (the demo hotel, src/server/db/seed/demo.json), seeded from the
// clock's day. Prices the tests rely on (two adults, Monday to Thursday nights in March):
//   Classic Double, Best Flexible Rate (FLEX): £129 a night; Corporate Rate (CORP, company
//   invoice allowed): £119 + £20 second adult + £12 per adult = £163 a night.
//   Extras: breakfast £16.50 per person per night (FLEX, NRF only), parking £15 a night,
//   Prosecco and chocolates £44 per stay (20 in stock), spa £35 per person per session,
//   afternoon tea £29.50 each.

/** Wednesday 3 March 2027, midday in Harrogate. */
export const demoClock = new Date('2027-03-03T12:00:00Z');

export interface DemoIds {
  propertyId: number;
  roomTypes: Record<string, number>;
  ratePlans: Record<string, number>;
  services: Record<string, number>;
  /** A bed set-up per room type id. */
  configurations: Record<number, number>;
  companies: Record<string, number>;
  countryGb: number;
}

async function propertyIdOf(db: Db, propertyCode: string): Promise<number> {
  const [property] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, propertyCode));
  return property!.id;
}

const byCode = (rows: { id: number; code: string }[]) => Object.fromEntries(rows.map((row) => [row.code, row.id]));

/** A property's room types, rate plans and extras: their ids by code. */
async function productIdsOf(
  db: Db,
  propertyId: number,
): Promise<Pick<DemoIds, 'roomTypes' | 'ratePlans' | 'services'>> {
  const [types, plans, extras] = await Promise.all([
    db.select({ id: roomTypes.id, code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.propertyId, propertyId)),
    db.select({ id: ratePlans.id, code: ratePlans.code }).from(ratePlans).where(eq(ratePlans.propertyId, propertyId)),
    db.select({ id: services.id, code: services.code }).from(services).where(eq(services.propertyId, propertyId)),
  ]);
  return { roomTypes: byCode(types), ratePlans: byCode(plans), services: byCode(extras) };
}

export async function loadDemoIds(db: Db): Promise<DemoIds> {
  const propertyId = await propertyIdOf(db, 'DEMO');
  const [products, options, accounts, [gb]] = await Promise.all([
    productIdsOf(db, propertyId),
    db
      .select({ id: roomConfigurationOptions.id, roomTypeId: roomConfigurationOptions.roomTypeId })
      .from(roomConfigurationOptions)
      .where(eq(roomConfigurationOptions.propertyId, propertyId)),
    db
      .select({ id: companies.id, code: companies.accountCode })
      .from(companies)
      .where(eq(companies.propertyId, propertyId)),
    db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GB')),
  ]);
  const configurations: Record<number, number> = {};
  for (const option of options) if (option.roomTypeId !== null) configurations[option.roomTypeId] ??= option.id;
  return { propertyId, ...products, configurations, companies: byCode(accounts), countryGb: gb!.id };
}

/**
 * The ids of another hotel of the demo group (or a copy of one), by its code: its room types,
 * rate plans and extras, no bed set-ups chosen, and The Ashbury's companies and country.
 */
export async function loadPropertyIds(db: Db, propertyCode: string): Promise<DemoIds> {
  const [demo, propertyId] = await Promise.all([loadDemoIds(db), propertyIdOf(db, propertyCode)]);
  return { ...demo, propertyId, ...(await productIdsOf(db, propertyId)), configurations: {} };
}

/**
 * Imports the demo group's Lisbon hotel with `changes` on the demo clock's day: a copy under
 * another Code, or Lisbon itself changed.
 */
export async function importLisbonCopy(db: Db, changes: Record<string, unknown>): Promise<void> {
  const lisbon = demoGroup.Properties.find((property) => property.Code === 'DEMO-LISBON')!;
  await importPropertyDefinition(
    db,
    { ...demoGroup, Properties: [{ ...structuredClone(lisbon), ...changes }] },
    { today: demoClock.toISOString().slice(0, 10) },
  );
}

/**
 * An American-style copy of Lisbon (TEST-AUSTIN, in US dollars): prices shown before a 14.75 %
 * hotel occupancy tax on `appliesTo`, added on top and paid online.
 */
export function austinChanges(appliesTo: string[], currencies = ['USD']): Record<string, unknown> {
  return {
    Code: 'TEST-AUSTIN',
    Name: 'The Congress Avenue',
    TimeZone: 'America/Chicago',
    Currency: 'USD',
    AvailableCurrencies: currencies,
    PricesShown: 'BeforeTaxes',
    Taxes: [
      {
        Code: 'HOT',
        Name: 'Hotel occupancy tax',
        Kind: 'Tax',
        Calculation: 'Percent',
        Percent: 14.75,
        AppliesTo: appliesTo,
      },
    ],
  };
}

export interface RoomChoice {
  roomType?: string;
  ratePlan?: string;
  dateFrom?: string;
  dateTo?: string;
  adults?: number;
  children?: number;
  infants?: number;
  services?: { code: string; quantity?: number }[];
  leadGuest?: { FirstName: string; LastName: string };
  totalCost?: number;
}

/** Wednesday 24 to Friday 26 March 2027: two weeknights. */
export const weeknights = { dateFrom: '2027-03-24', dateTo: '2027-03-26' };

export function demoRoom(ids: DemoIds, choice: RoomChoice = {}): ReservationItemRequestInput {
  const roomTypeId = ids.roomTypes[choice.roomType ?? 'CLASSIC']!;
  return {
    DateFrom: choice.dateFrom ?? weeknights.dateFrom,
    DateTo: choice.dateTo ?? weeknights.dateTo,
    RoomTypeId: roomTypeId,
    RoomConfigurationDropdownOptionId: ids.configurations[roomTypeId] ?? null,
    RatePlanId: ids.ratePlans[choice.ratePlan ?? 'FLEX']!,
    NumberOfAdults: choice.adults ?? 2,
    NumberOfChildren: choice.children ?? 0,
    NumberOfInfants: choice.infants ?? 0,
    LeadGuest: choice.leadGuest ?? { FirstName: 'Grace', LastName: 'Hopper' },
    Services: (choice.services ?? []).map((service) => ({
      ServiceId: ids.services[service.code]!,
      Quantity: service.quantity ?? 1,
    })),
    TotalCost: choice.totalCost ?? null,
  };
}

export function demoBooking(
  ids: DemoIds,
  overrides: Partial<ReservationCreateRequestInput> = {},
): ReservationCreateRequestInput {
  return {
    LanguageCode: 'en',
    IsAppBooking: false,
    PropertyId: 'DEMO',
    DateFrom: weeknights.dateFrom,
    DateTo: weeknights.dateTo,
    Notes: 'A quiet room, please.',
    Comment: 'A friend',
    Booker: {
      ...adaContact,
      City: null,
      CountryId: ids.countryGb,
      StateOrCounty: null,
      OptInToReceiveUpdates: false,
      ZipCode: 'SW1Y 4JH',
    },
    CardDetails: approvedCard,
    PaymentType: 0,
    AccountId: null,
    PONumber: null,
    PromoCode: null,
    HopGiftVoucherCode: null,
    Rooms: [demoRoom(ids)],
    BrowserData: { JavaScriptEnabled: true, UserAgent: 'vitest' },
    AgreeToTermsAndConditions: true,
    HasAcceptedCustomTermsAndConditions: true,
    ...overrides,
  };
}

/** A room for two adults, the search's usual party. */
export const twoAdults = { NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 };

/** A guest's search of the demo hotel, in English, for two adults unless `request` says otherwise. */
export function searchDemo(
  app: App,
  request: Pick<AvailabilitySearchRequestInput, 'DateFrom' | 'DateTo'> & Partial<AvailabilitySearchRequestInput>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/Availability/Search',
    payload: { PropertyId: 'DEMO', LanguageCode: 'en', Rooms: [twoAdults], ...request },
  });
}

export function createBooking(app: App, body: unknown, idempotencyKey: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/Reservation/Create',
    headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    payload: body as object,
  });
}

/** Rooms booked per night of [dateFrom, dateTo) for a room type. */
export async function bookedRooms(db: Db, roomTypeId: number, dateFrom: string, dateTo: string): Promise<number[]> {
  const nights = stayNights(dateFrom, dateTo);
  const rows = await db
    .select({ date: roomInventory.date, booked: roomInventory.booked })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), inArray(roomInventory.date, nights)));
  return nights.map((night) => rows.find((row) => row.date === night)?.booked ?? -1);
}

/** Leaves exactly `left` rooms of a type to sell on each night of [dateFrom, dateTo). */
export async function leaveRooms(
  db: Db,
  roomTypeId: number,
  dateFrom: string,
  dateTo: string,
  left: number,
): Promise<void> {
  await db
    .update(roomInventory)
    .set({ booked: 0, total: left })
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), inArray(roomInventory.date, stayNights(dateFrom, dateTo))));
}

export async function reservationCount(db: Db): Promise<number> {
  return (await db.select({ id: reservations.id }).from(reservations)).length;
}

export async function addGiftVoucher(
  db: Db,
  propertyId: number,
  code: string,
  pounds: number,
  extra: Partial<typeof giftVouchers.$inferInsert> = {},
) {
  await db
    .insert(giftVouchers)
    .values({ propertyId, code, initialValue: pounds * 100, remaining: pounds * 100, currency: 'GBP', ...extra });
}

export async function voucherRemaining(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ remaining: giftVouchers.remaining })
    .from(giftVouchers)
    .where(eq(giftVouchers.code, code));
  return row!.remaining;
}

const tempDirs: string[] = [];
// Registered for each test file that imports this module (vitest isolates files).
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder for the outbox, so test mail never lands in the package's ./data; removed after the file's tests. */
export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stayfront-test-'));
  tempDirs.push(dir);
  return dir;
}
