import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyGroups } from '../db/schema/properties';
import {
  staffMembers,
  staffRecoveryCodes,
  staffRoleGrants,
  staffSessions,
  staffTokens,
  type StaffSessionStage,
} from '../db/schema/staff';
import type { StaffRole } from '../../domain/staff-roles';

// Everything the staff feature reads and writes about staff, their roles and their sessions;
// only this file (and audit.ts for the log) knows the tables. Tokens and recovery codes are
// spent with one conditional update, so each works once however many tabs race.

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A role as it applies to one property: directly, or through the property's group. */
export interface PropertyRole {
  propertyId: number;
  propertyCode: string;
  propertyName: string;
  role: StaffRole;
  via: 'property' | 'group';
  groupCode: string | null;
}

/** Staff members themselves. */
function memberQueries(db: Db) {
  return {
    async findMemberByEmail(email: string): Promise<StaffMemberRow | undefined> {
      const rows = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
      return rows[0];
    },

    async findMember(id: number): Promise<StaffMemberRow | undefined> {
      const rows = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return rows[0];
    },

    /** The member with this address, created (with the name) when there is none. */
    async upsertMember(email: string, name: string, at: Date): Promise<StaffMemberRow> {
      await db.insert(staffMembers).values({ email, name, createdAt: at, updatedAt: at }).onConflictDoNothing();
      const rows = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      return rows[0]!;
    },

    async updateMember(id: number, values: Partial<typeof staffMembers.$inferInsert>): Promise<void> {
      await db.update(staffMembers).set(values).where(eq(staffMembers.id, id));
    },

    async deleteMember(id: number): Promise<void> {
      await db.delete(staffMembers).where(eq(staffMembers.id, id));
    },

    async membersByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(staffMembers).where(inArray(staffMembers.id, ids));
    },
  };
}

/** Who holds which role where: on a property, or on every property of a group. */
function roleQueries(db: Db) {
  return {
    /** Every property the member holds a role on, the direct role winning over the group's. */
    async propertyRolesOf(staffId: number): Promise<PropertyRole[]> {
      const direct = await db
        .select({
          propertyId: properties.id,
          propertyCode: properties.code,
          propertyName: properties.name,
          role: staffRoleGrants.role,
        })
        .from(staffRoleGrants)
        .innerJoin(properties, eq(properties.id, staffRoleGrants.propertyId))
        .where(eq(staffRoleGrants.staffId, staffId));
      const viaGroup = await db
        .select({
          propertyId: properties.id,
          propertyCode: properties.code,
          propertyName: properties.name,
          role: staffRoleGrants.role,
          groupCode: propertyGroups.code,
        })
        .from(staffRoleGrants)
        .innerJoin(propertyGroups, eq(propertyGroups.id, staffRoleGrants.groupId))
        .innerJoin(properties, eq(properties.groupId, propertyGroups.id))
        .where(eq(staffRoleGrants.staffId, staffId));
      const byProperty = new Map<number, PropertyRole>();
      for (const r of viaGroup) byProperty.set(r.propertyId, { ...r, via: 'group' });
      for (const r of direct) byProperty.set(r.propertyId, { ...r, via: 'property', groupCode: null });
      return [...byProperty.values()].sort((a, b) => a.propertyCode.localeCompare(b.propertyCode));
    },

    /** Group codes the member holds a role on. */
    async groupRolesOf(staffId: number): Promise<{ groupCode: string; role: StaffRole }[]> {
      return db
        .select({ groupCode: propertyGroups.code, role: staffRoleGrants.role })
        .from(staffRoleGrants)
        .innerJoin(propertyGroups, eq(propertyGroups.id, staffRoleGrants.groupId))
        .where(eq(staffRoleGrants.staffId, staffId));
    },

    async findProperty(code: string) {
      const rows = await db
        .select({ id: properties.id, code: properties.code, name: properties.name, groupId: properties.groupId })
        .from(properties)
        .where(eq(properties.code, code))
        .limit(1);
      return rows[0];
    },

    async findGroup(code: string) {
      const rows = await db
        .select({ id: propertyGroups.id, code: propertyGroups.code })
        .from(propertyGroups)
        .where(eq(propertyGroups.code, code))
        .limit(1);
      return rows[0];
    },

    /** Sets the member's role on a property or group (one role per scope). */
    async grantRole(staffId: number, scope: { propertyId: number } | { groupId: number }, role: StaffRole) {
      if ('propertyId' in scope) {
        await db
          .insert(staffRoleGrants)
          .values({ staffId, propertyId: scope.propertyId, role })
          .onConflictDoUpdate({
            target: [staffRoleGrants.staffId, staffRoleGrants.propertyId],
            targetWhere: isNotNull(staffRoleGrants.propertyId),
            set: { role },
          });
      } else {
        await db
          .insert(staffRoleGrants)
          .values({ staffId, groupId: scope.groupId, role })
          .onConflictDoUpdate({
            target: [staffRoleGrants.staffId, staffRoleGrants.groupId],
            targetWhere: isNotNull(staffRoleGrants.groupId),
            set: { role },
          });
      }
    },

    async directRoleOn(staffId: number, propertyId: number): Promise<StaffRole | null> {
      const rows = await db
        .select({ role: staffRoleGrants.role })
        .from(staffRoleGrants)
        .where(and(eq(staffRoleGrants.staffId, staffId), eq(staffRoleGrants.propertyId, propertyId)));
      return rows[0]?.role ?? null;
    },

    async revokePropertyRole(staffId: number, propertyId: number): Promise<void> {
      await db
        .delete(staffRoleGrants)
        .where(and(eq(staffRoleGrants.staffId, staffId), eq(staffRoleGrants.propertyId, propertyId)));
    },

    async countGrants(staffId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRoleGrants)
        .where(eq(staffRoleGrants.staffId, staffId));
      return rows[0]?.n ?? 0;
    },

    /** Staff with a role on the property, directly or through its group. */
    async staffOfProperty(propertyId: number, groupId: number | null) {
      const scope = groupId
        ? or(eq(staffRoleGrants.propertyId, propertyId), eq(staffRoleGrants.groupId, groupId))
        : eq(staffRoleGrants.propertyId, propertyId);
      return db
        .select({
          staffId: staffMembers.id,
          email: staffMembers.email,
          name: staffMembers.name,
          hasPassword: sql<boolean>`${staffMembers.passwordHash} IS NOT NULL`,
          totpEnabled: staffMembers.totpEnabled,
          role: staffRoleGrants.role,
          viaGroup: sql<boolean>`${staffRoleGrants.groupId} IS NOT NULL`,
        })
        .from(staffRoleGrants)
        .innerJoin(staffMembers, eq(staffMembers.id, staffRoleGrants.staffId))
        .where(scope)
        .orderBy(staffMembers.name, staffMembers.email);
    },
  };
}

/** Signed-in sessions, by the hash of their token. */
function sessionQueries(db: Db) {
  return {
    async insertSession(values: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(values);
    },

    async findSession(tokenHash: string): Promise<StaffSessionRow | undefined> {
      const rows = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash)).limit(1);
      return rows[0];
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async deleteSessionsOf(staffId: number, stage?: StaffSessionStage): Promise<void> {
      await db
        .delete(staffSessions)
        .where(and(eq(staffSessions.staffId, staffId), stage ? eq(staffSessions.stage, stage) : undefined));
    },
  };
}

/** Set-password links, recovery codes and the last TOTP step used: each spent once. */
function secretQueries(db: Db) {
  return {
    async insertToken(values: typeof staffTokens.$inferInsert): Promise<void> {
      await db.insert(staffTokens).values(values);
    },

    /** Spends a live token once; the member it was for, or null. */
    async spendToken(tokenHash: string, at: Date): Promise<number | null> {
      const rows = await db
        .update(staffTokens)
        .set({ usedAt: at })
        .where(and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, at)))
        .returning({ staffId: staffTokens.staffId });
      return rows[0]?.staffId ?? null;
    },

    /** A live token's member without spending it (to show whose password is being set). */
    async peekToken(tokenHash: string, at: Date): Promise<number | null> {
      const rows = await db
        .select({ staffId: staffTokens.staffId })
        .from(staffTokens)
        .where(and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, at)));
      return rows[0]?.staffId ?? null;
    },

    // --- recovery codes

    async replaceRecoveryCodes(staffId: number, codeHashes: string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (codeHashes.length > 0)
        await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
    },

    async spendRecoveryCode(staffId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },

    async unusedRecoveryCodeCount(staffId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return rows[0]?.n ?? 0;
    },

    /** Accepts a TOTP time step once: false when this or a later step was already used. */
    async acceptTotpStep(staffId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, staffId),
            or(isNull(staffMembers.totpLastStep), sql`${staffMembers.totpLastStep} < ${step}`),
          ),
        )
        .returning({ id: staffMembers.id });
      return rows.length > 0;
    },
  };
}

export function staffQueries(db: Db) {
  return { ...memberQueries(db), ...roleQueries(db), ...sessionQueries(db), ...secretQueries(db) };
}

export type StaffQueries = ReturnType<typeof staffQueries>;

export function createStaffRepository(db: Db) {
  return {
    ...staffQueries(db),
    transaction<T>(work: (tx: StaffQueries, db: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(staffQueries(tx), tx));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
