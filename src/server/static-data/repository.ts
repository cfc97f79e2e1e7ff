import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, creditCardTypes } from '../db/schema/static-data';

// Reads of the reference lists. Only this file knows their tables.
export function createStaticDataRepository(db: Db) {
  return {
    listCountries() {
      return db
        .select({
          CountryId: countries.id,
          Code: countries.code,
          Name: countries.name,
          DialCode: countries.dialCode,
          sortOrder: countries.sortOrder,
        })
        .from(countries)
        .orderBy(asc(countries.sortOrder), asc(countries.name));
    },
    listCreditCardTypes() {
      return db
        .select({ CreditCardTypeId: creditCardTypes.id, Code: creditCardTypes.code, Name: creditCardTypes.name })
        .from(creditCardTypes)
        .orderBy(asc(creditCardTypes.id));
    },
  };
}

export type StaticDataRepository = ReturnType<typeof createStaticDataRepository>;
