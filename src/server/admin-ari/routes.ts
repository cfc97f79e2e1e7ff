import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ariChangeQuerySchema,
  ariChangeRequestSchema,
  ariChangeResponseSchema,
  ariGridQuerySchema,
  ariGridResponseSchema,
} from '../../contract/admin-ari';
import { errorResponseSchema } from '../../contract/common';
import { idempotencyKeyHeader } from '../../contract/reservation';
import { fieldError } from '../errors';
import { recordStaffChanges } from '../staff/audit';
import { requireStaff, staffActorOf, type StaffActor, staffErrorResponses } from '../staff/access';
import type { AdminAriService } from './service';
import { optionalIdempotencyKeyHeaders } from '../shared/idempotency';

/**
 * The connection whose codes a batch uses. A call made with an API key uses the key's
 * connection (the key says which system it is); a staff session may name one with
 * `?Connection=`, or none (our own codes). A key asking for another connection's codes is refused.
 */
export function connectionOf(actor: StaffActor, asked: string | undefined): string | null {
  const keyConnection = actor.apiKey?.connection;
  if (keyConnection === undefined) return asked ?? null;
  if (asked !== undefined && asked !== keyConnection)
    throw fieldError('Connection', `This API key is for connection ${keyConnection}, not ${asked}.`);
  return keyConnection;
}

export function adminAriRoutes(service: AdminAriService): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = staffErrorResponses;

    app.get('/Admin/Ari', {
      schema: {
        tags: ['Admin'],
        summary: 'Rooms to sell, booked and left, rates and restrictions per room type and night (a month at most)',
        querystring: ariGridQuerySchema,
        response: { 200: ariGridResponseSchema, ...errors },
      },
      preHandler: requireStaff('ari:read'),
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return service.ariGrid({ ...request.query, PropertyCode: staffActorOf(request).propertyCode });
      },
    });

    app.post('/Admin/Ari', {
      schema: {
        tags: ['Admin'],
        summary:
          'Change rooms to sell, stop-sell, rates and restrictions over date ranges, up to 1,000 items a batch, by id or by code; each item answered on its own (idempotent by the optional Idempotency-Key)',
        querystring: ariChangeQuerySchema,
        headers: optionalIdempotencyKeyHeaders,
        body: ariChangeRequestSchema,
        response: { 200: ariChangeResponseSchema, ...errors, 422: errorResponseSchema },
      },
      // A year of nights for every room type and plan is more than the app's usual 256 kB.
      bodyLimit: 1024 * 1024,
      preHandler: requireStaff('ari:write'),
      handler: (request) => {
        const actor = staffActorOf(request);
        return service.applyAriChanges(actor.propertyCode, request.body, {
          connection: connectionOf(actor, request.query.Connection),
          idempotencyKey: request.headers[idempotencyKeyHeader] ?? null,
          audit: (propertyId) => (tx, changes) =>
            recordStaffChanges(
              tx,
              changes.map((change) => ({
                actor: { staffId: actor.staffId, email: actor.email, name: actor.name, propertyId },
                action: 'ari.update',
                subject: { type: change.kind, ref: change.subject },
                before: change.before,
                after: change.after,
              })),
            ),
        });
      },
    });
  };
}
