import { and, gte, lte, sql } from 'drizzle-orm';
import type { InventoryRow, RateRow } from '../../domain/availability';
import { datesThrough } from '../../domain/stay-nights';
import type { Db } from '../db/client';
import { nightlyRates, roomInventory } from '../db/schema/rooms';

// Inventory, stop-sells and nightly rates: always read fresh, bookings and staff edits move them all the time, on any server.

export interface NightlyAri {
  inventory: InventoryRow[];
  rates: RateRow[];
}

export function createNightlyAriReader(db: Db) {
  // Inventory and rates of a stay or a calendar in one statement, one round trip: inventory
  // aggregated at the top, rates in a subquery. Prepared once: building this query anew costs
  // more than running it. Id lists travel as array literals ('{1,2,3}'); an empty one matches
  // nothing.
  const placeholder = sql.placeholder;
  const dayNumber = (column: typeof roomInventory.date | typeof nightlyRates.date) =>
    sql`${column} - ${placeholder('from')}::date`;
  const ratesNumbers = db
    .select({
      // Booleans as 1/0; no max stay as 0 (a max stay is at least 1).
      numbers: sql<string | null>`string_agg(concat_ws(',',
        ${nightlyRates.roomTypeId}, ${nightlyRates.ratePlanId}, ${dayNumber(nightlyRates.date)},
        ${nightlyRates.baseRate}, ${nightlyRates.costPerRoom}, ${nightlyRates.costPerAdult}, ${nightlyRates.costPerChild},
        ${nightlyRates.costPerInfant}, ${nightlyRates.perPersonCostPerAdult}, ${nightlyRates.perPersonCostPerChild},
        ${nightlyRates.perPersonCostPerInfant}, ${nightlyRates.closed}::int, ${nightlyRates.closedToArrival}::int,
        ${nightlyRates.closedToDeparture}::int, ${nightlyRates.minStay}, coalesce(${nightlyRates.maxStay}, 0)), ',')`,
    })
    .from(nightlyRates)
    .where(
      and(
        sql`${nightlyRates.roomTypeId} = any(${placeholder('roomTypeIds')}::int[])`,
        sql`${nightlyRates.ratePlanId} = any(${placeholder('ratePlanIds')}::int[])`,
        gte(nightlyRates.date, placeholder('from')),
        lte(nightlyRates.date, placeholder('to')),
      ),
    );
  const nightlyAriStatement = db
    .select({
      inventory: sql<string | null>`string_agg(concat_ws(',',
        ${roomInventory.roomTypeId}, ${dayNumber(roomInventory.date)}, ${roomInventory.total}, ${roomInventory.booked},
        ${roomInventory.stopSell}::int), ',')`,
      rates: sql<string | null>`(${ratesNumbers})`,
    })
    .from(roomInventory)
    .where(
      and(
        sql`${roomInventory.roomTypeId} = any(${placeholder('roomTypeIds')}::int[])`,
        gte(roomInventory.date, placeholder('from')),
        lte(roomInventory.date, placeholder('to')),
      ),
    )
    .prepare('availability_nightly_ari');

  return {
    /**
     * Inventory and nightly rates of the room types and rate plans given, for the dates
     * `from` to `to`, both included, in no particular order. Both id lists go to the primary
     * keys' leading columns, so each (room type, rate plan) pair is one index range.
     *
     * The rows come back as texts of comma-separated numbers, a fixed count per row: a
     * 36-month calendar is ~20,000 rate rows, and the drivers decode them row by row several
     * times slower (PGlite most of all) than JSON.parse reads one list of numbers.
     */
    async nightlyAri(range: {
      roomTypeIds: readonly number[];
      ratePlanIds: readonly number[];
      from: string;
      to: string;
    }): Promise<NightlyAri> {
      const { roomTypeIds, ratePlanIds, from, to } = range;
      if (roomTypeIds.length === 0 || to < from) return { inventory: [], rates: [] };
      const [texts] = await nightlyAriStatement.execute({
        roomTypeIds: idList(roomTypeIds),
        ratePlanIds: idList(ratePlanIds),
        from,
        to,
      });
      // Day numbers back to dates through one table, so the rows of a day share its string.
      const dates = datesThrough(from, to);
      const inventory: InventoryRow[] = [];
      const n = numbersOf(texts?.inventory);
      for (let i = 0; i + 4 < n.length; i += 5) {
        inventory.push({
          roomTypeId: n[i]!,
          date: dates[n[i + 1]!]!,
          total: n[i + 2]!,
          booked: n[i + 3]!,
          stopSell: n[i + 4] === 1,
        });
      }
      const rates: RateRow[] = [];
      const r = numbersOf(texts?.rates);
      for (let i = 0; i + 15 < r.length; i += 16) {
        rates.push({
          roomTypeId: r[i]!,
          ratePlanId: r[i + 1]!,
          date: dates[r[i + 2]!]!,
          baseRate: r[i + 3]!,
          costPerRoom: r[i + 4]!,
          costPerAdult: r[i + 5]!,
          costPerChild: r[i + 6]!,
          costPerInfant: r[i + 7]!,
          perPersonCostPerAdult: r[i + 8]!,
          perPersonCostPerChild: r[i + 9]!,
          perPersonCostPerInfant: r[i + 10]!,
          closed: r[i + 11] === 1,
          closedToArrival: r[i + 12] === 1,
          closedToDeparture: r[i + 13] === 1,
          minStay: r[i + 14]!,
          maxStay: r[i + 15] === 0 ? null : r[i + 15]!,
        });
      }
      return { inventory, rates };
    },
  };
}

/** [1, 2, 3] -> '{1,2,3}', an array literal for `= any($1::int[])`. */
function idList(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** "1,2,3" -> [1, 2, 3]; nothing -> []. */
function numbersOf(text: string | null | undefined): number[] {
  return text ? (JSON.parse(`[${text}]`) as number[]) : [];
}
