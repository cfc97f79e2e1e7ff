import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservations, type ReservationStatusCode } from '../db/schema/reservations';
import type { ReservationRow } from '../shared/reservation-lookups';
import type { NewReservation } from './repository-reservations';

// A booking waiting for its provider payment: how it leaves that state (paid, declined,
// expired), each move made once by whichever server gets there first.

type StatusPatch = Partial<NewReservation> & { status: ReservationStatusCode };

export function holdRecords(db: Db) {
  /** Applies the patch while the booking is still in the state `from` says: answers the row if this call did it. */
  async function leave(id: number, from: SQL, patch: StatusPatch): Promise<ReservationRow | undefined> {
    const rows = await db
      .update(reservations)
      .set(patch)
      .where(and(eq(reservations.id, id), from))
      .returning();
    return rows[0];
  }

  return {
    /** Moves a booking out of pending_payment, once: answers the row if this call did it. */
    leavePendingPayment: (id: number, patch: StatusPatch) =>
      leave(id, eq(reservations.status, 'pending_payment'), patch),

    /** A released booking (expired or cancelled) confirmed after all, once: answers the row if this call did it. */
    leaveReleased: (id: number, patch: StatusPatch) =>
      leave(id, inArray(reservations.status, ['expired', 'cancelled']), patch),

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
