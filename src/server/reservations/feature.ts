import type { Feature } from '../shared/feature';
import { manageBookingRoutes } from './manage/routes';
import { reservationRoutes } from './routes';
import { createReservationServices, type ReservationServicesDeps } from './service';
import { createStaffBookingChanges } from './staff/service';

// The reservations feature as app.ts wires it: booking, quotes, the provider's payments and
// managing a booking, with the hold sweeper and the charge job. Its services also go to the
// features that act on a booking: the console's bookings (describe, staff changes) and the
// payment provider's callbacks.

export interface ReservationsFeatureDeps extends ReservationServicesDeps {
  adminToken: string | undefined;
}

export function createReservationsFeature(deps: ReservationsFeatureDeps) {
  const { adminToken, ...serviceDeps } = deps;
  const services = createReservationServices(serviceDeps);
  const feature: Feature = {
    routes: async (api) => {
      await api.register(reservationRoutes(services, { adminToken }));
      await api.register(manageBookingRoutes(services.manage));
    },
    start: () => services.start(),
    close: () => services.close(),
  };
  /** What the staff may do to a booking: cancel, no-show, refunds, and the later payments. */
  const staffBookingChanges = {
    ...createStaffBookingChanges({
      db: deps.db,
      cardGateway: deps.cardGateway,
      paymentProvider: deps.paymentProvider,
      mailOutbox: deps.mailOutbox,
      now: deps.now,
      log: deps.log,
      chargeDue: () => services.payments.job.kick(),
    }),
    ...services.payments.staff,
  };
  return { ...feature, services, staffBookingChanges };
}
