import { and, eq, sql } from 'drizzle-orm';
import { toMajorUnits } from '../../../domain/money';
import type { Db } from '../../db/client';
import { bookingPayments, reservations } from '../../db/schema/reservations';
import { AppError, notFound } from '../../errors';
import { isOpen, type BookingPaymentRow } from '../../shared/booking-payments';
import { recordBookingRevision } from '../../shared/booking-revisions';
import type { StaffActor } from '../../staff/access';
import type { ReservationRow } from '../repository';
import { runStaffChange, type StaffChangeKind } from '../staff/staff-change';
import {
  chargePartInTransaction,
  paidPartPatch,
  paymentMessages,
  transactionHandle,
  type ChargeDeps,
} from './charge-part';

// What the hotel's staff do with a part of a booking's payment schedule, from the booking's
// page in the console: charge the kept card now, record it paid at the desk, or waive it. Each
// is one audited transaction under the action's Idempotency-Key (a double click changes nothing
// more), holding the booking's row and then the part, as every change of a booking does.

export const staffPaymentMessages = {
  notFound: 'There is no such payment on this booking.',
  notOpen: 'This payment is not open any more: it was paid, waived or refunded.',
  taxesAtHotel: 'Taxes paid at the hotel are settled at the desk, never charged to the card.',
};

/** The booking as the console opened it, the one who acts and the action's key. */
export interface StaffPaymentTarget {
  row: { id: number; referenceNumber: string };
  actor: StaffActor;
  idempotencyKey: string;
}

export interface StaffPaymentsDeps extends ChargeDeps {
  db: Db;
  mailOutbox: { kick(): void };
  now: () => Date;
}

const stateNames: Record<BookingPaymentRow['state'], string> = {
  due: 'Due',
  paid: 'Paid',
  failed: 'Failed',
  waived: 'Waived',
  refunded: 'Refunded',
};

export function createStaffPayments(deps: StaffPaymentsDeps) {
  async function partOf(db: Db, reservationId: number, paymentId: number, lock: boolean): Promise<BookingPaymentRow> {
    const query = db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.reservationId, reservationId)));
    const [part] = lock ? await query.for('update') : await query;
    if (!part) throw notFound(staffPaymentMessages.notFound);
    return part;
  }

  /** One action on one part; `work` runs in the transaction with the part locked and open. */
  async function act<T extends Record<string, unknown>>(
    target: StaffPaymentTarget,
    paymentId: number,
    action: { kind: StaffChangeKind; audit: string },
    work: (
      db: Db,
      part: BookingPaymentRow,
      at: { now: Date; row: ReservationRow },
    ) => Promise<{ kept: T; amount?: number; after: object }>,
  ): Promise<{ kept: T; replayed: boolean }> {
    const handle = transactionHandle(deps.db);
    const now = deps.now();
    // Where the part stood when staff acted (the audit's before; a replay records nothing).
    const seen = await partOf(deps.db, target.row.id, paymentId, false);
    const before = { Payment: seen.id, Kind: seen.kind, State: stateNames[seen.state] };
    const result = await runStaffChange(
      { db: handle.db },
      {
        reservationId: target.row.id,
        kind: action.kind,
        idempotencyKey: target.idempotencyKey,
        body: { paymentId },
        actor: target.actor,
        now,
        audit: {
          action: action.audit,
          subject: { type: 'reservation', ref: target.row.referenceNumber },
          before: () => before,
        },
        work: async (_queries, locked) => {
          const db = handle.tx();
          const part = await partOf(db, locked.id, paymentId, true);
          if (!isOpen(part)) throw new AppError('not-available', staffPaymentMessages.notOpen);
          // A charge in progress (the job's, a guest's) finishes first.
          if (part.lockedUntil && part.lockedUntil > now)
            throw new AppError('not-available', paymentMessages.beingCharged);
          return work(db, part, { now, row: locked });
        },
      },
    );
    if (!result.replayed) deps.mailOutbox.kick();
    return result;
  }

  const money = (part: BookingPaymentRow, currency: string) => ({
    Amount: toMajorUnits(part.amount, currency),
    Currency: currency,
  });

  return {
    /** The kept card charged now for a part due or failed; 402 (after the decline is recorded) when it declines. */
    async chargePayment(target: StaffPaymentTarget, paymentId: number): Promise<void> {
      const { kept } = await act(
        target,
        paymentId,
        { kind: 'staff_charge_payment', audit: 'reservation.payment-charge' },
        async (db, part, { now, row }) => {
          if (part.kind === 'PropertyTaxes') throw new AppError('not-available', staffPaymentMessages.taxesAtHotel);
          const done = await chargePartInTransaction(db, deps, { row, partId: part.id, at: now, mailAt: now });
          const declined = done.result === 'retrying' || done.result === 'failed' ? done.reason : null;
          return {
            kept: { paid: done.result === 'paid', declined },
            amount: done.result === 'paid' ? done.amount : 0,
            after: {
              Payment: part.id,
              ...money(part, row.currency),
              State: done.result === 'paid' ? 'Paid' : done.result === 'failed' ? 'Failed' : 'Due',
              ...(declined ? { Declined: declined } : {}),
            },
          };
        },
      );
      if (!kept.paid) throw new AppError('payment-declined', kept.declined ?? paymentMessages.beingCharged);
    },

    /** Paid at the desk: the booking's own money counts as paid (not the taxes collected for others). */
    async markPaymentPaid(target: StaffPaymentTarget, paymentId: number): Promise<void> {
      await act(
        target,
        paymentId,
        { kind: 'staff_payment_at_desk', audit: 'reservation.payment-at-desk' },
        async (db, part, { now, row }) => {
          await db
            .update(bookingPayments)
            .set(paidPartPatch('desk', null, now))
            .where(eq(bookingPayments.id, part.id));
          const ownMoney = part.kind !== 'PropertyTaxes';
          if (ownMoney)
            await db
              .update(reservations)
              .set({ amountPaid: sql`${reservations.amountPaid} + ${part.amount}`, updatedAt: now })
              .where(eq(reservations.id, part.reservationId));
          await recordBookingRevision(db, part.reservationId, 'Modified', now);
          return {
            kept: {},
            amount: ownMoney ? part.amount : 0,
            after: { Payment: part.id, ...money(part, row.currency), State: 'Paid', At: 'Desk' },
          };
        },
      );
    },

    /** No longer owed: the hotel lets it go. */
    async waivePayment(target: StaffPaymentTarget, paymentId: number): Promise<void> {
      await act(
        target,
        paymentId,
        { kind: 'staff_waive_payment', audit: 'reservation.payment-waive' },
        async (db, part, { now, row }) => {
          await db
            .update(bookingPayments)
            .set({ state: 'waived', lockedUntil: null, nextAttemptAt: null, updatedAt: now })
            .where(eq(bookingPayments.id, part.id));
          await recordBookingRevision(db, part.reservationId, 'Modified', now);
          return { kept: {}, after: { Payment: part.id, ...money(part, row.currency), State: 'Waived' } };
        },
      );
    },
  };
}

export type StaffPayments = ReturnType<typeof createStaffPayments>;
