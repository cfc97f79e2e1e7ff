import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionCodesPutQuerySchema,
  connectionCodesQuerySchema,
  connectionCodesRequestSchema,
  connectionCodesResponseSchema,
} from '../../contract/connection-codes';
import { recordStaffChange } from '../staff/audit';
import { requireStaff, staffActorOf, staffErrorResponses } from '../staff/access';
import type { ConnectionCodesService } from './connection-codes';

// GET and PUT Admin/Connections/Codes: a connection's codes for the hotel's room types and rate
// plans. Reading them needs the grid's permission; replacing them, the connections' (owners).
export function connectionCodesRoutes(service: ConnectionCodesService): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = staffErrorResponses;

    app.get('/Admin/Connections/Codes', {
      schema: {
        tags: ['Admin'],
        summary:
          "A connection's codes for the hotel's room types and rate plans (every room type and plan listed, with its code there or null)",
        querystring: connectionCodesQuerySchema,
        response: { 200: connectionCodesResponseSchema, ...errors },
      },
      preHandler: requireStaff('ari:read'),
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return service.codes(staffActorOf(request).propertyCode, request.query.Connection);
      },
    });

    app.put('/Admin/Connections/Codes', {
      schema: {
        tags: ['Admin'],
        summary:
          "Replace a connection's codes: room types and rate plans named by our codes, one code each, a code meaning one of them (audited)",
        querystring: connectionCodesPutQuerySchema,
        body: connectionCodesRequestSchema,
        response: { 200: connectionCodesResponseSchema, ...errors },
      },
      preHandler: requireStaff('connections:manage'),
      handler: async (request) => {
        const actor = staffActorOf(request);
        return service.replaceCodes(actor.propertyCode, request.query.Connection, request.body, (tx, change) =>
          recordStaffChange(tx, {
            actor: { staffId: actor.staffId, email: actor.email, name: actor.name, propertyId: change.propertyId },
            action: 'connection.codes',
            subject: { type: 'connection', ref: change.connection },
            before: change.before,
            after: change.after,
          }),
        );
      },
    });
  };
}
