import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ariChangeRequestSchema,
  ariChangeResponseSchema,
  ariGridQuerySchema,
  ariGridResponseSchema,
  adminAriPropertyQuerySchema,
} from '../../contract/admin-ari';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { recordStaffChange } from '../staff/audit';
import { requireStaff, staffActorOf } from '../staff/access';
import type { AdminAriService } from './service';

// GET and POST Admin/Ari: the rates and availability grid, and batches of changes to it.
export function adminAriRoutes(service: AdminAriService): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = {
      400: validationErrorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    };

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
        summary: 'Change rooms to sell, rates and restrictions over date ranges; each item answered on its own',
        querystring: adminAriPropertyQuerySchema,
        body: ariChangeRequestSchema,
        response: { 200: ariChangeResponseSchema, ...errors },
      },
      preHandler: requireStaff('ari:write'),
      handler: (request) => {
        const actor = staffActorOf(request);
        return service.applyAriChanges(
          actor.propertyCode,
          request.body,
          (propertyId) => (tx, change) =>
            recordStaffChange(tx, {
              actor: { staffId: actor.staffId, email: actor.email, name: actor.name, propertyId },
              action: 'ari.update',
              subject: { type: change.item.RatePlanId === undefined ? 'room-type' : 'rate', ref: change.subject },
              before: { change: change.item, nights: change.before },
              after: { change: change.item, nights: change.after },
            }),
        );
      },
    });
  };
}
