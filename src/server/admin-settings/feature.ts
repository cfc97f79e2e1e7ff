import type { Db } from '../db/client';
import type { PropertyService } from '../properties/service';
import type { Feature } from '../shared/feature';
import { createAdminSettingsRepository } from './repository';
import { adminSettingsRoutes } from './routes';
import { createAdminSettingsService } from './service';

// A property's settings and definition file for staff, as app.ts wires it.
export function createAdminSettingsFeature(deps: {
  db: Db;
  propertyService: PropertyService;
  now: (() => Date) | undefined;
}): Feature {
  const service = createAdminSettingsService({
    repository: createAdminSettingsRepository(deps.db),
    clearPropertyCache: () => deps.propertyService.clearCache(),
    now: deps.now ?? (() => new Date()),
  });
  return { routes: adminSettingsRoutes(service) };
}
