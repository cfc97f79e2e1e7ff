import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import {
  restaurantAvailabilityQuerySchema,
  restaurantAvailabilityResponseSchema,
  restaurantSetupQuerySchema,
  restaurantSetupSchema,
  restaurantsQuerySchema,
  restaurantsResponseSchema,
  tableBookingRequestSchema,
  tableBookingResponseSchema,
} from '../../contract/restaurant';
import type { RestaurantServices } from './service';

// GET RestaurantBooking/Restaurants, RestaurantSetup and Availability, and
// POST RestaurantBooking/Create (docs/product.md, API).

/** Per client address: enough for a family booking a few tables, too few to fill a restaurant. */
export const tableBookingRateLimit = { max: 20, timeWindow: '10 minutes' };

export function restaurantRoutes(services: RestaurantServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/RestaurantBooking/Restaurants', {
      schema: {
        tags: ['Restaurant booking'],
        summary:
          "The property's restaurants that take table bookings online (none when RestaurantBooking.ServiceActive is off)",
        querystring: restaurantsQuerySchema,
        response: { 200: restaurantsResponseSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request) => services.listRestaurants(request.query.propertyId),
    });

    app.get('/RestaurantBooking/RestaurantSetup', {
      schema: {
        tags: ['Restaurant booking'],
        summary: 'Party sizes taken online, the currency symbol and the no-availability text of a restaurant',
        querystring: restaurantSetupQuerySchema,
        response: { 200: restaurantSetupSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request) => services.getSetup(request.query),
    });

    app.get('/RestaurantBooking/Availability', {
      schema: {
        tags: ['Restaurant booking'],
        summary:
          "The day's time slots with a table for the party (opening periods minus bookings, past slots left out, in the property's time zone)",
        querystring: restaurantAvailabilityQuerySchema,
        response: {
          200: restaurantAvailabilityResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        // Covers change with every booking: always ask.
        void reply.header('Cache-Control', 'no-store');
        return services.getAvailability(request.query);
      },
    });

    app.post('/RestaurantBooking/Create', {
      schema: {
        tags: ['Restaurant booking'],
        summary:
          'Book a table: validates, then takes the covers in one transaction. 201 Success true with BookingReference; 200 Success false with InfoMessage when the time has just gone (rate-limited per client)',
        body: tableBookingRequestSchema,
        response: {
          200: tableBookingResponseSchema,
          201: tableBookingResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: tableBookingRateLimit },
      handler: async (request, reply) => {
        const result = await services.createBooking(request.body);
        return reply
          .status(result.outcome === 'booked' ? 201 : 200)
          .header('Cache-Control', 'no-store')
          .send(result.body);
      },
    });
  };
}
