import type { ManageReservation } from '../../../contract/manage-booking';
import { formatMoney, toMajorUnits } from '../../../domain/money';
import { formatStayDate } from '../../../domain/stay-dates';
import { sumTaxLines, taxLineLabel, taxLinesFromApi } from '../../../domain/taxes';
import { stayCalendarInvite } from '../../mail/calendar-invite';
import { html, joinHtml } from '../../mail/html';
import type { MailOutbox } from '../../mail/outbox';
import { manageBookingUrlOf } from '../../manage-booking-link';
import type { MailMessage } from '../../mail/transport';
import type { PropertyRecord } from '../../properties/repository';
import type { ReservationRow } from '../../shared/reservation-lookups';
import { mailFromOf } from '../../mail/sender';

// The emails a change to a booking sends, each queued in the change's transaction: to the
// guest (what changed, with a calendar file that cancels the stay's event when the whole
// booking is cancelled) and to the hotel's reservations address (new bookings too).

export const guestChangeEmailKind = 'reservation-change-guest';
export const hotelNoticeEmailKind = 'reservation-hotel-notice';

/** What a queued message reports; amounts in minor units. */
export type ChangeMail =
  | { reservationId: number; change: 'new' }
  | { reservationId: number; change: 'cancel'; itemIds: number[]; wholeBooking: boolean; fee: number; refund: number }
  | { reservationId: number; change: 'guests'; lines: string[] };

/**
 * A guest's change told to the guest and to the hotel, queued in the change's transaction and
 * once per change (its Idempotency-Key), so a retry tells nobody twice.
 */
export async function queueChangeEmails(
  tx: { enqueueMail(kind: string, payload: Record<string, unknown>, dedupeKey: string, now: Date): Promise<void> },
  mail: ChangeMail,
  idempotencyKey: string,
  now: Date,
): Promise<void> {
  const dedupeKey = `${mail.reservationId}:${idempotencyKey}`;
  await tx.enqueueMail(guestChangeEmailKind, { ...mail }, dedupeKey, now);
  await tx.enqueueMail(hotelNoticeEmailKind, { ...mail }, dedupeKey, now);
}

interface Described {
  row: ReservationRow;
  property: PropertyRecord;
  booking: ManageReservation;
  token: string;
}

/** The lines that say what changed, for guest and hotel alike. */
function changeLines(mail: ChangeMail, booking: ManageReservation): string[] {
  const money = (minor: number) => formatMoney(toMajorUnits(minor, booking.Currency), booking.Currency);
  const roomName = (id: number) => {
    const index = booking.Rooms.findIndex((room) => room.ReservationItemId === id);
    const room = booking.Rooms[index];
    return room
      ? `Room ${index + 1} (${room.RoomTypeName}, ${formatStayDate(room.DateFrom)} to ${formatStayDate(room.DateTo)})`
      : `A room`;
  };
  switch (mail.change) {
    case 'new':
      return [
        `New booking: ${booking.Rooms.length} room${booking.Rooms.length === 1 ? '' : 's'}, ${formatStayDate(booking.DateFrom)} to ${formatStayDate(booking.DateTo)}, ${formatMoney(booking.TotalCost, booking.Currency)}.`,
      ];
    case 'cancel':
      return [
        mail.wholeBooking ? 'The whole booking was cancelled.' : `Cancelled: ${mail.itemIds.map(roomName).join('; ')}.`,
        `Cancellation fee kept: ${money(mail.fee)}.`,
        ...cancelledTaxLines(mail.itemIds, booking, money),
        ...(mail.refund > 0 ? [`Refunded: ${money(mail.refund)} to the original payment.`] : []),
        ...(!mail.wholeBooking && booking.PayAtProperty > 0
          ? [`Still to pay at the hotel: ${formatMoney(booking.PayAtProperty, booking.Currency)}.`]
          : []),
      ];
    case 'guests':
      return mail.lines;
  }
}

/**
 * The taxes in the fee kept for the cancelled rooms (the lines kept with them) and, when the
 * guest would have paid a tax at the hotel, that it is no longer owed.
 */
function cancelledTaxLines(itemIds: number[], booking: ManageReservation, money: (minor: number) => string): string[] {
  const rooms = booking.Rooms.filter((room) => itemIds.includes(room.ReservationItemId));
  const kept = sumTaxLines(rooms.map((room) => taxLinesFromApi(room.Taxes, booking.Currency)));
  return kept.map(
    (line) =>
      `${line.included ? 'Of which ' : ''}${taxLineLabel(line)}${line.included ? ' (included)' : ''}: ${money(line.amount)}.`,
  );
}

function guestEmail(
  mail: ChangeMail,
  described: Described,
  from: string,
  manageUrl: string,
  host: string,
  now: Date,
): MailMessage | null {
  const { booking } = described;
  if (mail.change === 'new') return null;
  const lines = changeLines(mail, booking);
  const cancelled = mail.change === 'cancel' && mail.wholeBooking;
  const title = cancelled
    ? `Your booking at ${booking.PropertyName} is cancelled`
    : `Your booking at ${booking.PropertyName} has changed`;
  const text = `Dear ${booking.Booker.FirstName},

${title}.

Booking reference: ${booking.ReferenceNumber}
${lines.join('\n')}

Manage your booking: ${manageUrl}

${booking.PropertyName}
${[booking.PropertyContact.Telephone, booking.PropertyContact.Email].filter(Boolean).join('\n')}
`;
  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${title}</h1>
<p>Dear ${booking.Booker.FirstName},</p>
<p><strong>Booking reference: ${booking.ReferenceNumber}</strong></p>
<p>${joinHtml(lines, html`<br>`)}</p>
<p><a href="${manageUrl}" style="color:#1e4d45">Manage booking</a></p>
<p><strong>${booking.PropertyName}</strong><br>${joinHtml([booking.PropertyContact.Telephone, booking.PropertyContact.Email].filter(Boolean), html`<br>`)}</p>
</body></html>`;
  const attachments = cancelled
    ? [
        {
          filename: `stay-${booking.ReferenceNumber}.ics`,
          content: stayCalendarInvite({
            // The confirmation's invite used this UID: the guest's calendar removes that event.
            uid: `${booking.ReferenceNumber}@${host}`,
            dateFrom: booking.DateFrom,
            dateTo: booking.DateTo,
            summary: `Cancelled: stay at ${booking.PropertyName} (${booking.ReferenceNumber})`,
            description: `Booking reference ${booking.ReferenceNumber} was cancelled.`,
            location: `${booking.PropertyName}, ${booking.PropertyContact.Address}`,
            createdAt: now,
            organizer: booking.PropertyContact.Email
              ? { name: booking.PropertyName, email: booking.PropertyContact.Email }
              : undefined,
            cancelled: true,
          }),
          contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        },
      ]
    : [];
  return {
    from,
    to: booking.Booker.Email,
    replyTo: booking.PropertyContact.Email ?? undefined,
    subject: `${title} (${booking.ReferenceNumber})`,
    text,
    html: page.toString(),
    attachments,
  };
}

function hotelEmail(mail: ChangeMail, described: Described, from: string): MailMessage | null {
  const { booking, property } = described;
  const to = property.reservationsEmail ?? property.email;
  if (!to) return null;
  const lines = changeLines(mail, booking);
  const heading =
    mail.change === 'new' ? 'New booking' : mail.change === 'cancel' ? 'Booking cancelled' : 'Booking changed';
  const guest = `${booking.Booker.FirstName} ${booking.Booker.LastName} <${booking.Booker.Email}>, ${booking.Booker.Phone}`;
  const rooms = booking.Rooms.map(
    (room, index) =>
      `Room ${index + 1}: ${room.RoomTypeName}, ${room.RatePlanName}, ${formatStayDate(room.DateFrom)} to ${formatStayDate(room.DateTo)}, lead guest ${room.Guests[0] ? `${room.Guests[0].FirstName} ${room.Guests[0].LastName}` : '-'}${room.Status === 'Cancelled' ? ' (cancelled)' : ''}`,
  );
  const text = `${heading}: ${booking.ReferenceNumber}

${lines.join('\n')}

Booker: ${guest}
${rooms.join('\n')}
Total: ${formatMoney(booking.TotalCost, booking.Currency)}
${booking.Notes ? `Requests: ${booking.Notes}\n` : ''}`;
  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${heading}: ${booking.ReferenceNumber}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${heading}: ${booking.ReferenceNumber}</h1>
<p>${joinHtml(lines, html`<br>`)}</p>
<p>Booker: ${guest}</p>
<p>${joinHtml(rooms, html`<br>`)}</p>
<p>Total: ${formatMoney(booking.TotalCost, booking.Currency)}</p>
${booking.Notes && html`<p>Requests: ${booking.Notes}</p>`}
</body></html>`;
  return {
    from,
    to,
    subject: `${heading}: ${booking.ReferenceNumber} (${booking.Booker.LastName})`,
    text,
    html: page.toString(),
  };
}

export function registerManageEmails(
  deps: { mailOutbox: MailOutbox; publicUrl: string; mailFrom: string | undefined; now: () => Date },
  source: { describe(reservationId: number): Promise<Described | null> },
): void {
  const host = new URL(deps.publicUrl).hostname;
  const fromOf = mailFromOf(deps);
  deps.mailOutbox.register(guestChangeEmailKind, async (payload) => {
    const described = await source.describe(Number(payload.reservationId));
    if (!described) return null;
    return guestEmail(
      payload as unknown as ChangeMail,
      described,
      fromOf(described.property.name),
      manageBookingUrlOf(deps.publicUrl, described.property.code, described.token),
      host,
      deps.now(),
    );
  });
  deps.mailOutbox.register(hotelNoticeEmailKind, async (payload) => {
    const described = await source.describe(Number(payload.reservationId));
    if (!described) return null;
    return hotelEmail(payload as unknown as ChangeMail, described, fromOf(described.property.name));
  });
}
