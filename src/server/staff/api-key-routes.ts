import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '../../contract/admin-api-keys';
import { adminPropertyQuerySchema } from '../../contract/admin-staff';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { requireStaff, signedInStaffOf, staffActorOf } from './access';
import type { ApiKeyManagement, GroupRoles } from './api-key-management';
import { answerUncached } from '../shared/uncached-answers';

// The Connections page's API keys (owners: connections:manage) on the property of
// `?PropertyCode=`. HTTP only. A key itself never manages keys: no scope opens these calls.

const tags = ['Admin: API keys'];
const guarded = {
  400: validationErrorResponseSchema,
  401: errorResponseSchema.describe('No staff session'),
  403: errorResponseSchema.describe('Not an owner of this property (or, for a group key, of its group)'),
};

const groupRolesOf = (request: FastifyRequest): GroupRoles => signedInStaffOf(request).groups;

export function apiKeyRoutes(service: ApiKeyManagement): FastifyPluginAsyncZod {
  return async (app) => {
    answerUncached(app, 'no-store');

    app.get('/Admin/ApiKeys', {
      preHandler: requireStaff('connections:manage'),
      schema: {
        tags,
        summary: "The API keys reaching the property (its own and its group's), with their last use",
        querystring: adminPropertyQuerySchema,
        response: { 200: apiKeyListSchema, ...guarded },
      },
      handler: async (request) => service.list(staffActorOf(request), groupRolesOf(request)),
    });

    app.post('/Admin/ApiKeys', {
      preHandler: requireStaff('connections:manage'),
      schema: {
        tags,
        summary:
          'Make an API key for another system (scopes bookings:read, ari:write, webhooks:manage); the key is answered this once',
        querystring: adminPropertyQuerySchema,
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeySchema, ...guarded },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await service.create(staffActorOf(request), groupRolesOf(request), request.body)),
    });

    app.post('/Admin/ApiKeys/:Id/Revoke', {
      preHandler: requireStaff('connections:manage'),
      schema: {
        tags,
        summary: 'Revoke an API key: its next call gets 401. Revoking it again changes nothing',
        querystring: adminPropertyQuerySchema,
        params: apiKeyIdParamsSchema,
        response: { 200: apiKeySchema, 404: errorResponseSchema, ...guarded },
      },
      handler: async (request) => service.revoke(staffActorOf(request), groupRolesOf(request), request.params.Id),
    });
  };
}
