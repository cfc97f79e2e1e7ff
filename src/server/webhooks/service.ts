import {
  webhookEventTypeSchema,
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookList,
  type WebhookTestResponse,
} from '../../contract/webhooks';
import type { Db } from '../db/client';
import type { WebhookEventType } from '../db/schema/connections';
import { fieldError, notFound } from '../errors';
import type { StaffActor } from '../staff/access';
import {
  parseWebhookUrl,
  resolveWebhookAddress,
  WebhookAddressError,
  type AddressPolicy,
  type Resolver,
} from './address';
import type { DeliveryRow, EndpointRow, WebhookRepository } from './repository';
import { newWebhookSecret, sealWebhookSecret } from './signature';

// The hotel's webhook endpoints (Admin/Webhooks): add one (its secret shown once), list,
// remove, enable one the sender disabled, read its deliveries, send one again, send a test.

export const webhookMessages = {
  notFound: 'There is no webhook with this id at this hotel.',
  deliveryNotFound: 'There is no webhook delivery with this id at this hotel.',
} as const;

/** What a change writes to the audit log, inside its transaction. */
export type AuditWebhookChange = (
  tx: Db,
  change: { action: string; url: string; before: unknown; after: unknown },
) => Promise<void>;

export interface WebhookServiceDeps {
  repository: WebhookRepository;
  secretKey: string;
  policy: AddressPolicy;
  resolve?: Resolver | undefined;
  now: () => Date;
  /** Wakes the sender after a commit that made a delivery due. */
  kick: () => void;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function webhookOf(row: EndpointRow, pending: number | null): Webhook {
  return {
    WebhookId: row.id,
    Url: row.url,
    Events: row.events,
    Enabled: row.enabled,
    FailingSince: iso(row.failingSince),
    DisabledAt: iso(row.disabledAt),
    CreatedAt: row.createdAt.toISOString(),
    Pending: Number(pending ?? 0),
  };
}

function deliveryOf(row: DeliveryRow, event: { eventId: string; type: string }): WebhookDelivery {
  return {
    DeliveryId: row.id,
    EventId: event.eventId,
    EventType: event.type,
    State: row.state,
    Attempts: row.attempts,
    LastStatus: row.lastStatus,
    LastError: row.lastError,
    CreatedAt: row.createdAt.toISOString(),
    DeliveredAt: iso(row.deliveredAt),
    NextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { repository } = deps;

  /** The URL, checked as the sender will check it: scheme, form, and where its name resolves now. */
  async function checkedUrl(text: string): Promise<string> {
    try {
      const url = parseWebhookUrl(text, deps.policy);
      await resolveWebhookAddress(url, deps.policy, deps.resolve);
      return url.toString();
    } catch (error) {
      if (error instanceof WebhookAddressError) throw fieldError('Url', error.message);
      throw error;
    }
  }

  async function requireEndpoint(propertyId: number, id: number): Promise<EndpointRow> {
    const row = await repository.findEndpoint(propertyId, id);
    if (!row) throw notFound(webhookMessages.notFound);
    return row;
  }

  return {
    async list(propertyId: number): Promise<WebhookList> {
      const rows = await repository.listEndpoints(propertyId);
      return { Webhooks: rows.map((row) => webhookOf(row.endpoint, row.pending)) };
    },

    async create(
      actor: StaffActor,
      request: CreateWebhookRequest,
      audit: AuditWebhookChange,
    ): Promise<CreateWebhookResponse> {
      const url = await checkedUrl(request.Url);
      // In the order the events are listed, each once.
      const events: WebhookEventType[] = webhookEventTypeSchema.options.filter((type) => request.Events.includes(type));
      const secret = newWebhookSecret();
      const row = await repository.transaction(async (tx) => {
        const created = await repository.insertEndpoint(tx, {
          propertyId: actor.propertyId,
          url,
          events,
          secretEncrypted: sealWebhookSecret(deps.secretKey, secret),
          createdByStaffId: actor.staffId,
          createdByKeyId: actor.apiKey?.id ?? null,
          createdAt: deps.now(),
        });
        await audit(tx, { action: 'webhook.create', url, before: null, after: { Url: url, Events: events } });
        return created;
      });
      return { WebhookId: row.id, Secret: secret };
    },

    async remove(propertyId: number, id: number, audit: AuditWebhookChange): Promise<void> {
      await repository.transaction(async (tx) => {
        const removed = await repository.deleteEndpoint(tx, propertyId, id);
        if (!removed) throw notFound(webhookMessages.notFound);
        await audit(tx, {
          action: 'webhook.delete',
          url: removed.url,
          before: { Url: removed.url, Events: removed.events, Enabled: removed.enabled },
          after: null,
        });
      });
    },

    /** Enables it again (its address checked again first); what waited is sent, in order. */
    async enable(propertyId: number, id: number, audit: AuditWebhookChange): Promise<Webhook> {
      const row = await requireEndpoint(propertyId, id);
      if (row.enabled) return webhookOf(row, await repository.pendingOf(id));
      await checkedUrl(row.url);
      await repository.transaction(async (tx) => {
        await repository.enableEndpoint(tx, id, deps.now());
        await audit(tx, {
          action: 'webhook.enable',
          url: row.url,
          before: { Enabled: false, DisabledAt: iso(row.disabledAt) },
          after: { Enabled: true },
        });
      });
      const enabled = webhookOf((await repository.findEndpoint(propertyId, id))!, await repository.pendingOf(id));
      deps.kick();
      return enabled;
    },

    async deliveries(propertyId: number, id: number, limit: number): Promise<WebhookDeliveryList> {
      await requireEndpoint(propertyId, id);
      const rows = await repository.deliveriesOf(id, limit);
      return { Deliveries: rows.map((row) => deliveryOf(row.delivery, row)) };
    },

    /** Sends a delivery again (delivered or given up alike), due now, with three days of its own. */
    async resend(propertyId: number, deliveryId: number): Promise<WebhookDelivery> {
      const found = await repository.findDelivery(propertyId, deliveryId);
      if (!found) throw notFound(webhookMessages.deliveryNotFound);
      await repository.transaction((tx) => repository.requeueDelivery(tx, deliveryId, deps.now()));
      const row = (await repository.deliveryWithEvent(deliveryId))!;
      deps.kick();
      return deliveryOf(row.delivery, row);
    },

    /** A `ping` event to this endpoint only (even a disabled one: to see it answers before enabling it). */
    async test(actor: StaffActor, id: number): Promise<WebhookTestResponse> {
      await requireEndpoint(actor.propertyId, id);
      const sent = await repository.transaction((tx) =>
        repository.insertPing(tx, {
          propertyId: actor.propertyId,
          endpointId: id,
          data: {
            PropertyCode: actor.propertyCode,
            WebhookId: id,
            Message: `A test event from Stayfront, sent by ${actor.name || actor.email}.`,
          },
          now: deps.now(),
        }),
      );
      deps.kick();
      return { EventId: sent.eventId, DeliveryId: sent.deliveryId };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
