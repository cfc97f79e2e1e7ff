import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expect } from 'vitest';
import {
  preCheckInReservationSchema,
  type PreCheckInReservation,
  type PreCheckInSaveRequest,
} from '../../../src/contract/pre-check-in';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { reservationConfirmationSchema } from '../../../src/contract/reservation-confirmation';
import type { PreCheckInConfiguration } from '../../../src/contract/property-definition';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { properties } from '../../../src/server/db/schema/properties';
import {
  reservationItemGuests,
  reservationItems,
  reservationItemServices,
  reservations,
} from '../../../src/server/db/schema/reservations';
import { services } from '../../../src/server/db/schema/services';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { createMailOutbox } from '../../../src/server/mail/outbox';
import { createMailTransport } from '../../../src/server/mail/transport';
import { createPreArrivalMailer } from '../../../src/server/precheckin/pre-arrival';
import { createPreCheckInRepository, preArrivalEmailKind } from '../../../src/server/precheckin/repository';
import { createPropertyRepository } from '../../../src/server/properties/repository';
import { readMime } from '../fakes/smtp-inbox';
import { testConfig } from '../harness';
import { createBooking, demoBooking, type DemoIds } from '../reservations/demo-booking';

// A booker with a confirmed booking at The Ashbury and the pre-check-in link from their
// confirmation page: /PreCheckIn/:propertyCode/:referenceNumber/:code.

export interface PreCheckInLink {
  path: string;
  propertyCode: string;
  referenceNumber: string;
  code: string;
  reservationId: number;
}

export async function bookWithLink(
  app: App,
  db: Db,
  ids: DemoIds,
  overrides: Parameters<typeof demoBooking>[1] = {},
): Promise<PreCheckInLink> {
  const res = await createBooking(app, demoBooking(ids, overrides));
  expect(res.statusCode, res.body).toBe(201);
  const created = reservationCreateResponseSchema.parse(res.json());
  const confirmation = reservationConfirmationSchema.parse(
    (
      await app.inject({
        method: 'GET',
        url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${created.ConfirmationToken}`,
      })
    ).json(),
  );
  expect(confirmation.PreCheckInPath).not.toBeNull();
  const [, , propertyCode, referenceNumber, code] = confirmation.PreCheckInPath!.split('/');
  expect(referenceNumber).toBe(created.ReferenceNumber);
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.referenceNumber, created.ReferenceNumber));
  return {
    path: confirmation.PreCheckInPath!,
    propertyCode: propertyCode!,
    referenceNumber: referenceNumber!,
    code: code!,
    reservationId: row!.id,
  };
}

/** Each guest on their own device: look-ups and saves are rate-limited per address. */
export const deviceOf = (reservationId: number) => `10.0.${(reservationId >> 8) & 255}.${reservationId & 255}`;

export function openLink(
  app: App,
  link: { propertyCode: string; referenceNumber: string; code: string; reservationId?: number },
  remoteAddress = deviceOf(link.reservationId ?? 0),
) {
  const query = new URLSearchParams({
    propertyId: link.propertyCode,
    referenceNumber: link.referenceNumber,
    hash: link.code,
  });
  return app.inject({ method: 'GET', url: `/api/PreCheckIn/Get?${query}`, remoteAddress });
}

export async function loadReservation(app: App, link: PreCheckInLink): Promise<PreCheckInReservation> {
  const res = await openLink(app, link);
  expect(res.statusCode, res.body).toBe(200);
  return preCheckInReservationSchema.parse(res.json());
}

/** What the page sends back: the reservation as loaded, with the guest's changes. */
export function savePayload(
  link: PreCheckInLink,
  reservation: PreCheckInReservation,
  changes: Partial<PreCheckInSaveRequest> = {},
): PreCheckInSaveRequest {
  return {
    PropertyId: reservation.PropertyId,
    ReferenceNumber: reservation.ReferenceNumber,
    IsReservation: true,
    EntityId: reservation.EntityId,
    Code: link.code,
    SpecialRequests: reservation.SpecialRequests,
    Booker: reservation.Booker,
    ReservationItems: reservation.ReservationItems.map((item) => ({
      ReservationItemId: item.ReservationItemId,
      RoomConfigurationDropdownOptionId: item.RoomConfiguration?.Id ?? null,
      Guests: item.Guests,
      Services: item.Services.map((service) => ({ ServiceId: service.ServiceId, Quantity: service.Quantity })),
    })),
    ...changes,
  };
}

/** Grace and Alan, who share Ada's room, as the pre-check-in page sends them. */
export const grace = {
  IndividualId: null,
  FirstName: 'Grace',
  LastName: 'Hopper',
  Email: 'grace@example.com',
  Phone: '+44 7700 900456',
};
export const alan = {
  IndividualId: null,
  FirstName: 'Alan',
  LastName: 'Turing',
  Email: 'alan@example.com',
  Phone: '+44 7700 900789',
};

/** `payload` with Grace and Alan as the guests of every room. */
export function withGraceAndAlan(payload: PreCheckInSaveRequest): PreCheckInSaveRequest {
  return {
    ...payload,
    ReservationItems: payload.ReservationItems.map((item) => ({ ...item, Guests: [grace, alan] })),
  };
}

export function save(app: App, payload: PreCheckInSaveRequest, idempotencyKey: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/PreCheckIn/Save',
    headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    payload: payload as object,
    remoteAddress: deviceOf(payload.EntityId),
  });
}

export const noFieldsRequired: PreCheckInConfiguration = {
  FirstNameRequired: false,
  LastNameRequired: false,
  EmailRequired: false,
  PhoneRequired: false,
  CountryRequired: false,
  StreetRequired: false,
  CityRequired: false,
  StateOrCountyRequired: false,
  PostCodeRequired: false,
};

export async function setPreCheckInConfiguration(db: Db, configuration: PreCheckInConfiguration): Promise<void> {
  await db.update(properties).set({ preCheckInConfiguration: configuration }).where(eq(properties.code, 'DEMO'));
}

/** Everything a save can change about a booking, to compare before and after. */
export async function bookingState(db: Db, reservationId: number) {
  const [row] = await db
    .select({
      total: reservations.total,
      extrasTotal: reservations.extrasTotal,
      notes: reservations.notes,
      bookerEmail: reservations.bookerEmail,
      cardLast4: reservations.cardLast4,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const items = await db
    .select({ id: reservationItems.id, total: reservationItems.total, extrasTotal: reservationItems.extrasTotal })
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId));
  const itemIds = items.map((item) => item.id);
  const guests = await db
    .select({
      firstName: reservationItemGuests.firstName,
      lastName: reservationItemGuests.lastName,
      email: reservationItemGuests.email,
      position: reservationItemGuests.position,
    })
    .from(reservationItemGuests)
    .where(inArray(reservationItemGuests.reservationItemId, itemIds))
    .orderBy(reservationItemGuests.reservationItemId, reservationItemGuests.position);
  const extras = await db
    .select({
      serviceId: reservationItemServices.serviceId,
      quantity: reservationItemServices.quantity,
      total: reservationItemServices.total,
      addedAt: reservationItemServices.addedAt,
    })
    .from(reservationItemServices)
    .where(inArray(reservationItemServices.reservationItemId, itemIds))
    .orderBy(reservationItemServices.serviceId);
  return { ...row!, items, guests, extras };
}

export async function serviceUsed(db: Db, serviceId: number): Promise<number> {
  const [row] = await db.select({ used: services.usedInventory }).from(services).where(eq(services.id, serviceId));
  return row!.used;
}

/** Leaves exactly `left` of a service to sell. */
export async function leaveServiceStock(db: Db, serviceId: number, left: number): Promise<void> {
  await db
    .update(services)
    .set({ startingInventory: sql`${services.usedInventory} + ${left}` })
    .where(eq(services.id, serviceId));
}

/**
 * One app server's pre-arrival job, as app.ts builds it, with its own mail queue sending to
 * `outboxDir`: several of these on one database are several servers.
 */
export function preArrivalJob(db: Db, options: { outboxDir: string; now: () => Date; log: FastifyBaseLogger }) {
  const mailOutbox = createMailOutbox({
    db,
    transport: createMailTransport({ smtpUrl: undefined, outboxDir: options.outboxDir }),
    now: options.now,
    log: options.log,
  });
  const job = createPreArrivalMailer({
    repository: createPreCheckInRepository(db),
    properties: createPropertyRepository(db),
    mailOutbox,
    secretKey: testConfig().SECRET_KEY!,
    publicUrl: 'https://book.example.com',
    mailFrom: undefined,
    now: options.now,
    log: options.log,
  });
  return {
    run: () => job.run(),
    drain: () => mailOutbox.drain(),
    async close() {
      await job.close();
      await mailOutbox.close();
    },
  };
}

/** Pre-arrival emails queued for a booking (the outbox's rows of that kind). */
export async function preArrivalMailsQueued(db: Db, reservationId: number): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, preArrivalEmailKind), eq(mailOutbox.dedupeKey, String(reservationId))));
  return rows.length;
}

/** The pre-arrival emails written to the outbox folder: subject and text. */
export async function preArrivalMailsIn(
  outboxDir: string,
): Promise<{ to: string; subject: string; text: string; html: string }[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(outboxDir, name), 'utf8')),
  );
  return mails
    .map((raw) => readMime(raw))
    .filter((mail) => (mail.headers.subject ?? '').includes('complete your pre-check-in'))
    .map((mail) => ({
      to: mail.headers.to ?? '',
      subject: mail.headers.subject ?? '',
      text: mail.parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? '',
      html: mail.parts.find((part) => part.headers['content-type']?.startsWith('text/html'))?.body ?? '',
    }));
}
