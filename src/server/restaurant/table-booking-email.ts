import { formatStayDate } from '../../domain/stay-dates';
import { partySizeText } from '../../domain/table-booking';
import { html, joinHtml } from '../mail/html';
import type { MailMessage } from '../mail/transport';

// The email a guest gets once a table is booked: the reference, the restaurant, when and for
// how many, the leave time and promotion if any, their requests, and how to reach the hotel.

export interface TableBookingEmailInput {
  reference: string;
  restaurantName: string;
  propertyName: string;
  visitDate: string;
  visitTime: string;
  partySize: number;
  leaveTime: string | null;
  promotion: { Name: string; Description: string } | null;
  specialRequests: string;
  /** The stay's reference when the table goes with a stay. */
  stayReference: string | null;
  contact: { address: string; telephone: string | null; email: string | null; websiteUrl: string | null };
  to: string;
  from: string;
}

export function tableBookingEmail(input: TableBookingEmailInput): MailMessage {
  const when = `${formatStayDate(input.visitDate, 'long')} at ${input.visitTime}`;
  const details = [
    `Booking reference: ${input.reference}`,
    `Restaurant: ${input.restaurantName}`,
    `When: ${when}`,
    `Party: ${partySizeText(input.partySize)}`,
    ...(input.leaveTime ? [`Please note we need the table back by ${input.leaveTime}.`] : []),
    ...(input.promotion
      ? [`Promotion: ${input.promotion.Name}${input.promotion.Description ? ` (${input.promotion.Description})` : ''}`]
      : []),
    ...(input.stayReference ? [`Your stay: ${input.stayReference}`] : []),
    ...(input.specialRequests ? [`Your requests: ${input.specialRequests}`] : []),
  ];
  const contactLines = [
    input.contact.address || null,
    input.contact.telephone ? `Telephone: ${input.contact.telephone}` : null,
    input.contact.email ? `Email: ${input.contact.email}` : null,
    input.contact.websiteUrl,
  ].filter((line): line is string => Boolean(line));

  const text = `Thank you for booking a table at ${input.restaurantName}, ${input.propertyName}.

${details.join('\n')}

To change or cancel your table, please contact us quoting your booking reference.

${input.propertyName}
${contactLines.join('\n')}

We look forward to seeing you.
`;

  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Table booking ${input.reference}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">Your table at ${input.restaurantName} is booked</h1>
<p>Thank you for booking a table at ${input.restaurantName}, ${input.propertyName}.</p>
<p>${joinHtml(
    details.map((line, index) => (index === 0 ? html`<strong>${line}</strong>` : line)),
    html`<br>`,
  )}</p>
<p>To change or cancel your table, please contact us quoting your booking reference.</p>
<p><strong>${input.propertyName}</strong><br>${joinHtml(contactLines, html`<br>`)}</p>
<p>We look forward to seeing you.</p>
</body></html>`;

  return {
    from: input.from,
    to: input.to,
    replyTo: input.contact.email ?? undefined,
    subject: `Your table at ${input.restaurantName} on ${formatStayDate(input.visitDate, 'short')} at ${input.visitTime} (${input.reference})`,
    text,
    html: page.toString(),
  };
}
