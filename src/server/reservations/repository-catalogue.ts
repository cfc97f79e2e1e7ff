import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, creditCardTypes } from '../db/schema/static-data';
import { findPropertyCompany } from '../shared/reservation-lookups';
import { readRoomConfigurationOptions } from '../shared/room-configuration-options';
import { readServiceCatalogue, type CatalogueService } from '../shared/service-catalogue';

// What a booking refers to but does not own: the property's companies, extras and room
// configurations, and the static card types and countries.

export type ServiceRecord = CatalogueService;

export function catalogueRecords(db: Db) {
  return {
    findCompany(propertyId: number, companyId: number) {
      return findPropertyCompany(db, propertyId, companyId);
    },

    listServices(propertyId: number, ids: readonly number[]): Promise<ServiceRecord[]> {
      return readServiceCatalogue(db, propertyId, ids);
    },

    async findCreditCardTypeCode(creditCardTypeId: number): Promise<string | undefined> {
      const rows = await db
        .select({ code: creditCardTypes.code })
        .from(creditCardTypes)
        .where(eq(creditCardTypes.id, creditCardTypeId))
        .limit(1);
      return rows[0]?.code;
    },

    async findCreditCardTypeName(code: string): Promise<string | undefined> {
      const rows = await db
        .select({ name: creditCardTypes.name })
        .from(creditCardTypes)
        .where(eq(creditCardTypes.code, code))
        .limit(1);
      return rows[0]?.name;
    },

    async findCountryName(countryId: number): Promise<string | undefined> {
      const rows = await db
        .select({ name: countries.name })
        .from(countries)
        .where(eq(countries.id, countryId))
        .limit(1);
      return rows[0]?.name;
    },

    listRoomConfigurationOptions: (propertyId: number, ids: readonly number[]) =>
      readRoomConfigurationOptions(db, propertyId, ids),
  };
}
