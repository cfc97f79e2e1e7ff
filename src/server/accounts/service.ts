import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { GuestAccounts } from '../guest-accounts';
import type { MailOutbox } from '../mail/outbox';
import { createDatabaseRateLimitStore, type RateLimitStore } from '../platform/rate-limit-store';
import { periodicJob } from '../platform/periodic-job';
import type { PropertyRecord, PropertyRepository } from '../properties/repository';
import { createPropertyService, type PropertyService } from '../properties/service';
import { createAccountMail } from './account-mail';
import { createAccountHousekeeping } from './housekeeping';
import { createPasswordReset } from './password-reset';
import { createProfile } from './profile';
import { createAccountRateLimiter } from './rate-limits';
import { createRegistration } from './registration';
import { createAccountRepository } from './repository';
import { createSessions } from './sessions';

// Guest accounts (docs/product.md, guest accounts), put together from their parts:
// sessions and login (sessions.ts), registration and confirmation (registration.ts), password
// reset (password-reset.ts), the signed-in guest's profile and cards (profile.ts) and
// housekeeping (housekeeping.ts). No answer says whether an address is registered: Register and
// RequestPasswordReset answer the same either way (the mail differs, and only the address's
// owner reads it), and a failed login reads the same and takes as long for an unknown address
// as for a wrong password. Sessions and emailed tokens are stored hashed; login starts a new
// session; a password change ends the other sessions, a reset ends them all.

const housekeepingIntervalMs = 10 * 60 * 1000;

export interface GuestAccountsDeps {
  db: Db;
  properties: PropertyRepository;
  /** The app's one property service (its cache shared by every feature); built here when not given. */
  propertyService?: PropertyService;
  mailOutbox: MailOutbox;
  secretKey: string;
  publicUrl: string;
  /** The From of guest emails; default "<property name>" <no-reply@PUBLIC_URL host>. */
  mailFrom: string | undefined;
  sessionIdleDays: number;
  sessionMaxDays: number;
  /** Where the limits count; default the database. */
  rateLimits?: RateLimitStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createGuestAccounts(deps: GuestAccountsDeps) {
  const repository = createAccountRepository(deps.db);
  const rateLimits = deps.rateLimits ?? createDatabaseRateLimitStore(deps.db, deps.now);
  const limiter = createAccountRateLimiter(rateLimits);
  const propertyService = deps.propertyService ?? createPropertyService(deps.properties);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const sessionIdleMs = deps.sessionIdleDays * 24 * 60 * 60 * 1000;
  const sessionMaxMs = deps.sessionMaxDays * 24 * 60 * 60 * 1000;

  const requireProperty = (ref: string | number): Promise<PropertyRecord> =>
    propertyService.requireProperty(String(ref));
  const mail = createAccountMail({
    repository,
    properties: deps.properties,
    mailOutbox: deps.mailOutbox,
    secretKey: deps.secretKey,
    publicUrl,
    mailFrom: deps.mailFrom,
    now: deps.now,
  });
  mail.registerRenderers();
  const common = { repository, limiter, mail, mailOutbox: deps.mailOutbox, now: deps.now, log: deps.log };
  const sessions = createSessions({
    ...common,
    requireProperty,
    // Late-bound: the profile needs sessions to renew one on a password change.
    profileOf: (individual) => profile.profileOf(individual),
    secretKey: deps.secretKey,
    sessionIdleMs,
    sessionMaxMs,
  });
  const profile = createProfile({ ...common, startSession: sessions.startSession });
  const registration = createRegistration({ ...common, requireProperty });
  const passwordReset = createPasswordReset({ ...common, requireProperty });
  const housekeeping = createAccountHousekeeping({
    repository,
    rateLimits,
    sessionIdleMs,
    now: deps.now,
    log: deps.log,
  });
  const housekeepingJob = periodicJob({
    name: 'account housekeeping',
    intervalMs: housekeepingIntervalMs,
    log: deps.log,
    fallback: undefined,
    task: housekeeping.removeExpired,
  });

  const guestAccounts: GuestAccounts = {
    ...profile.savedCards,
    registerWhileBooking: registration.registerWhileBooking,
  };

  return {
    ...guestAccounts,
    /** The guest a session cookie's token signs in, or null; the onRequest hook asks once per request. */
    signedInGuest: sessions.signedInGuest,
    sessionCookie: { secure: publicUrl.startsWith('https:'), maxAgeSeconds: Math.floor(sessionMaxMs / 1000) },
    account: {
      authenticate: sessions.authenticate,
      logout: sessions.logout,
      register: registration.register,
      confirmEmail: registration.confirmEmail,
      requestPasswordReset: passwordReset.requestPasswordReset,
      passwordReset: passwordReset.passwordReset,
      getAccount: profile.getAccount,
      updateAccount: profile.updateAccount,
      changePassword: profile.changePassword,
      deleteCreditCard: profile.deleteCreditCard,
    },
    /** Clears expired sessions, spent links and old rate-limit windows (the timer of start() runs it). */
    removeExpired: housekeepingJob.run,
    /** Clears expired sessions, links and rate-limit windows now and then. */
    start: housekeepingJob.start,
    close: housekeepingJob.close,
  };
}

export type GuestAccountServices = ReturnType<typeof createGuestAccounts>;
