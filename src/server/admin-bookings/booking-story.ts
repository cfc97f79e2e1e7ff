import type { AdminReservation } from '../../contract/admin-bookings';
import { formatMoney } from '../../domain/money';
import type { DetailRepository, ReservationRecord } from './detail-repository';

// A booking's emails and history in words the front desk reads, from the mail queue, the
// changes recorded under their Idempotency-Keys (the guest's and the staff's) and the notes.

type EmailRow = Awaited<ReturnType<DetailRepository['emailsOf']>>[number];
type ChangeRow = Awaited<ReturnType<DetailRepository['changesOf']>>[number];
type NoteRow = Awaited<ReturnType<DetailRepository['notesOf']>>[number];

const changeEmailNames: Record<string, string> = {
  new: 'New booking',
  cancel: 'Cancellation',
  change_dates: 'Change of dates',
  extras: 'Change of extras',
  guests: 'Change of guests or requests',
};

function emailDescription(row: EmailRow): { Description: string; To: 'Guest' | 'Hotel' } {
  const change = typeof row.payload.change === 'string' ? row.payload.change : '';
  switch (row.kind) {
    case 'reservation-confirmation':
      return { Description: 'Booking confirmation', To: 'Guest' };
    case 'pre-check-in-invitation':
      return { Description: 'Pre-check-in invitation', To: 'Guest' };
    case 'reservation-change-guest':
      return { Description: changeEmailNames[change] ?? 'Change to the booking', To: 'Guest' };
    case 'reservation-hotel-notice':
      return { Description: `Hotel notice: ${(changeEmailNames[change] ?? 'change').toLowerCase()}`, To: 'Hotel' };
    case 'payment-receipt':
      return { Description: 'Payment receipt', To: 'Guest' };
    case 'payment-failed-guest':
      return { Description: 'Payment failed: pay with another card', To: 'Guest' };
    case 'payment-failed-hotel':
      return { Description: 'Hotel notice: payment failed', To: 'Hotel' };
    default:
      return { Description: row.kind, To: 'Guest' };
  }
}

export function emailOf(row: EmailRow): AdminReservation['Emails'][number] {
  return {
    ...emailDescription(row),
    QueuedAt: row.createdAt.toISOString(),
    SentAt: row.sentAt?.toISOString() ?? null,
    FailedAt: row.failedAt?.toISOString() ?? null,
  };
}

const guestChangeNames: Record<string, string> = {
  cancel: 'Cancelled rooms',
  change_dates: 'Changed the dates',
  extras: 'Changed the extras',
  guests: 'Changed guests or requests',
};

const staffChangeNames: Record<string, string> = {
  staff_cancel: 'Cancelled the booking',
  staff_no_show: 'Marked the booking a no-show',
  staff_resend_confirmation: 'Sent the confirmation email again',
  staff_guest_details: "Changed the booker's details",
};

function changeEntry(change: ChangeRow, currency: string): AdminReservation['History'][number] {
  const kept = (change.responseBody ?? {}) as { by?: unknown; fee?: unknown; refund?: unknown; waived?: unknown };
  const staff = change.kind in staffChangeNames;
  const money = (major: unknown) => (typeof major === 'number' ? formatMoney(major, currency) : null);
  const fee = money(kept.fee);
  const refund = money(kept.refund);
  const amounts = [
    fee !== null ? `fee ${kept.waived === true ? 'waived' : fee}` : null,
    refund !== null ? `refund ${refund}` : null,
  ].filter(Boolean);
  const what = staff ? staffChangeNames[change.kind]! : (guestChangeNames[change.kind] ?? change.kind);
  return {
    At: change.createdAt.toISOString(),
    Who: staff && typeof kept.by === 'string' ? kept.by : staff ? 'Staff' : 'Guest',
    What: amounts.length > 0 ? `${what} (${amounts.join(', ')})` : what,
  };
}

export function historyOf(
  row: ReservationRecord,
  changes: readonly ChangeRow[],
  notes: readonly NoteRow[],
): AdminReservation['History'] {
  const entries: AdminReservation['History'] = [{ At: row.createdAt.toISOString(), Who: 'Guest', What: 'Booked' }];
  if (row.preCheckInCompletedAt)
    entries.push({ At: row.preCheckInCompletedAt.toISOString(), Who: 'Guest', What: 'Completed pre-check-in' });
  for (const change of changes) entries.push(changeEntry(change, row.currency));
  for (const note of notes)
    entries.push({ At: note.createdAt.toISOString(), Who: note.authorName, What: 'Added a private note' });
  return entries.sort((a, b) => a.At.localeCompare(b.At));
}
