import { z } from 'zod/mini';
import { persistedValue } from '../../persisted-value';

// The Idempotency-Key of one change to a booking (a cancel, new dates, extras, guests, a card
// replaced, a payment made): the same across retries and reloads while the guest asks for the
// same thing, so a change sent twice happens once; a different request is another attempt with
// another key. Only the key and a fingerprint of the request are kept, never card details.

export type ChangeKind = 'cancel' | 'dates' | 'extras' | 'guests' | 'card' | 'balance';

const attemptSchema = z.nullable(z.object({ key: z.string().check(z.minLength(8)), fingerprint: z.string() }));

const attemptOf = (kind: ChangeKind, confirmationToken: string) =>
  persistedValue(`stayfront.manage.${kind}.${confirmationToken}`, attemptSchema, null);

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key for this request: the kept one when the guest asks for the same thing again. */
export function changeAttemptKey(kind: ChangeKind, confirmationToken: string, request: unknown): string {
  const stored = attemptOf(kind, confirmationToken);
  const fingerprint = JSON.stringify(request);
  const kept = stored.read();
  if (kept && kept.fingerprint === fingerprint) return kept.key;
  const key = randomKey();
  stored.write({ key, fingerprint });
  return key;
}

/** The change was answered: the next one is a new attempt. */
export function finishChangeAttempt(kind: ChangeKind, confirmationToken: string): void {
  attemptOf(kind, confirmationToken).clear();
}
