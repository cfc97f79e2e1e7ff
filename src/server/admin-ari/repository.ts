import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { InventoryNight, RateNight } from '../../domain/ari-changes';
import type { Db, Tx } from '../db/client';
import { ariChangeRequests, externalCodes } from '../db/schema/connections';
import { properties } from '../db/schema/properties';
import { nightlyRates, ratePlans, roomInventory, roomTypes } from '../db/schema/rooms';
import { propertyDefinitionSchema, type PropertyDefinition } from '../../contract/property-definition-file';
import {
  connectionCodeBook,
  connectionNamesOf,
  externalCodesOf,
  type ConnectionCodeBook,
  type ExternalCodeRow,
} from '../shared/external-codes';

// The ARI rows staff and the hotel's other systems read and change: a property's room types and
// rate plans, its per-night inventory and rates over a range, locked reads and set-based writes
// of a batch's nights inside the transaction that changes them, and the batches kept under their
// Idempotency-Keys. Only this file of admin-ari knows those tables.

export interface NamedRecord {
  id: number;
  code: string;
  name: string;
}

export interface InventoryNightRow extends InventoryNight {
  roomTypeId: number;
}

export interface RateNightRow extends RateNight {
  roomTypeId: number;
  ratePlanId: number;
}

/** A room type's nights first..last (both included) that a batch reads and may change. */
export interface InventoryRange {
  roomTypeId: number;
  from: string;
  to: string;
}

export interface RateRange extends InventoryRange {
  ratePlanId: number;
}

/** Numbers, booleans and ISO dates as one array literal ('{1,2,NULL}'): a bind parameter per column. */
const arrayLiteral = (values: readonly (number | string | boolean | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

const writeBatchRows = 20_000;

const inventoryColumns = {
  roomTypeId: roomInventory.roomTypeId,
  date: roomInventory.date,
  total: roomInventory.total,
  booked: roomInventory.booked,
  stopSell: roomInventory.stopSell,
};

const rateColumns = {
  roomTypeId: nightlyRates.roomTypeId,
  ratePlanId: nightlyRates.ratePlanId,
  date: nightlyRates.date,
  baseRate: nightlyRates.baseRate,
  closed: nightlyRates.closed,
  closedToArrival: nightlyRates.closedToArrival,
  closedToDeparture: nightlyRates.closedToDeparture,
  minStay: nightlyRates.minStay,
  maxStay: nightlyRates.maxStay,
};

export function createAdminAriRepository(db: Db) {
  return {
    ...changeRequestRecords(db),
    roomTypesOf(propertyId: number): Promise<NamedRecord[]> {
      return db
        .select({ id: roomTypes.id, code: roomTypes.code, name: roomTypes.name })
        .from(roomTypes)
        .where(eq(roomTypes.propertyId, propertyId))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
    },

    ratePlansOf(propertyId: number): Promise<NamedRecord[]> {
      return db
        .select({ id: ratePlans.id, code: ratePlans.code, name: ratePlans.name })
        .from(ratePlans)
        .where(eq(ratePlans.propertyId, propertyId))
        .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id));
    },

    /** The rate plans as the property's definition file last set them (how derived plans follow their parents). */
    async ratePlanDefinitionsOf(tx: Tx, propertyId: number): Promise<PropertyDefinition['RatePlans']> {
      const [row] = await tx
        .select({ definition: properties.definition })
        .from(properties)
        .where(eq(properties.id, propertyId));
      return row ? propertyDefinitionSchema.parse(row.definition).RatePlans : [];
    },

    /** Inventory and rates of the room types for the nights from..to, both included. */
    async nightsOf(roomTypeIds: readonly number[], from: string, to: string) {
      if (roomTypeIds.length === 0) return { inventory: [], rates: [] };
      const ids = `{${roomTypeIds.join(',')}}`;
      const [inventory, rates] = await Promise.all([
        db
          .select(inventoryColumns)
          .from(roomInventory)
          .where(
            and(
              sql`${roomInventory.roomTypeId} = any(${ids}::int[])`,
              gte(roomInventory.date, from),
              lte(roomInventory.date, to),
            ),
          ),
        db
          .select(rateColumns)
          .from(nightlyRates)
          .where(
            and(
              sql`${nightlyRates.roomTypeId} = any(${ids}::int[])`,
              gte(nightlyRates.date, from),
              lte(nightlyRates.date, to),
            ),
          ),
      ]);
      return { inventory: inventory as InventoryNightRow[], rates: rates as RateNightRow[] };
    },

    /** The codes a connection knows the property's room types and rate plans by. */
    codeBook(propertyId: number, connection: string): Promise<ConnectionCodeBook> {
      return connectionCodeBook(db, propertyId, connection);
    },

    externalCodes(propertyId: number, connection: string): Promise<ExternalCodeRow[]> {
      return externalCodesOf(db, propertyId, connection);
    },

    connectionNames(propertyId: number): Promise<string[]> {
      return connectionNamesOf(db, propertyId);
    },

    /** Replaces a connection's codes (one replacement at a time per connection); the codes it had. */
    async replaceExternalCodes(
      tx: Tx,
      propertyId: number,
      connection: string,
      rows: readonly ExternalCodeRow[],
    ): Promise<ExternalCodeRow[]> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`external-codes:${propertyId}:${connection}`}))`);
      const before = await externalCodesOf(tx, propertyId, connection);
      await tx
        .delete(externalCodes)
        .where(and(eq(externalCodes.propertyId, propertyId), eq(externalCodes.connection, connection)));
      if (rows.length > 0)
        await tx
          .insert(externalCodes)
          .values(
            rows.map((row) => ({ propertyId, connection, entity: row.entity, entityId: row.entityId, code: row.code })),
          );
      return before;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * The inventory of each room type over its range, locked until the transaction ends, in
     * room type then date order: the order bookings take rooms in, so neither waits on the other
     * in a circle.
     */
    async lockInventory(tx: Tx, ranges: readonly InventoryRange[]): Promise<InventoryNightRow[]> {
      if (ranges.length === 0) return [];
      const column = (read: (r: InventoryRange) => string | number) => arrayLiteral(ranges.map(read));
      return (await tx
        .select(inventoryColumns)
        .from(roomInventory)
        .innerJoin(
          sql`unnest(${column((r) => r.roomTypeId)}::int[], ${column((r) => r.from)}::date[], ${column((r) => r.to)}::date[])
            AS wanted(room_type_id, first_night, last_night)`,
          sql`${roomInventory.roomTypeId} = wanted.room_type_id
            AND ${roomInventory.date} BETWEEN wanted.first_night AND wanted.last_night`,
        )
        .orderBy(asc(roomInventory.roomTypeId), asc(roomInventory.date))
        .for('update', { of: roomInventory })) as InventoryNightRow[];
    },

    /** The nightly rates of each room type and plan over its range, locked, in room type, plan and date order. */
    async lockRates(tx: Tx, ranges: readonly RateRange[]): Promise<RateNightRow[]> {
      if (ranges.length === 0) return [];
      const column = (read: (r: RateRange) => string | number) => arrayLiteral(ranges.map(read));
      return (await tx
        .select(rateColumns)
        .from(nightlyRates)
        .innerJoin(
          sql`unnest(${column((r) => r.roomTypeId)}::int[], ${column((r) => r.ratePlanId)}::int[],
              ${column((r) => r.from)}::date[], ${column((r) => r.to)}::date[])
            AS wanted(room_type_id, rate_plan_id, first_night, last_night)`,
          sql`${nightlyRates.roomTypeId} = wanted.room_type_id AND ${nightlyRates.ratePlanId} = wanted.rate_plan_id
            AND ${nightlyRates.date} BETWEEN wanted.first_night AND wanted.last_night`,
        )
        .orderBy(asc(nightlyRates.roomTypeId), asc(nightlyRates.ratePlanId), asc(nightlyRates.date))
        .for('update', { of: nightlyRates })) as RateNightRow[];
    },

    /** Writes rooms to sell and stop-sell of the nights given, of any room types (a statement per 20,000 nights). */
    async writeInventory(tx: Tx, nights: readonly InventoryNightRow[]) {
      for (let start = 0; start < nights.length; start += writeBatchRows) {
        const batch = nights.slice(start, start + writeBatchRows);
        const column = (read: (n: InventoryNightRow) => string | number | boolean) => arrayLiteral(batch.map(read));
        await tx.execute(sql`
          UPDATE room_inventory SET total = v.total, stop_sell = v.stop_sell
          FROM unnest(${column((n) => n.roomTypeId)}::int[], ${column((n) => n.date)}::date[],
            ${column((n) => n.total)}::int[], ${column((n) => n.stopSell)}::boolean[])
            AS v(room_type_id, date, total, stop_sell)
          WHERE room_inventory.room_type_id = v.room_type_id AND room_inventory.date = v.date`);
      }
    },

    /** Writes rates and restrictions of the nights given, of any room types and plans. */
    async writeRates(tx: Tx, nights: readonly RateNightRow[]) {
      for (let start = 0; start < nights.length; start += writeBatchRows) {
        const batch = nights.slice(start, start + writeBatchRows);
        const column = (read: (n: RateNightRow) => string | number | boolean | null) => arrayLiteral(batch.map(read));
        await tx.execute(sql`
          UPDATE nightly_rates SET base_rate = v.base_rate, closed = v.closed, closed_to_arrival = v.cta,
            closed_to_departure = v.ctd, min_stay = v.min_stay, max_stay = v.max_stay
          FROM unnest(${column((n) => n.roomTypeId)}::int[], ${column((n) => n.ratePlanId)}::int[],
            ${column((n) => n.date)}::date[], ${column((n) => n.baseRate)}::int[], ${column((n) => n.closed)}::boolean[],
            ${column((n) => n.closedToArrival)}::boolean[], ${column((n) => n.closedToDeparture)}::boolean[],
            ${column((n) => n.minStay)}::int[], ${column((n) => n.maxStay)}::int[])
            AS v(room_type_id, rate_plan_id, date, base_rate, closed, cta, ctd, min_stay, max_stay)
          WHERE nightly_rates.room_type_id = v.room_type_id AND nightly_rates.rate_plan_id = v.rate_plan_id
            AND nightly_rates.date = v.date`);
      }
    },
  };
}

/** ARI batches kept under their Idempotency-Keys (ari_change_requests), with their answers. */
function changeRequestRecords(db: Db) {
  return {
    /** The answer kept under an Idempotency-Key, with the fingerprint of the batch it answered. */
    async changeRequest(
      propertyId: number,
      idempotencyKey: string,
      tx: Tx | Db = db,
    ): Promise<{ requestFingerprint: string; responseBody: Record<string, unknown> } | undefined> {
      const [row] = await tx
        .select({
          requestFingerprint: ariChangeRequests.requestFingerprint,
          responseBody: ariChangeRequests.responseBody,
        })
        .from(ariChangeRequests)
        .where(and(eq(ariChangeRequests.propertyId, propertyId), eq(ariChangeRequests.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** Holds the key until the transaction ends: a twin of the batch sent meanwhile waits, then replays. */
    async lockIdempotencyKey(tx: Tx, propertyId: number, idempotencyKey: string) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ari-change:${propertyId}:${idempotencyKey}`}))`);
    },

    async keepChangeRequest(
      tx: Tx,
      row: { propertyId: number; idempotencyKey: string; requestFingerprint: string; responseBody: object },
    ) {
      await tx.insert(ariChangeRequests).values({ ...row, responseBody: row.responseBody as Record<string, unknown> });
    },
  };
}

export type AdminAriRepository = ReturnType<typeof createAdminAriRepository>;
