import type { PreCheckInSaveRequest, PreCheckInSaveResponse } from '../../../contract/pre-check-in';
import { ApiError, genericErrorMessage, OfflineError } from '../../api';
import {
  readStoredPreCheckIn,
  withoutCardSecrets,
  writeStoredPreCheckIn,
  type CardEntry,
  type PendingSave,
} from './pre-check-in-draft';

// A pre-check-in save that waits on the device for a connection. Each submission gets one
// Idempotency-Key, stored with it before the first try and kept until the server answers, so
// however often it is retried (the 'online' event, the next page load, a second tab) the server
// saves it once. A new card's number and security code are never stored: they stay in this
// page's memory and go with the save if it is sent before the page is closed.

export type SaveOutcome =
  | { kind: 'saved'; response: PreCheckInSaveResponse; cardLeftOut: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'queued' }
  | { kind: 'busy' }
  | { kind: 'nothing' };

export interface OutboxDeps {
  referenceNumber: string;
  send: (request: PreCheckInSaveRequest, idempotencyKey: string) => Promise<PreCheckInSaveResponse>;
  isOnline: () => boolean;
  newKey: () => string;
  now: () => Date;
  storage?: Storage | null;
}

export const saveFailedMessage = 'Failed to save Check In Information';
export const alreadySavedMessage = 'Thank you, your check-in details had already reached us.';

// Per page: the cards entered for queued saves (by key), and the saves being sent right now.
const cardsInMemory = new Map<string, CardEntry>();
const inFlight = new Set<string>();

/**
 * Puts a submission on the device (without card secrets) before it is sent. Returns the waiting
 * save. The same submission again (a double tap, a retry) keeps the waiting one and its key; a
 * changed one (the guest edited their details while it waited) takes its place with a new key,
 * so what reaches the hotel is what the guest last saved. A save already on its way stays.
 */
export function queueSave(
  deps: OutboxDeps,
  request: PreCheckInSaveRequest,
  card: CardEntry | null,
): PendingSave | null {
  const stored = readStoredPreCheckIn(deps.referenceNumber, deps.storage);
  const safeRequest = withoutCardSecrets(request);
  const waiting = stored?.pending;
  if (waiting && (inFlight.has(waiting.idempotencyKey) || sameDetails(waiting.request, safeRequest))) {
    if (card && !inFlight.has(waiting.idempotencyKey)) cardsInMemory.set(waiting.idempotencyKey, card);
    return waiting;
  }
  if (waiting) cardsInMemory.delete(waiting.idempotencyKey);
  const pending: PendingSave = {
    idempotencyKey: deps.newKey(),
    request: safeRequest,
    cardLeftOut: card !== null,
    queuedAt: deps.now().toISOString(),
  };
  if (card) cardsInMemory.set(pending.idempotencyKey, card);
  if (!stored) return null;
  writeStoredPreCheckIn(deps.referenceNumber, { ...stored, pending }, deps.storage);
  return pending;
}

/** The same submission, whichever card goes with it (a card is held in memory, never compared on the device). */
function sameDetails(a: PreCheckInSaveRequest, b: PreCheckInSaveRequest): boolean {
  return JSON.stringify({ ...a, CardDetails: null }) === JSON.stringify({ ...b, CardDetails: null });
}

/** Whether `request` is what already waits on the device (so saving it again would add nothing). */
export function isWaitingSave(
  referenceNumber: string,
  request: PreCheckInSaveRequest,
  storage?: Storage | null,
): boolean {
  const waiting = pendingSaveOf(referenceNumber, storage);
  return waiting !== null && sameDetails(waiting.request, withoutCardSecrets(request));
}

/** The save waiting on this device, if any. */
export function pendingSaveOf(referenceNumber: string, storage?: Storage | null): PendingSave | null {
  return readStoredPreCheckIn(referenceNumber, storage)?.pending ?? null;
}

function forget(deps: OutboxDeps, key: string): void {
  cardsInMemory.delete(key);
  const stored = readStoredPreCheckIn(deps.referenceNumber, deps.storage);
  if (stored?.pending?.idempotencyKey === key)
    writeStoredPreCheckIn(deps.referenceNumber, { ...stored, pending: null }, deps.storage);
}

/**
 * Sends the waiting save, if there is one and the device is online. An answer (success or a
 * refusal) takes it off the device; no answer at all leaves it queued with the same key.
 */
export async function sendPendingSave(deps: OutboxDeps): Promise<SaveOutcome> {
  const pending = pendingSaveOf(deps.referenceNumber, deps.storage);
  if (!pending) return { kind: 'nothing' };
  if (inFlight.has(pending.idempotencyKey)) return { kind: 'busy' };
  if (!deps.isOnline()) return { kind: 'queued' };
  const held = cardsInMemory.get(pending.idempotencyKey);
  const request: PreCheckInSaveRequest = held ? { ...pending.request, CardDetails: { ...held } } : pending.request;
  inFlight.add(pending.idempotencyKey);
  try {
    const response = await deps.send(request, pending.idempotencyKey);
    forget(deps, pending.idempotencyKey);
    if (!response.Success) return { kind: 'refused', message: response.Message || saveFailedMessage };
    return { kind: 'saved', response, cardLeftOut: pending.cardLeftOut && !held };
  } catch (error) {
    if (error instanceof OfflineError) return { kind: 'queued' };
    forget(deps, pending.idempotencyKey);
    // 422: the key already saved a submission that differs from this one. One key only ever
    // carries one submission, so that is this save's earlier try, which went through with the
    // card that this page no longer holds (the answer was lost, then the page was reloaded).
    if (error instanceof ApiError && error.status === 422)
      return { kind: 'saved', response: { Success: true, Message: alreadySavedMessage }, cardLeftOut: false };
    return {
      kind: 'refused',
      message:
        error instanceof ApiError && error.message && error.message !== genericErrorMessage
          ? error.message
          : saveFailedMessage,
    };
  } finally {
    inFlight.delete(pending.idempotencyKey);
  }
}
