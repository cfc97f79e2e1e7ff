import { and, asc, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AcknowledgeRevisionResponse,
  BookingRevisionsPage,
  BookingRevisionsQuery,
} from '../../contract/admin-connections';
import type { Db } from '../db/client';
import { bookingRevisions } from '../db/schema/connections';
import { fieldError, notFound } from '../errors';
import { bookingRevisionToApi } from '../shared/booking-revisions';

// The hotel's booking revisions as its other systems read them: the feed, paged by position
// (positions are committed in order, see shared/booking-revisions.ts, so a page after a cursor
// holds exactly what was committed after it, each revision once), and acknowledgements.

export const revisionFeedMessages = {
  badCursor: 'This cursor was not given by this feed. Start again without it.',
  notFound: 'There is no such booking revision at this hotel.',
};

/** The cursor handed out: the last position answered, not meant to be read by the caller. */
export function cursorOf(position: number): string {
  return Buffer.from(`p${position}`).toString('base64url');
}

function positionOfCursor(cursor: string): number {
  const match = /^p(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw fieldError('cursor', revisionFeedMessages.badCursor);
  return Number(match[1]);
}

export function createRevisionFeed(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    /** A page of the feed: unacknowledged revisions, or with `since` every one after it. */
    async page(propertyId: number, query: BookingRevisionsQuery): Promise<BookingRevisionsPage> {
      const conditions: SQL[] = [eq(bookingRevisions.propertyId, propertyId)];
      let after = query.cursor === undefined ? null : positionOfCursor(query.cursor);
      if (query.since === undefined) conditions.push(isNull(bookingRevisions.acknowledgedAt));
      else if (/^\d+$/.test(query.since)) after = Math.max(after ?? 0, Number(query.since));
      else conditions.push(gte(bookingRevisions.createdAt, new Date(query.since)));
      if (after !== null) conditions.push(gt(bookingRevisions.feedPosition, after));
      const rows = await db
        .select()
        .from(bookingRevisions)
        .where(and(...conditions))
        .orderBy(asc(bookingRevisions.feedPosition))
        .limit(query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        Items: items.map(bookingRevisionToApi),
        NextCursor: last ? cursorOf(last.feedPosition) : (query.cursor ?? null),
        HasMore: rows.length > query.limit,
      };
    },

    /**
     * Marks a revision taken in, once: acknowledging it again changes nothing but an external
     * reference not given before. `apiKeyId`: the key that acknowledged it (null for staff).
     */
    async acknowledge(
      propertyId: number,
      revisionId: number,
      by: { apiKeyId: number | null; externalReference: string | null },
    ): Promise<AcknowledgeRevisionResponse> {
      const now = deps.now();
      const [row] = await db
        .update(bookingRevisions)
        .set({
          acknowledgedAt: sql`coalesce(${bookingRevisions.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
          acknowledgedByKeyId: sql`CASE WHEN ${bookingRevisions.acknowledgedAt} IS NULL THEN ${by.apiKeyId}::integer ELSE ${bookingRevisions.acknowledgedByKeyId} END`,
          externalReference: sql`coalesce(${bookingRevisions.externalReference}, ${by.externalReference}::text)`,
        })
        .where(and(eq(bookingRevisions.id, revisionId), eq(bookingRevisions.propertyId, propertyId)))
        .returning();
      if (!row) throw notFound(revisionFeedMessages.notFound);
      return {
        RevisionId: row.id,
        ReferenceNumber: row.referenceNumber,
        Sequence: row.sequence,
        AcknowledgedAt: row.acknowledgedAt!.toISOString(),
        ExternalReference: row.externalReference,
      };
    },
  };
}

export type RevisionFeed = ReturnType<typeof createRevisionFeed>;
