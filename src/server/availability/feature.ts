import type { Db } from '../db/client';
import type { PropertyRepository } from '../properties/repository';
import type { PropertyService } from '../properties/service';
import type { Feature } from '../shared/feature';
import type { AriRepository } from './ari-repository';
import { createGroupSearch } from './group-search';
import { groupSearchRoutes } from './group-search-routes';
import { availabilityRoutes } from './routes';
import { createAvailabilityServices, type AvailabilityServices } from './service';

// The availability feature as app.ts wires it: the room search and the group search, both on
// the app's one ARI reader and property service.

export interface AvailabilityFeatureDeps {
  db: Db;
  properties: PropertyRepository;
  propertyService: PropertyService;
  ari: AriRepository;
  now: (() => Date) | undefined;
  /** The app's own room search and calendar, when it shares them (Rooms and Rates' first paint). */
  services?: AvailabilityServices;
}

export function createAvailabilityFeature(deps: AvailabilityFeatureDeps): Feature {
  const search = availabilityRoutes(deps.services ?? createAvailabilityServices(deps));
  const groupSearch = groupSearchRoutes(createGroupSearch(deps));
  return {
    routes: async (api) => {
      await api.register(search);
      await api.register(groupSearch);
    },
  };
}
