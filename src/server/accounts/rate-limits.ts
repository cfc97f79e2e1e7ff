import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/accounts';
import { tooManyRequests } from '../errors';

// Fixed-window counters in PostgreSQL (table rate_limit_counters), so a limit holds however
// many app servers share the traffic: one upsert per hit counts it and reads the total.

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Limits a real guest never meets; an attacker trying passwords or addresses soon does. */
export const accountRateLimits = {
  authenticate: { perAddress: { max: 30, windowSeconds: 15 * 60 }, perAccount: { max: 10, windowSeconds: 15 * 60 } },
  register: { perAddress: { max: 20, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  requestPasswordReset: { perAddress: { max: 20, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  passwordReset: { perAddress: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 10, windowSeconds: 60 * 60 } },
  confirmEmail: { perAddress: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 10, windowSeconds: 60 * 60 } },
  changePassword: { perAddress: { max: 30, windowSeconds: 15 * 60 }, perAccount: { max: 10, windowSeconds: 15 * 60 } },
} satisfies Record<string, { perAddress: RateLimit; perAccount: RateLimit }>;

export type AccountAction = keyof typeof accountRateLimits;

export function createRateLimiter(db: Db, now: () => Date) {
  /** Counts one hit of `key`; seconds until the window ends when over the limit, else null. */
  async function hit(key: string, limit: RateLimit): Promise<number | null> {
    const at = now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
      .returning({ hits: rateLimitCounters.hits });
    if ((row?.hits ?? 0) <= limit.max) return null;
    return (windowStart.getTime() + windowMs - at) / 1000;
  }

  return {
    /**
     * Counts the action against the client address, and against the account when the request
     * names one; throws 429 with Retry-After when either is over its limit.
     */
    async check(action: AccountAction, who: { address: string; accountKey?: string | null }): Promise<void> {
      const limits = accountRateLimits[action];
      const waits = await Promise.all([
        hit(`${action}:address:${who.address}`, limits.perAddress),
        who.accountKey ? hit(`${action}:account:${who.accountKey}`, limits.perAccount) : Promise.resolve(null),
      ]);
      const wait = Math.max(...waits.map((w) => w ?? 0));
      if (wait > 0) throw tooManyRequests(wait);
    },

    /** Drops windows that ended long ago. */
    async prune(): Promise<void> {
      const longestWindowMs = Math.max(...Object.values(accountRateLimits).flatMap((l) => [l.perAddress.windowSeconds, l.perAccount.windowSeconds])) * 1000;
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now().getTime() - longestWindowMs - 60_000)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
