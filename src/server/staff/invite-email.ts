import { staffRoleNames, type StaffRole } from '../../domain/staff-roles';
import { html } from '../mail/html';
import type { MailMessage } from '../mail/transport';

// The invitation an owner sends from the console: who invited them, to which property, with
// which role, and the link to set a password (or, for someone who has one, to sign in).

export interface InviteEmail {
  to: string;
  from: string;
  name: string;
  invitedBy: string;
  propertyName: string;
  role: StaffRole;
  /** The set-password link, or the console's sign-in page for someone with a password already. */
  link: string;
  setsPassword: boolean;
}

export function inviteEmailMessage(invite: InviteEmail): MailMessage {
  const role = staffRoleNames[invite.role];
  const subject = `You are invited to the ${invite.propertyName} staff console`;
  const intro = `${invite.invitedBy} has given you the ${role} role at ${invite.propertyName} in Stayfront, the hotel's booking console.`;
  const action = invite.setsPassword
    ? 'Set your password to start. The link works once and for 24 hours.'
    : 'Sign in with your usual email address and password to start.';
  const label = invite.setsPassword ? 'Set my password' : 'Sign in to the console';
  const text = [
    `Dear ${invite.name},`,
    intro,
    action,
    `${label}:\n${invite.link}`,
    'If you did not expect this, you can ignore this email.',
    invite.propertyName,
  ].join('\n\n');
  const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${subject}</h1>
<p>Dear ${invite.name},</p>
<p>${intro}</p>
<p>${action}</p>
<p><a href="${invite.link}" style="display:inline-block;padding:10px 16px;background:#1b5e56;color:#ffffff;text-decoration:none;border-radius:4px">${label}</a></p>
<p style="font-size:13px">If the button does not work, copy this address into your browser:<br>${invite.link}</p>
<p>If you did not expect this, you can ignore this email.</p>
<p><strong>${invite.propertyName}</strong></p>
</body></html>`;
  return { from: invite.from, to: invite.to, subject, text: `${text}\n`, html: page.toString() };
}
