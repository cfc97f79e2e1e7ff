import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPropertyQuerySchema } from '../../contract/admin-staff';
import { errorResponseSchema } from '../../contract/common';
import {
  createWebhookRequestSchema,
  createWebhookResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookIdParamsSchema,
  webhookListSchema,
  webhookSchema,
  webhookTestResponseSchema,
} from '../../contract/webhooks';
import { recordStaffChange } from '../staff/audit';
import { requireStaff, staffActorOf, type StaffActor, staffErrorResponses } from '../staff/access';
import { requireAdminToken } from '../platform/admin-token';
import type { WebhookSender } from './sender';
import type { AuditWebhookChange, WebhookService } from './service';

// Admin/Webhooks: the hotel's endpoints and their deliveries. Staff with webhooks:manage (the
// owners), or an API key with that scope. Every change to an endpoint is in the audit log.
// And the operators' Webhooks/SendDue: send what is due now, rather than within seconds.

const auditAs =
  (actor: StaffActor): AuditWebhookChange =>
  (tx, change) =>
    recordStaffChange(tx, {
      actor: { staffId: actor.staffId, email: actor.email, name: actor.name, propertyId: actor.propertyId },
      action: change.action,
      subject: { type: 'webhook', ref: change.url },
      before: change.before,
      after: change.after,
    });

const deliveryIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export function webhookRoutes(
  service: WebhookService,
  sender: Pick<WebhookSender, 'drain'>,
  options: { adminToken: string | undefined },
): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = staffErrorResponses;
    const tags = ['Admin: webhooks'];
    const guard = requireStaff('webhooks:manage');

    app.get('/Admin/Webhooks', {
      schema: {
        tags,
        summary: "The hotel's webhook endpoints: address, events, whether enabled, deliveries waiting",
        querystring: adminPropertyQuerySchema,
        response: { 200: webhookListSchema, ...errors },
      },
      preHandler: guard,
      handler: (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return service.list(staffActorOf(request).propertyId);
      },
    });

    app.post('/Admin/Webhooks', {
      schema: {
        tags,
        summary:
          'Add an endpoint: events are POSTed to it, signed with the secret this answers once (https://, public addresses only)',
        querystring: adminPropertyQuerySchema,
        body: createWebhookRequestSchema,
        response: { 201: createWebhookResponseSchema, ...errors },
      },
      preHandler: guard,
      handler: async (request, reply) => {
        const actor = staffActorOf(request);
        const created = await service.create(actor, request.body, auditAs(actor));
        return reply.status(201).header('Cache-Control', 'no-store').send(created);
      },
    });

    app.delete('/Admin/Webhooks/:id', {
      schema: {
        tags,
        summary: 'Remove an endpoint; nothing more is sent to it',
        querystring: adminPropertyQuerySchema,
        params: webhookIdParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
      preHandler: guard,
      handler: async (request, reply) => {
        const actor = staffActorOf(request);
        await service.remove(actor.propertyId, request.params.id, auditAs(actor));
        return reply.status(204).send();
      },
    });

    app.post('/Admin/Webhooks/:id/Enable', {
      schema: {
        tags,
        summary: 'Enable an endpoint disabled after three days of failures; the events it missed are sent, in order',
        querystring: adminPropertyQuerySchema,
        params: webhookIdParamsSchema,
        response: { 200: webhookSchema, ...errors },
      },
      preHandler: guard,
      handler: (request) => {
        const actor = staffActorOf(request);
        return service.enable(actor.propertyId, request.params.id, auditAs(actor));
      },
    });

    app.get('/Admin/Webhooks/:id/Deliveries', {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first: state, attempts, its last answer and when",
        querystring: webhookDeliveriesQuerySchema,
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
      preHandler: guard,
      handler: (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return service.deliveries(staffActorOf(request).propertyId, request.params.id, request.query.Limit);
      },
    });

    app.post('/Admin/Webhooks/Deliveries/:id/Resend', {
      schema: {
        tags,
        summary: 'Send a delivery again now (the same event id and body, signed afresh)',
        querystring: adminPropertyQuerySchema,
        params: deliveryIdParamsSchema,
        response: { 200: webhookDeliverySchema, ...errors },
      },
      preHandler: guard,
      handler: (request) => service.resend(staffActorOf(request).propertyId, request.params.id),
    });

    app.post('/Webhooks/SendDue', {
      schema: {
        tags,
        summary:
          'Send now every delivery that is due, on this server (operators: Authorization: Bearer <ADMIN_TOKEN>); also runs every few seconds',
        response: {
          200: z.object({ Delivered: z.number().int() }),
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // An operator (or a test moving the sender's clock) may run it often.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      preHandler: requireAdminToken(options.adminToken),
      handler: async () => ({ Delivered: await sender.drain() }),
    });

    app.post('/Admin/Webhooks/:id/Test', {
      schema: {
        tags,
        summary: 'Send a `ping` test event to this endpoint only',
        querystring: adminPropertyQuerySchema,
        params: webhookIdParamsSchema,
        response: { 202: webhookTestResponseSchema, ...errors },
      },
      preHandler: guard,
      handler: async (request, reply) => {
        const sent = await service.test(staffActorOf(request), request.params.id);
        return reply.status(202).send(sent);
      },
    });
  };
}
