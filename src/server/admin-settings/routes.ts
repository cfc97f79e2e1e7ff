import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSettingsQuerySchema,
  definitionImportResponseSchema,
  propertyDefinitionDocumentSchema,
  propertySettingsResponseSchema,
  propertySettingsSchema,
} from '../../contract/admin-settings';
import { recordStaffChange } from '../staff/audit';
import { requireStaff, staffActorOf, type StaffActor, staffErrorResponses } from '../staff/access';
import type { AdminSettingsService, AuditSettingsChange } from './service';

// GET and PUT Admin/Settings; GET (export) and POST (import) Admin/Definition.

/** A whole property's file is larger than any other request body. */
const definitionBodyLimit = 8 * 1024 * 1024;

const auditAs =
  (actor: StaffActor, subjectType: string): AuditSettingsChange =>
  (tx, change) =>
    recordStaffChange(tx, {
      actor: { staffId: actor.staffId, email: actor.email, name: actor.name, propertyId: actor.propertyId },
      action: change.action,
      subject: { type: subjectType, ref: actor.propertyCode },
      before: change.before,
      after: change.after,
    });

export function adminSettingsRoutes(service: AdminSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = staffErrorResponses;

    app.get('/Admin/Settings', {
      schema: {
        tags: ['Admin'],
        summary: "The property's booking and pre-check-in configuration, contact details and theme",
        querystring: adminSettingsQuerySchema,
        response: { 200: propertySettingsResponseSchema, ...errors },
      },
      preHandler: requireStaff('settings:write'),
      handler: (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return service.getSettings(staffActorOf(request).propertyId);
      },
    });

    app.put('/Admin/Settings', {
      schema: {
        tags: ['Admin'],
        summary: 'Change the settings, checked as the property definition file is; guests see them at once',
        querystring: adminSettingsQuerySchema,
        body: propertySettingsSchema,
        response: { 200: propertySettingsResponseSchema, ...errors },
      },
      preHandler: requireStaff('settings:write'),
      handler: (request) => {
        const actor = staffActorOf(request);
        return service.updateSettings(actor.propertyId, request.body, auditAs(actor, 'settings'));
      },
    });

    app.get('/Admin/Definition', {
      schema: {
        tags: ['Admin'],
        summary: "The property's definition file (what POST and `npm run property:import` take)",
        querystring: adminSettingsQuerySchema,
        response: { 200: propertyDefinitionDocumentSchema, ...errors },
      },
      preHandler: requireStaff('settings:write'),
      handler: async (request, reply) => {
        const actor = staffActorOf(request);
        void reply.header('Cache-Control', 'no-store');
        void reply.header('Content-Disposition', `attachment; filename="${actor.propertyCode}.json"`);
        return service.exportDefinition(actor.propertyId);
      },
    });

    app.post('/Admin/Definition', {
      schema: {
        tags: ['Admin'],
        summary: 'Import a definition file of this property: the whole property as the file says',
        querystring: adminSettingsQuerySchema,
        body: z.unknown(),
        response: { 200: definitionImportResponseSchema, ...errors },
      },
      bodyLimit: definitionBodyLimit,
      preHandler: requireStaff('settings:write'),
      handler: (request) => {
        const actor = staffActorOf(request);
        const body = request.body;
        const file = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
        return service.importDefinition(
          actor.propertyId,
          file as Record<string, unknown>,
          auditAs(actor, 'definition'),
        );
      },
    });
  };
}
