import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RoomNight } from '../../domain/room-nights';
import type { Db } from '../db/client';
import {
  findPropertyCompany,
  findReservationById,
  findReservationByReference,
  type ReservationRow,
} from '../shared/reservation-lookups';
import { readReservationRooms } from '../shared/reservation-rooms';
import { readServiceCatalogue, type CatalogueService } from '../shared/service-catalogue';
import { enqueueMail } from '../mail/outbox';
import { hotelNoticeEmailKind } from './manage/manage-emails';
import { bookingWriteError } from './repository-errors';
import { giftVouchers } from '../db/schema/commerce';
import {
  reservationItemGuests,
  reservationItems,
  reservationItemServices,
  reservations,
  type ReservationStatusCode,
} from '../db/schema/reservations';
import { roomConfigurationOptions, roomInventory } from '../db/schema/rooms';
import { services } from '../db/schema/services';
import { countries, creditCardTypes } from '../db/schema/static-data';

// Everything the reservations feature reads and writes; only this file knows the tables.
// Inventory (rooms, extras, voucher value) only moves through conditional updates, touched in
// a fixed order (room type then date; service id), inside the caller's transaction.

export type { ReservationRow };

export const confirmationEmailKind = 'reservation-confirmation';
export type NewReservation = typeof reservations.$inferInsert;

// The rooms of one room type a booking takes (or gives back) on one night.
export type { RoomNight };

export interface ServiceUse {
  serviceId: number;
  /** Reservation items (rooms) using the service: what its inventory counts. */
  items: number;
}

export interface NewReservationItem {
  position: number;
  dateFrom: string;
  dateTo: string;
  roomTypeId: number;
  ratePlanId: number;
  roomConfigurationOptionId: number | null;
  roomConfigurationName: string | null;
  adults: number;
  children: number;
  infants: number;
  leadGuest: { firstName: string; lastName: string; email: string | null; phone: string | null };
  roomTotal: number;
  extrasTotal: number;
  total: number;
  services: { serviceId: number; quantity: number; total: number }[];
}

export type ServiceRecord = CatalogueService;

export interface GiftVoucherRow {
  id: number;
  code: string;
  remaining: number;
  currency: string;
  expiresOn: string | null;
  isExperience: boolean;
}

function queries(db: Db) {
  return {
    async findByIdempotencyKey(propertyId: number, idempotencyKey: string): Promise<ReservationRow | undefined> {
      const rows = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.propertyId, propertyId), eq(reservations.idempotencyKey, idempotencyKey)))
        .limit(1);
      return rows[0];
    },

    async findByTokenHash(propertyId: number, tokenHash: string): Promise<ReservationRow | undefined> {
      const rows = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.propertyId, propertyId), eq(reservations.confirmationTokenHash, tokenHash)))
        .limit(1);
      return rows[0];
    },

    findByReferenceNumber(propertyId: number, referenceNumber: string): Promise<ReservationRow | undefined> {
      return findReservationByReference(db, propertyId, referenceNumber);
    },

    async findByProviderReference(providerReference: string): Promise<ReservationRow | undefined> {
      const rows = await db
        .select()
        .from(reservations)
        .where(eq(reservations.providerReference, providerReference))
        .limit(1);
      return rows[0];
    },

    findById(id: number): Promise<ReservationRow | undefined> {
      return findReservationById(db, id);
    },

    findCompany(propertyId: number, companyId: number) {
      return findPropertyCompany(db, propertyId, companyId);
    },

    /** A gift voucher by code as a guest types it (any case, surrounding spaces ignored). */
    async findGiftVoucher(propertyId: number, code: string): Promise<GiftVoucherRow | undefined> {
      const rows = await db
        .select({
          id: giftVouchers.id,
          code: giftVouchers.code,
          remaining: giftVouchers.remaining,
          currency: giftVouchers.currency,
          expiresOn: giftVouchers.expiresOn,
          isExperience: giftVouchers.isExperience,
        })
        .from(giftVouchers)
        .where(and(eq(giftVouchers.propertyId, propertyId), sql`upper(${giftVouchers.code}) = upper(${code.trim()})`))
        .limit(1);
      return rows[0];
    },

    listServices(propertyId: number, ids: readonly number[]): Promise<ServiceRecord[]> {
      return readServiceCatalogue(db, propertyId, ids);
    },

    async findCreditCardTypeCode(creditCardTypeId: number): Promise<string | undefined> {
      const rows = await db
        .select({ code: creditCardTypes.code })
        .from(creditCardTypes)
        .where(eq(creditCardTypes.id, creditCardTypeId))
        .limit(1);
      return rows[0]?.code;
    },

    async findCreditCardTypeName(code: string): Promise<string | undefined> {
      const rows = await db
        .select({ name: creditCardTypes.name })
        .from(creditCardTypes)
        .where(eq(creditCardTypes.code, code))
        .limit(1);
      return rows[0]?.name;
    },

    async findCountryName(countryId: number): Promise<string | undefined> {
      const rows = await db
        .select({ name: countries.name })
        .from(countries)
        .where(eq(countries.id, countryId))
        .limit(1);
      return rows[0]?.name;
    },

    listRoomConfigurationOptions(propertyId: number, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: roomConfigurationOptions.id,
          roomTypeId: roomConfigurationOptions.roomTypeId,
          name: roomConfigurationOptions.name,
        })
        .from(roomConfigurationOptions)
        .where(
          and(eq(roomConfigurationOptions.propertyId, propertyId), inArray(roomConfigurationOptions.id, [...ids])),
        );
    },

    /** The rooms of a booking with their guests and extras, in booking order. */
    listItems(reservationId: number) {
      return readReservationRooms(db, reservationId);
    },

    /** What a booking holds, to give back: its rooms' nights and its extras. */
    async heldInventory(
      reservationIds: readonly number[],
    ): Promise<{ stays: { roomTypeId: number; dateFrom: string; dateTo: string }[]; serviceUses: ServiceUse[] }> {
      if (reservationIds.length === 0) return { stays: [], serviceUses: [] };
      const stays = await db
        .select({
          roomTypeId: reservationItems.roomTypeId,
          dateFrom: reservationItems.dateFrom,
          dateTo: reservationItems.dateTo,
        })
        .from(reservationItems)
        .where(inArray(reservationItems.reservationId, [...reservationIds]));
      const serviceRows = await db
        .select({ serviceId: reservationItemServices.serviceId, items: sql<number>`count(*)::int` })
        .from(reservationItemServices)
        .innerJoin(reservationItems, eq(reservationItems.id, reservationItemServices.reservationItemId))
        .where(inArray(reservationItems.reservationId, [...reservationIds]))
        .groupBy(reservationItemServices.serviceId);
      return { stays, serviceUses: serviceRows.map((row) => ({ serviceId: row.serviceId, items: Number(row.items) })) };
    },

    // --- writes (inside a transaction) --------------------------------------------------

    async insertReservation(values: NewReservation): Promise<number> {
      const [row] = await db.insert(reservations).values(values).returning({ id: reservations.id });
      return row!.id;
    },

    async insertItems(reservationId: number, items: readonly NewReservationItem[]): Promise<void> {
      if (items.length === 0) return;
      const inserted = await db
        .insert(reservationItems)
        .values(
          items.map((item) => ({
            reservationId,
            position: item.position,
            dateFrom: item.dateFrom,
            dateTo: item.dateTo,
            roomTypeId: item.roomTypeId,
            ratePlanId: item.ratePlanId,
            roomConfigurationOptionId: item.roomConfigurationOptionId,
            roomConfigurationName: item.roomConfigurationName,
            adults: item.adults,
            children: item.children,
            infants: item.infants,
            leadGuestFirstName: item.leadGuest.firstName,
            leadGuestLastName: item.leadGuest.lastName,
            roomTotal: item.roomTotal,
            extrasTotal: item.extrasTotal,
            total: item.total,
          })),
        )
        .returning({ id: reservationItems.id, position: reservationItems.position });
      const idAt = new Map(inserted.map((row) => [row.position, row.id]));
      await db.insert(reservationItemGuests).values(
        items.map((item) => ({
          reservationItemId: idAt.get(item.position)!,
          position: 0,
          firstName: item.leadGuest.firstName,
          lastName: item.leadGuest.lastName,
          email: item.leadGuest.email,
          phone: item.leadGuest.phone,
        })),
      );
      const extras = items.flatMap((item) =>
        item.services.map((service) => ({ reservationItemId: idAt.get(item.position)!, ...service })),
      );
      if (extras.length > 0) await db.insert(reservationItemServices).values(extras);
    },

    /**
     * Takes the rooms of each night, in the order given (room type then date), each with a
     * conditional update; answers the first night that had too few rooms left, or null when
     * every night was taken.
     */
    async takeRoomNights(nights: readonly RoomNight[]): Promise<RoomNight | null> {
      for (const night of nights) {
        const taken = await db
          .update(roomInventory)
          .set({ booked: sql`${roomInventory.booked} + ${night.rooms}` })
          .where(
            and(
              eq(roomInventory.roomTypeId, night.roomTypeId),
              eq(roomInventory.date, night.date),
              sql`${roomInventory.total} - ${roomInventory.booked} >= ${night.rooms}`,
            ),
          )
          .returning({ booked: roomInventory.booked });
        if (taken.length !== 1) return night;
      }
      return null;
    },

    async releaseRoomNights(nights: readonly RoomNight[]): Promise<void> {
      for (const night of nights) {
        await db
          .update(roomInventory)
          .set({ booked: sql`greatest(0, ${roomInventory.booked} - ${night.rooms})` })
          .where(and(eq(roomInventory.roomTypeId, night.roomTypeId), eq(roomInventory.date, night.date)));
      }
    },

    /** Takes extras' inventory in service id order; answers the first service without enough left, or null. */
    async takeServices(uses: readonly ServiceUse[]): Promise<number | null> {
      for (const use of uses) {
        const taken = await db
          .update(services)
          .set({ usedInventory: sql`${services.usedInventory} + ${use.items}` })
          .where(
            and(
              eq(services.id, use.serviceId),
              or(
                isNull(services.startingInventory),
                sql`${services.startingInventory} - ${services.usedInventory} >= ${use.items}`,
              ),
            ),
          )
          .returning({ id: services.id });
        if (taken.length !== 1) return use.serviceId;
      }
      return null;
    },

    async releaseServices(uses: readonly ServiceUse[]): Promise<void> {
      for (const use of uses) {
        await db
          .update(services)
          .set({ usedInventory: sql`greatest(0, ${services.usedInventory} - ${use.items})` })
          .where(eq(services.id, use.serviceId));
      }
    },

    /** Takes `amount` off the voucher if that much remains and it has not expired by `today`. */
    async redeemVoucher(voucherId: number, amount: number, today: string): Promise<boolean> {
      const taken = await db
        .update(giftVouchers)
        .set({ remaining: sql`${giftVouchers.remaining} - ${amount}` })
        .where(
          and(
            eq(giftVouchers.id, voucherId),
            gte(giftVouchers.remaining, amount),
            or(isNull(giftVouchers.expiresOn), gte(giftVouchers.expiresOn, today)),
          ),
        )
        .returning({ id: giftVouchers.id });
      return taken.length === 1;
    },

    async restoreVoucher(voucherId: number, amount: number): Promise<void> {
      await db
        .update(giftVouchers)
        .set({ remaining: sql`least(${giftVouchers.initialValue}, ${giftVouchers.remaining} + ${amount})` })
        .where(eq(giftVouchers.id, voucherId));
    },

    /** The confirmation email of a booking and the hotel's notice of it, once each, sent after the commit. */
    async enqueueConfirmationEmail(reservationId: number, now: Date): Promise<void> {
      await enqueueMail(db, {
        kind: confirmationEmailKind,
        payload: { reservationId },
        dedupeKey: String(reservationId),
        now,
      });
      await enqueueMail(db, {
        kind: hotelNoticeEmailKind,
        payload: { reservationId, change: 'new' },
        dedupeKey: `${reservationId}:new`,
        now,
      });
    },

    async updateReservation(id: number, patch: Partial<NewReservation>): Promise<void> {
      await db.update(reservations).set(patch).where(eq(reservations.id, id));
    },

    /** Moves a booking out of pending_payment, once: answers the row if this call did it. */
    async leavePendingPayment(
      id: number,
      patch: Partial<NewReservation> & { status: ReservationStatusCode },
    ): Promise<ReservationRow | undefined> {
      const rows = await db
        .update(reservations)
        .set(patch)
        .where(and(eq(reservations.id, id), eq(reservations.status, 'pending_payment')))
        .returning();
      return rows[0];
    },

    /** A released booking (expired or cancelled) confirmed after all, once: answers the row if this call did it. */
    async leaveReleased(
      id: number,
      patch: Partial<NewReservation> & { status: ReservationStatusCode },
    ): Promise<ReservationRow | undefined> {
      const rows = await db
        .update(reservations)
        .set(patch)
        .where(and(eq(reservations.id, id), inArray(reservations.status, ['expired', 'cancelled'])))
        .returning();
      return rows[0];
    },

    /** Marks up to `limit` holds past their time as expired (each once, whichever server gets it); answers them. */
    async expireDueHolds(
      now: Date,
      limit: number,
    ): Promise<{ id: number; giftVoucherId: number | null; voucherDiscount: number }[]> {
      const due = db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'pending_payment'), lt(reservations.holdExpiresAt, now)))
        .orderBy(asc(reservations.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(reservations)
        .set({ status: 'expired', updatedAt: now })
        .where(and(inArray(reservations.id, due), eq(reservations.status, 'pending_payment')))
        .returning({
          id: reservations.id,
          giftVoucherId: reservations.giftVoucherId,
          voucherDiscount: reservations.voucherDiscount,
        });
    },
  };
}

export type ReservationQueries = ReturnType<typeof queries>;

export function createReservationRepository(db: Db) {
  return {
    ...queries(db),
    /**
     * Runs `work` in one transaction with the same queries bound to it. A unique key or CHECK
     * the booking ran into comes out as a typed error (repository-errors.ts).
     */
    async transaction<T>(work: (tx: ReservationQueries) => Promise<T>): Promise<T> {
      try {
        return await db.transaction((tx) => work(queries(tx as unknown as Db)));
      } catch (error) {
        throw bookingWriteError(error);
      }
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
