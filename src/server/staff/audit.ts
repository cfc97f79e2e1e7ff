import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAuditLog } from '../db/schema/staff';
import type { StaffActor } from './access';

// The audit log: every change staff make, written in the transaction of the change itself, so
// a change is never without its entry nor an entry without its change.

export interface StaffChange {
  /** Who made it (staffId null: the server's shell) and the property it was made on. */
  actor: Pick<StaffActor, 'email' | 'name'> & { staffId: number | null; propertyId: number | null };
  /** What was done, e.g. `staff.invite`, `booking.cancel`, `ari.update`, `totp.enrol`. */
  action: string;
  /** What it was done to: its kind (`booking`, `staff`, `room-type`...) and a reference staff can search by. */
  subject: { type: string; ref: string };
  before: unknown;
  after: unknown;
}

/** Writes the entry in the caller's transaction (or on the database when there is none). */
export async function recordStaffChange(tx: Db, change: StaffChange): Promise<void> {
  await tx.insert(staffAuditLog).values(auditRowOf(change));
}

/** The log's row for one change. */
function auditRowOf(change: StaffChange): typeof staffAuditLog.$inferInsert {
  return {
    staffId: change.actor.staffId,
    staffEmail: change.actor.email,
    staffName: change.actor.name,
    propertyId: change.actor.propertyId,
    action: change.action,
    subjectType: change.subject.type,
    subjectRef: change.subject.ref,
    before: change.before ?? null,
    after: change.after ?? null,
  };
}

/** Many entries in the caller's transaction, a few statements for however many (an ARI batch's items). */
export async function recordStaffChanges(tx: Db, changes: readonly StaffChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += 500) {
    await tx.insert(staffAuditLog).values(changes.slice(start, start + 500).map(auditRowOf));
  }
}

export interface AuditQuery {
  propertyId: number;
  staffId?: number | undefined;
  subjectRef?: string | undefined;
  page: number;
  pageSize: number;
}

export type AuditEntryRow = typeof staffAuditLog.$inferSelect;

/** One page of a property's entries, newest first, with the count of all that match. */
export async function auditEntries(db: Db, query: AuditQuery): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const conditions: SQL[] = [eq(staffAuditLog.propertyId, query.propertyId)];
  if (query.staffId !== undefined) conditions.push(eq(staffAuditLog.staffId, query.staffId));
  if (query.subjectRef) conditions.push(eq(staffAuditLog.subjectRef, query.subjectRef));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
