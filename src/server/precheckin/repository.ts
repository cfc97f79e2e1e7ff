import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  findPropertyCompany,
  findReservationById,
  findReservationByReference,
  type ReservationRow,
} from '../shared/reservation-lookups';
import { readReservationRooms } from '../shared/reservation-rooms';
import { readRoomConfigurationOptions } from '../shared/room-configuration-options';
import { readServiceCatalogue, type CatalogueService } from '../shared/service-catalogue';
import { keptTaxesQueries } from '../shared/booking-taxes';
import { recordBookingRevision } from '../shared/booking-revisions';
import { enqueueMail } from '../mail/outbox';
import { enqueueWebhookEvent, type WebhookEventInput } from '../shared/webhook-outbox';
import { properties } from '../db/schema/properties';
import {
  preCheckInSaves,
  reservationItemGuests,
  reservationItems,
  reservationItemServices,
  reservations,
} from '../db/schema/reservations';
import { services } from '../db/schema/services';
import { countries } from '../db/schema/static-data';
import { withParsedSettings } from '../properties/repository';

// Everything pre-check-in reads and writes; only this file knows the tables. Extras'
// inventory moves only through the same conditional update booking uses, in service id order,
// inside the caller's transaction.

export type { ReservationRow };

export const preArrivalEmailKind = 'pre-check-in-invitation';

export type ServiceRecord = CatalogueService;

export interface GuestValues {
  position: number;
  individualId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

function queries(db: Db) {
  return {
    findByReferenceNumber(propertyId: number, referenceNumber: string): Promise<ReservationRow | undefined> {
      return findReservationByReference(db, propertyId, referenceNumber);
    },

    findById(id: number): Promise<ReservationRow | undefined> {
      return findReservationById(db, id);
    },

    /** The booking's row, locked until the transaction ends: saves of one booking run one after another. */
    async lockReservation(id: number): Promise<ReservationRow | undefined> {
      const rows = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
      return rows[0];
    },

    findCompany(propertyId: number, companyId: number) {
      return findPropertyCompany(db, propertyId, companyId);
    },

    async countryExists(countryId: number): Promise<boolean> {
      const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
      return rows.length === 1;
    },

    async findSave(reservationId: number, submissionKey: string) {
      const rows = await db
        .select({ requestFingerprint: preCheckInSaves.requestFingerprint, responseBody: preCheckInSaves.responseBody })
        .from(preCheckInSaves)
        .where(and(eq(preCheckInSaves.reservationId, reservationId), eq(preCheckInSaves.submissionKey, submissionKey)))
        .limit(1);
      return rows[0];
    },

    /** The rooms still booked (a cancelled room has nobody to check in), with names, policy, guests and extras, in booking order. */
    async listItems(reservationId: number) {
      return (await readReservationRooms(db, reservationId)).filter((item) => item.status === 'booked');
    },

    /** The bed set-ups offered for these room types (an option without a room type fits all). */
    listRoomConfigurationOptions: (propertyId: number) => readRoomConfigurationOptions(db, propertyId),

    /** Every extra of the property with its articles. */
    listServices(propertyId: number): Promise<ServiceRecord[]> {
      return readServiceCatalogue(db, propertyId);
    },

    // --- writes (inside a transaction) --------------------------------------------------

    async updateReservation(id: number, patch: Partial<typeof reservations.$inferInsert>): Promise<void> {
      await db.update(reservations).set(patch).where(eq(reservations.id, id));
    },

    async updateItem(id: number, patch: Partial<typeof reservationItems.$inferInsert>): Promise<void> {
      await db.update(reservationItems).set(patch).where(eq(reservationItems.id, id));
    },

    /** The room's guests become exactly these. */
    async replaceGuests(reservationItemId: number, guests: readonly GuestValues[]): Promise<void> {
      await db.delete(reservationItemGuests).where(eq(reservationItemGuests.reservationItemId, reservationItemId));
      if (guests.length > 0)
        await db.insert(reservationItemGuests).values(guests.map((guest) => ({ reservationItemId, ...guest })));
    },

    /** The kept tax lines' reads and writes, as every change after the booking writes them. */
    ...keptTaxesQueries(db),

    /** The booking as the save left it, in the hotel's revision feed; last in the transaction. */
    recordRevision(reservationId: number, now: Date) {
      return recordBookingRevision(db, reservationId, 'Modified', now);
    },

    async updateItemService(id: number, patch: { quantity: number; total: number }): Promise<void> {
      await db.update(reservationItemServices).set(patch).where(eq(reservationItemServices.id, id));
    },

    async insertItemService(values: {
      reservationItemId: number;
      serviceId: number;
      quantity: number;
      total: number;
    }): Promise<void> {
      await db.insert(reservationItemServices).values({ ...values, addedAt: 'pre_check_in' });
    },

    /** One more room using the service, if its inventory allows (the conditional update booking uses). */
    async takeService(serviceId: number): Promise<boolean> {
      const taken = await db
        .update(services)
        .set({ usedInventory: sql`${services.usedInventory} + 1` })
        .where(
          and(
            eq(services.id, serviceId),
            or(isNull(services.startingInventory), sql`${services.startingInventory} - ${services.usedInventory} >= 1`),
          ),
        )
        .returning({ id: services.id });
      return taken.length === 1;
    },

    async insertSave(values: {
      reservationId: number;
      submissionKey: string;
      requestFingerprint: string;
      responseBody: Record<string, unknown>;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(preCheckInSaves).values(values);
    },

    // --- the pre-arrival email ----------------------------------------------------------

    /**
     * Confirmed bookings arriving between the two dates (a coarse window: each property's own
     * "today" and days-before are applied by the caller) whose pre-arrival email is not queued
     * and whose pre-check-in is not done, with their property's zone and configuration.
     */
    async listPreArrivalCandidates(arrivingFrom: string, arrivingTo: string, limit: number) {
      const rows = await db
        .select({
          id: reservations.id,
          dateFrom: reservations.dateFrom,
          createdAt: reservations.createdAt,
          timeZone: properties.timeZone,
          bookingConfiguration: properties.bookingConfiguration,
        })
        .from(reservations)
        .innerJoin(properties, eq(properties.id, reservations.propertyId))
        .where(
          and(
            eq(reservations.status, 'confirmed'),
            isNull(reservations.preArrivalMailQueuedAt),
            isNull(reservations.preCheckInCompletedAt),
            gte(reservations.dateFrom, arrivingFrom),
            lte(reservations.dateFrom, arrivingTo),
          ),
        )
        .orderBy(asc(reservations.id))
        .limit(limit);
      return rows.map(withParsedSettings);
    },

    /** Marks the pre-arrival email of a booking as handled, once: true if this call did it (whichever server gets there first). */
    async claimPreArrivalMail(reservationId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(reservations)
        .set({ preArrivalMailQueuedAt: now })
        .where(
          and(
            eq(reservations.id, reservationId),
            isNull(reservations.preArrivalMailQueuedAt),
            eq(reservations.status, 'confirmed'),
          ),
        )
        .returning({ id: reservations.id });
      return rows.length === 1;
    },

    /** A webhook event (precheckin.completed), in the save's transaction. */
    webhookEvent(event: WebhookEventInput): Promise<string | null> {
      return enqueueWebhookEvent(db, event);
    },

    enqueuePreArrivalMail(reservationId: number, now: Date): Promise<void> {
      return enqueueMail(db, {
        kind: preArrivalEmailKind,
        payload: { reservationId },
        dedupeKey: String(reservationId),
        now,
      });
    },
  };
}

export type PreCheckInQueries = ReturnType<typeof queries>;

export function createPreCheckInRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (tx: PreCheckInQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx)));
    },
  };
}

export type PreCheckInRepository = ReturnType<typeof createPreCheckInRepository>;
