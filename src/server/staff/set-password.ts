import { createHmac, randomBytes } from 'node:crypto';
import type { SetPasswordLink, StaffSetPasswordRequest } from '../../contract/admin-staff';
import { newPasswordProblem, passwordConfirmationProblem } from '../../domain/password';
import { hashPassword } from '../platform/password-hashing';
import { fieldError, validationError, type ModelState } from '../errors';
import type { StaffQueries, StaffRepository } from './repository';
import { sha256Hex } from './staff-secrets';

// One-time set-password links, for a first owner made from the shell and for invited staff:
// `${PUBLIC_URL}/Admin/Password?token=...`, single use, 24 hours. The token is the HMAC under
// the server's secret key of a random nonce; the database keeps its SHA-256, and an invitation
// waiting in the mail outbox keeps only the nonce, so neither opens an account without the key.

export const setPasswordLinkTtlMs = 24 * 60 * 60 * 1000;
export const linkExpiredMessage = 'This link has been used or has expired. Ask an owner for a new one.';

export function setPasswordTokenOf(secretKey: string, nonce: string): string {
  return createHmac('sha256', secretKey).update(`staff-set-password:${nonce}`).digest('base64url');
}

export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/Admin/Password?token=${encodeURIComponent(token)}`;
}

export interface SetPasswordDeps {
  repository: StaffRepository;
  secretKey: string;
  now: () => Date;
}

export function createSetPassword(deps: SetPasswordDeps) {
  const { repository } = deps;

  /** A new link's token, stored hashed in the caller's transaction. */
  async function issue(tx: StaffQueries, staffId: number): Promise<{ nonce: string; token: string }> {
    const now = deps.now();
    const nonce = randomBytes(16).toString('hex');
    const token = setPasswordTokenOf(deps.secretKey, nonce);
    await tx.insertToken({
      staffId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + setPasswordLinkTtlMs),
    });
    return { nonce, token };
  }

  /** Whose password a link sets, while it is live. */
  async function peek(token: string): Promise<SetPasswordLink> {
    const staffId = await repository.peekToken(sha256Hex(token), deps.now());
    const member = staffId === null ? undefined : await repository.findMember(staffId);
    if (!member) throw fieldError('Token', linkExpiredMessage);
    return { Email: member.email, Name: member.name };
  }

  /** Sets the password and spends the link; every session of the member ends. */
  async function setPassword(request: StaffSetPasswordRequest): Promise<SetPasswordLink> {
    const modelState: ModelState = {};
    const weak = newPasswordProblem(request.Password);
    if (weak) modelState.Password = [weak];
    const mismatch = passwordConfirmationProblem(request.Password, request.ConfirmPassword);
    if (mismatch) modelState.ConfirmPassword = [mismatch];
    if (Object.keys(modelState).length > 0) throw validationError(modelState);
    const passwordHash = await hashPassword(request.Password);
    const now = deps.now();
    const member = await repository.transaction(async (tx) => {
      const staffId = await tx.spendToken(sha256Hex(request.Token), now);
      if (staffId === null) return null;
      await tx.updateMember(staffId, { passwordHash, updatedAt: now });
      await tx.deleteSessionsOf(staffId);
      return tx.findMember(staffId);
    });
    if (!member) throw fieldError('Token', linkExpiredMessage);
    return { Email: member.email, Name: member.name };
  }

  return { issue, peek, setPassword };
}

export type SetPassword = ReturnType<typeof createSetPassword>;
