import { eq, lt } from 'drizzle-orm';
import {
  parsePropertyDefinitionFile,
  propertyDefinitionSchema,
  type PropertyDefinition,
} from '../../contract/property-definition-file';
import { addDays } from '../../domain/stay-nights';
import type { Db, Tx } from '../db/client';
import { exchangeRates, properties } from '../db/schema/properties';
import { fieldPath, PropertyDefinitionError, type DefinitionPath } from './definition-error';
import {
  expandNights,
  expansionWindowEnd,
  resolveRelativeDates,
  type InventoryRow,
  type NightlyRateRow,
} from './expand-nights';
import { upsertCommerce } from './import-commerce';
import { findPlacement, upsertGroup } from './import-group';
import { upsertPropertyRow } from './import-property-row';
import { upsertRestaurants } from './import-restaurants';
import { upsertRoomsAndRates } from './import-rooms-and-rates';
import { upsertServices } from './import-services';
import { fromExcluded, type EntityCounts } from './import-statements';
import { codeIds, insertInventory, insertNightlyRates } from './per-night-rows';

// Imports a property definition file (format: contract/property-definition.ts, docs/property-definition.md) in one
// transaction, keyed by codes, so importing the same file twice changes nothing. Bookings
// survive a re-import: room_inventory.booked, service used_inventory and voucher consumption
// are never reset, and totals are never set below what is already sold. Each aggregate has
// its own upsert module (import-*.ts); this file orders them.

export type { EntityCounts };

export interface PropertyImportResult {
  code: string;
  propertyId: number;
  action: 'created' | 'updated';
  roomTypes: EntityCounts;
  ratePlans: EntityCounts;
  locations: EntityCounts;
  services: EntityCounts;
  restaurants: EntityCounts;
  companies: EntityCounts;
  giftVouchers: EntityCounts;
  nightlyRates: number;
  inventoryNights: number;
  expandedUntil: string;
  /** Things the operator should know: clamped totals, items no longer in the file. */
  warnings: string[];
}

export interface ImportResult {
  group: { code: string; action: 'created' | 'updated' } | null;
  properties: PropertyImportResult[];
  exchangeRates: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export async function importPropertyDefinition(db: Db, file: unknown, opts: { today: string }): Promise<ImportResult> {
  if (!isoDate.test(opts.today)) throw new Error(`today must be YYYY-MM-DD, got ${opts.today}`);
  const parsed = parsePropertyDefinitionFile(file);
  if (!parsed.success) {
    throw new PropertyDefinitionError(
      parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({
              field: fieldPath([...issue.path, key]),
              message: 'is not a field of this format',
            }))
          : [{ field: fieldPath(issue.path), message: issue.message }],
      ),
    );
  }
  const definition = parsed.data;
  const single = definition.Group === null && !isGroupShaped(file);
  const pathOf = (i: number): DefinitionPath => (single ? [] : ['Properties', i]);
  // Everything that can be wrong with the file is found before the first write.
  const resolved = definition.Properties.map((p, i) => resolveRelativeDates(p, opts.today, pathOf(i)));
  const until = expansionWindowEnd(opts.today);
  const expanded = resolved.map((p, i) => expandNights(p, opts.today, until, pathOf(i)));
  const exchangeRateSets = [...definition.ExchangeRates, ...resolved.flatMap((p) => p.ExchangeRates)];

  return db.transaction(async (tx) => {
    const group = definition.Group ? await upsertGroup(tx, definition.Group) : null;
    const results: PropertyImportResult[] = [];
    for (const [i, property] of resolved.entries()) {
      const placement = group
        ? { groupId: group.id, areaId: property.AreaCode === null ? null : group.areaIds.get(property.AreaCode)! }
        : await findPlacement(tx, property, pathOf(i));
      results.push(await importProperty(tx, property, expanded[i]!, { today: opts.today, until, ...placement }));
    }
    let rateCount = 0;
    for (const set of exchangeRateSets) {
      const rows = Object.entries(set.Rates).map(([currency, rate]) => ({
        baseCurrency: set.BaseCurrency,
        currency,
        rate: String(rate),
        updatedAt: new Date(),
      }));
      if (rows.length === 0) continue;
      await tx
        .insert(exchangeRates)
        .values(rows)
        .onConflictDoUpdate({
          target: [exchangeRates.baseCurrency, exchangeRates.currency],
          set: fromExcluded(exchangeRates, ['rate', 'updatedAt']),
        });
      rateCount += rows.length;
    }
    return {
      group: group && { code: definition.Group!.Code, action: group.action },
      properties: results,
      exchangeRates: rateCount,
    };
  });
}

const isGroupShaped = (file: unknown) =>
  typeof file === 'object' && file !== null && ('Properties' in file || 'Group' in file);

/**
 * Re-expands per-night rows of every property whose rows end before the window of `today`
 * (36 months and one), from the definition stored at its last import. Called at start.
 */
export async function rollForward(db: Db, today: string): Promise<{ code: string; expandedUntil: string }[]> {
  const until = expansionWindowEnd(today);
  const due = await db
    .select({
      id: properties.id,
      code: properties.code,
      definition: properties.definition,
      expandedUntil: properties.expandedUntil,
    })
    .from(properties)
    .where(lt(properties.expandedUntil, until));
  const rolled: { code: string; expandedUntil: string }[] = [];
  for (const row of due) {
    const definition = propertyDefinitionSchema.parse(row.definition);
    const from = row.expandedUntil < today ? today : addDays(row.expandedUntil, 1);
    const { rates, inventory } = expandNights(definition, from, until);
    await db.transaction(async (tx) => {
      const ids = await codeIds(tx, row.id);
      await insertNightlyRates(tx, rates, ids, 'keep existing');
      await insertInventory(tx, inventory, ids.roomTypes, 'keep existing');
      await tx.update(properties).set({ expandedUntil: until }).where(eq(properties.id, row.id));
    });
    rolled.push({ code: row.code, expandedUntil: until });
  }
  return rolled;
}

// --- one property --------------------------------------------------------------------------

interface ImportContext {
  today: string;
  until: string;
  groupId: number | null;
  areaId: number | null;
}

async function importProperty(
  tx: Tx,
  p: PropertyDefinition,
  nights: { rates: NightlyRateRow[]; inventory: InventoryRow[] },
  ctx: ImportContext,
): Promise<PropertyImportResult> {
  const warnings: string[] = [];
  const property = await upsertPropertyRow(tx, p, ctx);
  const propertyId = property.id;
  const rooms = await upsertRoomsAndRates(tx, p, nights, { propertyId, today: ctx.today, warnings });
  const services = await upsertServices(tx, p, {
    propertyId,
    roomTypeIds: rooms.roomTypeIds,
    ratePlanIds: rooms.ratePlanIds,
    warnings,
  });
  const restaurants = await upsertRestaurants(tx, p, { propertyId, today: ctx.today });
  const commerce = await upsertCommerce(tx, p, propertyId);
  return {
    code: p.Code,
    propertyId,
    action: property.created ? 'created' : 'updated',
    roomTypes: rooms.roomTypes,
    ratePlans: rooms.ratePlans,
    locations: rooms.locations,
    services,
    restaurants,
    companies: commerce.companies,
    giftVouchers: commerce.giftVouchers,
    nightlyRates: nights.rates.length,
    inventoryNights: nights.inventory.length,
    expandedUntil: ctx.until,
    warnings,
  };
}
