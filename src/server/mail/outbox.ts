import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { outboxWorker } from '../shared/outbox-worker';
import type { MailMessage, MailTransport } from './transport';

// The mail queue (table mail_outbox). A feature enqueues a message in the transaction of the
// change it reports; after the commit it kicks the queue, and any app server sends what is
// due. A message is rendered when sent, from its kind and payload, by the renderer the feature
// registered. Failures are logged and retried with backoff; a booking never waits for mail.

/** Renders a queued message; null when there is nothing to send any more (e.g. the booking is gone). */
export type MailRenderer = (payload: Record<string, unknown>) => Promise<MailMessage | null>;

const batchSize = 10;
const claimSeconds = 120;
const maxAttempts = 8;

/** Adds a message to the queue unless (kind, dedupeKey) is already there. Use inside the change's transaction. */
export async function enqueueMail(
  db: Db,
  mail: { kind: string; payload: Record<string, unknown>; dedupeKey: string; now: Date },
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      payload: mail.payload,
      dedupeKey: mail.dedupeKey,
      nextAttemptAt: mail.now,
      createdAt: mail.now,
    })
    .onConflictDoNothing({ target: [mailOutbox.kind, mailOutbox.dedupeKey] });
}

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 ... at most 6 hours. */
function backoffMinutes(attempts: number): number {
  return Math.min(6 * 60, 2 ** Math.max(0, attempts - 1));
}

export function createMailOutbox(deps: {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, transport, log } = deps;
  const renderers = new Map<string, MailRenderer>();

  async function claimDue(now: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      // Several app servers: each claims different rows, none waits for another.
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + claimSeconds * 1000), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        payload: mailOutbox.payload,
        attempts: mailOutbox.attempts,
      });
  }

  async function sendOne(job: {
    id: number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
  }): Promise<boolean> {
    try {
      const renderer = renderers.get(job.kind);
      if (!renderer) throw new Error(`no renderer for mail of kind ${job.kind}`);
      const message = await renderer(job.payload);
      if (message) await transport.send(message);
      await db
        .update(mailOutbox)
        .set({ sentAt: deps.now(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, job.id));
      if (message) log.info({ mailId: job.id, kind: job.kind, transport: transport.kind }, 'mail sent');
      return true;
    } catch (error) {
      const giveUp = job.attempts >= maxAttempts;
      const now = deps.now();
      log.error({ err: error, mailId: job.id, kind: job.kind, attempts: job.attempts, giveUp }, 'mail not sent');
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + backoffMinutes(job.attempts) * 60_000),
          ...(giveUp ? { failedAt: now } : {}),
        })
        .where(eq(mailOutbox.id, job.id))
        .catch((updateError: unknown) => log.error({ err: updateError, mailId: job.id }, 'mail outbox not updated'));
      return false;
    }
  }

  // Retries, and mail other servers left behind, every `intervalMs` (default a minute).
  const worker = outboxWorker({
    name: 'mail outbox',
    intervalMs: deps.intervalMs ?? 60_000,
    log,
    async sendRound() {
      const jobs = await claimDue(deps.now());
      let sent = 0;
      for (const job of jobs) if (await sendOne(job)) sent++;
      return { sent, more: jobs.length === batchSize };
    },
  });

  return {
    register(kind: string, renderer: MailRenderer) {
      renderers.set(kind, renderer);
    },
    kick: worker.kick,
    drain: worker.drain,
    start: worker.start,
    async close() {
      await worker.close();
      transport.close();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
