import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatStayDate } from '../../domain/stay-dates';
import type { Db } from '../db/client';
import { apiKeys, bookingRevisions } from '../db/schema/connections';
import { properties } from '../db/schema/properties';
import { html, joinHtml } from '../mail/html';
import { enqueueMail, type MailOutbox } from '../mail/outbox';
import { periodicJob, type PeriodicJob } from '../platform/periodic-job';
import { mailFromOf } from '../mail/sender';

// A booking revision the hotel's connected system has not acknowledged in time (a channel
// manager or PMS that stopped reading the feed) is told to the hotel by email, so nobody finds
// out at the front desk that a booking never reached the PMS. Every minute on every server,
// the revisions past REVISION_ACK_ALERT_MINUTES are claimed (alerted_at set; rows another
// server holds are skipped), and one email per hotel is queued in the same transaction for
// the batch claimed. Only hotels with a connection that reads bookings (a live API key with
// bookings:read, of the property or its group) are told, and only of revisions written since
// that key was made: without one, nobody was ever going to acknowledge them.

export const revisionAlertEmailKind = 'booking-revisions-unacknowledged';

const batchSize = 500;

export interface RevisionAlertDeps {
  db: Db;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  alertMinutes: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createRevisionAlerts(deps: RevisionAlertDeps) {
  const { db } = deps;
  let job: PeriodicJob<number> | null = null;

  /** Claims what is overdue and queues the hotels' emails; answers how many emails. */
  async function run(): Promise<number> {
    const now = deps.now();
    const overdueBefore = new Date(now.getTime() - deps.alertMinutes * 60_000);
    const queued = await db.transaction(async (tx) => {
      const readingKey = sql`EXISTS (
        SELECT 1 FROM ${apiKeys}
        WHERE ${apiKeys.revokedAt} IS NULL
          AND ${apiKeys.scopes} @> '["bookings:read"]'::jsonb
          AND ${apiKeys.createdAt} <= ${bookingRevisions.createdAt}
          AND (${apiKeys.propertyId} = ${bookingRevisions.propertyId}
            OR ${apiKeys.groupId} = (SELECT ${properties.groupId} FROM ${properties} WHERE ${properties.id} = ${bookingRevisions.propertyId})))`;
      const overdue = tx
        .select({ id: bookingRevisions.id })
        .from(bookingRevisions)
        .where(
          and(
            isNull(bookingRevisions.acknowledgedAt),
            isNull(bookingRevisions.alertedAt),
            lte(bookingRevisions.createdAt, overdueBefore),
            readingKey,
          ),
        )
        .orderBy(asc(bookingRevisions.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(bookingRevisions)
        .set({ alertedAt: now })
        .where(inArray(bookingRevisions.id, overdue))
        .returning({ id: bookingRevisions.id, propertyId: bookingRevisions.propertyId });
      const byProperty = new Map<number, number[]>();
      for (const row of claimed) byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row.id]);
      for (const [propertyId, ids] of byProperty) {
        ids.sort((a, b) => a - b);
        await enqueueMail(tx, {
          kind: revisionAlertEmailKind,
          payload: { propertyId, revisionIds: ids },
          dedupeKey: `${propertyId}:${ids[0]}`,
          now,
        });
      }
      return byProperty.size;
    });
    if (queued > 0) {
      deps.log.warn({ hotels: queued }, 'booking revisions not acknowledged in time: the hotels are emailed');
      deps.mailOutbox.kick();
    }
    return queued;
  }

  return {
    run,
    start(intervalMs = 60_000) {
      job ??= periodicJob({
        name: 'revision acknowledgement alerts',
        intervalMs,
        log: deps.log,
        fallback: 0,
        task: run,
      });
      job.start();
    },
    async close() {
      await job?.close();
    },
  };
}

export type RevisionAlerts = ReturnType<typeof createRevisionAlerts>;

/** The hotel's email about a batch of revisions not acknowledged in time. */
export function registerRevisionAlertEmail(deps: {
  db: Db;
  mailOutbox: Pick<MailOutbox, 'register'>;
  publicUrl: string;
  mailFrom: string | undefined;
  alertMinutes: number;
}): void {
  const fromOf = mailFromOf(deps);
  deps.mailOutbox.register(revisionAlertEmailKind, async (payload) => {
    const propertyId = Number(payload.propertyId);
    const ids = (payload.revisionIds as unknown[]).map(Number);
    const [property] = await deps.db.select().from(properties).where(eq(properties.id, propertyId));
    const to = property?.email ?? property?.reservationsEmail;
    if (!property || !to || ids.length === 0) return null;
    const revisions = await deps.db
      .select({
        referenceNumber: bookingRevisions.referenceNumber,
        sequence: bookingRevisions.sequence,
        status: bookingRevisions.status,
        createdAt: bookingRevisions.createdAt,
        acknowledgedAt: bookingRevisions.acknowledgedAt,
        booking: bookingRevisions.booking,
      })
      .from(bookingRevisions)
      .where(and(eq(bookingRevisions.propertyId, propertyId), inArray(bookingRevisions.id, ids)))
      .orderBy(asc(bookingRevisions.feedPosition));
    const waiting = revisions.filter((revision) => revision.acknowledgedAt === null);
    // Acknowledged meanwhile: nothing to tell.
    if (waiting.length === 0) return null;
    const consoleUrl = (reference: string) =>
      `${deps.publicUrl}/Admin/${encodeURIComponent(property.code)}/Bookings/${encodeURIComponent(reference)}`;
    const lines = waiting.map((revision) => {
      const stay = revision.booking as { DateFrom?: string; DateTo?: string; Booker?: { LastName?: string } };
      const what = { New: 'new booking', Modified: 'change', Cancelled: 'cancellation', NoShow: 'no-show' }[
        revision.status
      ];
      return {
        text: `${revision.referenceNumber} (${stay.Booker?.LastName ?? ''}), ${what} no. ${revision.sequence}${stay.DateFrom && stay.DateTo ? `, ${formatStayDate(stay.DateFrom)} to ${formatStayDate(stay.DateTo)}` : ''}`,
        url: consoleUrl(revision.referenceNumber),
      };
    });
    const count = waiting.length;
    const title = `${count} booking ${count === 1 ? 'change has' : 'changes have'} not reached your connected system`;
    const explanation = `Your channel manager or PMS has not acknowledged ${count === 1 ? 'this booking change' : 'these booking changes'} within ${deps.alertMinutes} minutes. Please check the connection, and enter ${count === 1 ? 'it' : 'them'} there by hand if needed.`;
    const text = `${title}.

${explanation}

${lines.map((line) => `${line.text}\n${line.url}`).join('\n\n')}
`;
    const page = html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2624;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${title}</h1>
<p>${explanation}</p>
<ul>${joinHtml(
      lines.map((line) => html`<li><a href="${line.url}" style="color:#1e4d45">${line.text}</a></li>`),
      html``,
    )}</ul>
</body></html>`;
    return {
      from: fromOf(property.name),
      to,
      subject: `${title} (${property.name})`,
      text,
      html: page.toString(),
    };
  });
}
