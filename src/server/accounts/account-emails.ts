import { html, joinHtml, trustedHtml } from '../mail/html';
import type { MailMessage } from '../mail/transport';

// The emails of guest accounts: confirm your address; reset your password; someone tried to
// register with your address (sent instead of a confirmation, so Register answers the same
// either way); your password was changed. Plain text and simple HTML, in the property's name.

export interface AccountEmailContext {
  to: string;
  from: string;
  firstName: string;
  propertyName: string;
  propertyEmail: string | null;
}

interface Body {
  subject: string;
  heading: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  /** Said after the link. */
  closing: string[];
}

function render(context: AccountEmailContext, body: Body): MailMessage {
  const greeting = `Dear ${context.firstName || 'Guest'},`;
  const textParts = [
    greeting,
    ...body.paragraphs,
    ...(body.link ? [`${body.link.label}:\n${body.link.url}`] : []),
    ...body.closing,
    context.propertyName,
  ];
  const paragraphs = (texts: string[]) =>
    joinHtml(
      texts.map((p) => html`<p>${p}</p>`),
      trustedHtml('\n'),
    );
  const link = body.link
    ? html`<p><a href="${body.link.url}" style="display:inline-block;padding:10px 16px;background:#1b5e56;color:#ffffff;text-decoration:none;border-radius:4px">${body.link.label}</a></p>\n<p style="font-size:13px">If the button does not work, copy this address into your browser:<br>${body.link.url}</p>`
    : '';
  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${body.subject}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${body.heading}</h1>
<p>${greeting}</p>
${paragraphs(body.paragraphs)}
${link}
${paragraphs(body.closing)}
<p><strong>${context.propertyName}</strong></p>
</body></html>`;
  return {
    from: context.from,
    to: context.to,
    replyTo: context.propertyEmail ?? undefined,
    subject: body.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: page.toString(),
  };
}

const notYou = 'If this was not you, you can ignore this email: nothing changes unless the link is used.';

export function confirmEmailMessage(context: AccountEmailContext, link: string): MailMessage {
  return render(context, {
    subject: `Confirm your email address for ${context.propertyName}`,
    heading: 'Please confirm your email address',
    paragraphs: [
      `Thank you for creating an account with ${context.propertyName}. Please confirm your email address to start using it.`,
    ],
    link: { url: link, label: 'Confirm my email address' },
    closing: ['The link works once and for 3 days.', notYou],
  });
}

export function resetPasswordMessage(context: AccountEmailContext, link: string): MailMessage {
  return render(context, {
    subject: `Reset your password for ${context.propertyName}`,
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new password with the link below.',
    ],
    link: { url: link, label: 'Choose a new password' },
    closing: ['The link works once and for 1 hour.', notYou],
  });
}

export function alreadyRegisteredMessage(context: AccountEmailContext, forgotPasswordLink: string): MailMessage {
  return render(context, {
    subject: `Your account with ${context.propertyName}`,
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to create an account with this email address. You already have an account, so we did not create another one.',
      'If you have forgotten your password, you can choose a new one here.',
    ],
    link: { url: forgotPasswordLink, label: 'Reset my password' },
    closing: ['If this was not you, you can ignore this email: your account has not changed.'],
  });
}

export function passwordChangedMessage(context: AccountEmailContext, forgotPasswordLink: string): MailMessage {
  return render(context, {
    subject: `Your password for ${context.propertyName} has been changed`,
    heading: 'Your password has been changed',
    paragraphs: [
      'The password of your account has just been changed, and every other device signed in to it has been signed out.',
    ],
    link: { url: forgotPasswordLink, label: 'This was not me: reset my password' },
    closing: ['If you made this change, there is nothing more to do.'],
  });
}
