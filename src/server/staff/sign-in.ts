import type { FastifyBaseLogger } from 'fastify';
import type { StaffSecondFactorRequest, StaffSignInRequest, StaffSignInResponse } from '../../contract/admin-staff';
import { passwordMatches, spendPasswordCheckTime } from '../platform/password-hashing';
import { AppError, tooManyRequests } from '../errors';
import { isOverLimit, type RateLimit, type RateLimitStore } from '../platform/rate-limit-store';
import type { StaffRepository } from './repository';
import type { SignedInStaff, StaffSessions } from './staff-sessions';
import { decryptTotpSecret, normaliseEmail, normaliseRecoveryCode, sha256Hex, totpStepOf } from './staff-secrets';

// Signing in to the console: the password, then (when the member has an authenticator) a
// 6-digit code or one of their recovery codes. Each step starts a new session, so whatever
// token the browser held before is worth nothing after. Attempts count in the shared limit
// store per address and per account, failures and successes alike until a success forgives.

export const staffSignInLimits = {
  perAddress: { max: 30, windowSeconds: 15 * 60 },
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Codes: a million of them, so few tries. */
  secondFactor: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const signInMessages = {
  failed: 'The email address or password is not right.',
  badCode: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  codeFirst: 'Enter your password first.',
} as const;

export interface SignInDeps {
  repository: StaffRepository;
  sessions: StaffSessions;
  rateLimits: RateLimitStore;
  secretKey: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface StaffCaller {
  address: string;
  staff: SignedInStaff | null;
}

export function createStaffSignIn(deps: SignInDeps) {
  const { repository, sessions, rateLimits } = deps;

  async function admit(keys: [string, RateLimit][]): Promise<void> {
    const counts = await Promise.all(
      keys.map(async ([key, limit]) => ({ count: await rateLimits.hit(key, limit), limit })),
    );
    const over = counts.filter(({ count, limit }) => isOverLimit(count, limit));
    if (over.length > 0) throw tooManyRequests(Math.max(...over.map(({ count }) => count.resetInMs)) / 1000);
  }

  async function signIn(
    request: StaffSignInRequest,
    caller: StaffCaller,
  ): Promise<{ body: StaffSignInResponse; sessionToken: string }> {
    const email = normaliseEmail(request.Email);
    const accountKey = `staff-sign-in:account:${sha256Hex(email)}`;
    await admit([
      [`staff-sign-in:address:${caller.address}`, staffSignInLimits.perAddress],
      [accountKey, staffSignInLimits.perAccount],
    ]);
    const member = await repository.findMemberByEmail(email);
    if (!member?.passwordHash) {
      await spendPasswordCheckTime(request.Password);
      throw new AppError('unauthorised', signInMessages.failed);
    }
    if (!(await passwordMatches(member.passwordHash, request.Password)))
      throw new AppError('unauthorised', signInMessages.failed);
    await rateLimits.forgive(accountKey, staffSignInLimits.perAccount);

    const stage = member.totpEnabled ? 'second-factor' : 'signed-in';
    const sessionToken = await repository.transaction(async (tx) => {
      if (caller.staff) await tx.deleteSession(caller.staff.tokenHash);
      return sessions.startSession(tx, member.id, stage);
    });
    deps.log.info({ staffId: member.id, stage }, 'staff password accepted');
    const signedIn = await sessions.signedInStaff(sessionToken);
    return { body: { Stage: stage, MustEnrol: signedIn?.mustEnrol ?? false }, sessionToken };
  }

  async function secondFactor(
    request: StaffSecondFactorRequest,
    caller: StaffCaller,
  ): Promise<{ body: StaffSignInResponse; sessionToken: string }> {
    const pending = caller.staff;
    if (!pending || pending.stage !== 'second-factor') throw new AppError('unauthorised', signInMessages.codeFirst);
    await admit([[`staff-second-factor:account:${pending.staffId}`, staffSignInLimits.secondFactor]]);
    const member = await repository.findMember(pending.staffId);
    if (!member?.totpSecretEncrypted) throw new AppError('unauthorised', signInMessages.codeFirst);

    const code = request.Code.replace(/\s/g, '');
    let accepted: boolean;
    if (/^\d{6}$/.test(code)) {
      const step = totpStepOf(
        decryptTotpSecret(deps.secretKey, member.totpSecretEncrypted),
        member.email,
        code,
        deps.now(),
      );
      accepted = step !== null && (await repository.acceptTotpStep(member.id, step));
    } else {
      accepted = await repository.spendRecoveryCode(member.id, sha256Hex(normaliseRecoveryCode(code)), deps.now());
      if (accepted) deps.log.warn({ staffId: member.id }, 'staff signed in with a recovery code');
    }
    if (!accepted) throw new AppError('unauthorised', signInMessages.badCode);

    const sessionToken = await repository.transaction(async (tx) => {
      await tx.deleteSession(pending.tokenHash);
      return sessions.startSession(tx, member.id, 'signed-in');
    });
    return { body: { Stage: 'signed-in', MustEnrol: false }, sessionToken };
  }

  async function signOut(caller: StaffCaller): Promise<void> {
    if (caller.staff) await repository.deleteSession(caller.staff.tokenHash);
  }

  return { signIn, secondFactor, signOut };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
