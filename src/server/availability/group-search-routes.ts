import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import {
  groupAreaAvailabilityResponseSchema,
  groupSearchRequestSchema,
  groupSearchResponseSchema,
} from '../../contract/group-search';
import type { GroupSearchService } from './group-search';

// POST Availability/SearchPropertyGroup and Availability/SearchPropertyGroupAreaAvailability.
export function groupSearchRoutes(service: GroupSearchService): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = { 400: validationErrorResponseSchema, 404: errorResponseSchema };

    app.post('/Availability/SearchPropertyGroup', {
      schema: {
        tags: ['Availability'],
        summary:
          "One stay searched at every property of a group: each one's availability and lowest price for the whole party, in its own currency",
        body: groupSearchRequestSchema,
        response: { 200: groupSearchResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const result = await service.searchPropertyGroup(request.body);
        // Rooms sell while the guest looks: a search answer is never reused.
        void reply.header('Cache-Control', 'no-store');
        return result;
      },
    });

    app.post('/Availability/SearchPropertyGroupAreaAvailability', {
      schema: {
        tags: ['Availability'],
        summary: 'The group search counted per area: how many properties have availability, and from what price',
        body: groupSearchRequestSchema,
        response: { 200: groupAreaAvailabilityResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const result = await service.searchPropertyGroupAreaAvailability(request.body);
        void reply.header('Cache-Control', 'no-store');
        return result;
      },
    });
  };
}
