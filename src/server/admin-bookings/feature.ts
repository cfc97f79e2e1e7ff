import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { PropertyLookup } from '../properties/require-property';
import type { Feature } from '../shared/feature';
import type { BookingChanges, DescribeBooking } from './booking-changes-port';
import { adminBoardRoutes } from './board-routes';
import { createBookingPage } from './booking-page';
import { createBookingsList } from './bookings-list';
import { adminReportRoutes } from './report-routes';
import { adminBookingsRoutes } from './routes';
import { createSearchCounter } from './search-counter';
import { createStaffActions } from './staff-actions';
import { createTableBookings } from './table-bookings';
import { createTaxReports } from './tax-report';
import { createTodayBoard } from './today';

// The hotel's bookings as app.ts wires them: the list, a booking's page and actions, Today and
// the restaurant's day, the tax report; and the search counter behind Today's conversion figure.

export interface AdminBookingsDeps {
  db: Db;
  properties: PropertyLookup;
  /** The reservations feature's description of a booking and its staff changes. */
  describeBooking: DescribeBooking;
  changes: BookingChanges;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createAdminBookingsFeature(deps: AdminBookingsDeps): Feature {
  const page = createBookingPage(deps);
  const searchCounter = createSearchCounter(deps);
  return {
    extendApp: (app) => searchCounter.watch(app),
    routes: async (api) => {
      await api.register(
        adminBookingsRoutes({
          properties: deps.properties,
          list: createBookingsList(deps.db),
          page,
          actions: createStaffActions({ ...deps, page }),
        }),
      );
      await api.register(adminReportRoutes({ properties: deps.properties, taxReports: createTaxReports(deps.db) }));
      await api.register(
        adminBoardRoutes({
          properties: deps.properties,
          todayBoard: createTodayBoard({ db: deps.db, searchCounter, now: deps.now }),
          tableBookings: createTableBookings(deps),
        }),
      );
    },
    start: () => searchCounter.start(),
    close: () => searchCounter.close(),
  };
}
