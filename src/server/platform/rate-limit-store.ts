import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/accounts';

// Where every rate limit counts (login, register, reset, the route limits): a store all app
// servers share, so a limit of N allows N in all however many servers take the traffic. A
// key's window starts at its first hit and lasts the limit's window; the first hit after it
// ends starts the next. The database keeps one row per key (table rate_limit_counters, one
// upsert per hit); redis-rate-limit-store.ts keeps them in Redis when REDIS_URL is set.

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The hits of a key in its current window (this one included), and when the window ends. */
export interface RateCount {
  hits: number;
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit of `key` against `limit`. */
  hit(key: string, limit: RateLimit): Promise<RateCount>;
  /** Takes one hit back (a login that succeeded after all); nothing when the window has ended. */
  forgive(key: string, limit: RateLimit): Promise<void>;
  /** Drops counters of windows that ended (the database keeps them until asked). */
  prune(): Promise<void>;
  close(): Promise<void>;
}

export const isOverLimit = (count: RateCount, limit: RateLimit) => count.hits > limit.max;

/** Windows are kept this long after they start, at least: longer than any limit's window. */
const minimumRetentionMs = 60 * 60 * 1000;

export function createDatabaseRateLimitStore(db: Db, now: () => Date = () => new Date()): RateLimitStore {
  let longestWindowMs = minimumRetentionMs;
  /** The time now, and the start a window must be after to be running now. */
  const timesOf = (limit: RateLimit) => {
    const windowMs = limit.windowSeconds * 1000;
    longestWindowMs = Math.max(longestWindowMs, windowMs);
    const at = now();
    return { at, windowMs, endedIfStartedBy: sql`${new Date(at.getTime() - windowMs).toISOString()}::timestamptz` };
  };

  return {
    async hit(key, limit) {
      const { at, windowMs, endedIfStartedBy } = timesOf(limit);
      const ended = sql`${rateLimitCounters.windowStart} <= ${endedIfStartedBy}`;
      // One statement: the first hit after a window ends starts the next one.
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: at, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
            windowStart: sql`CASE WHEN ${ended} THEN ${at.toISOString()}::timestamptz ELSE ${rateLimitCounters.windowStart} END`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
      const windowStart = row?.windowStart.getTime() ?? at.getTime();
      return { hits: row?.hits ?? 1, resetInMs: Math.max(0, windowStart + windowMs - at.getTime()) };
    },

    async forgive(key, limit) {
      const { endedIfStartedBy } = timesOf(limit);
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowStart, endedIfStartedBy)));
    },

    async prune() {
      await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStart, new Date(now().getTime() - longestWindowMs - 60_000)));
    },

    async close() {},
  };
}
