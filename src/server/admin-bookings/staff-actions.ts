import type {
  AdminCancelRequest,
  AdminGuestDetailsRequest,
  AdminMoneyOutcome,
  AdminNoteRequest,
  AdminReservation,
} from '../../contract/admin-bookings';
import type { Db } from '../db/client';
import { bookingNotes } from '../db/schema/booking-notes';
import type { PropertyRecord } from '../properties/repository';
import type { StaffActor } from '../staff/access';
import { recordStaffChange } from '../staff/audit';
import type { BookingChanges } from './booking-changes-port';
import type { BookingPage } from './booking-page';

// The staff's actions on a booking, each answering the booking's page as it now stands. The
// reservations feature does what moves rooms, money and mail; a private note is the console's own.

interface Target {
  property: PropertyRecord;
  reference: string;
  actor: StaffActor;
  idempotencyKey: string;
}

export function createStaffActions(deps: { db: Db; page: BookingPage; changes: BookingChanges; now: () => Date }) {
  async function opened(target: Target) {
    return { ...target, row: await deps.page.open(target.property, target.reference) };
  }
  async function reread(target: Target): Promise<AdminReservation> {
    return deps.page.describe(target.property, await deps.page.open(target.property, target.reference));
  }

  return {
    async cancel(target: Target, request: AdminCancelRequest): Promise<AdminMoneyOutcome> {
      const done = await deps.changes.cancel(await opened(target), request.WaiveFee);
      return { Fee: done.fee, RefundAmount: done.refund, Reservation: await reread(target) };
    },

    async noShow(target: Target): Promise<AdminMoneyOutcome> {
      const done = await deps.changes.noShow(await opened(target));
      return { Fee: done.fee, RefundAmount: done.refund, Reservation: await reread(target) };
    },

    async resendConfirmation(target: Target): Promise<AdminReservation> {
      await deps.changes.resendConfirmation(await opened(target));
      return reread(target);
    },

    async editGuest(target: Target, request: AdminGuestDetailsRequest): Promise<AdminReservation> {
      await deps.changes.editGuest(await opened(target), request);
      return reread(target);
    },

    /** The kept card charged now for a part of the payment schedule; 402 when it declines. */
    async chargePayment(target: Target, paymentId: number): Promise<AdminReservation> {
      await deps.changes.chargePayment(await opened(target), paymentId);
      return reread(target);
    },

    /** A part of the payment schedule paid at the desk. */
    async markPaymentPaid(target: Target, paymentId: number): Promise<AdminReservation> {
      await deps.changes.markPaymentPaid(await opened(target), paymentId);
      return reread(target);
    },

    /** A part of the payment schedule no longer owed. */
    async waivePayment(target: Target, paymentId: number): Promise<AdminReservation> {
      await deps.changes.waivePayment(await opened(target), paymentId);
      return reread(target);
    },

    /** Kept once per Idempotency-Key (a double click adds one note), audited in its transaction. */
    async addNote(target: Target, request: AdminNoteRequest): Promise<AdminReservation> {
      const row = await deps.page.open(target.property, target.reference);
      await deps.db.transaction(async (tx) => {
        const added = await tx
          .insert(bookingNotes)
          .values({
            reservationId: row.id,
            staffId: target.actor.staffId,
            authorName: target.actor.name,
            body: request.Body,
            idempotencyKey: target.idempotencyKey,
            createdAt: deps.now(),
          })
          .onConflictDoNothing({ target: [bookingNotes.reservationId, bookingNotes.idempotencyKey] })
          .returning({ id: bookingNotes.id });
        if (added.length === 0) return;
        await recordStaffChange(tx, {
          actor: target.actor,
          action: 'reservation.note',
          subject: { type: 'reservation', ref: row.referenceNumber },
          before: null,
          after: { Note: request.Body },
        });
      });
      return reread(target);
    },
  };
}

export type StaffActions = ReturnType<typeof createStaffActions>;
