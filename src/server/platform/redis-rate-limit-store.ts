import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateCount, RateLimit, RateLimitStore } from './rate-limit-store';

// Rate-limit counters in Redis (REDIS_URL), through rate-limiter-flexible's atomic Redis
// limiter: one round trip per hit, windows expire by themselves. While Redis cannot be
// reached, the limits count in the database store instead (shared by every server too), so an
// outage never lifts them; a warning is logged when Redis goes away and when it is back.

export interface RedisRateLimitStoreOptions {
  url: string;
  /** Keeps these counters apart from anything else in the same Redis. */
  keyPrefix: string;
  /** Where limits count while Redis cannot be reached. */
  fallback: RateLimitStore;
  log: FastifyBaseLogger;
  /** How long the start waits for a first connection before going on without it. */
  connectTimeoutMs?: number;
}

/** Connects (waiting a moment at most) and answers the store; it never fails the start. */
export async function openRedisRateLimitStore(options: RedisRateLimitStoreOptions): Promise<RateLimitStore> {
  const { fallback, log } = options;
  const client = new Redis(options.url, {
    // A command while disconnected fails at once (and counts in the database) instead of
    // waiting in a queue while the request hangs.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  let reachable = false;
  const markUnreachable = (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis is not answering: rate limits count in the database until it is back');
  };
  client.on('ready', () => {
    if (!reachable) log.info('rate limits count in Redis');
    reachable = true;
  });
  client.on('error', (error: unknown) => markUnreachable(error));
  client.on('end', () => markUnreachable(new Error('connection ended')));

  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), options.connectTimeoutMs ?? 2000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!(await ready))
    log.warn(
      { redis: redactedUrl(options.url) },
      'Redis is not reachable: rate limits count in the database until it is',
    );

  const limiters = new Map<string, RateLimiterRedis>();
  const limiterOf = (limit: RateLimit) => {
    const id = `${limit.max}/${limit.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        points: limit.max,
        duration: limit.windowSeconds,
        // The window is part of the key: the same key under two windows is two counters, as in the database.
        keyPrefix: `${options.keyPrefix}rl:${limit.windowSeconds}`,
        rejectIfRedisNotReady: true,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const countOf = (res: RateLimiterRes): RateCount => ({
    hits: res.consumedPoints,
    resetInMs: Math.max(0, res.msBeforeNext),
  });

  return {
    async hit(key, limit) {
      try {
        return countOf(await limiterOf(limit).consume(key, 1));
      } catch (outcome) {
        // Over the limit is an answer, not a failure.
        if (outcome instanceof RateLimiterRes) return countOf(outcome);
        markUnreachable(outcome);
        return fallback.hit(key, limit);
      }
    },

    async forgive(key, limit) {
      try {
        await limiterOf(limit).reward(key, 1);
      } catch (error) {
        markUnreachable(error);
        await fallback.forgive(key, limit);
      }
    },

    prune: () => fallback.prune(),

    async close() {
      reachable = false;
      client.removeAllListeners('error');
      // Nothing left to wait for: the counters live on in Redis.
      client.on('error', () => {});
      client.disconnect();
    },
  };
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
