import { formatStayDate } from '../../domain/stay-dates';
import { partySizeText } from '../../domain/table-booking';
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

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function tableBookingEmail(input: TableBookingEmailInput): MailMessage {
  const when = `${formatStayDate(input.visitDate, 'long')} at ${input.visitTime}`;
  const details = [
    `Booking reference: ${input.reference}`,
    `Restaurant: ${input.restaurantName}`,
    `When: ${when}`,
    `Party: ${partySizeText(input.partySize)}`,
    ...(input.leaveTime ? [`Please note we need the table back by ${input.leaveTime}.`] : []),
    ...(input.promotion ? [`Promotion: ${input.promotion.Name}${input.promotion.Description ? ` (${input.promotion.Description})` : ''}`] : []),
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

  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Table booking ${escapeHtml(input.reference)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">Your table at ${escapeHtml(input.restaurantName)} is booked</h1>
<p>Thank you for booking a table at ${escapeHtml(input.restaurantName)}, ${escapeHtml(input.propertyName)}.</p>
<p>${details.map((line, index) => (index === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join('<br>')}</p>
<p>To change or cancel your table, please contact us quoting your booking reference.</p>
<p><strong>${escapeHtml(input.propertyName)}</strong><br>${contactLines.map(escapeHtml).join('<br>')}</p>
<p>We look forward to seeing you.</p>
</body></html>`;

  return {
    from: input.from,
    to: input.to,
    replyTo: input.contact.email ?? undefined,
    subject: `Your table at ${input.restaurantName} on ${formatStayDate(input.visitDate, 'short')} at ${input.visitTime} (${input.reference})`,
    text,
    html,
  };
}
