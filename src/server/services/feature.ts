import type { Db } from '../db/client';
import type { PropertyLookup } from '../properties/require-property';
import type { Feature } from '../shared/feature';
import { createServiceRepository } from './repository';
import { serviceRoutes } from './routes';
import { createServiceCatalogue } from './service';

// The services feature as app.ts wires it: the extras a stay may add.

export function createServicesFeature(deps: { db: Db; properties: PropertyLookup }): Feature {
  return {
    routes: serviceRoutes(
      createServiceCatalogue({ properties: deps.properties, repository: createServiceRepository(deps.db) }),
    ),
  };
}
