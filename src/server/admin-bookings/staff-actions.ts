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
import type { BookingChanges, StaffChangeTarget } from './booking-changes-port';
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
  /** A change made to the opened booking, answered with the booking's page as it then stands. */
  function thenReread<A extends unknown[]>(change: (booking: StaffChangeTarget, ...args: A) => Promise<unknown>) {
    return async (target: Target, ...args: A): Promise<AdminReservation> => {
      await change(await opened(target), ...args);
      return reread(target);
    };
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

    resendConfirmation: thenReread((booking) => deps.changes.resendConfirmation(booking)),

    editGuest: thenReread((booking, request: AdminGuestDetailsRequest) => deps.changes.editGuest(booking, request)),

    /** The kept card charged now for a part of the payment schedule; 402 when it declines. */
    chargePayment: thenReread((booking, paymentId: number) => deps.changes.chargePayment(booking, paymentId)),

    /** A part of the payment schedule paid at the desk. */
    markPaymentPaid: thenReread((booking, paymentId: number) => deps.changes.markPaymentPaid(booking, paymentId)),

    /** A part of the payment schedule no longer owed. */
    waivePayment: thenReread((booking, paymentId: number) => deps.changes.waivePayment(booking, paymentId)),

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
