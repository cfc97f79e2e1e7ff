import type { Db } from '../db/client';
import type { PropertyService } from '../properties/service';
import type { Feature } from '../shared/feature';
import { createAdminAriRepository } from './repository';
import { adminAriRoutes } from './routes';
import { createAdminAriService } from './service';

// Rates and availability for staff as app.ts wires it, on the app's one property service.
export function createAdminAriFeature(deps: {
  db: Db;
  propertyService: PropertyService;
  now: (() => Date) | undefined;
}): Feature {
  const service = createAdminAriService({
    repository: createAdminAriRepository(deps.db),
    properties: deps.propertyService,
    now: deps.now ?? (() => new Date()),
  });
  return { routes: adminAriRoutes(service) };
}
