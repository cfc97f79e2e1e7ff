import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { InventoryRow, RatePlanRules, RateRow, RoomTypeRules } from '../../domain/availability';
import { datesThrough } from '../../domain/stay-nights';
import type { Db } from '../db/client';
import { giftVouchers } from '../db/schema/commerce';
import {
  nightlyRates,
  ratePlans,
  roomConfigurationOptions,
  roomInventory,
  roomTypes,
  roomTypeUpgrades,
} from '../db/schema/rooms';

// Reads of a property's rooms and ARI (availability, rates and inventory). Only this file
// knows those tables. Rows come out in the shapes src/domain/availability reads.
//
// Room types, rate plans and upgrades change only when the property is (re)imported, which
// moves properties.updated_at: they are kept in memory per property and reloaded as soon as
// a caller brings a property row with a later updated_at. Inventory, stop-sells and nightly
// rates are always read fresh: bookings and staff edits move them all the time, on any server.

export interface RoomTypeRecord extends RoomTypeRules {
  name: string;
  description: string;
  photos: string[];
  features: string[];
}

export interface RatePlanRecord extends RatePlanRules {
  name: string;
  description: string;
  inclusions: string[];
  policy: string;
  refundable: boolean;
  promotion: string | null;
  canPayByCompanyInvoice: boolean;
}

/** What a property sells, in display order (sort order, then id). */
export interface RoomCatalogue {
  roomTypes: RoomTypeRecord[];
  ratePlans: RatePlanRecord[];
  /** Room type id -> the room types a guest may be offered instead, in display order. */
  upgradeRoomTypeIds: ReadonlyMap<number, number[]>;
}

export interface NightlyAri {
  inventory: InventoryRow[];
  rates: RateRow[];
}

/** A gift voucher as the search reports it. */
export interface GiftVoucherRecord {
  code: string;
  /** Minor units of `currency`. */
  remaining: number;
  currency: string;
  expiresOn: string | null;
}

/** Properties whose catalogue is kept; the least recently used one goes first. */
const cataloguesKept = 100;

export function createAriRepository(db: Db) {
  const catalogues = new Map<number, { version: number; catalogue: Promise<RoomCatalogue> }>();

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

  async function readCatalogue(propertyId: number): Promise<RoomCatalogue> {
    const [roomTypeRows, ratePlanRows, upgradeRows] = await Promise.all([
      db
        .select({
          id: roomTypes.id,
          name: roomTypes.name,
          description: roomTypes.description,
          photos: roomTypes.photos,
          features: roomTypes.features,
          locationId: roomTypes.locationId,
          minimumOccupancy: roomTypes.minimumOccupancy,
          maximumOccupancy: roomTypes.maximumOccupancy,
          adultMaximumOccupancy: roomTypes.adultMaximumOccupancy,
          childMaximumOccupancy: roomTypes.childMaximumOccupancy,
        })
        .from(roomTypes)
        .where(eq(roomTypes.propertyId, propertyId))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
      db
        .select({
          id: ratePlans.id,
          code: ratePlans.code,
          name: ratePlans.name,
          description: ratePlans.description,
          inclusions: ratePlans.inclusions,
          policy: ratePlans.policy,
          refundable: ratePlans.refundable,
          promoCode: ratePlans.promoCode,
          promotion: ratePlans.promotion,
          discountPercent: ratePlans.discountPercent,
          baseNumberOfAdults: ratePlans.baseNumberOfAdults,
          useOccupancyForRatePlan: ratePlans.useOccupancyForRatePlan,
          minimumOccupancy: ratePlans.minimumOccupancy,
          maximumOccupancy: ratePlans.maximumOccupancy,
          adultMaximumOccupancy: ratePlans.adultMaximumOccupancy,
          childMaximumOccupancy: ratePlans.childMaximumOccupancy,
          canPayByCompanyInvoice: ratePlans.canPayByCompanyInvoice,
        })
        .from(ratePlans)
        .where(eq(ratePlans.propertyId, propertyId))
        .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id)),
      db
        .select({ roomTypeId: roomTypeUpgrades.roomTypeId, upgradeRoomTypeId: roomTypeUpgrades.upgradeRoomTypeId })
        .from(roomTypeUpgrades)
        .innerJoin(roomTypes, eq(roomTypes.id, roomTypeUpgrades.upgradeRoomTypeId))
        .where(eq(roomTypes.propertyId, propertyId))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
    ]);
    const upgradeRoomTypeIds = new Map<number, number[]>();
    for (const row of upgradeRows) {
      const list = upgradeRoomTypeIds.get(row.roomTypeId);
      if (list) list.push(row.upgradeRoomTypeId);
      else upgradeRoomTypeIds.set(row.roomTypeId, [row.upgradeRoomTypeId]);
    }
    return { roomTypes: roomTypeRows, ratePlans: ratePlanRows, upgradeRoomTypeIds };
  }

  return {
    /** The property's room types, rate plans and upgrades, from memory while updatedAt stands. */
    roomCatalogue(property: { id: number; updatedAt: Date }): Promise<RoomCatalogue> {
      const version = property.updatedAt.getTime();
      const kept = catalogues.get(property.id);
      catalogues.delete(property.id);
      if (kept && kept.version === version) {
        catalogues.set(property.id, kept);
        return kept.catalogue;
      }
      const catalogue = readCatalogue(property.id);
      const entry = { version, catalogue };
      catalogues.set(property.id, entry);
      // A failed read is not kept: the next request tries again.
      catalogue.catch(() => {
        if (catalogues.get(property.id) === entry) catalogues.delete(property.id);
      });
      if (catalogues.size > cataloguesKept) catalogues.delete(catalogues.keys().next().value!);
      return catalogue;
    },

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

    /** A gift voucher of the property by its code, as a guest types it (any case). */
    async findGiftVoucher(propertyId: number, code: string): Promise<GiftVoucherRecord | undefined> {
      const rows = await db
        .select({
          code: giftVouchers.code,
          remaining: giftVouchers.remaining,
          currency: giftVouchers.currency,
          expiresOn: giftVouchers.expiresOn,
        })
        .from(giftVouchers)
        .where(and(eq(giftVouchers.propertyId, propertyId), sql`upper(${giftVouchers.code}) = upper(${code})`))
        .limit(1);
      return rows[0];
    },

    /** Bed set-ups offered with a room type (or, without one, with any): general ones first. */
    listRoomConfigurationOptions(propertyId: number, roomTypeId: number | undefined) {
      return db
        .select({
          RoomConfigurationDropdownOptionId: roomConfigurationOptions.id,
          Name: roomConfigurationOptions.name,
          RoomTypeId: roomConfigurationOptions.roomTypeId,
        })
        .from(roomConfigurationOptions)
        .where(
          and(
            eq(roomConfigurationOptions.propertyId, propertyId),
            roomTypeId === undefined
              ? undefined
              : or(isNull(roomConfigurationOptions.roomTypeId), eq(roomConfigurationOptions.roomTypeId, roomTypeId)),
          ),
        )
        .orderBy(
          sql`${roomConfigurationOptions.roomTypeId} IS NOT NULL`,
          asc(roomConfigurationOptions.roomTypeId),
          asc(roomConfigurationOptions.sortOrder),
          asc(roomConfigurationOptions.id),
        );
    },
  };
}

export type AriRepository = ReturnType<typeof createAriRepository>;

/** [1, 2, 3] -> '{1,2,3}', an array literal for `= any($1::int[])`. */
function idList(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** "1,2,3" -> [1, 2, 3]; nothing -> []. */
function numbersOf(text: string | null | undefined): number[] {
  return text ? (JSON.parse(`[${text}]`) as number[]) : [];
}
