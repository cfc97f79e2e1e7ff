import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, outboxAttempts } from './columns';

// Mail to send, written in the same transaction as what it tells about (a booking confirmed),
// so no email is lost and none is sent for a change that rolled back. Any app server sends
// due rows; a claimed row is locked for a while so two servers never send it twice at once.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    // What to render at send time (e.g. 'reservation-confirmation') and its input.
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // One message per (kind, dedupe key): a second enqueue of the same message is a no-op.
    dedupeKey: text('dedupe_key').notNull(),
    ...outboxAttempts(),
    sentAt: instant('sent_at'),
    // Gave up after the last attempt.
    failedAt: instant('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_outbox_kind_dedupe').on(t.kind, t.dedupeKey), index('mail_outbox_due').on(t.nextAttemptAt)],
);
