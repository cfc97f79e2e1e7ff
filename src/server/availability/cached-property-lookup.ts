import type { PropertyService } from '../properties/service';

// The availability calls take the numeric property id or its code, like GET Property, and
// read the property through the property service's short-lived cache (a property changes
// only by import), so a search spends no query on it. 404 when there is none.
export type CachedPropertyLookup = Pick<PropertyService, 'requireProperty'>;
