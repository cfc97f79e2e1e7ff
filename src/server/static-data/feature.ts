import type { Db } from '../db/client';
import type { Feature } from '../shared/feature';
import { createStaticDataRepository } from './repository';
import { staticDataRoutes } from './routes';
import { createStaticDataService } from './service';

// The static data feature as app.ts wires it: countries and the like, changed with the admin token.

export function createStaticDataFeature(deps: { db: Db; adminToken: string | undefined }): Feature {
  return {
    routes: staticDataRoutes(createStaticDataService(createStaticDataRepository(deps.db)), {
      adminToken: deps.adminToken,
    }),
  };
}
