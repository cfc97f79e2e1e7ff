import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffRoles } from '../../../domain/staff-roles';
import { properties, propertyGroups } from './properties';

// The hotel's staff: accounts of their own (never the guests' table), a role per property or
// per group, their own sessions, one-time set-password links, TOTP and recovery codes, and the
// audit log of what they change. Every token is stored only as a SHA-256 hash; the TOTP secret
// is encrypted under a key derived from the server's secret key.

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    // Lower-cased and trimmed: the address is the login.
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    // Null until the staff member sets one from their emailed or printed link.
    passwordHash: text('password_hash'),
    // AES-256-GCM of the base32 secret (iv.tag.ciphertext, base64url); null: no authenticator yet.
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    // The last time step a code was accepted at, so a code signs in once.
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_email').on(t.email)],
);

// One role on a property, or on a group (then on every property of the group).
export const staffRoleGrants = pgTable(
  'staff_role_grants',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => propertyGroups.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_role_grants_property')
      .on(t.staffId, t.propertyId)
      .where(sql`${t.propertyId} IS NOT NULL`),
    uniqueIndex('staff_role_grants_group')
      .on(t.staffId, t.groupId)
      .where(sql`${t.groupId} IS NOT NULL`),
    check('staff_role_grants_scope', sql`(${t.propertyId} IS NULL) <> (${t.groupId} IS NULL)`),
  ],
);

export const staffSessionStages = ['second-factor', 'signed-in'] as const;
export type StaffSessionStage = (typeof staffSessionStages)[number];

// A signed-in console. 'second-factor': the password was right, the code is still to come.
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: staffSessionStages }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash').on(t.tokenHash), index('staff_sessions_staff').on(t.staffId)],
);

// Set-password links (first password, invitation, reset by an owner): single use, 24 hours.
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_tokens_token_hash').on(t.tokenHash), index('staff_tokens_staff').on(t.staffId)],
);

// Recovery codes for a lost authenticator: hashed, each good once.
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash').on(t.staffId, t.codeHash)],
);

// Every change staff make: who (kept as written then, so a removed colleague still reads),
// when, what, and the subject's state before and after.
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    staffName: text('staff_name').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectRef: text('subject_ref').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_log_property_at').on(t.propertyId, t.at),
    index('staff_audit_log_staff').on(t.staffId),
    index('staff_audit_log_subject').on(t.subjectRef),
  ],
);
