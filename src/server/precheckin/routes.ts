import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import {
  preCheckInGetResponseSchema,
  preCheckInQuerySchema,
  preCheckInSaveRequestSchema,
  preCheckInSaveResponseSchema,
} from '../../contract/pre-check-in';
import { idempotencyKeyHeader } from '../../contract/reservation';
import type { SignedInGuest } from '../guest-accounts';
import type { PreCheckInService } from './service';
import type { Viewer } from './service-deps';
import { optionalIdempotencyKeyHeaders } from '../shared/idempotency';

// GET PreCheckIn/Get and POST PreCheckIn/Save. Both are rate-limited per address: a link's
// code cannot be guessed (192 bits), and this keeps anyone from trying at speed.

/** The signed-in guest as pre-check-in sees them: their saved cards are theirs to use. */
const viewerOf = (guest: SignedInGuest | null): Viewer | null => (guest ? { individualId: guest.individualId } : null);

export function preCheckInRoutes(service: PreCheckInService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/PreCheckIn/Get', {
      schema: {
        tags: ['Pre-check-in'],
        summary: 'The booking behind a pre-check-in link, or the invalid-link notice (Success false, Title, Message)',
        querystring: preCheckInQuerySchema,
        response: { 200: preCheckInGetResponseSchema, 400: validationErrorResponseSchema, 429: errorResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        // Personal data behind a secret link: never in a shared cache.
        void reply.header('Cache-Control', 'private, no-store');
        return service.getReservation(request.query, viewerOf(request.guest));
      },
    });

    app.post('/PreCheckIn/Save', {
      schema: {
        tags: ['Pre-check-in'],
        summary:
          'Saves booker, guests, room set-up, requests, extras and card in one go (idempotent by the optional Idempotency-Key)',
        headers: optionalIdempotencyKeyHeaders,
        body: preCheckInSaveRequestSchema,
        response: {
          200: preCheckInSaveResponseSchema,
          400: validationErrorResponseSchema,
          402: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return service.save(request.body, request.headers[idempotencyKeyHeader] ?? null, viewerOf(request.guest));
      },
    });
  };
}
