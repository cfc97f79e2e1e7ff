import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { manageReservationSchema, type ManageReservation } from '../../../../src/contract/manage-booking';
import {
  reservationCreateResponseSchema,
  type ReservationCreateRequestInput,
  type ReservationCreateResponse,
} from '../../../../src/contract/reservation';
import type { App } from '../../../../src/server/app';
import type { Db } from '../../../../src/server/db/client';
import { properties } from '../../../../src/server/db/schema/properties';
import { bookingPayments, reservations } from '../../../../src/server/db/schema/reservations';
import { ratePlans, roomConfigurationOptions, roomTypes } from '../../../../src/server/db/schema/rooms';
import { services } from '../../../../src/server/db/schema/services';
import { countries } from '../../../../src/server/db/schema/static-data';
import demoProperty from '../../../../src/server/db/seed/demo.json' with { type: 'json' };
import { importPropertyDefinition } from '../../../../src/server/properties/import';
import { testConfig } from '../../harness';
import { bookingSite, startDemoApp, type DemoAppOptions } from '../demo-app';
import { approvedCard } from '../../../domain/card-fixture';
import { createBooking, demoBooking, demoClock, demoRoom, leaveRooms, type DemoIds } from '../demo-booking';

// Bookings paid by a deposit now and the balance later, at a copy of The Ashbury (PAYDEMO)
// whose Best Flexible Rate takes 30 % with the booking and charges the rest to the kept card
// 14 days before arrival at 09:00 (London). Two nights from Wednesday 24 March 2027 on the
// demo clock (3 March): GBP 258.00, GBP 77.40 now, GBP 180.60 on 10 March at 09:00 UTC.

export const payHotel = 'PAYDEMO';
export const stay = { dateFrom: '2027-03-24', dateTo: '2027-03-26' };
export const balanceDueAt = new Date('2027-03-10T09:00:00Z');
export const adminToken = testConfig().ADMIN_TOKEN!;

/** Sandbox cards: approved now, and later charges decline for good or for now (insufficient funds). */
export const cards = {
  good: approvedCard,
  laterDeclined: { ...approvedCard, CardNumber: '4000 0000 0000 5126' },
  laterShortOfFunds: { ...approvedCard, CardNumber: '4000 0000 0000 0259' },
  other: { ...approvedCard, CardNumber: '5555 5555 5555 4444', NameOnCard: 'Ada King' },
  declined: { ...approvedCard, CardNumber: '4000 0000 0000 0002' },
};
/** Every card number a test types, as digits: none may be stored anywhere. */
export const cardNumbers = Object.values(cards).map((card) => card.CardNumber.replace(/\s/g, ''));

/** Imports PAYDEMO (once per database) and answers its ids. */
export async function importDepositHotel(db: Db, today: string): Promise<DemoIds & { propertyId: number }> {
  const [existing] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, payHotel));
  if (!existing) {
    const definition = structuredClone(demoProperty) as unknown as {
      Code: string;
      Name: string;
      RatePlans: { Code: string; Payment?: unknown }[];
    };
    definition.Code = payHotel;
    definition.Name = 'The Ashbury (deposits)';
    for (const plan of definition.RatePlans) {
      if (plan.Code === 'FLEX')
        plan.Payment = {
          Type: 'Deposit',
          Deposit: { Type: 'Percent', Percent: 30 },
          Balance: { Collect: 'Automatic', DaysBefore: 14, Time: '09:00' },
        };
      // Non-refundable plans derived from it are paid in full with the booking.
      if (plan.Code === 'NRF' || plan.Code === 'SPRING') plan.Payment = { Type: 'PayNow' };
    }
    await importPropertyDefinition(db, definition, { today });
  }
  const ids = await idsOf(db);
  await leaveRooms(db, ids.roomTypes.CLASSIC!, stay.dateFrom, stay.dateTo, 200);
  return ids;
}

/**
 * The app on the demo clock with PAYDEMO imported, for a file of payment stories (links in its
 * mail go to the booking site); `smtp` sends that mail to a local inbox.
 */
export async function startDepositHotel<O extends Pick<DemoAppOptions, 'smtp'>>(opts: O = {} as O) {
  const app = await startDemoApp({ ...opts, config: bookingSite });
  return { ...app, ids: await importDepositHotel(app.t.database.db, demoClock.toISOString().slice(0, 10)) };
}

async function idsOf(db: Db): Promise<DemoIds & { propertyId: number }> {
  const [property] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, payHotel));
  const propertyId = property!.id;
  const [types, plans, extras, options, [gb]] = await Promise.all([
    db.select({ id: roomTypes.id, code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.propertyId, propertyId)),
    db.select({ id: ratePlans.id, code: ratePlans.code }).from(ratePlans).where(eq(ratePlans.propertyId, propertyId)),
    db.select({ id: services.id, code: services.code }).from(services).where(eq(services.propertyId, propertyId)),
    db
      .select({ id: roomConfigurationOptions.id, roomTypeId: roomConfigurationOptions.roomTypeId })
      .from(roomConfigurationOptions)
      .where(eq(roomConfigurationOptions.propertyId, propertyId)),
    db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GB')),
  ]);
  const byCode = (rows: { id: number; code: string }[]) => Object.fromEntries(rows.map((row) => [row.code, row.id]));
  const configurations: Record<number, number> = {};
  for (const option of options) if (option.roomTypeId !== null) configurations[option.roomTypeId] ??= option.id;
  return {
    propertyId,
    roomTypes: byCode(types),
    ratePlans: byCode(plans),
    services: byCode(extras),
    configurations,
    companies: {},
    countryGb: gb!.id,
  };
}

/** Ada books two nights on the deposit rate with `card`; answers the confirmation. */
export async function bookWithDeposit(
  app: App,
  ids: DemoIds,
  card: (typeof cards)[keyof typeof cards] = cards.good,
  overrides: Partial<ReservationCreateRequestInput> = {},
): Promise<ReservationCreateResponse> {
  const res = await createBooking(
    app,
    demoBooking(ids, {
      PropertyId: payHotel,
      CardDetails: card,
      Rooms: [demoRoom(ids, { ratePlan: 'FLEX', ...stay })],
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return reservationCreateResponseSchema.parse(res.json());
}

export async function reservationOf(db: Db, reference: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.referenceNumber, reference));
  return row!;
}

export async function partsOf(db: Db, reference: string) {
  const row = await reservationOf(db, reference);
  return db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.reservationId, row.id))
    .orderBy(asc(bookingPayments.id));
}

/** The part charged to the kept card later (the balance). */
export async function balanceOf(db: Db, reference: string) {
  const parts = await partsOf(db, reference);
  const balance = parts.find((part) => part.kind === 'Balance' && part.collect === 'automatic');
  expect(balance, JSON.stringify(parts)).toBeDefined();
  return balance!;
}

/** POST Payments/ChargeDue as the operator, as of `asOf`. */
export async function chargeDue(app: App, asOf: Date) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Payments/ChargeDue',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { AsOf: asOf.toISOString() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { Charged: number; Failed: number; Retrying: number };
}

export const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

export function guestCall(app: App, call: 'ReplaceCard' | 'PayBalance', body: object, key: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/api/Reservation/${call}`,
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

export async function manageOf(app: App, token: string): Promise<ManageReservation> {
  const res = await app.inject({ method: 'GET', url: `/api/Reservation/Manage?token=${encodeURIComponent(token)}` });
  expect(res.statusCode, res.body).toBe(200);
  return manageReservationSchema.parse(res.json());
}
