import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEventType } from '../db/schema/connections';

// The one way an event reaches the hotel's other systems: written in the transaction of the
// change it reports (so a crash after the commit loses nothing and a rollback sends nothing),
// with one delivery for each enabled endpoint subscribed to its type, which the webhook sender
// delivers after the commit, in order per `orderingKey` (a booking's reference).

export interface WebhookEventInput {
  propertyId: number;
  type: WebhookEventType;
  /** Events of one key reach each endpoint in the order they were written. */
  orderingKey: string;
  /** The resource as the API answers it. */
  resource: Record<string, unknown>;
  now: Date;
}

/** Writes the event and its deliveries; answers the event id (null when nobody listens for it). Pass the change's transaction. */
export async function enqueueWebhookEvent(db: Db, event: WebhookEventInput): Promise<string | null> {
  const endpoints = (
    await db
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.propertyId, event.propertyId), eq(webhookEndpoints.enabled, true)))
  ).filter((endpoint) => endpoint.events.includes(event.type));
  if (endpoints.length === 0) return null;
  const eventId = randomUUID();
  const [row] = await db
    .insert(webhookEvents)
    .values({
      propertyId: event.propertyId,
      eventId,
      type: event.type,
      orderingKey: event.orderingKey,
      payload: { Id: eventId, Type: event.type, CreatedAt: event.now.toISOString(), Data: event.resource },
      createdAt: event.now,
    })
    .returning({ id: webhookEvents.id });
  await db.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      webhookEventId: row!.id,
      endpointId: endpoint.id,
      orderingKey: event.orderingKey,
      nextAttemptAt: event.now,
      createdAt: event.now,
    })),
  );
  return eventId;
}
