import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema/commerce';

// Reads of the companies that book on account; only this file knows the table.
export function createCompanyRepository(db: Db) {
  return {
    /** Companies whose name or account code contains `text` (any case); names starting with it first. */
    searchCompanies(propertyId: number, text: string, limit: number) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const startsWith = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ AccountId: companies.id, Name: companies.name, City: companies.city })
        .from(companies)
        .where(
          and(
            eq(companies.propertyId, propertyId),
            or(ilike(companies.name, pattern), ilike(companies.accountCode, pattern)),
          ),
        )
        .orderBy(sql`${companies.name} ILIKE ${startsWith} DESC`, asc(companies.name), asc(companies.id))
        .limit(limit);
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
