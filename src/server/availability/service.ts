import type { Db } from '../db/client';
import type { PropertyRepository } from '../properties/repository';
import { createPropertyService, type PropertyService } from '../properties/service';
import { createAriRepository, type AriRepository } from './ari-repository';
import { createCalendarService } from './calendar';
import { createRoomConfigurationService } from './room-configuration';
import { createSearchService } from './search';

// The availability feature's services over one ARI repository, so they share its in-memory
// room catalogues, and one property service, so they share its cache of property records.
/** `ari` and `propertyService` are the app's own (built once in app.ts); made here when not given. */
export function createAvailabilityServices(deps: {
  db: Db;
  properties: PropertyRepository;
  propertyService?: PropertyService;
  ari?: AriRepository;
  now?: (() => Date) | undefined;
}) {
  const ari = deps.ari ?? createAriRepository(deps.db);
  const properties = deps.propertyService ?? createPropertyService(deps.properties);
  const now = deps.now ?? (() => new Date());
  return {
    search: createSearchService({ properties, ari, now }),
    calendar: createCalendarService({ properties, ari, now }),
    roomConfiguration: createRoomConfigurationService({ properties, ari }),
  };
}

export type AvailabilityServices = ReturnType<typeof createAvailabilityServices>;
