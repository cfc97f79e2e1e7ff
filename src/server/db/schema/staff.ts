import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, mayName, ownedBy, sessionTimes, singleUseToken, updatedAt } from './columns';
import { staffRoles } from '../../../domain/staff-roles';
import { properties, propertyGroups } from './properties';

// The hotel's staff: accounts of their own (never the guests' table), a role per property or
// per group, their own sessions, one-time set-password links, TOTP and recovery codes, and the
// audit log of what they change. Every token is stored only as a SHA-256 hash; the TOTP secret
// is encrypted under a key derived from the server's secret key.

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_members_email').on(t.email)],
);

// One role on a property, or on a group (then on every property of the group).
export const staffRoleGrants = pgTable(
  'staff_role_grants',
  {
    id: id(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
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
    id: id(),
    tokenHash: text('token_hash').notNull(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
    stage: text('stage', { enum: staffSessionStages }).notNull(),
    ...sessionTimes(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash').on(t.tokenHash), index('staff_sessions_staff').on(t.staffId)],
);

// Set-password links (first password, invitation, reset by an owner): single use, 24 hours.
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: id(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
    ...singleUseToken(),
  },
  (t) => [uniqueIndex('staff_tokens_token_hash').on(t.tokenHash), index('staff_tokens_staff').on(t.staffId)],
);

// Recovery codes for a lost authenticator: hashed, each good once.
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash').on(t.staffId, t.codeHash)],
);

// Every change staff make: who (kept as written then, so a removed colleague still reads),
// when, what, and the subject's state before and after.
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id(),
    at: instant('at').notNull().defaultNow(),
    staffId: mayName('staff_id', () => staffMembers.id),
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
