import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { webhookPingType } from '../../contract/webhooks';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEventType } from '../db/schema/connections';

// What the Admin/Webhooks calls read and write: the property's endpoints, their deliveries, a
// delivery sent again, a test event. The sender's side is delivery-queue.ts.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A test event's ordering key: each is on its own, so it never waits behind real events. */
export const pingOrderingKeyPrefix = 'ping:';

export function createWebhookRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async listEndpoints(propertyId: number) {
      const pending = db
        .select({ endpointId: webhookDeliveries.endpointId, n: count().as('n') })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.state, 'pending'))
        .groupBy(webhookDeliveries.endpointId)
        .as('pending');
      return db
        .select({ endpoint: webhookEndpoints, pending: pending.n })
        .from(webhookEndpoints)
        .leftJoin(pending, eq(pending.endpointId, webhookEndpoints.id))
        .where(eq(webhookEndpoints.propertyId, propertyId))
        .orderBy(asc(webhookEndpoints.id));
    },

    async pendingOf(endpointId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')));
      return row?.n ?? 0;
    },

    async findEndpoint(propertyId: number, id: number): Promise<EndpointRow | undefined> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.propertyId, propertyId), eq(webhookEndpoints.id, id)));
      return rows[0];
    },

    async insertEndpoint(tx: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    /** Removes the endpoint and, with it, its deliveries (events stay for other endpoints). */
    async deleteEndpoint(tx: Db, propertyId: number, id: number): Promise<EndpointRow | undefined> {
      const rows = await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.propertyId, propertyId), eq(webhookEndpoints.id, id)))
        .returning();
      return rows[0];
    },

    /**
     * Enables it again: its failures are forgotten, and the deliveries still waiting start their
     * three days afresh, due now.
     */
    async enableEndpoint(tx: Db, id: number, now: Date): Promise<void> {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: true, failingSince: null, disabledAt: null })
        .where(eq(webhookEndpoints.id, id));
      await tx
        .update(webhookDeliveries)
        .set({ attempts: 0, nextAttemptAt: now, lockedUntil: null })
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.state, 'pending')));
    },

    async deliveriesOf(endpointId: number, limit: number) {
      return db
        .select({
          delivery: webhookDeliveries,
          eventId: webhookEvents.eventId,
          type: webhookEvents.type,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.webhookEventId))
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit);
    },

    async deliveryWithEvent(id: number) {
      const rows = await db
        .select({ delivery: webhookDeliveries, eventId: webhookEvents.eventId, type: webhookEvents.type })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.webhookEventId))
        .where(eq(webhookDeliveries.id, id));
      return rows[0];
    },

    /** The delivery, when its endpoint is one of the property's. */
    async findDelivery(propertyId: number, id: number): Promise<DeliveryRow | undefined> {
      const rows = await db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.propertyId, propertyId)));
      return rows[0]?.delivery;
    },

    /** Sends the delivery again, due now, with three days of tries of its own. */
    async requeueDelivery(tx: Db, id: number, now: Date): Promise<void> {
      await tx
        .update(webhookDeliveries)
        .set({
          state: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lockedUntil: null,
          lastError: null,
          deliveredAt: null,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** A test event for one endpoint: its own ordering key, one delivery, due now. */
    async insertPing(
      tx: Db,
      ping: { propertyId: number; endpointId: number; data: Record<string, unknown>; now: Date },
    ): Promise<{ eventId: string; deliveryId: number }> {
      const eventId = randomUUID();
      const orderingKey = `${pingOrderingKeyPrefix}${eventId}`;
      const [event] = await tx
        .insert(webhookEvents)
        .values({
          propertyId: ping.propertyId,
          eventId,
          // Not an event anyone subscribes to: it goes to the one endpoint being tested.
          type: webhookPingType as WebhookEventType,
          orderingKey,
          payload: { Id: eventId, Type: webhookPingType, CreatedAt: ping.now.toISOString(), Data: ping.data },
          createdAt: ping.now,
        })
        .returning({ id: webhookEvents.id });
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({
          webhookEventId: event!.id,
          endpointId: ping.endpointId,
          orderingKey,
          nextAttemptAt: ping.now,
          createdAt: ping.now,
        })
        .returning({ id: webhookDeliveries.id });
      return { eventId, deliveryId: delivery!.id };
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
