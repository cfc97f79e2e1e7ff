import { createHash } from 'node:crypto';
import { z } from 'zod';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../../contract/reservation';

// How a call is made safe to repeat: the client sends an Idempotency-Key, the server keeps the
// first answer under it with the fingerprint of the request it answered. The same key with the
// same request gets that answer again; with a different request it is refused.

/** The headers of a call that needs a key; `per` says what one key stands for ("change"). */
export function requiredIdempotencyKeyHeaders(per: string) {
  const message = `Please send an Idempotency-Key header: one value per ${per} (a UUID), kept across retries.`;
  return z.object({
    [idempotencyKeyHeader]: z.string({ error: message }).regex(idempotencyKeyPattern, { error: message }),
  });
}

const optionalKeyMessage = 'The Idempotency-Key header must be 8 to 128 letters, digits or . _ : - (a UUID is best).';

/** The headers of a call that may carry a key (without one, it is simply not kept). */
export const optionalIdempotencyKeyHeaders = z.object({
  [idempotencyKeyHeader]: z.string().regex(idempotencyKeyPattern, { error: optionalKeyMessage }).optional(),
});

/**
 * The fingerprint kept with an answer: the SHA-256 of the request as far as it decides the
 * outcome (`decisive`, its fields in a fixed order). A card's number and security code never
 * count, wherever a `CardDetails` stands: they are never hashed, never kept.
 */
export function idempotencyFingerprint(decisive: object): string {
  return createHash('sha256').update(JSON.stringify(decisive, withoutCardSecrets)).digest('hex');
}

function withoutCardSecrets(key: string, value: unknown): unknown {
  if (key !== 'CardDetails' || typeof value !== 'object' || value === null) return value;
  return { ...value, CardNumber: undefined, SecurityCode: undefined };
}
