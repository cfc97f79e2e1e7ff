import type { MailOutbox } from './outbox';

// Who the server's emails come from: MAIL_FROM when it is set, else the hotel's own name at
// no-reply@ the PUBLIC_URL host, so the guest (or the hotel) sees at once who is writing.

export interface MailSenderConfig {
  /** MAIL_FROM */
  mailFrom: string | undefined;
  /** PUBLIC_URL */
  publicUrl: string;
}

/** What a feature needs to email a guest a signed link (to their booking, or their account). */
export interface SignedLinkMailDeps extends MailSenderConfig {
  mailOutbox: MailOutbox;
  /** Signs the links. */
  secretKey: string;
  now: () => Date;
}

/** The From of an email about a hotel, by the hotel's name. */
export function mailFromOf(config: MailSenderConfig): (hotelName: string) => string {
  const host = new URL(config.publicUrl).hostname;
  // A double quote in the name would end the display name early.
  return (hotelName) => config.mailFrom ?? `"${hotelName.replace(/"/g, "'")}" <no-reply@${host}>`;
}
