import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPropertyQuerySchema,
  adminTableBookingCancelResponseSchema,
  adminTableBookingParamsSchema,
  adminTableBookingsQuerySchema,
  adminTableBookingsSchema,
  todayResponseSchema,
} from '../../contract/admin-bookings';
import type { TodayResponse } from '../../contract/admin-bookings';
import { errorResponseSchema } from '../../contract/common';
import type { PropertyRecord } from '../properties/repository';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import { requireStaff, staffActorOf, staffErrorResponses } from '../staff/access';
import type { createTableBookings } from './table-bookings';
import { answerUncached } from '../shared/uncached-answers';

// The Today board and the restaurant's table bookings, for staff of the property named by
// `PropertyCode`.

const errors = staffErrorResponses;

export function adminBoardRoutes(deps: {
  properties: PropertyLookup;
  todayBoard: (property: PropertyRecord) => Promise<TodayResponse>;
  tableBookings: ReturnType<typeof createTableBookings>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    answerUncached(app, 'private, no-store');

    app.get('/Admin/Today', {
      schema: {
        tags: ['Admin: bookings'],
        summary:
          "Today and tomorrow on the hotel's clock (arrivals, departures, in house, with pre-check-in, requests and arrival times), the next 30 nights' occupancy and room revenue, and the last 7 days' bookings, cancellations and search-to-booking conversion",
        querystring: adminPropertyQuerySchema,
        response: { 200: todayResponseSchema, ...errors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) =>
        deps.todayBoard(await requireProperty(deps.properties, staffActorOf(request).propertyCode)),
    });

    app.get('/Admin/Restaurant/Bookings', {
      schema: {
        tags: ['Admin: restaurant'],
        summary: "The restaurants' table bookings on a day, per restaurant and time, with party, promotion and contact",
        querystring: adminTableBookingsQuerySchema,
        response: { 200: adminTableBookingsSchema, ...errors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) =>
        deps.tableBookings.day(
          await requireProperty(deps.properties, staffActorOf(request).propertyCode),
          request.query.Date,
        ),
    });

    app.post('/Admin/Restaurant/Bookings/:reference/Cancel', {
      schema: {
        tags: ['Admin: restaurant'],
        summary: 'Cancel a table booking: its covers go back on sale (audited); a second cancel answers 409',
        params: adminTableBookingParamsSchema,
        querystring: adminPropertyQuerySchema,
        response: { 200: adminTableBookingCancelResponseSchema, ...errors, 409: errorResponseSchema },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => {
        const actor = staffActorOf(request);
        const property = await requireProperty(deps.properties, actor.propertyCode);
        return { Booking: await deps.tableBookings.cancel(property, request.params.reference, actor) };
      },
    });
  };
}
