import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { webhookEventIdHeader, webhookEventTypeHeader, webhookSignatureHeader } from '../../contract/webhooks';
import type { Db } from '../db/client';
import { enqueueMail, type MailOutbox } from '../mail/outbox';
import { outboxWorker } from '../shared/outbox-worker';
import {
  parseWebhookUrl,
  resolveWebhookAddress,
  WebhookAddressError,
  type AddressPolicy,
  type ResolvedAddress,
  type Resolver,
} from './address';
import { createDeliveryQueue, type ClaimedDelivery } from './delivery-queue';
import { openWebhookSecret, webhookSignature } from './signature';

// The webhook sender: every few seconds on every app server (and at once after a test or a
// resend), it claims the deliveries that are due and POSTs each event, signed, to its endpoint.
// A 2xx answer within 10 seconds is delivered; anything else (another status, a redirect, which
// is never followed, a timeout, an address refused) is tried again after 30 s, 1 min, 2 min ...
// at most an hour apart, for three days from the first failure, then given up. An endpoint
// whose deliveries have failed for three days is disabled and the hotel told by email; its
// waiting deliveries go out once staff enable it again. Delivery is at least once: a server
// that stops after the POST and before noting it sends it again when its claim lapses, so
// receivers skip an event id they have seen.

export const webhookDisabledMailKind = 'webhook-endpoint-disabled';

const batchSize = 20;
/** A claim outlasts the longest attempt, so two servers never send the same delivery at once. */
const claimMs = 60_000;
const answerTimeoutMs = 10_000;
export const webhookRetryWindowMs = 3 * 24 * 60 * 60 * 1000;
const firstRetryMs = 30_000;
const longestWaitMs = 60 * 60 * 1000;

/** The wait after the n-th failed attempt: 30 s, doubling, at most an hour. */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(longestWaitMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** On schedule, how long after the first failure the attempt after the n-th falls. */
function retryAfterFirstFailureMs(attempts: number): number {
  let total = 0;
  for (let n = 1; n <= attempts; n++) total += webhookBackoffMs(n);
  return total;
}

export interface WebhookSenderDeps {
  db: Db;
  secretKey: string;
  policy: AddressPolicy;
  resolve?: Resolver | undefined;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often it looks for due deliveries (default 5 s). */
  intervalMs?: number | undefined;
}

/** The envelope as sent: Id, Type, CreatedAt, Data in that order. */
function bodyOf(payload: Record<string, unknown>): string {
  return JSON.stringify({ Id: payload.Id, Type: payload.Type, CreatedAt: payload.CreatedAt, Data: payload.Data });
}

/** Connects to the address checked before the request, whatever the name resolves to by then. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };

/** POSTs the body; the answer's status (redirects are answers like any other, never followed). */
function post(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, body: string): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: false,
        lookup: pinnedLookup(pinned),
        signal: AbortSignal.timeout(answerTimeoutMs),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        // The answer's body is not read: the status says it all.
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function failureText(error: unknown): string {
  if (error instanceof WebhookAddressError) return error.message;
  const e = error as { name?: string; code?: string; message?: string };
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError' || e?.code === 'ABORT_ERR')
    return `No answer within ${answerTimeoutMs / 1000} seconds.`;
  if (e?.code) return `Could not reach the endpoint (${e.code}).`;
  return `Could not reach the endpoint (${e?.message ?? String(error)}).`;
}

export function createWebhookSender(deps: WebhookSenderDeps) {
  const repository = createDeliveryQueue(deps.db);
  const { log } = deps;

  /** One attempt at one delivery; true when delivered. */
  async function attempt(delivery: ClaimedDelivery): Promise<boolean> {
    const body = bodyOf(delivery.payload);
    let status: number | null = null;
    let failure: string | null = null;
    try {
      const url = parseWebhookUrl(delivery.url, deps.policy);
      const pinned = await resolveWebhookAddress(url, deps.policy, deps.resolve);
      const secret = openWebhookSecret(deps.secretKey, delivery.secretEncrypted);
      status = await post(
        url,
        pinned,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Stayfront-Webhooks/1',
          [webhookSignatureHeader]: webhookSignature(secret, body, deps.now()),
          [webhookEventIdHeader]: delivery.eventId,
          [webhookEventTypeHeader]: delivery.type,
        },
        body,
      );
      if (status < 200 || status >= 300)
        failure =
          status >= 300 && status < 400
            ? `The endpoint answered ${status} (redirects are not followed).`
            : `The endpoint answered ${status}.`;
    } catch (error) {
      failure = failureText(error);
    }

    const at = deps.now();
    if (failure === null) {
      await repository.transaction((tx) => repository.markDelivered(tx, delivery, status!, at));
      log.info({ deliveryId: delivery.id, eventId: delivery.eventId, status }, 'webhook delivered');
      return true;
    }

    const givesUp = retryAfterFirstFailureMs(delivery.attempts) > webhookRetryWindowMs;
    const disabled = await repository.transaction(async (tx) => {
      await repository.markFailed(tx, delivery, {
        status,
        error: failure,
        nextAttemptAt: givesUp ? null : new Date(at.getTime() + webhookBackoffMs(delivery.attempts)),
      });
      // A test of a disabled endpoint says nothing new of its health.
      if (!delivery.enabled) return false;
      const failingSince = await repository.endpointFailing(tx, delivery.endpointId, at);
      if (!failingSince || at.getTime() - failingSince.getTime() < webhookRetryWindowMs) return false;
      if (!(await repository.disableEndpoint(tx, delivery.endpointId, at))) return false;
      await enqueueMail(tx, {
        kind: webhookDisabledMailKind,
        payload: { endpointId: delivery.endpointId },
        dedupeKey: `${delivery.endpointId}:${at.toISOString()}`,
        now: at,
      });
      return true;
    });
    log.warn(
      { deliveryId: delivery.id, eventId: delivery.eventId, status, attempts: delivery.attempts, givesUp, failure },
      'webhook not delivered',
    );
    if (disabled) {
      log.warn({ endpointId: delivery.endpointId }, 'webhook endpoint disabled after three days of failures');
      deps.mailOutbox.kick();
    }
    return false;
  }

  return outboxWorker({
    name: 'webhook sender',
    intervalMs: deps.intervalMs ?? 5_000,
    // What an earlier server left waiting goes out as soon as this one starts.
    runAtStart: true,
    log,
    // Round after round: a delivery made lets the next event of its booking go in the next.
    async sendRound() {
      const ids = await repository.claimDue(deps.now(), batchSize, claimMs);
      const claimed = await repository.claimedDetails(ids);
      const results = await Promise.all(
        claimed.map((delivery) =>
          attempt(delivery).catch((error: unknown) => {
            log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery not recorded');
            return false;
          }),
        ),
      );
      return { sent: results.filter(Boolean).length, more: ids.length > 0 };
    },
  });
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
