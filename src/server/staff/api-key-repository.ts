import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ApiKeyScope } from '../../domain/api-key-scopes';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/connections';
import { properties, propertyGroups } from '../db/schema/properties';
import { staffMembers } from '../db/schema/staff';

// What the Connections page and the shell read and write of the api_keys table. Calls made
// with a key are authenticated by api-key-callers.ts, which reads the same rows.

export interface ApiKeyRow {
  id: number;
  name: string;
  connection: string;
  scopes: ApiKeyScope[];
  prefix: string;
  propertyId: number | null;
  groupId: number | null;
  groupCode: string | null;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface PlaceRow {
  id: number;
  code: string;
  groupId: number | null;
  groupCode: string | null;
}

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  connection: apiKeys.connection,
  scopes: apiKeys.scopes,
  prefix: apiKeys.keyPrefix,
  propertyId: apiKeys.propertyId,
  groupId: apiKeys.groupId,
  groupCode: propertyGroups.code,
  createdAt: apiKeys.createdAt,
  createdBy: sql<string | null>`coalesce(nullif(${staffMembers.name}, ''), ${staffMembers.email})`,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** The keys reaching a property: its own, and its group's. */
const reaching = (place: PlaceRow): SQL =>
  place.groupId === null
    ? eq(apiKeys.propertyId, place.id)
    : or(eq(apiKeys.propertyId, place.id), eq(apiKeys.groupId, place.groupId))!;

export function createApiKeyRepository(db: Db) {
  const selectKeys = (tx: Db, where: SQL) =>
    tx
      .select(keyColumns)
      .from(apiKeys)
      .leftJoin(propertyGroups, eq(propertyGroups.id, apiKeys.groupId))
      .leftJoin(staffMembers, eq(staffMembers.id, apiKeys.createdByStaffId))
      .where(where);

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async property(by: { id: number } | { code: string }, tx: Db = db): Promise<PlaceRow | undefined> {
      const [row] = await tx
        .select({
          id: properties.id,
          code: properties.code,
          groupId: properties.groupId,
          groupCode: propertyGroups.code,
        })
        .from(properties)
        .leftJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
        .where('id' in by ? eq(properties.id, by.id) : eq(properties.code, by.code))
        .limit(1);
      return row;
    },

    async group(code: string, tx: Db = db): Promise<{ id: number; code: string } | undefined> {
      const [row] = await tx
        .select({ id: propertyGroups.id, code: propertyGroups.code })
        .from(propertyGroups)
        .where(eq(propertyGroups.code, code))
        .limit(1);
      return row;
    },

    /** The properties of a group, by code. */
    async propertiesOfGroup(groupId: number, tx: Db = db): Promise<{ id: number; code: string }[]> {
      return tx
        .select({ id: properties.id, code: properties.code })
        .from(properties)
        .where(eq(properties.groupId, groupId))
        .orderBy(properties.code);
    },

    /** In use first, newest first; then the revoked ones, last revoked first. */
    async keysReaching(place: PlaceRow): Promise<ApiKeyRow[]> {
      return selectKeys(db, reaching(place)).orderBy(
        sql`${apiKeys.revokedAt} IS NOT NULL`,
        desc(apiKeys.revokedAt),
        desc(apiKeys.createdAt),
        desc(apiKeys.id),
      );
    },

    async keyReaching(place: PlaceRow, id: number, tx: Db = db): Promise<ApiKeyRow | undefined> {
      const [row] = await selectKeys(tx, and(eq(apiKeys.id, id), reaching(place))!).limit(1);
      return row;
    },

    async insert(tx: Db, values: typeof apiKeys.$inferInsert): Promise<number> {
      const [row] = await tx.insert(apiKeys).values(values).returning({ id: apiKeys.id });
      return row!.id;
    },

    async keyById(tx: Db, id: number): Promise<ApiKeyRow> {
      const [row] = await selectKeys(tx, eq(apiKeys.id, id)).limit(1);
      return row!;
    },

    /** True when this call revoked it (false: it was revoked already). */
    async revoke(tx: Db, id: number, at: Date): Promise<boolean> {
      const done = await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return done.length > 0;
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
