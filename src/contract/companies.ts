import { z } from 'zod';

// GET /api/Company/SearchCompanies: companies that may book on account (company invoice,
// docs/product.md, who may pay how), found by name or account code. An empty list is "No Results found".

export const companySearchQuerySchema = z.object({
  propertyId: z.string().trim().min(1, { error: 'Please choose a property.' }).max(64),
  query: z
    .string({ error: 'Please type part of the company name.' })
    .trim()
    .min(2, { error: 'Please type at least 2 letters of the company name.' })
    .max(100, { error: 'The search can be at most 100 characters.' }),
});
export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;

/** AccountId is what Reservation/Create takes as AccountId. */
export const companySchema = z.object({ AccountId: z.number().int(), Name: z.string(), City: z.string() });
export type Company = z.infer<typeof companySchema>;

/** At most 20, best matches first (names starting with the query, then the rest, by name). */
export const companySearchResponseSchema = z.array(companySchema);
