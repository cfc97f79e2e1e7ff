import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPropertyQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  changeStaffRoleRequestSchema,
  inviteStaffRequestSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
} from '../../contract/admin-staff';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import type { Db } from '../db/client';
import { requireStaff, staffActorOf } from './access';
import { auditEntries } from './audit';
import type { StaffManagement } from './staff-management';
import { answerUncached } from '../shared/uncached-answers';

// The Staff page's calls (owners: staff:manage) and the audit log (audit:read), all scoped to
// the property of `?PropertyCode=`. HTTP only.

const guarded = {
  400: validationErrorResponseSchema,
  401: errorResponseSchema.describe('No staff session'),
  403: errorResponseSchema.describe('No role on this property, or the role does not allow this'),
};

export function staffRoutes(deps: { management: StaffManagement; db: Db }): FastifyPluginAsyncZod {
  const { management } = deps;
  return async (app) => {
    answerUncached(app, 'no-store');

    app.get('/Admin/Staff', {
      preHandler: requireStaff('staff:manage'),
      schema: {
        tags: ['Admin: staff'],
        summary: "The property's staff and their roles (owners)",
        querystring: adminPropertyQuerySchema,
        response: { 200: staffListSchema, ...guarded },
      },
      handler: async (request) => management.list(staffActorOf(request)),
    });

    app.post('/Admin/Staff', {
      preHandler: requireStaff('staff:manage'),
      schema: {
        tags: ['Admin: staff'],
        summary: 'Invite someone by email with a role on the property; they get a set-password link (24 hours)',
        querystring: adminPropertyQuerySchema,
        body: inviteStaffRequestSchema,
        response: { 201: staffMemberSchema, ...guarded },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await management.invite(staffActorOf(request), request.body)),
    });

    app.put('/Admin/Staff/:StaffId/Role', {
      preHandler: requireStaff('staff:manage'),
      schema: {
        tags: ['Admin: staff'],
        summary: "Change a staff member's role on the property (a property keeps at least one owner)",
        querystring: adminPropertyQuerySchema,
        params: staffIdParamsSchema,
        body: changeStaffRoleRequestSchema,
        response: { 204: z.undefined(), 404: errorResponseSchema, ...guarded },
      },
      handler: async (request, reply) => {
        await management.changeRole(staffActorOf(request), request.params.StaffId, request.body);
        return reply.status(204).send();
      },
    });

    app.delete('/Admin/Staff/:StaffId', {
      preHandler: requireStaff('staff:manage'),
      schema: {
        tags: ['Admin: staff'],
        summary: "Remove a staff member's role on the property",
        querystring: adminPropertyQuerySchema,
        params: staffIdParamsSchema,
        response: { 204: z.undefined(), 404: errorResponseSchema, ...guarded },
      },
      handler: async (request, reply) => {
        await management.remove(staffActorOf(request), request.params.StaffId);
        return reply.status(204).send();
      },
    });

    app.post('/Admin/Staff/:StaffId/TwoFactor/Reset', {
      preHandler: requireStaff('staff:manage'),
      schema: {
        tags: ['Admin: staff'],
        summary: "Turn off a staff member's two-factor sign-in (a lost phone); they enrol again at next sign-in",
        querystring: adminPropertyQuerySchema,
        params: staffIdParamsSchema,
        response: { 204: z.undefined(), 404: errorResponseSchema, ...guarded },
      },
      handler: async (request, reply) => {
        await management.resetTwoFactor(staffActorOf(request), request.params.StaffId);
        return reply.status(204).send();
      },
    });

    app.get('/Admin/AuditLog', {
      preHandler: requireStaff('audit:read'),
      schema: {
        tags: ['Admin: audit log'],
        summary:
          "The property's audit log, newest first: who changed what, when, before and after; by person or subject",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...guarded },
      },
      handler: async (request) => {
        const actor = staffActorOf(request);
        const { StaffId, SubjectRef, Page, PageSize } = request.query;
        const { rows, total } = await auditEntries(deps.db, {
          propertyId: actor.propertyId,
          staffId: StaffId,
          subjectRef: SubjectRef,
          page: Page,
          pageSize: PageSize,
        });
        return {
          Entries: rows.map((r) => ({
            Id: r.id,
            At: r.at.toISOString(),
            StaffId: r.staffId,
            StaffName: r.staffName,
            StaffEmail: r.staffEmail,
            Action: r.action,
            SubjectType: r.subjectType,
            SubjectRef: r.subjectRef,
            Before: r.before,
            After: r.after,
          })),
          Page,
          PageSize,
          Total: total,
        };
      },
    });
  };
}
