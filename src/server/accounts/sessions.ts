import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticateRequest, AuthenticateResponse, UserProfile } from '../../contract/account';
import type { SignedInGuest } from '../guest-accounts';
import type { MailOutbox } from '../mail/outbox';
import type { PropertyRecord } from '../properties/repository';
import type { AccountMail } from './account-mail';
import { accountMessages } from '../../domain/account-messages';
import { accountKeyOf, generateSessionToken, normaliseEmail, sha256Hex } from './account-tokens';
import { issueDeviceCookieValue, trustedDeviceOf } from './device-cookie';
import { passwordMatches, spendPasswordCheckTime } from '../platform/password-hashing';
import type { AccountRateLimiter } from './rate-limits';
import type { AccountQueries, AccountRepository, IndividualRow } from './repository';

// Sessions: a random token in the browser's cookie, its SHA-256 in the database, ended by
// idleness, by age, by logout and by a new login. Login is here too, with its limits: per
// address, and per account for browsers the account never logged in from, while a browser
// with the account's device cookie counts on its own (see device-cookie.ts).

/** A session's last-seen time is written at most this often: one write per few minutes, not per request. */
const sessionTouchIntervalMs = 5 * 60 * 1000;
/** A login of an unconfirmed account re-sends the confirmation at most this often. */
const confirmationResendIntervalMs = 5 * 60 * 1000;

export interface SessionsDeps {
  repository: AccountRepository;
  limiter: AccountRateLimiter;
  mail: AccountMail;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  requireProperty: (ref: string | number) => Promise<PropertyRecord>;
  profileOf: (individual: IndividualRow) => Promise<UserProfile>;
  secretKey: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Who is asking: the client address for rate limits, and the cookies they sent. */
export interface AccountCaller {
  address: string;
  sessionToken: string | null;
  /** The device cookie as sent, unverified. */
  deviceCookie?: string | null;
}

/** A result that starts a session: the routes put `sessionToken` (and `deviceCookie`) in cookies. */
export interface WithNewSession<T> {
  body: T;
  sessionToken: string | null;
  deviceCookie?: string | null;
}

export const signedInGuestOf = (individual: IndividualRow): SignedInGuest => ({
  individualId: individual.id,
  email: individual.email,
  firstName: individual.firstName,
  lastName: individual.lastName,
  telephone: individual.telephone,
  canChoosePaymentMethod: individual.canChoosePaymentMethod,
});

export function createSessions(deps: SessionsDeps) {
  const { repository } = deps;

  /** A new session for the account, in the caller's transaction; the token for the cookie. */
  async function startSession(tx: AccountQueries, individualId: number): Promise<string> {
    const token = generateSessionToken();
    const now = deps.now();
    await tx.insertSession({
      tokenHash: sha256Hex(token),
      individualId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.sessionMaxMs),
    });
    return token;
  }

  /** The guest a session token signs in (idle and absolute expiry checked), or null. */
  async function signedInGuest(sessionToken: string | null): Promise<SignedInGuest | null> {
    if (!sessionToken) return null;
    const tokenHash = sha256Hex(sessionToken);
    const found = await repository.findSessionWithIndividual(tokenHash);
    if (!found) return null;
    const now = deps.now().getTime();
    const { session, individual } = found;
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= deps.sessionIdleMs) {
      await repository.deleteSession(tokenHash);
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= sessionTouchIntervalMs)
      await repository.touchSession(session.id, new Date(now));
    return signedInGuestOf(individual);
  }

  async function authenticate(
    request: AuthenticateRequest,
    caller: AccountCaller,
  ): Promise<WithNewSession<AuthenticateResponse>> {
    const email = normaliseEmail(request.EmailAddress);
    const accountKey = accountKeyOf(email);
    const attempt = await deps.limiter.admitLogin({
      address: caller.address,
      accountKey,
      trustedDevice: trustedDeviceOf(deps.secretKey, accountKey, caller.deviceCookie ?? null),
    });
    const property = await deps.requireProperty(request.PropertyId);
    const failed = { body: { Success: false, Message: accountMessages.loginFailed, User: null }, sessionToken: null };
    const individual = await repository.findIndividualByEmail(email);
    if (!individual) {
      await spendPasswordCheckTime(request.Password);
      return failed;
    }
    if (!(await passwordMatches(individual.passwordHash, request.Password))) return failed;
    // The right password: this attempt was no guess.
    await attempt.succeeded();

    if (!individual.emailConfirmedAt) {
      const resent = await repository.transaction(async (tx) => {
        // Several attempts in a row get one new email, not one each.
        const latest = await tx.latestTokenCreatedAt(individual.id, 'confirm_email');
        if (latest && deps.now().getTime() - latest.getTime() < confirmationResendIntervalMs) return false;
        await deps.mail.queueTokenEmail(tx, 'confirm_email', individual.id, property.id);
        return true;
      });
      if (resent) deps.mailOutbox.kick();
      return { body: { Success: false, Message: accountMessages.confirmEmailFirst, User: null }, sessionToken: null };
    }

    // A new session every login: a cookie planted before login is worth nothing after it.
    const sessionToken = await repository.transaction(async (tx) => {
      if (caller.sessionToken) await tx.deleteSession(sha256Hex(caller.sessionToken));
      return startSession(tx, individual.id);
    });
    deps.log.info({ individualId: individual.id }, 'guest logged in');
    return {
      body: {
        Success: true,
        Message: accountMessages.welcomeBack(individual.firstName),
        User: await deps.profileOf(individual),
      },
      sessionToken,
      // A new nonce each time: the browser's trust is renewed, never copied forward.
      deviceCookie: issueDeviceCookieValue(deps.secretKey, accountKey),
    };
  }

  async function logout(caller: AccountCaller): Promise<void> {
    if (caller.sessionToken) await repository.deleteSession(sha256Hex(caller.sessionToken));
  }

  return { startSession, signedInGuest, authenticate, logout };
}

export type Sessions = ReturnType<typeof createSessions>;
