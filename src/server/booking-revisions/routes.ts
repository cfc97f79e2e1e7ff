import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeRevisionRequestSchema,
  acknowledgeRevisionResponseSchema,
  bookingRevisionParamsSchema,
  bookingRevisionsPageSchema,
  bookingRevisionsQuerySchema,
} from '../../contract/admin-connections';
import { adminPropertyQuerySchema } from '../../contract/admin-bookings';
import { requireStaff, staffActorOf, staffErrorResponses } from '../staff/access';
import type { RevisionFeed } from './feed';
import { answerUncached } from '../shared/uncached-answers';

// GET Admin/BookingRevisions and POST Admin/BookingRevisions/:id/Acknowledge: the hotel's
// booking revisions for its other systems (an API key with bookings:read) and its staff.

const tags = ['Admin: connections'];
const errors = staffErrorResponses;

export function bookingRevisionRoutes(feed: RevisionFeed): FastifyPluginAsyncZod {
  return async (app) => {
    answerUncached(app, 'private, no-store');

    app.get('/Admin/BookingRevisions', {
      schema: {
        tags,
        summary:
          "The hotel's booking revisions in feed order, each the whole booking after one event: those not acknowledged yet, or with `since` every one; page on with NextCursor",
        querystring: bookingRevisionsQuerySchema,
        response: { 200: bookingRevisionsPageSchema, ...errors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) => feed.page(staffActorOf(request).propertyId, request.query),
    });

    app.post('/Admin/BookingRevisions/:id/Acknowledge', {
      schema: {
        tags,
        summary:
          "Acknowledge a booking revision as taken in, with the other system's own reference for the booking; acknowledging again changes nothing",
        params: bookingRevisionParamsSchema,
        querystring: adminPropertyQuerySchema,
        body: acknowledgeRevisionRequestSchema,
        response: { 200: acknowledgeRevisionResponseSchema, ...errors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) => {
        const actor = staffActorOf(request);
        return feed.acknowledge(actor.propertyId, request.params.id, {
          // The key that acknowledged it; null when staff did, in the console.
          apiKeyId: actor.apiKey?.id ?? null,
          externalReference: request.body?.ExternalReference ?? null,
        });
      },
    });
  };
}
