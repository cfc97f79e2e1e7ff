import type { ReservationCreateRequest, ReservationCreateResponse } from '../../../contract/reservation';
import { AppError } from '../../errors';
import { confirmationTokenOf } from '../booking-reference';
import { bookingTaxesToApi } from '../booking-taxes';
import type { ReservationRow } from '../repository';
import { idempotencyFingerprint } from '../../shared/idempotency';
import { wantsAccount } from '../validate-request';

// The Idempotency-Key of Reservation/Create: a request sent again under the same key gets the
// first answer and books nothing twice; a different booking under a used key is refused.

export const idempotencyConflictMessage =
  'This Idempotency-Key was already used for a different booking. Start a new checkout attempt (with a new key) to make another booking.';

/**
 * The request as far as it decides the booking: card number, security code and password left
 * out (never hashed, never kept); only whether an account was asked for counts.
 */
export function requestFingerprint(request: ReservationCreateRequest): string {
  const {
    BrowserData: _browserData,
    CardDetails,
    Password: _password,
    ConfirmPassword: _confirmPassword,
    ...rest
  } = request;
  return idempotencyFingerprint({
    ...rest,
    CardDetails: CardDetails ?? null,
    ...(wantsAccount(request) ? { WantsAccount: true } : {}),
  });
}

/** The first answer under a key, for the same request; a 'key-reused' error for a different one. */
export function replayOf(row: ReservationRow, fingerprint: string, secretKey: string): ReservationCreateResponse {
  if (row.requestFingerprint !== fingerprint || row.responseBody === null)
    throw new AppError('key-reused', idempotencyConflictMessage);
  // The answer as stored; one kept before bookings were sold with their taxes gets the booking's kept lines.
  const body: ReservationCreateResponse = {
    ...bookingTaxesToApi(row),
    ...(row.responseBody as ReservationCreateResponse),
  };
  // The token is re-derived, never stored.
  return { ...body, ConfirmationToken: confirmationTokenOf(secretKey, row.confirmationNonce) };
}
