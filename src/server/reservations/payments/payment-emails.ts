import { eq } from 'drizzle-orm';
import type { PaymentKind } from '../../../domain/payment-schedule';
import { cardBrandName } from '../../../domain/card-types';
import { minorUnitDigits, toMajorUnits } from '../../../domain/money';
import type { Db } from '../../db/client';
import { bookingPayments } from '../../db/schema/reservations';
import { html, joinHtml, type SafeHtml } from '../../mail/html';
import { enqueueMail, type MailOutbox } from '../../mail/outbox';
import type { MailMessage } from '../../mail/transport';
import { confirmationTokenOf, manageBookingUrlOf } from '../../manage-booking-link';
import type { PropertyRecord } from '../../properties/repository';
import type { PropertyLookup } from '../../properties/require-property';
import { findReservationById, type ReservationRow } from '../../shared/reservation-lookups';
import { mailFromOf } from '../../mail/sender';

// The emails a payment of the schedule sends, each queued in the transaction that records it:
// a short receipt when a later part is charged (or paid by the guest with another card), and,
// when an automatic charge fails for good, a note to the guest with the link to pay with another
// card or replace the one kept, and a notice to the hotel. The card is named by brand and last
// four only, as it was when charged.

export const paymentReceiptEmailKind = 'payment-receipt';
export const paymentFailedGuestEmailKind = 'payment-failed-guest';
export const paymentFailedHotelEmailKind = 'payment-failed-hotel';

/** The card as a guest recognises it. */
export interface CardShown {
  brand: string | null;
  last4: string | null;
}

/** What a receipt reports: one payment (a part charged, or several paid together); minor units. */
export interface ReceiptMail {
  reservationId: number;
  paymentIds: number[];
  amount: number;
  card: CardShown;
}

/** What a failure reports: the part, its amount then, the card tried and the gateway's reason. */
export interface FailureMail {
  reservationId: number;
  paymentId: number;
  amount: number;
  card: CardShown;
  reason: string;
}

export async function queueReceipt(db: Db, mail: ReceiptMail, dedupeKey: string, now: Date): Promise<void> {
  await enqueueMail(db, { kind: paymentReceiptEmailKind, payload: { ...mail }, dedupeKey, now });
}

/** The guest's note and the hotel's notice, once per failure (a part may fail again after a new card). */
export async function queueFailure(db: Db, mail: FailureMail, dedupeKey: string, now: Date): Promise<void> {
  await enqueueMail(db, { kind: paymentFailedGuestEmailKind, payload: { ...mail }, dedupeKey, now });
  await enqueueMail(db, { kind: paymentFailedHotelEmailKind, payload: { ...mail }, dedupeKey, now });
}

/** "GBP 180.60": the currency's code and the amount, as a bank statement shows it. */
export function amountText(minor: number, currency: string): string {
  return `${currency} ${toMajorUnits(minor, currency).toFixed(minorUnitDigits(currency))}`;
}

/** "Visa ending 4242", or "your card" when nothing is known of it. */
export function cardText(card: CardShown): string {
  const brand = card.brand ? (cardBrandName(card.brand) ?? card.brand) : 'Card';
  return card.last4 ? `${brand} ending ${card.last4}` : 'your card';
}

const partNames: Record<PaymentKind, string> = {
  Full: 'the payment',
  Deposit: 'the deposit',
  Balance: 'the balance',
  AtProperty: 'the payment',
  PropertyTaxes: 'the taxes',
  CancellationFee: 'the cancellation fee',
  NoShowFee: 'the no-show fee',
};

interface Opened {
  row: ReservationRow;
  property: PropertyRecord;
  manageUrl: string;
}

function page(title: string, paragraphs: readonly ReturnType<typeof html>[]) {
  return html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${title}</h1>
${paragraphs}
</body></html>`.toString();
}

const contactLines = (property: PropertyRecord) => [property.telephone, property.email].filter((line) => !!line);

/** A note to the booker: the greeting, what happened, the way to their booking and the hotel's contacts. */
function guestEmail(
  { row, property }: Opened,
  from: string,
  note: { title: string; subject: string; line: string; link: { text: string; html: SafeHtml } },
): MailMessage {
  const text = `Dear ${row.bookerFirstName},

${note.line}

${note.link.text}

${property.name}
${contactLines(property).join('\n')}
`;
  return {
    from,
    to: row.bookerEmail,
    replyTo: property.email ?? undefined,
    subject: note.subject,
    text,
    html: page(note.title, [
      html`<p>Dear ${row.bookerFirstName},</p>`,
      html`<p>${note.line}</p>`,
      html`<p>${note.link.html}</p>`,
      html`<p><strong>${property.name}</strong><br>${joinHtml(contactLines(property), html`<br>`)}</p>`,
    ]),
  };
}

function receiptEmail(mail: ReceiptMail, opened: Opened, from: string): MailMessage {
  const { row, property, manageUrl } = opened;
  return guestEmail(opened, from, {
    title: `Payment received for your booking at ${property.name}`,
    subject: `Payment received (${row.referenceNumber})`,
    line: `${amountText(mail.amount, row.currency)} was charged to ${cardText(mail.card)} for your booking ${row.referenceNumber}.`,
    link: {
      text: `Manage your booking: ${manageUrl}`,
      html: html`<a href="${manageUrl}" style="color:#1e4d45">Manage booking</a>`,
    },
  });
}

function failedGuestEmail(mail: FailureMail, opened: Opened, kind: PaymentKind, from: string): MailMessage {
  const { row, property, manageUrl } = opened;
  const ask = 'Please pay it with another card, or replace the card kept with your booking, on your booking page:';
  return guestEmail(opened, from, {
    title: `We could not take a payment for your booking at ${property.name}`,
    subject: `Payment failed for your booking (${row.referenceNumber})`,
    line: `We could not charge ${amountText(mail.amount, row.currency)} (${partNames[kind]} of your booking ${row.referenceNumber}) to ${cardText(mail.card)}: ${mail.reason}`,
    link: {
      text: `${ask}\n${manageUrl}`,
      html: html`${ask}<br><a href="${manageUrl}" style="color:#1e4d45">Pay or replace your card</a>`,
    },
  });
}

function failedHotelEmail(mail: FailureMail, opened: Opened, kind: PaymentKind, from: string): MailMessage | null {
  const { row, property } = opened;
  const to = property.reservationsEmail ?? property.email;
  if (!to) return null;
  const heading = `Payment failed: ${row.referenceNumber}`;
  const lines = [
    `${amountText(mail.amount, row.currency)} (${partNames[kind]}) could not be charged to ${cardText(mail.card)}: ${mail.reason}`,
    'The guest was emailed a link to pay with another card or replace the card kept.',
    `Booker: ${row.bookerFirstName} ${row.bookerLastName} <${row.bookerEmail}>, ${row.bookerPhone}`,
    `Stay: ${row.dateFrom} to ${row.dateTo}`,
  ];
  return {
    from,
    to,
    subject: `${heading} (${row.bookerLastName})`,
    text: `${heading}\n\n${lines.join('\n')}\n`,
    html: page(heading, [html`<p>${joinHtml(lines, html`<br>`)}</p>`]),
  };
}

export function registerPaymentEmails(deps: {
  db: Db;
  properties: PropertyLookup;
  mailOutbox: MailOutbox;
  secretKey: string;
  publicUrl: string;
  mailFrom: string | undefined;
}): void {
  const fromOf = mailFromOf(deps);

  async function open(reservationId: number): Promise<Opened | null> {
    const row = await findReservationById(deps.db, reservationId);
    if (!row) return null;
    const property = await deps.properties.findProperty(String(row.propertyId));
    if (!property) return null;
    const token = confirmationTokenOf(deps.secretKey, row.confirmationNonce);
    return { row, property, manageUrl: manageBookingUrlOf(deps.publicUrl, property.code, token) };
  }

  async function kindOf(paymentId: number): Promise<PaymentKind | null> {
    const [part] = await deps.db
      .select({ kind: bookingPayments.kind })
      .from(bookingPayments)
      .where(eq(bookingPayments.id, paymentId));
    return part?.kind ?? null;
  }

  deps.mailOutbox.register(paymentReceiptEmailKind, async (payload) => {
    const mail = payload as unknown as ReceiptMail;
    const opened = await open(Number(mail.reservationId));
    return opened ? receiptEmail(mail, opened, fromOf(opened.property.name)) : null;
  });
  deps.mailOutbox.register(paymentFailedGuestEmailKind, async (payload) => {
    const mail = payload as unknown as FailureMail;
    const [opened, kind] = await Promise.all([open(Number(mail.reservationId)), kindOf(Number(mail.paymentId))]);
    return opened && kind ? failedGuestEmail(mail, opened, kind, fromOf(opened.property.name)) : null;
  });
  deps.mailOutbox.register(paymentFailedHotelEmailKind, async (payload) => {
    const mail = payload as unknown as FailureMail;
    const [opened, kind] = await Promise.all([open(Number(mail.reservationId)), kindOf(Number(mail.paymentId))]);
    return opened && kind ? failedHotelEmail(mail, opened, kind, fromOf(opened.property.name)) : null;
  });
}
