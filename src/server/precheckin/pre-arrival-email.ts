import { formatStayDate } from '../../domain/stay-dates';
import { html } from '../mail/html';
import type { MailMessage } from '../mail/transport';

// The email a guest gets some days before arrival, inviting them to complete pre-check-in.

export function preArrivalEmail(input: {
  propertyName: string;
  replyTo: string | null;
  to: string;
  firstName: string;
  referenceNumber: string;
  dateFrom: string;
  link: string;
  /** Cancel, change or add to the booking. */
  manageUrl: string;
  from: string;
}): MailMessage {
  const arrival = formatStayDate(input.dateFrom, 'long');
  const text = `Dear ${input.firstName},

We look forward to welcoming you to ${input.propertyName} on ${arrival} (booking reference ${input.referenceNumber}).

Save time at arrival: complete your pre-check-in now. Tell us who is staying, how you would like the room set up, any special requests, and add extras to your stay:
${input.link}

Manage your booking: ${input.manageUrl}

${input.propertyName}
`;
  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Your stay at ${input.propertyName}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">Your stay at ${input.propertyName} is coming up</h1>
<p>Dear ${input.firstName}, we look forward to welcoming you on ${arrival} (booking reference ${input.referenceNumber}).</p>
<p>Save time at arrival: tell us who is staying, how you would like the room set up, any special requests, and add extras to your stay.</p>
<p><a href="${input.link}" style="color:#1e4d45">Complete your pre-check-in</a></p>
<p><a href="${input.manageUrl}" style="color:#1e4d45">Manage booking</a></p>
<p>${input.propertyName}</p>
</body></html>`;
  return {
    from: input.from,
    to: input.to,
    replyTo: input.replyTo ?? undefined,
    subject: `Your stay at ${input.propertyName} on ${arrival}: complete your pre-check-in`,
    text,
    html: page.toString(),
  };
}
