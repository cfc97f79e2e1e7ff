import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ratePlans, roomTypes } from '../db/schema/rooms';
import type { InventoryRow, NightlyRateRow } from './expand-nights';

// The per-night rows an import or a roll-forward writes, tens of thousands at a time.

// Each column goes as one array literal: a handful of bind parameters per batch on both
// drivers, and about twice as fast on PGlite as a JSON document.
const BATCH_ROWS = 10_000;

/** '{1,2,NULL}' for numbers, booleans and ISO dates (none need quoting). */
const arrayLiteral = (values: readonly (number | string | boolean | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

export async function insertNightlyRates(
  tx: Tx,
  rows: readonly NightlyRateRow[],
  ids: { roomTypes: ReadonlyMap<string, number>; ratePlans: ReadonlyMap<string, number> },
  mode: 'replace' | 'keep existing',
) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows
      .slice(start, start + BATCH_ROWS)
      .filter((r) => ids.roomTypes.has(r.roomType) && ids.ratePlans.has(r.ratePlan));
    if (batch.length === 0) continue;
    const column = (read: (r: NightlyRateRow) => number | string | boolean | null) => arrayLiteral(batch.map(read));
    await tx.execute(sql`
      INSERT INTO nightly_rates (room_type_id, rate_plan_id, date, base_rate, cost_per_room, cost_per_adult, cost_per_child, cost_per_infant,
        per_person_cost_per_adult, per_person_cost_per_child, per_person_cost_per_infant, closed, closed_to_arrival, closed_to_departure, min_stay, max_stay)
      SELECT * FROM unnest(
        ${column((r) => ids.roomTypes.get(r.roomType)!)}::int[], ${column((r) => ids.ratePlans.get(r.ratePlan)!)}::int[], ${column((r) => r.date)}::date[],
        ${column((r) => r.baseRate)}::int[], ${column((r) => r.costPerRoom)}::int[], ${column((r) => r.costPerAdult)}::int[],
        ${column((r) => r.costPerChild)}::int[], ${column((r) => r.costPerInfant)}::int[], ${column((r) => r.perPersonCostPerAdult)}::int[],
        ${column((r) => r.perPersonCostPerChild)}::int[], ${column((r) => r.perPersonCostPerInfant)}::int[], ${column((r) => r.closed)}::boolean[],
        ${column((r) => r.closedToArrival)}::boolean[], ${column((r) => r.closedToDeparture)}::boolean[], ${column((r) => r.minStay)}::int[],
        ${column((r) => r.maxStay)}::int[])
      ${mode === 'keep existing' ? sql`ON CONFLICT DO NOTHING` : sql``}`);
  }
}

export async function insertInventory(
  tx: Tx,
  rows: readonly InventoryRow[],
  roomTypeIds: ReadonlyMap<string, number>,
  mode: 'update totals' | 'keep existing',
) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).filter((r) => roomTypeIds.has(r.roomType));
    if (batch.length === 0) continue;
    await tx.execute(sql`
      INSERT INTO room_inventory (room_type_id, date, total)
      SELECT * FROM unnest(${arrayLiteral(batch.map((r) => roomTypeIds.get(r.roomType)!))}::int[], ${arrayLiteral(batch.map((r) => r.date))}::date[], ${arrayLiteral(batch.map((r) => r.total))}::int[])
      ON CONFLICT (room_type_id, date) DO ${
        mode === 'update totals'
          ? // The file is the whole property from today on: a stop-sell made in the console ends too, as its rates do.
            sql`UPDATE SET total = GREATEST(excluded.total, room_inventory.booked), stop_sell = false
              WHERE room_inventory.total IS DISTINCT FROM GREATEST(excluded.total, room_inventory.booked) OR room_inventory.stop_sell`
          : sql`NOTHING`
      }`);
  }
}

export async function codeIds(tx: Tx, propertyId: number) {
  const rts = await tx
    .select({ id: roomTypes.id, code: roomTypes.code })
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, propertyId));
  const rps = await tx
    .select({ id: ratePlans.id, code: ratePlans.code })
    .from(ratePlans)
    .where(eq(ratePlans.propertyId, propertyId));
  return { roomTypes: new Map(rts.map((r) => [r.code, r.id])), ratePlans: new Map(rps.map((r) => [r.code, r.id])) };
}
