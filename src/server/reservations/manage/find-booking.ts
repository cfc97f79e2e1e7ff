import { createHash, timingSafeEqual } from 'node:crypto';
import {
  bookingNotFoundMessage,
  type FindReservationRequest,
  type FindReservationResponse,
} from '../../../contract/manage-booking';
import { notFound, tooManyRequests } from '../../errors';
import { isOverLimit, type RateLimit, type RateLimitStore } from '../../platform/rate-limit-store';
import type { PropertyLookup } from '../../properties/require-property';
import { confirmationTokenOf } from '../booking-reference';
import type { ManageQueries } from './repository';

// Reservation/Find: a guest's own booking by reference and email, answered with the link token
// that opens it. Anything but a match is the same neutral 404, after the same work either way.

/** Limits a guest looking up their own booking never meets; someone guessing soon does. */
export const findBookingLimits = {
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  perReference: { max: 8, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const emailDigest = (email: string) => sha256(`booker-email:${email.trim().toLowerCase()}`);
// Compared against when no booking has the reference, so a miss does the same work as a match.
const noBookingDigest = emailDigest('no-booking@stayfront.invalid');

export async function findBooking(
  deps: { properties: PropertyLookup; rateLimits: RateLimitStore; secretKey: string },
  queries: Pick<ManageQueries, 'findByReferenceNumber'>,
  request: FindReservationRequest,
  address: string,
): Promise<FindReservationResponse> {
  const reference = request.ReferenceNumber.trim().toUpperCase();
  const counts = await Promise.all([
    deps.rateLimits.hit(`find-booking:address:${address}`, findBookingLimits.perAddress),
    deps.rateLimits.hit(`find-booking:reference:${reference}`, findBookingLimits.perReference),
  ]);
  const limits = [findBookingLimits.perAddress, findBookingLimits.perReference];
  const over = counts.filter((count, i) => isOverLimit(count, limits[i]!));
  if (over.length > 0) throw tooManyRequests(Math.max(...over.map((count) => count.resetInMs)) / 1000);

  const property = await deps.properties.findProperty(String(request.PropertyId));
  const row = await queries.findByReferenceNumber(property?.id ?? 0, reference);
  const given = emailDigest(request.Email);
  const emailMatches = timingSafeEqual(given, row ? emailDigest(row.bookerEmail) : noBookingDigest);
  const findable =
    row !== undefined && (row.status === 'confirmed' || (row.status === 'cancelled' && row.cancelledAt !== null));
  if (!row || !emailMatches || !findable) throw notFound(bookingNotFoundMessage);
  return { ConfirmationToken: confirmationTokenOf(deps.secretKey, row.confirmationNonce) };
}
