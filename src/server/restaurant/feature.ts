import type { Feature } from '../shared/feature';
import { restaurantRoutes } from './routes';
import { createRestaurantServices, type RestaurantServicesDeps } from './service';

// The restaurant feature as app.ts wires it: table times and table bookings.

export function createRestaurantFeature(deps: RestaurantServicesDeps): Feature {
  return { routes: restaurantRoutes(createRestaurantServices(deps)) };
}
