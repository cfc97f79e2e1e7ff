import type { Db } from '../db/client';
import type { PropertyLookup } from '../properties/require-property';
import type { Feature } from '../shared/feature';
import { createCompanyRepository } from './repository';
import { companyRoutes } from './routes';
import { createCompanyDirectory } from './service';

// The companies feature as app.ts wires it: the company directory of invoice bookings.

export function createCompaniesFeature(deps: { db: Db; properties: PropertyLookup }): Feature {
  return {
    routes: companyRoutes(
      createCompanyDirectory({ properties: deps.properties, repository: createCompanyRepository(deps.db) }),
    ),
  };
}
