import { paymentTypes } from '../../contract/reservation';
import type { ReservationConfirmation } from '../../contract/reservation-confirmation';
import { formatMoney } from '../../domain/money';
import { cardBrandName } from '../../domain/card-types';
import { formatStayDate } from '../../domain/stay-dates';
import { taxLineLabel } from '../../domain/taxes';
import { stayCalendarInvite } from './calendar-invite';
import { html, joinHtml } from './html';
import type { MailMessage } from './transport';

// The email a booker gets once a booking is confirmed: what was booked (rooms, guests, extras,
// totals, its taxes and fees as sold, how it is paid), how to reach the hotel, a link to the
// confirmation page, and the stay as a calendar file. Built from the same summary GET
// Reservation/Confirmation answers. A booking without taxes reads as it always did.

export interface BookingConfirmationEmailInput {
  booking: ReservationConfirmation;
  /** PUBLIC_URL/Book/:propertyCode/Confirmation/:token */
  confirmationUrl: string;
  /** PUBLIC_URL/Book/:propertyCode/Manage/:token: cancel, change or add to the booking. */
  manageUrl: string;
  /** PUBLIC_URL + the pre-check-in link's path, when the booking has one. */
  preCheckInUrl?: string | null | undefined;
  from: string;
  /** For the calendar event's UID (the PUBLIC_URL host). */
  host: string;
  now: Date;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function guestsText(room: ReservationConfirmation['Rooms'][number]): string {
  const parts = [plural(room.NumberOfAdults, 'adult')];
  if (room.NumberOfChildren > 0) parts.push(plural(room.NumberOfChildren, 'child', 'children'));
  if (room.NumberOfInfants > 0) parts.push(plural(room.NumberOfInfants, 'infant'));
  return parts.join(', ');
}

/**
 * A booking not paid in full now, part by part: "Paid £77.40 by Visa ending 4242 · 3 May 2027
 * £180.60, charged to Visa ending 4242 · At the hotel: tourist tax €16.00", or "Nothing is
 * charged today" first for a booking paid at the hotel.
 */
function scheduleText(booking: ReservationConfirmation, money: (amount: number) => string): string {
  const card = booking.Card ? `${cardName(booking.Card.CardType)} ending ${booking.Card.LastFourDigits}` : 'your card';
  const atHotelTaxes = booking.Taxes.filter((line) => line.PayableAtProperty).map((line) => line.Name.toLowerCase());
  const parts = booking.PaymentSchedule.filter((part) => part.State !== 'Waived' && part.State !== 'Refunded').map(
    (part) => {
      if (part.State === 'Paid') return `Paid ${money(part.Amount)} by ${card}`;
      if (part.Kind === 'PropertyTaxes')
        return `At the hotel: ${atHotelTaxes.join(', ') || 'taxes'} ${money(part.Amount)}`;
      if (part.Collect === 'AtProperty') return `At the hotel ${money(part.Amount)}`;
      return `${formatStayDate(part.Due, 'long')} ${money(part.Amount)}, charged to ${card}`;
    },
  );
  const nothingNow = booking.PaymentPlan === 'PayAtProperty';
  const guarantee = nothingNow && booking.Card ? [`Your ${card} guarantees the booking`] : [];
  return `${[...(nothingNow ? ['Nothing is charged today'] : []), ...guarantee, ...parts].join(' · ')}.`;
}

function paymentText(booking: ReservationConfirmation, money: (amount: number) => string): string {
  const scheduled =
    booking.PaymentType === paymentTypes.PayByCard || booking.PaymentType === paymentTypes.PayByPayStack;
  if (scheduled && booking.PaymentPlan !== 'PayNow') return scheduleText(booking, money);
  switch (booking.PaymentType) {
    case paymentTypes.PayByCard:
      return booking.Card
        ? `Paid ${money(booking.AmountPaid)} by ${cardName(booking.Card.CardType)} ending ${booking.Card.LastFourDigits}.`
        : `Paid ${money(booking.AmountPaid)} by card.`;
    case paymentTypes.PayByIndividualInvoice:
      return `To pay: ${money(booking.AmountDue)} on invoice.`;
    case paymentTypes.PayByCompanyInvoice:
      return `To pay: ${money(booking.AmountDue)} on invoice to ${booking.Company?.Name ?? 'your company'}${booking.PONumber ? ` (PO ${booking.PONumber})` : ''}.`;
    case paymentTypes.PayByVoucher:
      return `Paid in full by gift voucher.`;
    case paymentTypes.PayByPayStack:
      return `Paid ${money(booking.AmountPaid)} online.`;
  }
}

const cardName = (code: string) => cardBrandName(code) ?? 'card';

type TaxSummaryLine = { label: string; amount: string; note: string };

/**
 * The booking's taxes and fees ("VAT 6 % (included)", "Tourist tax ..., paid at the hotel"),
 * then everything the guest pays when some are added on top, and the split between now and
 * the hotel when some are paid there. Empty for a booking without taxes.
 */
function taxSummary(booking: ReservationConfirmation, money: (amount: number) => string): TaxSummaryLine[] {
  if (booking.Taxes.length === 0) return [];
  const lines: TaxSummaryLine[] = booking.Taxes.map((line) => ({
    label: `${taxLineLabel({ name: line.Name, percent: line.Percent === null ? null : Math.round(line.Percent * 1000) })}${line.Included ? ' (included)' : ''}`,
    amount: money(line.Amount),
    note: line.PayableAtProperty ? ', paid at the hotel' : '',
  }));
  if (booking.TotalWithTaxes !== booking.TotalCost)
    lines.push({ label: 'Total with taxes', amount: money(booking.TotalWithTaxes), note: '' });
  if (booking.PayAtProperty > 0) {
    const invoice =
      booking.PaymentType === paymentTypes.PayByIndividualInvoice ||
      booking.PaymentType === paymentTypes.PayByCompanyInvoice;
    lines.push(
      { label: invoice ? 'On your invoice' : 'Paid now', amount: money(booking.PaidOnline), note: '' },
      { label: 'To pay at the hotel', amount: money(booking.PayAtProperty), note: '' },
    );
  }
  return lines;
}

export function bookingConfirmationEmail(input: BookingConfirmationEmailInput): MailMessage {
  const { booking } = input;
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  const stay = `${formatStayDate(booking.DateFrom, 'long')} to ${formatStayDate(booking.DateTo, 'long')} (${plural(booking.Nights, 'night')})`;
  const contact = booking.PropertyContact;
  const contactLines = [
    contact.Address,
    contact.Telephone ? `Telephone: ${contact.Telephone}` : null,
    contact.Email ? `Email: ${contact.Email}` : null,
    contact.WebsiteUrl,
  ].filter((line): line is string => Boolean(line));

  const roomsText = booking.Rooms.map((room, index) => {
    const lines = [
      `Room ${index + 1}: ${room.RoomTypeName}, ${room.RatePlanName}`,
      `  ${formatStayDate(room.DateFrom)} to ${formatStayDate(room.DateTo)}, ${plural(room.Nights, 'night')}, ${guestsText(room)}`,
      `  Lead guest: ${room.Guests[0] ? `${room.Guests[0].FirstName} ${room.Guests[0].LastName}` : '-'}`,
      ...(room.RoomConfigurationName ? [`  Set-up: ${room.RoomConfigurationName}`] : []),
      `  Room: ${money(room.RoomCost)}`,
      ...room.Services.map(
        (service) =>
          `  ${service.Service.ServiceName}${service.Quantity > 1 ? ` x ${service.Quantity}` : ''}: ${money(service.TotalCost)}`,
      ),
      ...(room.Policy ? [`  ${room.Policy}`] : []),
    ];
    return lines.join('\n');
  }).join('\n\n');

  const taxes = taxSummary(booking, money);
  const totalsText = [
    `Rooms: ${money(booking.RoomsTotal)}`,
    ...(booking.ExtrasTotal > 0 ? [`Extras: ${money(booking.ExtrasTotal)}`] : []),
    ...(booking.VoucherDiscount > 0 ? [`Gift voucher: -${money(booking.VoucherDiscount)}`] : []),
    `Total: ${money(booking.TotalCost)}`,
    ...taxes.map((line) => `${line.label}: ${line.amount}${line.note}`),
    paymentText(booking, money),
  ].join('\n');

  const text = `Dear ${booking.Booker.FirstName},

Thank you for booking with ${booking.PropertyName}. Your booking is confirmed.

Booking reference: ${booking.ReferenceNumber}
Your stay: ${stay}

${roomsText}

${totalsText}
${booking.Notes ? `\nYour requests: ${booking.Notes}\n` : ''}
See your booking at any time: ${input.confirmationUrl}
Manage booking (cancel, change or add extras): ${input.manageUrl}
${input.preCheckInUrl ? `\nSave time at arrival, complete your pre-check-in: ${input.preCheckInUrl}\n` : ''}
${booking.PropertyName}
${contactLines.join('\n')}

We look forward to welcoming you.
`;

  const roomsHtml = booking.Rooms.map(
    (room, index) => html`<tr><td style="padding:8px 0;border-top:1px solid #ddd">
<strong>Room ${index + 1}: ${room.RoomTypeName}</strong>, ${room.RatePlanName}<br>
${formatStayDate(room.DateFrom)} to ${formatStayDate(room.DateTo)}, ${plural(room.Nights, 'night')}, ${guestsText(room)}<br>
Lead guest: ${room.Guests[0] ? `${room.Guests[0].FirstName} ${room.Guests[0].LastName}` : '-'}${room.RoomConfigurationName && html`<br>Set-up: ${room.RoomConfigurationName}`}
${room.Services.map((service) => html`<br>${service.Service.ServiceName}${service.Quantity > 1 ? ` x ${service.Quantity}` : ''}: ${money(service.TotalCost)}`)}
${room.Policy && html`<br><small>${room.Policy}</small>`}
</td><td style="padding:8px 0;border-top:1px solid #ddd;text-align:right;vertical-align:top">${money(room.TotalCost)}</td></tr>`,
  );

  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Booking ${booking.ReferenceNumber}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">Your booking at ${booking.PropertyName} is confirmed</h1>
<p>Dear ${booking.Booker.FirstName}, thank you for booking with us.</p>
<p><strong>Booking reference: ${booking.ReferenceNumber}</strong><br>${stay}</p>
<table style="width:100%;border-collapse:collapse">
${joinHtml(
  roomsHtml,
  html`
`,
)}
<tr><td style="padding:8px 0;border-top:2px solid #1b2624">${booking.VoucherDiscount > 0 && html`Gift voucher: -${money(booking.VoucherDiscount)}<br>`}<strong>Total</strong></td>
<td style="padding:8px 0;border-top:2px solid #1b2624;text-align:right"><strong>${money(booking.TotalCost)}</strong></td></tr>
${taxes.map(
  (
    line,
  ) => html`<tr><td style="padding:2px 0">${line.label}${line.note}</td><td style="padding:2px 0;text-align:right">${line.amount}</td></tr>
`,
)}</table>
<p>${paymentText(booking, money)}</p>
${booking.Notes && html`<p>Your requests: ${booking.Notes}</p>`}
<p><a href="${input.confirmationUrl}" style="color:#1e4d45">View your booking</a> · <a href="${input.manageUrl}" style="color:#1e4d45">Manage booking</a></p>
${
  input.preCheckInUrl &&
  html`<p>Save time at arrival: <a href="${input.preCheckInUrl}" style="color:#1e4d45">complete your pre-check-in</a></p>
`
}<p><strong>${booking.PropertyName}</strong><br>${joinHtml(contactLines, html`<br>`)}</p>
<p>We look forward to welcoming you.</p>
</body></html>`;

  const invite = stayCalendarInvite({
    uid: `${booking.ReferenceNumber}@${input.host}`,
    dateFrom: booking.DateFrom,
    dateTo: booking.DateTo,
    summary: `Stay at ${booking.PropertyName} (${booking.ReferenceNumber})`,
    description: `Booking reference ${booking.ReferenceNumber}. ${booking.Rooms.map((room) => `${room.RoomTypeName}, ${guestsText(room)}`).join('; ')}. ${input.confirmationUrl}`,
    location: `${booking.PropertyName}, ${contact.Address}`,
    url: input.confirmationUrl,
    createdAt: input.now,
    organizer: contact.Email ? { name: booking.PropertyName, email: contact.Email } : undefined,
  });

  return {
    from: input.from,
    to: booking.Booker.Email,
    replyTo: contact.Email ?? undefined,
    subject: `Your booking at ${booking.PropertyName} is confirmed (${booking.ReferenceNumber})`,
    text,
    html: page.toString(),
    attachments: [
      {
        filename: `stay-${booking.ReferenceNumber}.ics`,
        content: invite,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
