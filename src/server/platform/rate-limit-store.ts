import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/accounts';

// Where every rate limit counts (login, register, reset, the route limits): a store all app
// servers share, so a limit of N allows N in all however many servers take the traffic. The
// database keeps fixed-window counters (table rate_limit_counters, one upsert per hit);
// redis-rate-limit-store.ts keeps them in Redis when REDIS_URL is set.

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
  const windowOf = (limit: RateLimit) => {
    const at = now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    longestWindowMs = Math.max(longestWindowMs, windowMs);
    const start = Math.floor(at / windowMs) * windowMs;
    return { start: new Date(start), resetInMs: start + windowMs - at };
  };

  return {
    async hit(key, limit) {
      const window = windowOf(limit);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: window.start, hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
        .returning({ hits: rateLimitCounters.hits });
      return { hits: row?.hits ?? 1, resetInMs: window.resetInMs };
    },

    async forgive(key, limit) {
      const window = windowOf(limit);
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, window.start)));
    },

    async prune() {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now().getTime() - longestWindowMs - 60_000)));
    },

    async close() {},
  };
}
