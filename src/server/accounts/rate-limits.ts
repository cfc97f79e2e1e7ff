import { tooManyRequests } from '../errors';
import { isOverLimit, type RateCount, type RateLimit, type RateLimitStore } from '../platform/rate-limit-store';
import { sha256Hex } from './account-tokens';

// The account calls' limits, counted in the shared store (the database, or Redis), so they
// hold however many app servers share the traffic.

/** Limits a real guest never meets; an attacker trying passwords or addresses soon does. */
export const accountRateLimits = {
  authenticate: {
    perAddress: { max: 30, windowSeconds: 15 * 60 },
    /** Failed logins to one account from browsers it has not logged in from (its untrusted-client lockout). */
    perAccount: { max: 10, windowSeconds: 15 * 60 },
    /** Failed logins to one account from one browser holding its device cookie. */
    perDevice: { max: 10, windowSeconds: 15 * 60 },
  },
  register: { perAddress: { max: 20, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  requestPasswordReset: {
    perAddress: { max: 20, windowSeconds: 60 * 60 },
    perAccount: { max: 5, windowSeconds: 60 * 60 },
  },
  passwordReset: { perAddress: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 10, windowSeconds: 60 * 60 } },
  confirmEmail: { perAddress: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 10, windowSeconds: 60 * 60 } },
  changePassword: { perAddress: { max: 30, windowSeconds: 15 * 60 }, perAccount: { max: 10, windowSeconds: 15 * 60 } },
} satisfies Record<string, { perAddress: RateLimit; perAccount: RateLimit; perDevice?: RateLimit }>;

export type AccountAction = Exclude<keyof typeof accountRateLimits, 'authenticate'>;

/** A login admitted by the limits; `succeeded` takes its account or device count back. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

const throwIfOver = (counts: { count: RateCount; limit: RateLimit }[]) => {
  const over = counts.filter(({ count, limit }) => isOverLimit(count, limit));
  if (over.length > 0) throw tooManyRequests(Math.max(...over.map(({ count }) => count.resetInMs)) / 1000);
};

export function createAccountRateLimiter(store: RateLimitStore) {
  const hit = async (key: string, limit: RateLimit) => ({ count: await store.hit(key, limit), limit });

  return {
    /**
     * Counts the action against the client address, and against the account when the request
     * names one; throws 429 with Retry-After when either is over its limit.
     */
    async check(action: AccountAction, who: { address: string; accountKey?: string | null }): Promise<void> {
      const limits = accountRateLimits[action];
      throwIfOver(
        await Promise.all([
          hit(`${action}:address:${who.address}`, limits.perAddress),
          ...(who.accountKey ? [hit(`${action}:account:${who.accountKey}`, limits.perAccount)] : []),
        ]),
      );
    },

    /**
     * Admits a login, or throws 429. Every attempt counts against the address. It counts against
     * the browser's device cookie when it holds a valid one for this account (`trustedDevice`,
     * the cookie's nonce), else against the account's untrusted-client lockout, and is taken back
     * there when the password was right: so failures count, and counting before the password
     * check keeps a burst of parallel guesses from slipping past the limit.
     */
    async admitLogin(who: {
      address: string;
      accountKey: string;
      trustedDevice: string | null;
    }): Promise<LoginAttempt> {
      const limits = accountRateLimits.authenticate;
      const [key, limit] = who.trustedDevice
        ? [`authenticate:device:${sha256Hex(`${who.accountKey}:${who.trustedDevice}`)}`, limits.perDevice]
        : [`authenticate:account:${who.accountKey}`, limits.perAccount];
      throwIfOver(await Promise.all([hit(`authenticate:address:${who.address}`, limits.perAddress), hit(key, limit)]));
      return { succeeded: () => store.forgive(key, limit) };
    },
  };
}

export type AccountRateLimiter = ReturnType<typeof createAccountRateLimiter>;
