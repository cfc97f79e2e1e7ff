import { asc, eq, getTableColumns, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookingConfigurationSettingsSchema, preCheckInConfigurationSchema } from '../../contract/property-definition';
import type { Db } from '../db/client';
import { areas, locations, properties, propertyGroups } from '../db/schema/properties';
import { countries, creditCardTypes } from '../db/schema/static-data';

// Reads of properties, groups and what hangs off them. Only this file knows the tables.

// Everything but the imported definition file, which can be large and no read here needs.
const { definition: _definition, ...propertyColumns } = getTableColumns(properties);

export type PropertyRecord = Omit<typeof properties.$inferSelect, 'definition'>;

/**
 * A property's settings as every use reads them, parsed once here where the row is read: a
 * configuration stored before a setting existed gets that setting's default.
 */
export function withParsedSettings<
  T extends Partial<Pick<PropertyRecord, 'bookingConfiguration' | 'preCheckInConfiguration'>>,
>(row: T): T {
  return {
    ...row,
    ...(row.bookingConfiguration && {
      bookingConfiguration: bookingConfigurationSettingsSchema.parse(row.bookingConfiguration),
    }),
    ...(row.preCheckInConfiguration && {
      preCheckInConfiguration: preCheckInConfigurationSchema.parse(row.preCheckInConfiguration),
    }),
  };
}
export type PropertyGroupRecord = typeof propertyGroups.$inferSelect;

/** A property as the API describes it: its row plus its group and area. */
export interface PropertyWithPlace extends PropertyRecord {
  group: { code: string; theme: PropertyGroupRecord['theme'] } | null;
  areaName: string | null;
}

export function createPropertyRepository(db: Db) {
  return {
    /** By numeric id, else by code (case-insensitive). */
    async findProperty(ref: string): Promise<PropertyRecord | undefined> {
      return findByRef(ref, properties.id, properties.code, async (where) => {
        const rows = await db.select(propertyColumns).from(properties).where(where).limit(1);
        return rows[0] && withParsedSettings(rows[0]);
      });
    },

    /** When the property last changed (import or console), in ms; a one-column read the caches check. */
    async propertyVersion(ref: string): Promise<number | undefined> {
      return findByRef(ref, properties.id, properties.code, async (where) => {
        const rows = await db.select({ updatedAt: properties.updatedAt }).from(properties).where(where).limit(1);
        return rows[0]?.updatedAt.getTime();
      });
    },

    async findPropertyWithPlace(ref: string): Promise<PropertyWithPlace | undefined> {
      return findByRef(ref, properties.id, properties.code, async (where) => {
        const rows = await db
          .select({
            property: propertyColumns,
            groupCode: propertyGroups.code,
            groupTheme: propertyGroups.theme,
            areaName: areas.name,
          })
          .from(properties)
          .leftJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
          .leftJoin(areas, eq(areas.id, properties.areaId))
          .where(where)
          .limit(1);
        const row = rows[0];
        if (!row) return undefined;
        return {
          ...withParsedSettings(row.property),
          group: row.groupCode === null ? null : { code: row.groupCode, theme: row.groupTheme ?? {} },
          areaName: row.areaName,
        };
      });
    },

    async findGroup(ref: string): Promise<PropertyGroupRecord | undefined> {
      return findByRef(ref, propertyGroups.id, propertyGroups.code, async (where) => {
        const rows = await db.select().from(propertyGroups).where(where).limit(1);
        return rows[0];
      });
    },

    listGroupAreas(groupId: number) {
      return db
        .select({ AreaId: areas.id, Code: areas.code, Name: areas.name })
        .from(areas)
        .where(eq(areas.groupId, groupId))
        .orderBy(asc(areas.name), asc(areas.id));
    },

    listGroupProperties(groupId: number) {
      return db
        .select({
          id: properties.id,
          code: properties.code,
          name: properties.name,
          propertyImageUrl: properties.propertyImageUrl,
          hotelRating: properties.hotelRating,
          areaId: properties.areaId,
          city: properties.city,
          currency: properties.currency,
        })
        .from(properties)
        .where(eq(properties.groupId, groupId))
        .orderBy(asc(properties.name), asc(properties.id));
    },

    /** The locations of several properties at once (group search), by property then id. */
    listLocationsOfProperties(propertyIds: readonly number[]) {
      if (propertyIds.length === 0) return Promise.resolve([]);
      return db
        .select({ propertyId: locations.propertyId, LocationId: locations.id, Name: locations.name })
        .from(locations)
        .where(inArray(locations.propertyId, [...propertyIds]))
        .orderBy(asc(locations.propertyId), asc(locations.id));
    },

    listLocations(propertyId: number) {
      return db
        .select({ LocationId: locations.id, Name: locations.name })
        .from(locations)
        .where(eq(locations.propertyId, propertyId))
        .orderBy(asc(locations.id));
    },

    /** The card types with these codes, in no particular order. */
    listCreditCardTypes(codes: string[]) {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .select({ CreditCardTypeId: creditCardTypes.id, Code: creditCardTypes.code, Name: creditCardTypes.name })
        .from(creditCardTypes)
        .where(inArray(creditCardTypes.code, codes));
    },

    async findCountryName(code: string): Promise<string | undefined> {
      const rows = await db.select({ name: countries.name }).from(countries).where(eq(countries.code, code)).limit(1);
      return rows[0]?.name;
    },

    /** Properties that load a tag manager or a pixel on their pages. */
    listAnalyticsTags() {
      return db
        .select({
          code: properties.code,
          googleTagManagerContainerId: properties.googleTagManagerContainerId,
          facebookPixelId: properties.facebookPixelId,
        })
        .from(properties)
        .where(or(isNotNull(properties.googleTagManagerContainerId), isNotNull(properties.facebookPixelId)));
    },
  };
}

export type PropertyRepository = ReturnType<typeof createPropertyRepository>;

// Ids are int4: a longer digit string can only be a code.
const idPattern = /^\d{1,9}$/;

/** A reference is a numeric id or a code; an id wins when a code happens to be digits too. */
async function findByRef<T>(
  ref: string,
  idColumn: PgColumn,
  codeColumn: PgColumn,
  find: (where: SQL) => Promise<T | undefined>,
): Promise<T | undefined> {
  if (idPattern.test(ref)) {
    const byId = await find(eq(idColumn, Number(ref)));
    if (byId) return byId;
  }
  return find(sql`upper(${codeColumn}) = upper(${ref})`);
}
