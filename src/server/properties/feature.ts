import type { Feature } from '../shared/feature';
import { propertyRoutes } from './routes';
import type { PropertyService } from './service';

// The property feature as app.ts wires it: the property definitions, read through the app's one
// property service.

export function createPropertiesFeature(deps: { propertyService: PropertyService }): Feature {
  return { routes: propertyRoutes(deps.propertyService) };
}
