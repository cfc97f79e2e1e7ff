import { eq } from 'drizzle-orm';
import { propertyDefinitionSchema, type PropertyDefinition } from '../../contract/property-definition-file';
import type { Db, Tx } from '../db/client';
import { properties, propertyGroups } from '../db/schema/properties';
import { upsertPropertyRow } from '../properties/import-property-row';

// The property row as the settings and the definition export need it: the definition file it
// was last imported from (kept current by every settings change) and where it is placed.

export interface StoredProperty {
  id: number;
  code: string;
  name: string;
  groupId: number | null;
  groupCode: string | null;
  areaId: number | null;
  expandedUntil: string;
  updatedAt: Date;
  definition: PropertyDefinition;
}

export function createAdminSettingsRepository(db: Db) {
  const find = async (tx: Db, propertyId: number): Promise<StoredProperty | undefined> => {
    const [row] = await tx
      .select({
        id: properties.id,
        code: properties.code,
        name: properties.name,
        groupId: properties.groupId,
        groupCode: propertyGroups.code,
        areaId: properties.areaId,
        expandedUntil: properties.expandedUntil,
        updatedAt: properties.updatedAt,
        definition: properties.definition,
      })
      .from(properties)
      .leftJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
      .where(eq(properties.id, propertyId))
      .limit(1);
    // Stored parsed at import, so parsing again only restores the type (and new defaults).
    return row && { ...row, definition: propertyDefinitionSchema.parse(row.definition) };
  };

  return {
    findProperty: (propertyId: number) => find(db, propertyId),

    async findPropertyIn(tx: Tx, propertyId: number): Promise<StoredProperty> {
      const stored = await find(tx, propertyId);
      if (!stored) throw new Error(`property ${propertyId} vanished`);
      return stored;
    },

    /** Writes a changed definition to the property's row (its columns and the stored file), not its rooms or nights. */
    async saveDefinition(tx: Tx, stored: StoredProperty, definition: PropertyDefinition): Promise<void> {
      await upsertPropertyRow(tx, definition, {
        groupId: stored.groupId,
        areaId: stored.areaId,
        until: stored.expandedUntil,
      });
    },

    /** Runs `work` in one transaction, reading the property afresh and locked inside it. */
    transaction<T>(propertyId: number, work: (tx: Tx, stored: StoredProperty) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
        const stored = await find(tx, propertyId);
        if (!stored) throw new Error(`property ${propertyId} vanished`);
        return work(tx, stored);
      });
    },
  };
}

export type AdminSettingsRepository = ReturnType<typeof createAdminSettingsRepository>;
