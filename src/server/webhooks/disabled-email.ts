import { html } from '../mail/html';
import type { MailMessage } from '../mail/transport';

// The email to the hotel when one of its webhook endpoints is disabled after three days of
// failed deliveries: which endpoint, why it last failed, and where to enable it again (the
// events meanwhile wait, and go out once it is enabled).

export interface WebhookDisabledEmail {
  to: string;
  from: string;
  propertyName: string;
  url: string;
  failingSince: Date | null;
  lastError: string | null;
  /** The console's Webhooks page of the property. */
  consoleLink: string;
}

export function webhookDisabledEmailMessage(mail: WebhookDisabledEmail): MailMessage {
  const subject = `Webhook disabled: ${mail.propertyName}'s events no longer reach ${new URL(mail.url).host}`;
  const since = mail.failingSince ? ` since ${mail.failingSince.toUTCString()}` : '';
  const intro = `Stayfront could not deliver events to your webhook endpoint ${mail.url}${since}, so it has stopped trying and disabled it.`;
  const why = mail.lastError ? `The last attempt failed: ${mail.lastError}` : null;
  const next =
    'Events of the last three days that were not delivered are kept. Once the endpoint answers again, enable it on the Webhooks page of the console and they will be sent, in order.';
  const text = [intro, why, next, mail.consoleLink, mail.propertyName].filter(Boolean).join('\n\n');
  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">Webhook disabled</h1>
<p>${intro}</p>
${why ? html`<p>${why}</p>` : ''}
<p>${next}</p>
<p><a href="${mail.consoleLink}" style="display:inline-block;padding:10px 16px;background:#1b5e56;color:#ffffff;text-decoration:none;border-radius:4px">Open Webhooks</a></p>
<p><strong>${mail.propertyName}</strong></p>
</body></html>`;
  return { from: mail.from, to: mail.to, subject, text: `${text}\n`, html: page.toString() };
}
