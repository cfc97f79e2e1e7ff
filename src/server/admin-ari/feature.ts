import type { Db } from '../db/client';
import type { PropertyService } from '../properties/service';
import type { Feature } from '../shared/feature';
import { connectionCodesRoutes } from './connection-codes-routes';
import { createConnectionCodesService } from './connection-codes';
import { createAdminAriRepository } from './repository';
import { adminAriRoutes } from './routes';
import { createAdminAriService } from './service';

// Rates and availability for staff and the hotel's other systems as app.ts wires it, on the
// app's one property service, with the codes those systems name room types and rate plans by.
export function createAdminAriFeature(deps: {
  db: Db;
  propertyService: PropertyService;
  now: (() => Date) | undefined;
}): Feature {
  const repository = createAdminAriRepository(deps.db);
  const service = createAdminAriService({
    repository,
    properties: deps.propertyService,
    now: deps.now ?? (() => new Date()),
  });
  const codes = createConnectionCodesService({ repository, properties: deps.propertyService });
  return {
    routes: async (api) => {
      await api.register(adminAriRoutes(service));
      await api.register(connectionCodesRoutes(codes));
    },
  };
}
