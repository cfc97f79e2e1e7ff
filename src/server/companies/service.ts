import type { Company, CompanySearchQuery } from '../../contract/companies';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import type { CompanyRepository } from './repository';

// GET Company/SearchCompanies: the company picker of the company invoice payment.
const resultsShown = 20;

export function createCompanyDirectory(deps: { properties: PropertyLookup; repository: CompanyRepository }) {
  return {
    async searchCompanies(query: CompanySearchQuery): Promise<Company[]> {
      const property = await requireProperty(deps.properties, query.propertyId);
      return deps.repository.searchCompanies(property.id, query.query, resultsShown);
    },
  };
}

export type CompanyDirectory = ReturnType<typeof createCompanyDirectory>;
