import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys, externalCodes } from '../db/schema/connections';
import { properties } from '../db/schema/properties';

// The codes the hotel's other systems know our room types and rate plans by, per connection
// (a PMS, a channel manager): read by the ARI batches a connection pushes, and by whatever
// tells a connection about our rooms in its own words (booking revisions, webhooks). Staff
// change them through the console's codes mapping (admin-ari).

export type ExternalCodeEntity = 'room_type' | 'rate_plan';

export interface ExternalCodeRow {
  entity: ExternalCodeEntity;
  entityId: number;
  code: string;
}

/** A connection's codes both ways, per kind of entity. */
export interface ConnectionCodeBook {
  connection: string;
  /** Our id -> the connection's code. */
  roomTypeCodes: ReadonlyMap<number, string>;
  ratePlanCodes: ReadonlyMap<number, string>;
  /** The connection's code -> our id. */
  roomTypeIds: ReadonlyMap<string, number>;
  ratePlanIds: ReadonlyMap<string, number>;
}

export async function externalCodesOf(db: Db, propertyId: number, connection: string): Promise<ExternalCodeRow[]> {
  return db
    .select({ entity: externalCodes.entity, entityId: externalCodes.entityId, code: externalCodes.code })
    .from(externalCodes)
    .where(and(eq(externalCodes.propertyId, propertyId), eq(externalCodes.connection, connection)))
    .orderBy(asc(externalCodes.entity), asc(externalCodes.code));
}

export async function connectionCodeBook(db: Db, propertyId: number, connection: string): Promise<ConnectionCodeBook> {
  const rows = await externalCodesOf(db, propertyId, connection);
  const of = (entity: ExternalCodeEntity) => rows.filter((row) => row.entity === entity);
  return {
    connection,
    roomTypeCodes: new Map(of('room_type').map((row) => [row.entityId, row.code])),
    ratePlanCodes: new Map(of('rate_plan').map((row) => [row.entityId, row.code])),
    roomTypeIds: new Map(of('room_type').map((row) => [row.code, row.entityId])),
    ratePlanIds: new Map(of('rate_plan').map((row) => [row.code, row.entityId])),
  };
}

/** The connections the property has codes for or API keys of (its own or its group's, not revoked), by name. */
export async function connectionNamesOf(db: Db, propertyId: number): Promise<string[]> {
  const [withCodes, withKeys] = await Promise.all([
    db
      .selectDistinct({ connection: externalCodes.connection })
      .from(externalCodes)
      .where(eq(externalCodes.propertyId, propertyId)),
    db
      .selectDistinct({ connection: apiKeys.connection })
      .from(apiKeys)
      .where(
        and(
          isNull(apiKeys.revokedAt),
          or(
            eq(apiKeys.propertyId, propertyId),
            sql`${apiKeys.groupId} = (SELECT ${properties.groupId} FROM ${properties} WHERE ${properties.id} = ${propertyId})`,
          ),
        ),
      ),
  ]);
  return [...new Set([...withCodes, ...withKeys].map((row) => row.connection))].sort((a, b) => a.localeCompare(b));
}
