import { createHmac } from 'node:crypto';

// The link that opens a booking for its guest: PUBLIC_URL/Book/:propertyCode/Manage/:token.
// The token is an HMAC under the server's secret key of the booking's nonce, so a copy of the
// database alone opens no booking (only its SHA-256 is stored). Shared by every feature whose
// emails carry the link (reservations, pre-check-in).

export function confirmationTokenOf(secretKey: string, nonce: string): string {
  return createHmac('sha256', secretKey).update(`reservation-confirmation:${nonce}`).digest('base64url');
}

export function manageBookingUrlOf(publicUrl: string, propertyCode: string, token: string): string {
  return `${publicUrl}/Book/${encodeURIComponent(propertyCode)}/Manage/${token}`;
}
