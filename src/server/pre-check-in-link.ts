import { createHmac, timingSafeEqual } from 'node:crypto';
import { todayIn } from '../domain/same-day';

// The emailed pre-check-in link (docs/product.md, pages): /PreCheckIn/:propertyCode/:referenceNumber/:code.
// The code is an HMAC-SHA256 under the server's secret key of the property, the booking and
// its reference, so it cannot be made up or moved to another booking; it is compared in
// constant time. Shared by the reservations feature (confirmation page and email) and the
// pre-check-in feature (which checks it).

/** 32 base64url characters: 192 bits of the HMAC, short enough for a link a guest may retype. */
const codeLength = 32;

export interface LinkedReservation {
  propertyId: number;
  reservationId: number;
  referenceNumber: string;
}

export function preCheckInCodeOf(secretKey: string, reservation: LinkedReservation): string {
  return createHmac('sha256', secretKey)
    .update(
      `pre-check-in:${reservation.propertyId}:${reservation.reservationId}:${reservation.referenceNumber.toUpperCase()}`,
    )
    .digest('base64url')
    .slice(0, codeLength);
}

/** Whether `code` is this booking's code; constant time whatever the code holds. */
export function isPreCheckInCode(secretKey: string, reservation: LinkedReservation, code: string): boolean {
  const expected = Buffer.from(preCheckInCodeOf(secretKey, reservation));
  const given = Buffer.from(code);
  // The length is public (every code has the same); only the content must not leak by timing.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function preCheckInPathOf(secretKey: string, reservation: LinkedReservation & { propertyCode: string }): string {
  return `/PreCheckIn/${encodeURIComponent(reservation.propertyCode)}/${encodeURIComponent(reservation.referenceNumber)}/${preCheckInCodeOf(secretKey, reservation)}`;
}

/**
 * A link opens a booking that is confirmed and whose stay has not ended: up to and including
 * the departure day, by the property's calendar.
 */
export function isPreCheckInOpen(
  reservation: { status: string; dateTo: string },
  property: { timeZone: string },
  now: Date,
): boolean {
  return reservation.status === 'confirmed' && todayIn(property.timeZone, now) <= reservation.dateTo;
}
