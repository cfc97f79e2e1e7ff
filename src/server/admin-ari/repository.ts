import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { InventoryNight, RateNight } from '../../domain/ari-changes';
import type { Db } from '../db/client';
import { nightlyRates, ratePlans, roomInventory, roomTypes } from '../db/schema/rooms';
import type { Tx } from '../properties/import-statements';

// The ARI rows staff read and change: a property's room types and rate plans, its per-night
// inventory and rates over a range, and locked reads and writes of chosen nights inside the
// transaction that changes them. Only this file of admin-ari knows those tables.

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

/** ['2026-06-05', ...] -> '{2026-06-05,...}' for `= any($1::date[])`. */
const dateList = (dates: readonly string[]) => `{${dates.join(',')}}`;

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

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The room type's inventory on these nights, locked until the transaction ends (bookings lock in date order too). */
    async lockInventory(tx: Tx, roomTypeId: number, dates: readonly string[]): Promise<InventoryNightRow[]> {
      return (await tx
        .select(inventoryColumns)
        .from(roomInventory)
        .where(
          and(eq(roomInventory.roomTypeId, roomTypeId), sql`${roomInventory.date} = any(${dateList(dates)}::date[])`),
        )
        .orderBy(asc(roomInventory.date))
        .for('update')) as InventoryNightRow[];
    },

    async lockRates(tx: Tx, roomTypeId: number, ratePlanId: number, dates: readonly string[]): Promise<RateNightRow[]> {
      return (await tx
        .select(rateColumns)
        .from(nightlyRates)
        .where(
          and(
            eq(nightlyRates.roomTypeId, roomTypeId),
            eq(nightlyRates.ratePlanId, ratePlanId),
            sql`${nightlyRates.date} = any(${dateList(dates)}::date[])`,
          ),
        )
        .orderBy(asc(nightlyRates.date))
        .for('update')) as RateNightRow[];
    },

    /** Writes rooms to sell and stop-sell of the nights given (one statement, however many nights). */
    async writeInventory(tx: Tx, roomTypeId: number, nights: readonly InventoryNight[]) {
      if (nights.length === 0) return;
      const column = (read: (n: InventoryNight) => string | number | boolean) => `{${nights.map(read).join(',')}}`;
      await tx.execute(sql`
        UPDATE room_inventory SET total = v.total, stop_sell = v.stop_sell
        FROM unnest(${column((n) => n.date)}::date[], ${column((n) => n.total)}::int[], ${column((n) => n.stopSell)}::boolean[])
          AS v(date, total, stop_sell)
        WHERE room_inventory.room_type_id = ${roomTypeId} AND room_inventory.date = v.date`);
    },

    async writeRates(tx: Tx, roomTypeId: number, ratePlanId: number, nights: readonly RateNight[]) {
      if (nights.length === 0) return;
      const column = (read: (n: RateNight) => string | number | boolean | null) =>
        `{${nights.map((n) => read(n) ?? 'NULL').join(',')}}`;
      await tx.execute(sql`
        UPDATE nightly_rates SET base_rate = v.base_rate, closed = v.closed, closed_to_arrival = v.cta,
          closed_to_departure = v.ctd, min_stay = v.min_stay, max_stay = v.max_stay
        FROM unnest(${column((n) => n.date)}::date[], ${column((n) => n.baseRate)}::int[], ${column((n) => n.closed)}::boolean[],
          ${column((n) => n.closedToArrival)}::boolean[], ${column((n) => n.closedToDeparture)}::boolean[],
          ${column((n) => n.minStay)}::int[], ${column((n) => n.maxStay)}::int[])
          AS v(date, base_rate, closed, cta, ctd, min_stay, max_stay)
        WHERE nightly_rates.room_type_id = ${roomTypeId} AND nightly_rates.rate_plan_id = ${ratePlanId}
          AND nightly_rates.date = v.date`);
    },
  };
}

export type AdminAriRepository = ReturnType<typeof createAdminAriRepository>;
