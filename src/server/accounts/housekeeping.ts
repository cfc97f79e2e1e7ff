import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from '../platform/rate-limit-store';
import type { AccountRepository } from './repository';

// What accounts leave behind: ended sessions, spent and expired links, old rate-limit windows.

export interface HousekeepingDeps {
  repository: AccountRepository;
  rateLimits: RateLimitStore;
  sessionIdleMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createAccountHousekeeping(deps: HousekeepingDeps) {
  return {
    /** Clears expired sessions, spent links and old rate-limit windows; a failure is logged, never thrown. */
    async removeExpired(): Promise<void> {
      const now = deps.now();
      try {
        await deps.rateLimits.prune();
        await deps.repository.deleteExpiredSessions(now, new Date(now.getTime() - deps.sessionIdleMs));
        // Spent and expired links are kept a day for the "already confirmed" answer, then go.
        await deps.repository.deleteTokensEndedBefore(new Date(now.getTime() - 24 * 60 * 60 * 1000));
      } catch (error) {
        deps.log.error({ err: error }, 'account housekeeping failed');
      }
    },
  };
}
