import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { ChangeKind, ManageQueries } from '../manage/repository';
import { createManageRepository } from '../manage/repository';
import type { ReservationRow } from '../repository';
import type { StaffActor } from '../../staff/access';
import { recordStaffChange, type StaffChange } from '../../staff/audit';
import { idempotencyFingerprint } from '../../shared/idempotency';

// One staff action on a booking: in one transaction holding the booking's row, under its
// Idempotency-Key (a double click or a retry gets the first answer and changes nothing more),
// with its audit entry written in the same transaction, so nothing happens unaudited.

export const staffKeyReusedMessage =
  'This Idempotency-Key was already used for a different action. Send the new action with a new key.';

export type StaffChangeKind = Extract<ChangeKind, `staff_${string}`>;

export async function runStaffChange<T extends Record<string, unknown>>(
  deps: { db: Db },
  change: {
    reservationId: number;
    kind: StaffChangeKind;
    idempotencyKey: string;
    body: object;
    actor: StaffActor;
    now: Date;
    audit: Pick<StaffChange, 'action' | 'subject'> & { before: (row: ReservationRow) => unknown };
    work: (tx: ManageQueries, row: ReservationRow) => Promise<{ kept: T; amount?: number; after: unknown }>;
  },
): Promise<{ kept: T; replayed: boolean }> {
  const fingerprint = idempotencyFingerprint({ kind: change.kind, ...change.body });
  const outcome = await deps.db.transaction(async (tx) => {
    const queries = createManageRepository(tx);
    const row = await queries.lockReservation(change.reservationId);
    if (!row) throw notFound();
    const earlier = await queries.findChange(change.reservationId, change.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== change.kind || earlier.requestFingerprint !== fingerprint)
        throw new AppError('key-reused', staffKeyReusedMessage);
      return { kept: earlier.responseBody as T, replayed: true };
    }
    const before = change.audit.before(row);
    const done = await change.work(queries, row);
    await queries.insertChange({
      reservationId: change.reservationId,
      kind: change.kind,
      idempotencyKey: change.idempotencyKey,
      requestFingerprint: fingerprint,
      amount: done.amount ?? 0,
      responseBody: { ...done.kept, by: change.actor.name },
      createdAt: change.now,
    });
    await recordStaffChange(tx, {
      actor: change.actor,
      action: change.audit.action,
      subject: change.audit.subject,
      before,
      after: done.after,
    });
    return { kept: done.kept, replayed: false };
  });
  return outcome;
}
