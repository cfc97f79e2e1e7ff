import { and, asc, desc, eq, inArray, isNotNull, isNull, like, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema/connections';
import { properties } from '../db/schema/properties';
import { pingOrderingKeyPrefix } from './repository';

// The sender's side of the deliveries table: claiming what is due (in order per booking, across
// app servers), noting each attempt's outcome, and an endpoint's run of failures.

/** A delivery as the sender makes it: where, with which secret, what. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  endpointId: number;
  url: string;
  secretEncrypted: string;
  enabled: boolean;
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  isPing: boolean;
}

export function createDeliveryQueue(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /**
     * Claims up to `limit` deliveries due at `now`, for `claimMs`, each counted as an attempt.
     * A delivery waits while an earlier one of its endpoint and ordering key is still pending
     * (so one booking's events arrive in order), and while its endpoint is disabled (test
     * events excepted). Several app servers: each claims different rows, none waits for another.
     */
    async claimDue(now: Date, limit: number, claimMs: number): Promise<number[]> {
      const earlier = alias(webhookDeliveries, 'earlier');
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.state, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
            or(eq(webhookEndpoints.enabled, true), like(webhookDeliveries.orderingKey, `${pingOrderingKeyPrefix}%`)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    eq(earlier.endpointId, webhookDeliveries.endpointId),
                    eq(earlier.orderingKey, webhookDeliveries.orderingKey),
                    lt(earlier.webhookEventId, webhookDeliveries.webhookEventId),
                    eq(earlier.state, 'pending'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(webhookDeliveries.webhookEventId))
        .limit(limit)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      const claimed = await db
        .update(webhookDeliveries)
        .set({
          lockedUntil: new Date(now.getTime() + claimMs),
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(inArray(webhookDeliveries.id, due))
        .returning({ id: webhookDeliveries.id });
      return claimed.map((row) => row.id);
    },

    async claimedDetails(ids: readonly number[]): Promise<ClaimedDelivery[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: webhookDeliveries.id,
          attempts: webhookDeliveries.attempts,
          orderingKey: webhookDeliveries.orderingKey,
          endpointId: webhookEndpoints.id,
          url: webhookEndpoints.url,
          secretEncrypted: webhookEndpoints.secretEncrypted,
          enabled: webhookEndpoints.enabled,
          eventId: webhookEvents.eventId,
          type: webhookEvents.type,
          payload: webhookEvents.payload,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.webhookEventId))
        .where(inArray(webhookDeliveries.id, [...ids]))
        .orderBy(asc(webhookDeliveries.webhookEventId));
      return rows.map(({ orderingKey, ...row }) => ({ ...row, isPing: orderingKey.startsWith(pingOrderingKeyPrefix) }));
    },

    async markDelivered(tx: Db, delivery: ClaimedDelivery, status: number, now: Date): Promise<void> {
      await tx
        .update(webhookDeliveries)
        .set({ state: 'delivered', deliveredAt: now, lockedUntil: null, lastStatus: status, lastError: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (delivery.enabled)
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, delivery.endpointId));
    },

    async markFailed(
      tx: Db,
      delivery: ClaimedDelivery,
      outcome: { status: number | null; error: string; nextAttemptAt: Date | null },
    ): Promise<void> {
      await tx
        .update(webhookDeliveries)
        .set({
          lockedUntil: null,
          lastStatus: outcome.status,
          lastError: outcome.error.slice(0, 500),
          ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : { state: 'failed' as const }),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    },

    /** The endpoint failed at `now`: when its failures began (now, unless they had already). */
    async endpointFailing(tx: Db, endpointId: number, now: Date): Promise<Date | null> {
      const rows = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return rows[0]?.failingSince ?? null;
    },

    /** Disables an enabled endpoint; true only for the call that did (its owner is told once). */
    async disableEndpoint(tx: Db, endpointId: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledAt: now })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      return rows.length === 1;
    },

    /** Why the endpoint's latest failed attempt failed. */
    async lastFailureOf(endpointId: number): Promise<string | null> {
      const rows = await db
        .select({ lastError: webhookDeliveries.lastError })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), isNotNull(webhookDeliveries.lastError)))
        .orderBy(desc(webhookDeliveries.id))
        .limit(1);
      return rows[0]?.lastError ?? null;
    },

    /** The endpoint with its property's name and addresses, for the email saying it was disabled. */
    async endpointWithProperty(endpointId: number) {
      const rows = await db
        .select({
          endpoint: webhookEndpoints,
          propertyCode: properties.code,
          propertyName: properties.name,
          email: properties.email,
          reservationsEmail: properties.reservationsEmail,
        })
        .from(webhookEndpoints)
        .innerJoin(properties, eq(properties.id, webhookEndpoints.propertyId))
        .where(eq(webhookEndpoints.id, endpointId));
      return rows[0];
    },
  };
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
