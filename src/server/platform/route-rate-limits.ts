import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitStore } from './rate-limit-store';

// Per-route limits (`config: { rateLimit: { max, timeWindow } }` on a route) counted in the
// shared store instead of the plugin's per-process memory, so two servers do not double them.
// The plugin keeps doing the rest: the client key (the address, IPv6 by /56), Retry-After and
// the 429 the error handler turns into { Message }.

export async function registerRouteRateLimits(app: FastifyInstance, store: RateLimitStore): Promise<void> {
  class SharedRouteStore implements FastifyRateLimitStore {
    // The plugin constructs the first with its options; routes get a child named after them.
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      store.hit(`route:${this.route}:${key}`, { max, windowSeconds: Math.max(1, Math.round(timeWindow / 1000)) }).then(
        (count) => callback(null, { current: count.hits, ttl: count.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeParams: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, the route itself under `routeInfo`.
      const info = (routeParams as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new SharedRouteStore(null, `${[info?.method ?? ''].flat().join(',')} ${info?.url ?? ''}`);
    }
  }
  await app.register(rateLimit, { global: false, store: SharedRouteStore });
}
