import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingNotes } from '../db/schema/booking-notes';
import { mailOutbox } from '../db/schema/mail';
import { reservationChanges, reservations } from '../db/schema/reservations';

// What a booking's page reads beside the booking itself: the mail queued about it, the changes
// made to it, and the staff's private notes.

export type ReservationRecord = typeof reservations.$inferSelect;

export function createDetailRepository(db: Db) {
  return {
    async findByReference(propertyId: number, reference: string): Promise<ReservationRecord | undefined> {
      const rows = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.propertyId, propertyId), eq(reservations.referenceNumber, reference.toUpperCase())))
        .limit(1);
      return rows[0];
    },

    /** Every message queued about the booking, oldest first. */
    emailsOf(reservationId: number) {
      return db
        .select({
          kind: mailOutbox.kind,
          payload: mailOutbox.payload,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          failedAt: mailOutbox.failedAt,
        })
        .from(mailOutbox)
        .where(sql`${mailOutbox.payload}->>'reservationId' = ${String(reservationId)}`)
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    },

    changesOf(reservationId: number) {
      return db
        .select({
          kind: reservationChanges.kind,
          amount: reservationChanges.amount,
          responseBody: reservationChanges.responseBody,
          createdAt: reservationChanges.createdAt,
        })
        .from(reservationChanges)
        .where(eq(reservationChanges.reservationId, reservationId))
        .orderBy(asc(reservationChanges.createdAt), asc(reservationChanges.id));
    },

    notesOf(reservationId: number) {
      return db
        .select()
        .from(bookingNotes)
        .where(eq(bookingNotes.reservationId, reservationId))
        .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
    },
  };
}

export type DetailRepository = ReturnType<typeof createDetailRepository>;
