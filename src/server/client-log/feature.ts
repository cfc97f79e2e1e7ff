import type { Feature } from '../shared/feature';
import { clientLogRoutes } from './routes';

// The client log feature as app.ts wires it: what the app reports from the guest's device.

export function createClientLogFeature(): Feature {
  return { routes: clientLogRoutes() };
}
