import { toMajorUnits } from '../../../domain/money';
import { todayIn } from '../../../domain/same-day';
import type { PropertyRecord } from '../../properties/repository';
import { cancelRooms, takeOffRooms, type CancelOutcome } from '../manage/cancel';
import { quoteCancellation } from '../manage/cancellation-quote';
import { roomsOf } from '../manage/read-booking';
import type { ManageQueries } from '../manage/repository';
import type { ReservationRow } from '../repository';
import { AppError } from '../../errors';
import { noShowInstant, withFeeWaived } from './staff-quotes';

// The hotel's cancel and no-show, inside runStaffChange's transaction. Cancelling is the
// guests' own use case (nights and extras back on sale, voucher restored, the same email to the
// guest), with the fee waived when staff choose; a no-show releases the booking the same way and
// keeps the fee a cancellation after the arrival day would keep.

export const staffCancelMessages = {
  arrivalPassed: 'The arrival day has passed: mark the booking a no-show instead of cancelling it.',
};

export const noShowMessages = {
  notConfirmed: 'Only a confirmed booking can be marked a no-show.',
  tooEarly: 'A booking can be marked a no-show once its arrival day has begun.',
};

export async function cancelForStaff(
  tx: ManageQueries,
  at: { row: ReservationRow; property: PropertyRecord; now: Date; waiveFee: boolean; idempotencyKey: string },
): Promise<CancelOutcome> {
  const rooms = await roomsOf(tx, at.row.id);
  const today = todayIn(at.property.timeZone, at.now);
  if (at.row.status === 'confirmed' && today > at.row.dateFrom)
    throw new AppError('not-available', staffCancelMessages.arrivalPassed);
  const { kept } = await cancelRooms(tx, {
    row: at.row,
    property: at.property,
    rooms: at.waiveFee ? withFeeWaived(rooms) : rooms,
    now: at.now,
    // The whole booking; the guests' request shape, whose token only the guests' route reads.
    request: { ConfirmationToken: '' },
    idempotencyKey: at.idempotencyKey,
  });
  return kept;
}

export interface NoShowOutcome extends Record<string, unknown> {
  fee: number;
  refund: number;
  refundMinor: number;
  /** The no-show fee beyond what was paid, charged to the card kept with the booking (its schedule part). */
  feePaymentId: number | null;
}

export async function markNoShow(
  tx: ManageQueries,
  at: { row: ReservationRow; property: PropertyRecord; now: Date },
): Promise<NoShowOutcome> {
  const { row, property, now } = at;
  if (row.status !== 'confirmed') throw new AppError('not-available', noShowMessages.notConfirmed);
  if (todayIn(property.timeZone, now) < row.dateFrom) throw new AppError('not-available', noShowMessages.tooEarly);
  const booked = (await roomsOf(tx, row.id)).filter((room) => room.status === 'booked');
  const quote = quoteCancellation(row, booked, {
    now: noShowInstant(booked, { now, timeZone: property.timeZone }),
    timeZone: property.timeZone,
  });
  const { feePaymentId } = await takeOffRooms(tx, row, booked, quote, {
    now,
    changes: { status: 'no_show', noShowAt: now, updatedAt: now },
  });
  await tx.recordRevision(row.id, 'NoShow', now);
  const major = (minor: number) => toMajorUnits(minor, row.currency);
  return { fee: major(quote.fee), refund: major(quote.refund), refundMinor: quote.refund, feePaymentId };
}
