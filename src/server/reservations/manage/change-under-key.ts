import type { FastifyBaseLogger } from 'fastify';
import { toMajorUnits } from '../../../domain/money';
import { AppError } from '../../errors';
import type { CardGateway } from '../../payments/card-gateway';
import type { PropertyRecord } from '../../properties/repository';
import { idempotencyFingerprint } from '../../shared/idempotency';
import type { ReservationRow } from '../repository';
import type { ManagedRoom } from './describe';
import { queueChangeEmails } from './manage-emails';
import { roomsOf, type BookingReader } from './read-booking';
import type { ChangeKind, ManageQueries, ManageRepository } from './repository';

// How every change of a booking runs: under its Idempotency-Key, in one transaction holding
// the booking's row; a card approved inside a transaction that then fails is voided at once.

export const changeKeyConflictMessage =
  'This Idempotency-Key was already used for a different change. Send the new change with a new key.';

/** The change as far as it decides the outcome: card number and security code never kept, never hashed. */
export function changeFingerprint(kind: ChangeKind, body: object): string {
  const { CardDetails, ...rest } = body as { CardDetails?: object | null };
  return idempotencyFingerprint({ kind, ...rest, CardDetails: CardDetails ?? null });
}

export interface ChangeAt {
  row: ReservationRow;
  property: PropertyRecord;
  rooms: ManagedRoom[];
  now: Date;
}

/** A change as its work runs it: the booking held, the guest's request and the key it came under. */
export type ChangeRequestAt<Request> = ChangeAt & { request: Request; idempotencyKey: string };

/** What a change that moved money keeps for a replay: the price difference, what was charged and given back. */
export interface PricedChangeOutcome extends Record<string, unknown> {
  difference: number;
  refundMinor: number;
  charged: { authorisationId: string; amount: number } | null;
}

/** A priced change's answer to the runner: what it keeps (the difference in major units) and the money it moved. */
export function pricedChangeResult(
  row: Pick<ReservationRow, 'currency'>,
  outcome: PricedChangeOutcome,
): { kept: PricedChangeOutcome; amount: number } {
  const { difference, refundMinor, charged } = outcome;
  return {
    kept: { difference: toMajorUnits(difference, row.currency), refundMinor, charged },
    amount: (charged?.amount ?? 0) - refundMinor,
  };
}

/** A change told in lines: the guest's and the hotel's emails queued under its key, and the booking's revision. */
export async function tellChangeInLines(
  tx: Pick<ManageQueries, 'enqueueMail' | 'recordRevision'>,
  reservationId: number,
  lines: string[],
  at: { idempotencyKey: string; now: Date },
): Promise<void> {
  await queueChangeEmails(tx, { reservationId, change: 'guests', lines }, at.idempotencyKey, at.now);
  await tx.recordRevision(reservationId, 'Modified', at.now);
}

export interface ChangeResult<T> {
  kept: T;
  replayed: boolean;
  row: ReservationRow;
  property: PropertyRecord;
}

/**
 * One change under its Idempotency-Key: `work` runs in a transaction holding the booking's
 * row and answers what to keep for a replay; the first answer under a key is every answer.
 */
export function createChangeRunner(
  deps: { now: () => Date; mailQueued: () => void },
  repository: ManageRepository,
  reader: Pick<BookingReader, 'open'>,
) {
  return async function change<T extends Record<string, unknown>>(
    kind: ChangeKind,
    body: object & { ConfirmationToken: string },
    idempotencyKey: string,
    work: (tx: ManageQueries, at: ChangeAt) => Promise<{ kept: T; amount?: number }>,
  ): Promise<ChangeResult<T>> {
    const { row, property } = await reader.open(body.ConfirmationToken);
    const fingerprint = changeFingerprint(kind, body);
    const replay = (earlier: { kind: string; requestFingerprint: string; responseBody: unknown }) => {
      if (earlier.kind !== kind || earlier.requestFingerprint !== fingerprint)
        throw new AppError('key-reused', changeKeyConflictMessage);
      return { kept: earlier.responseBody as T, replayed: true, row, property };
    };
    const earlier = await repository.findChange(row.id, idempotencyKey);
    if (earlier) return replay(earlier);
    const now = deps.now();
    const outcome = await repository.transaction(async (tx) => {
      const locked = await tx.lockReservation(row.id);
      // A twin request under the same key committed while this one waited for the row.
      const twin = await tx.findChange(row.id, idempotencyKey);
      if (twin) return { twin };
      const done = await work(tx, { row: locked!, property, rooms: await roomsOf(tx, row.id), now });
      await tx.insertChange({
        reservationId: row.id,
        kind,
        idempotencyKey,
        requestFingerprint: fingerprint,
        amount: done.amount ?? 0,
        responseBody: done.kept,
        createdAt: now,
      });
      return { done };
    });
    if ('twin' in outcome) return replay(outcome.twin!);
    deps.mailQueued();
    return { kept: outcome.done.kept, replayed: false, row, property };
  };
}

/**
 * Runs a paid change with a gateway that remembers what it approved: when the change fails
 * after the approval (its transaction rolled back), that authorisation is voided.
 */
export async function withVoidOnFailure<T>(
  deps: { cardGateway: CardGateway; log: FastifyBaseLogger },
  run: (gateway: CardGateway) => Promise<T>,
): Promise<T> {
  let approved: string | null = null;
  const remember = (result: Awaited<ReturnType<CardGateway['authorise']>>) => {
    if (result.approved) approved = result.authorisationId;
    return result;
  };
  const gateway: CardGateway = {
    ...deps.cardGateway,
    authorise: async (payment) => remember(await deps.cardGateway.authorise(payment)),
    authoriseSaved: async (payment) => remember(await deps.cardGateway.authoriseSaved(payment)),
  };
  try {
    return await run(gateway);
  } catch (error) {
    const lost: string | null = approved;
    if (lost)
      await deps.cardGateway
        .voidAuthorisation(lost)
        .catch((voidError: unknown) =>
          deps.log.error({ err: voidError }, 'change card authorisation could not be voided'),
        );
    throw error;
  }
}
