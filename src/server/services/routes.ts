import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { reservationItemServicesQuerySchema } from '../../contract/pre-check-in';
import { serviceQuerySchema, serviceResponseSchema } from '../../contract/services';
import type { ServiceCatalogue } from './service';

// GET Service/Get and GET Service/GetReservationItemServices.
export function serviceRoutes(catalogue: ServiceCatalogue): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/Service/Get', {
      schema: {
        tags: ['Services'],
        summary: 'The extras a guest may add to a room (room type, rate plan and stay), with their inventory',
        querystring: serviceQuerySchema,
        response: { 200: serviceResponseSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request, reply) => {
        // Limited extras sell out: a short private cache at most.
        void reply.header('Cache-Control', 'private, max-age=30');
        return catalogue.getServices(request.query);
      },
    });

    app.get('/Service/GetReservationItemServices', {
      schema: {
        tags: ['Services'],
        summary:
          'The extras a guest may add to a booked room (its room type, rate plan and stay), with their inventory, as Service/Get',
        querystring: reservationItemServicesQuerySchema,
        response: { 200: serviceResponseSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'private, max-age=30');
        return catalogue.getReservationItemServices(request.query);
      },
    });
  };
}
