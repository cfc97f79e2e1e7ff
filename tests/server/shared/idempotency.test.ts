import { describe, expect, it } from 'vitest';
import {
  idempotencyFingerprint,
  optionalIdempotencyKeyHeaders,
  requiredIdempotencyKeyHeaders,
} from '../../../src/server/shared/idempotency';

const card = { CardNumber: '4111 1111 1111 1111', SecurityCode: '123', NameOnCard: 'Ada Lovelace', ExpiryMonth: 12 };

describe('the fingerprint kept under an Idempotency-Key', () => {
  it('leaves out the card number and security code, and counts the rest of the card', () => {
    const first = idempotencyFingerprint({ kind: 'extras', CardDetails: card });
    expect(
      idempotencyFingerprint({
        kind: 'extras',
        CardDetails: { ...card, CardNumber: '4242424242424242', SecurityCode: '999' },
      }),
    ).toBe(first);
    expect(idempotencyFingerprint({ kind: 'extras', CardDetails: { ...card, NameOnCard: 'Ada King' } })).not.toBe(
      first,
    );
    expect(idempotencyFingerprint({ kind: 'extras', CardDetails: null })).not.toBe(first);
  });

  it('stays what bookings already keep: the SHA-256 of the request as JSON', () => {
    // Kept fingerprints outlive a deploy; a retry after it must still match its first answer.
    expect(idempotencyFingerprint({ kind: 'staff_note', Text: 'Late arrival' })).toBe(
      '26a6df848d3eb828b5528361f87972d32c3f272c8eb7f55052c9c7366e9b61e0',
    );
  });
});

describe('the Idempotency-Key header', () => {
  it('is asked for, saying what one key stands for, where a call needs one', () => {
    const missing = requiredIdempotencyKeyHeaders('change').safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(
      'Please send an Idempotency-Key header: one value per change (a UUID), kept across retries.',
    );
    expect(requiredIdempotencyKeyHeaders('change').safeParse({ 'idempotency-key': 'a1b2c3d4-e5' }).success).toBe(true);
  });

  it('may be left out where it is optional, but not sent malformed', () => {
    expect(optionalIdempotencyKeyHeaders.safeParse({}).success).toBe(true);
    expect(optionalIdempotencyKeyHeaders.safeParse({ 'idempotency-key': 'short' }).error?.issues[0]?.message).toBe(
      'The Idempotency-Key header must be 8 to 128 letters, digits or . _ : - (a UUID is best).',
    );
  });
});
