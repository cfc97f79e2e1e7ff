import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { PropertyDefinition } from '../../contract/property-definition-file';
import { toMinorUnits } from '../../domain/money';
import { serviceArticles, services } from '../db/schema/services';
import { fromExcluded, wasInserted, type EntityCounts } from './import-statements';

// The extras a property sells with rooms, and their articles. Inventory never goes below what
// is already sold.

export async function upsertServices(
  tx: Tx,
  p: PropertyDefinition,
  ctx: {
    propertyId: number;
    roomTypeIds: ReadonlyMap<string, number>;
    ratePlanIds: ReadonlyMap<string, number>;
    warnings: string[];
  },
): Promise<EntityCounts> {
  const { propertyId, roomTypeIds, ratePlanIds, warnings } = ctx;
  const serviceCounts = { created: 0, updated: 0 };
  for (const [i, s] of p.Services.entries()) {
    const [row] = await tx
      .insert(services)
      .values({
        propertyId,
        code: s.Code,
        name: s.Name,
        description: s.Description,
        imageUrl: s.ImageUrl,
        chargeType: s.ChargeType,
        chargePerPerson: s.ChargePerPerson,
        startingInventory: s.Inventory,
        roomTypeIds: s.RoomTypes?.map((code) => roomTypeIds.get(code)!) ?? null,
        ratePlanIds: s.RatePlans?.map((code) => ratePlanIds.get(code)!) ?? null,
        sortOrder: i,
      })
      .onConflictDoUpdate({
        target: [services.propertyId, services.code],
        set: {
          ...fromExcluded(services, [
            'name',
            'description',
            'imageUrl',
            'chargeType',
            'chargePerPerson',
            'roomTypeIds',
            'ratePlanIds',
            'sortOrder',
          ]),
          startingInventory: sql`CASE WHEN excluded.starting_inventory IS NULL THEN NULL ELSE GREATEST(excluded.starting_inventory, ${services.usedInventory}) END`,
        },
      })
      .returning({ id: services.id, created: wasInserted, startingInventory: services.startingInventory });
    serviceCounts[row!.created ? 'created' : 'updated']++;
    if (s.Inventory !== null && row!.startingInventory !== s.Inventory) {
      warnings.push(
        `service ${s.Code}: the file asks for an inventory of ${s.Inventory} but ${row!.startingInventory} are sold; kept at ${row!.startingInventory}`,
      );
    }
    await syncArticles(
      tx,
      row!.id,
      s.Articles.map((a) => ({ name: a.Name, price: toMinorUnits(a.Price, p.Currency) })),
    );
  }
  return serviceCounts;
}

// Articles have no codes: matched by name so their ids stay.
async function syncArticles(tx: Tx, serviceId: number, wanted: { name: string; price: number }[]) {
  const existing = await tx.select().from(serviceArticles).where(eq(serviceArticles.serviceId, serviceId));
  const byName = new Map(existing.map((a) => [a.name, a]));
  const kept = new Set<number>();
  const fresh: (typeof serviceArticles.$inferInsert)[] = [];
  for (const w of wanted) {
    const found = byName.get(w.name);
    if (!found || kept.has(found.id)) {
      fresh.push({ serviceId, ...w });
      continue;
    }
    kept.add(found.id);
    if (found.price !== w.price)
      await tx.update(serviceArticles).set({ price: w.price }).where(eq(serviceArticles.id, found.id));
  }
  const gone = existing.filter((a) => !kept.has(a.id)).map((a) => a.id);
  if (gone.length > 0) await tx.delete(serviceArticles).where(inArray(serviceArticles.id, gone));
  if (fresh.length > 0) await tx.insert(serviceArticles).values(fresh);
}
