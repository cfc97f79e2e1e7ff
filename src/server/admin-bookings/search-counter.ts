import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { todayIn } from '../../domain/same-day';
import type { Db } from '../db/client';
import { searchCounts } from '../db/schema/search-counts';
import { periodicJob } from '../platform/periodic-job';
import type { PropertyLookup } from '../properties/require-property';

// Searches counted for the conversion figure, cheaply: each app server counts answered
// searches in memory (no write per search, nothing about who searched) and adds its counts to
// the property's day in the database once a minute, when it stops, and before Today is read.

const searchRoute = '/api/Availability/Search';
/** Hostile property ids could grow the map; a server never sees more real properties than this in a minute. */
const maxPendingKeys = 1000;

export function createSearchCounter(deps: {
  db: Db;
  properties: PropertyLookup;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  let pending = new Map<string, number>();

  function count(propertyRef: string) {
    if (!pending.has(propertyRef) && pending.size >= maxPendingKeys) return;
    pending.set(propertyRef, (pending.get(propertyRef) ?? 0) + 1);
  }

  async function flush(): Promise<number> {
    if (pending.size === 0) return 0;
    const taken = pending;
    pending = new Map();
    const now = deps.now();
    try {
      const byProperty = new Map<number, { day: string; searches: number }>();
      for (const [ref, searches] of taken) {
        const property = await deps.properties.findProperty(ref);
        if (!property) continue;
        const entry = byProperty.get(property.id) ?? { day: todayIn(property.timeZone, now), searches: 0 };
        entry.searches += searches;
        byProperty.set(property.id, entry);
      }
      for (const [propertyId, { day, searches }] of byProperty)
        await deps.db
          .insert(searchCounts)
          .values({ propertyId, day, searches })
          .onConflictDoUpdate({
            target: [searchCounts.propertyId, searchCounts.day],
            set: { searches: sql`${searchCounts.searches} + ${searches}` },
          });
      return byProperty.size;
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const [ref, searches] of taken) pending.set(ref, (pending.get(ref) ?? 0) + searches);
      throw error;
    }
  }

  const job = periodicJob({ name: 'search count flush', intervalMs: 60_000, log: deps.log, fallback: 0, task: flush });

  return {
    count,
    /** Adds this server's counts to the database now (Today reads after it). */
    flush: () => job.run(),
    /** Counts every search the app answers. */
    watch(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        if (request.method !== 'POST' || reply.statusCode !== 200 || request.routeOptions.url !== searchRoute) return;
        const ref = (request.body as { PropertyId?: unknown } | undefined)?.PropertyId;
        if (typeof ref === 'string' || typeof ref === 'number') count(String(ref).trim());
      });
    },
    start: () => job.start(),
    async close() {
      await job.close();
      await flush().catch((error: unknown) => deps.log.warn({ err: error }, 'search counts not saved at close'));
    },
  };
}

export type SearchCounter = ReturnType<typeof createSearchCounter>;
