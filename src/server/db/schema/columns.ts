import { integer, jsonb, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Columns many tables declare alike, built here once so that each means the same in every
// table. Each call makes a new column: a builder is never shared between two tables.

/** The row's own number. */
export const id = () => serial('id').primaryKey();

/** A moment in time, kept with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row was last changed. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A row that belongs to another and goes with it (a room type's property, a booking's room). */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row that names another which must stay while it stands (a booked room's rate plan). */
export const keeps = (name: string, kept: () => AnyPgColumn) => integer(name).notNull().references(kept);

/** A row that may name another, and forgets it when it goes (the staff member who wrote it). */
export const mayName = (name: string, named: () => AnyPgColumn) =>
  integer(name).references(named, { onDelete: 'set null' });

/** How a property's catalogue entry (a room type, a rate plan, an extra) is known and shown. */
export const catalogueEntry = () => ({
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

/** Where an entry stands in its list. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/** A single-use link or code sent to someone: only its hash is kept. */
export const singleUseToken = () => ({
  tokenHash: text('token_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/** A signed-in browser's life: idle expiry counts from `lastSeenAt`, absolute from `createdAt`. */
export const sessionTimes = () => ({
  createdAt: createdAt(),
  lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
});

/** The first answer to a request that may be sent again: a replay with the same fingerprint gets it. */
export const firstAnswer = () => ({
  requestFingerprint: text('request_fingerprint').notNull(),
  responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** An outbox row's claim and retries: due at `nextAttemptAt`, claimed by one server until `lockedUntil`. */
export const outboxAttempts = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
  lockedUntil: instant('locked_until'),
  lastError: text('last_error'),
});
