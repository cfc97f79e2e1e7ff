import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MailOutbox } from '../mail/outbox';
import type { Feature } from '../shared/feature';
import type { Resolver } from './address';
import { webhookDisabledEmailMessage } from './disabled-email';
import { createDeliveryQueue } from './delivery-queue';
import { createWebhookRepository } from './repository';
import { webhookRoutes } from './routes';
import { createWebhookSender, webhookDisabledMailKind, type WebhookSender } from './sender';
import { createWebhookService } from './service';
import { mailFromOf } from '../mail/sender';

// Signed webhooks (issue 32) as app.ts wires them: the Admin/Webhooks calls, the sender that
// delivers the events features write with enqueueWebhookEvent (shared/webhook-outbox.ts), and
// the email to the hotel when an endpoint is disabled.

export interface WebhooksFeatureDeps {
  db: Db;
  /** PUBLIC_URL, MAIL_FROM, ADMIN_TOKEN and WEBHOOK_ALLOW_PRIVATE_URLS. */
  config: Pick<Config, 'publicUrl' | 'MAIL_FROM' | 'ADMIN_TOKEN' | 'WEBHOOK_ALLOW_PRIVATE_URLS'>;
  secretKey: string;
  mailOutbox: MailOutbox;
  resolve?: Resolver | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createWebhooksFeature(deps: WebhooksFeatureDeps): Feature & { sender: WebhookSender } {
  const { publicUrl, MAIL_FROM: mailFrom } = deps.config;
  const repository = createWebhookRepository(deps.db);
  // Plain http:// only for a server that is not on https itself (a laptop, a test).
  const policy = { allowHttp: !publicUrl.startsWith('https:'), allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_URLS };
  const sender = createWebhookSender({
    db: deps.db,
    secretKey: deps.secretKey,
    policy,
    resolve: deps.resolve,
    mailOutbox: deps.mailOutbox,
    now: deps.now,
    log: deps.log,
  });
  const service = createWebhookService({
    repository,
    secretKey: deps.secretKey,
    policy,
    resolve: deps.resolve,
    now: deps.now,
    kick: () => sender.kick(),
  });

  const fromOf = mailFromOf({ mailFrom, publicUrl });
  const base = publicUrl.replace(/\/$/, '');
  const queue = createDeliveryQueue(deps.db);
  deps.mailOutbox.register(webhookDisabledMailKind, async (payload) => {
    const found = await queue.endpointWithProperty(Number(payload.endpointId));
    const to = found?.email ?? found?.reservationsEmail;
    if (!found || !to) {
      deps.log.warn({ endpointId: payload.endpointId }, 'webhook disabled, but the hotel has no email address');
      return null;
    }
    return webhookDisabledEmailMessage({
      to,
      from: fromOf(found.propertyName),
      propertyName: found.propertyName,
      url: found.endpoint.url,
      failingSince: found.endpoint.failingSince,
      lastError: await queue.lastFailureOf(found.endpoint.id),
      consoleLink: `${base}/Admin/${encodeURIComponent(found.propertyCode)}/Connections/Webhooks`,
    });
  });

  return {
    routes: webhookRoutes(service, sender, { adminToken: deps.config.ADMIN_TOKEN }),
    sender,
    start: () => sender.start(),
    close: () => sender.close(),
  };
}
