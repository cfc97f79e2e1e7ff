import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { MailOutbox } from '../../mail/outbox';
import type { CardGateway } from '../../payments/card-gateway';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { PropertyRecord } from '../../properties/repository';
import type { StaffActor } from '../../staff/access';
import type { CancellableRoom } from '../../../domain/cancellation-policy';
import { refundCancellation } from '../manage/cancel';
import { createManageRepository } from '../manage/repository';
import { confirmationEmailKind, type ReservationRow } from '../repository';
import { bookerContactOf } from '../../shared/booking-fields';
import { cancelForStaff, markNoShow } from './staff-cancel';
import { runStaffChange } from './staff-change';
import { noShowQuote, staffCancelQuote } from './staff-quotes';

// What the hotel's staff change on a booking, as the reservations feature does it: cancel (fee
// kept or waived), no-show, the confirmation sent again, the booker's details corrected. Each
// is one audited transaction under the action's Idempotency-Key; money goes back through the
// gateway after the commit, as for the guests' own cancel. The staff console reaches these
// through app.ts.

export interface StaffChangeTarget {
  row: ReservationRow;
  property: PropertyRecord;
  actor: StaffActor;
  idempotencyKey: string;
}

export interface BookerDetails {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  Street: string;
  City: string | null;
  ZipCode: string;
}

export const staffChangeMessages = {
  resendNotConfirmed: 'Only a confirmed booking has a confirmation to send.',
  neverCompleted: 'This booking was never completed, so it has no guest to change.',
};

const bookerOf = (row: ReservationRow): BookerDetails => ({ ...bookerContactOf(row), ZipCode: row.bookerZipCode });

export function createStaffBookingChanges(deps: {
  db: Db;
  cardGateway: CardGateway;
  paymentProvider: PaymentProvider;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  /** Wakes the charge job: a cancel or no-show left a fee to charge to the kept card. */
  chargeDue: () => void;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const refunds = createManageRepository(deps.db);
  const subjectOf = (row: ReservationRow) => ({ type: 'reservation', ref: row.referenceNumber });
  const common = (target: StaffChangeTarget) => ({
    reservationId: target.row.id,
    idempotencyKey: target.idempotencyKey,
    actor: target.actor,
    now: deps.now(),
  });

  /** After the commit of a first (not replayed) cancel or no-show: mail sent, money given back. */
  async function settle(
    row: ReservationRow,
    result: { kept: { refundMinor: number; feePaymentId?: number | null }; replayed: boolean },
  ) {
    if (result.replayed) return;
    deps.mailOutbox.kick();
    await refundCancellation(deps, refunds, row, result.kept);
  }

  return {
    /** Minor units: what cancelling (with the fee, or waived) and a no-show would keep and give back now. */
    quote(row: ReservationRow, bookedRooms: readonly CancellableRoom[], at: { now: Date; timeZone: string }) {
      const cancel = staffCancelQuote(row, bookedRooms, at);
      const noShow = noShowQuote(row, bookedRooms, at);
      return {
        cancel: { fee: cancel.charged.fee, refund: cancel.charged.refund, feeTaxes: cancel.charged.feeTaxes },
        waived: { refund: cancel.waived.refund },
        noShow: { fee: noShow.fee, refund: noShow.refund, feeTaxes: noShow.feeTaxes },
      };
    },

    /** Major units kept and given back. */
    async cancel(target: StaffChangeTarget, waiveFee: boolean): Promise<{ fee: number; refund: number }> {
      const result = await runStaffChange(deps, {
        ...common(target),
        kind: 'staff_cancel',
        body: { waiveFee },
        audit: { action: 'reservation.cancel', subject: subjectOf(target.row), before: (r) => ({ Status: r.status }) },
        work: async (tx, locked) => {
          const kept = await cancelForStaff(tx, {
            row: locked,
            property: target.property,
            now: deps.now(),
            waiveFee,
            idempotencyKey: `staff:${target.idempotencyKey}`,
          });
          return {
            kept: { ...kept, waived: waiveFee },
            amount: -kept.refundMinor,
            after: { Status: 'cancelled', Fee: kept.fee, Refund: kept.refund, FeeWaived: waiveFee },
          };
        },
      });
      await settle(target.row, result);
      return { fee: result.kept.fee, refund: result.kept.refund };
    },

    async noShow(target: StaffChangeTarget): Promise<{ fee: number; refund: number }> {
      const result = await runStaffChange(deps, {
        ...common(target),
        kind: 'staff_no_show',
        body: {},
        audit: { action: 'reservation.no-show', subject: subjectOf(target.row), before: (r) => ({ Status: r.status }) },
        work: async (tx, locked) => {
          const kept = await markNoShow(tx, { row: locked, property: target.property, now: deps.now() });
          return { kept, amount: -kept.refundMinor, after: { Status: 'no_show', Fee: kept.fee, Refund: kept.refund } };
        },
      });
      await settle(target.row, result);
      return { fee: result.kept.fee, refund: result.kept.refund };
    },

    async resendConfirmation(target: StaffChangeTarget): Promise<void> {
      const result = await runStaffChange(deps, {
        ...common(target),
        kind: 'staff_resend_confirmation',
        body: {},
        audit: { action: 'reservation.resend-confirmation', subject: subjectOf(target.row), before: () => null },
        work: async (tx, locked) => {
          if (locked.status !== 'confirmed')
            throw new AppError('not-available', staffChangeMessages.resendNotConfirmed);
          // A message of its own (its own dedupe key): the first confirmation stays as it was sent.
          await tx.enqueueMail(
            confirmationEmailKind,
            { reservationId: locked.id, resent: true },
            `${locked.id}:resend:${target.idempotencyKey}`,
            deps.now(),
          );
          return { kept: {}, after: { To: locked.bookerEmail } };
        },
      });
      if (!result.replayed) deps.mailOutbox.kick();
    },

    async editGuest(target: StaffChangeTarget, details: BookerDetails): Promise<void> {
      await runStaffChange(deps, {
        ...common(target),
        kind: 'staff_guest_details',
        body: details,
        audit: { action: 'reservation.guest-details', subject: subjectOf(target.row), before: bookerOf },
        work: async (tx, locked) => {
          if (locked.status === 'pending_payment' || locked.status === 'expired')
            throw new AppError('not-available', staffChangeMessages.neverCompleted);
          await tx.updateReservation(locked.id, {
            bookerFirstName: details.FirstName,
            bookerLastName: details.LastName,
            bookerEmail: details.Email,
            bookerPhone: details.Phone,
            bookerStreet: details.Street,
            bookerCity: details.City,
            bookerZipCode: details.ZipCode,
            updatedAt: deps.now(),
          });
          await tx.recordRevision(locked.id, 'Modified', deps.now());
          return { kept: {}, after: details };
        },
      });
    },
  };
}

export type StaffBookingChanges = ReturnType<typeof createStaffBookingChanges>;
