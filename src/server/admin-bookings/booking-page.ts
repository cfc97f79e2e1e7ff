import type { AdminReservation } from '../../contract/admin-bookings';
import { toMajorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import { taxesOfLines, taxesToApi, type TaxLine } from '../../domain/taxes';
import { notFound } from '../errors';
import type { PropertyRecord } from '../properties/repository';
import { readReservationRooms } from '../shared/reservation-rooms';
import { listBookingRevisions } from '../shared/booking-revisions';
import type { Db } from '../db/client';
import { createDetailRepository, type ReservationRecord } from './detail-repository';
import { emailOf, historyOf } from './booking-story';
import type { BookingChanges, DescribeBooking } from './booking-changes-port';

// GET Admin/Reservations/:reference: the booking as its guest gave it (the confirmation's own
// description, so card data stays brand and last four), with what staff may do now and what it
// would cost, the emails sent about it, its history and the private notes.

export const bookingNotFoundForStaff = 'There is no booking with this reference at this hotel.';

const stayMessages = {
  notConfirmed: 'Only a confirmed booking can be cancelled or marked a no-show.',
  arrivalStarted: 'The arrival day has begun: mark the booking a no-show instead of cancelling it.',
  notArrivedYet: 'A booking can be marked a no-show once its arrival day has begun.',
};

export function createBookingPage(deps: {
  db: Db;
  describeBooking: DescribeBooking;
  changes: Pick<BookingChanges, 'quote'>;
  now: () => Date;
}) {
  const repository = createDetailRepository(deps.db);

  async function describe(property: PropertyRecord, row: ReservationRecord): Promise<AdminReservation> {
    const [booking, rooms, emails, changes, notes, revisions] = await Promise.all([
      deps.describeBooking(row, property),
      readReservationRooms(deps.db, row.id),
      repository.emailsOf(row.id),
      repository.changesOf(row.id),
      repository.notesOf(row.id),
      listBookingRevisions(deps.db, row.id),
    ]);
    const money = (minor: number) => toMajorUnits(minor, row.currency);
    const linesOf = (lines: TaxLine[]) => taxesToApi({ lines, total: 0, payAtProperty: 0 }, row.currency).Taxes;
    const now = deps.now();
    const today = todayIn(property.timeZone, now);
    const confirmed = row.status === 'confirmed';
    const booked = rooms.filter((room) => room.status === 'booked');
    const canCancel = confirmed && booked.length > 0 && today <= row.dateFrom;
    const canMarkNoShow = confirmed && booked.length > 0 && today >= row.dateFrom;
    const quote = deps.changes.quote(row, booked, { now, timeZone: property.timeZone });
    // A fee beyond what was paid is charged to the card kept with the booking.
    const beyondPaid = (fee: { fee: number; feeTaxes: TaxLine[]; refund: number }) => {
      if (!row.cardToken || fee.refund > 0) return 0;
      const addedOnline = fee.feeTaxes.reduce(
        (sum, line) => sum + (line.included || line.payableAtProperty ? 0 : line.amount),
        0,
      );
      return Math.max(0, fee.fee + addedOnline - row.amountPaid);
    };
    return {
      Booking: booking,
      RoomStates: rooms.map((room) => ({
        ReservationItemId: room.id,
        Status: room.status === 'cancelled' ? 'Cancelled' : 'Booked',
        ArrivalTime: room.arrivalTime,
        CancellationFee: money(room.cancellationFee),
        ...taxesToApi(
          taxesOfLines(room.status === 'cancelled' ? room.cancellationFee : room.total, room.taxLines),
          row.currency,
        ),
      })),
      PreCheckInCompletedAt: row.preCheckInCompletedAt?.toISOString() ?? null,
      CancelledAt: row.cancelledAt?.toISOString() ?? null,
      NoShowAt: row.noShowAt?.toISOString() ?? null,
      CancellationFees: money(row.cancellationFees),
      AmountRefunded: money(row.amountRefunded),
      Emails: emails.map(emailOf),
      History: historyOf(row, changes, notes),
      Revisions: revisions.map((revision) => ({
        RevisionId: revision.id,
        Sequence: revision.sequence,
        Status: revision.status,
        CreatedAt: revision.createdAt.toISOString(),
        AcknowledgedAt: revision.acknowledgedAt?.toISOString() ?? null,
        ExternalReference: revision.externalReference,
        Overdue: revision.acknowledgedAt === null && revision.alertedAt !== null,
      })),
      Notes: notes.map((note) => ({
        NoteId: note.id,
        Author: note.authorName,
        Body: note.body,
        CreatedAt: note.createdAt.toISOString(),
      })),
      Actions: {
        CanCancel: canCancel,
        CancellationFee: money(quote.cancel.fee),
        CancellationFeeTaxes: linesOf(quote.cancel.feeTaxes),
        RefundAmount: money(quote.cancel.refund),
        WaivedRefundAmount: money(quote.waived.refund),
        CanMarkNoShow: canMarkNoShow,
        NoShowFee: money(quote.noShow.fee),
        NoShowFeeTaxes: linesOf(quote.noShow.feeTaxes),
        NoShowRefundAmount: money(quote.noShow.refund),
        CancellationCharge: money(beyondPaid(quote.cancel)),
        NoShowCharge: money(beyondPaid(quote.noShow)),
        CanResendConfirmation: confirmed,
        CanEditGuest: row.status !== 'expired' && row.status !== 'pending_payment',
        Reason: !confirmed
          ? stayMessages.notConfirmed
          : canCancel && !canMarkNoShow
            ? stayMessages.notArrivedYet
            : !canCancel
              ? stayMessages.arrivalStarted
              : null,
      },
    };
  }

  return {
    describe,
    async open(property: PropertyRecord, reference: string): Promise<ReservationRecord> {
      const row = await repository.findByReference(property.id, reference);
      if (!row) throw notFound(bookingNotFoundForStaff);
      return row;
    },
  };
}

export type BookingPage = ReturnType<typeof createBookingPage>;
