import type { Feature } from '../shared/feature';
import { paymentRoutes, type PaymentRoutesOptions } from './routes';

// The payments feature as app.ts wires it: the provider's webhook and the guest's return from
// the provider's page, handled by the booking's payment handlers.

export function createPaymentsFeature(options: PaymentRoutesOptions): Feature {
  return { routes: paymentRoutes(options) };
}
