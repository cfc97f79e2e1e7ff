import { and, eq } from 'drizzle-orm';
import type { PaymentPlan, PaymentPolicy } from '../../domain/payment-schedule';
import { insertPaymentPlan, listBookingPayments, markPaidNow, type PaidNow } from '../shared/booking-payments';
import type { Db } from '../db/client';
import {
  reservationItemGuests,
  reservationItems,
  reservationItemServices,
  reservations,
} from '../db/schema/reservations';
import { enqueueMail } from '../mail/outbox';
import { findReservationById, findReservationByReference, type ReservationRow } from '../shared/reservation-lookups';
import { readReservationRooms } from '../shared/reservation-rooms';
import { recordBookingRevision, type RevisionEvent } from '../shared/booking-revisions';
import type { TaxLine } from '../../domain/taxes';
import { hotelNoticeEmailKind } from './manage/manage-emails';

// The booking itself: its row, its rooms with their guests and extras, and the mail it sends.

export const confirmationEmailKind = 'reservation-confirmation';
export type NewReservation = typeof reservations.$inferInsert;

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
  /** The room's taxes and fees as sold. */
  taxLines: TaxLine[];
  /** The rate plan's payment policy as sold. */
  paymentPolicy: PaymentPolicy;
  services: { serviceId: number; quantity: number; total: number }[];
}

export function reservationRecords(db: Db) {
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

    /** The rooms of a booking with their guests and extras, in booking order. */
    listItems(reservationId: number) {
      return readReservationRooms(db, reservationId);
    },

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
            taxLines: item.taxLines,
            paymentPolicy: item.paymentPolicy,
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

    /** The parts due with the booking, paid once the payment provider confirmed the payment. */
    markPaidNow(reservationId: number, paid: PaidNow) {
      return markPaidNow(db, reservationId, paid);
    },

    /** The booking's payment schedule, each part as it stands. */
    listPayments(reservationId: number) {
      return listBookingPayments(db, reservationId);
    },

    /** The booking's payment schedule as planned; the parts due now paid by `paidNow` (null: a provider payment to come). */
    insertPaymentPlan(reservationId: number, plan: Pick<PaymentPlan, 'items'>, paidNow: PaidNow | null, now: Date) {
      return insertPaymentPlan(db, reservationId, plan, paidNow, now);
    },

    async updateReservation(id: number, patch: Partial<NewReservation>): Promise<void> {
      await db.update(reservations).set(patch).where(eq(reservations.id, id));
    },

    /** The booking as it now stands, in the hotel's revision feed and its webhooks; call last in the change's transaction. */
    recordRevision(reservationId: number, event: RevisionEvent, now: Date) {
      return recordBookingRevision(db, reservationId, event, now);
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
  };
}
