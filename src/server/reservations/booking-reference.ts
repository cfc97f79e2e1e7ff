import { createHash, randomBytes } from 'node:crypto';

// How a booking is named. The reference number is for people: 8 characters of an alphabet
// without look-alikes (no 0/O, 1/I/L), read over the phone. The confirmation token is for
// links: unguessable (HMAC-SHA256 under the server's secret key of a random nonce kept with the
// booking); only its SHA-256 is stored and looked up, so a copy of the database opens nothing,
// yet the server can put the same token in a replayed answer or an email later.

const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referenceNumberLength = 8;

export function generateReferenceNumber(): string {
  // 31 symbols; rejection sampling keeps every symbol equally likely.
  let out = '';
  while (out.length < referenceNumberLength) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && out.length < referenceNumberLength) out += referenceAlphabet[byte % 31];
    }
  }
  return out;
}

export function isReferenceNumberShaped(value: string): boolean {
  return new RegExp(`^[${referenceAlphabet}]{${referenceNumberLength}}$`).test(value.toUpperCase());
}

export function generateConfirmationNonce(): string {
  return randomBytes(16).toString('hex');
}

export { confirmationTokenOf } from '../manage-booking-link';

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The provider payment reference: the booking reference plus randomness, unique per attempt. */
export function generateProviderReference(referenceNumber: string): string {
  return `${referenceNumber}-${randomBytes(6).toString('hex')}`;
}
