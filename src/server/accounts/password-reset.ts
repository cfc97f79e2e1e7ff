import type { AccountResult, PasswordResetRequest, RequestPasswordResetRequest } from '../../contract/account';
import { validationError } from '../errors';
import type { AccountMailFlowDeps } from './account-mail';
import { accountMessages } from '../../domain/account-messages';
import { accountKeyOf, normaliseEmail, sha256Hex } from './account-tokens';
import { newPasswordProblems } from './new-password';
import { hashPassword } from '../platform/password-hashing';
import { accountEmailKinds } from './repository';
import type { AccountCaller } from './sessions';

// RequestPasswordReset (the same answer whether or not the address has an account) and
// PasswordReset with the emailed link's token: single use, one hour, and every session of the
// account ends with it.

export function createPasswordReset(deps: AccountMailFlowDeps) {
  const { repository } = deps;

  async function requestPasswordReset(
    request: RequestPasswordResetRequest,
    caller: AccountCaller,
  ): Promise<AccountResult> {
    const email = normaliseEmail(request.EmailAddress);
    await deps.limiter.check('requestPasswordReset', { address: caller.address, accountKey: accountKeyOf(email) });
    const property = await deps.requireProperty(request.PropertyId);
    const queued = await repository.transaction(async (tx) => {
      const individual = await tx.findIndividualByEmail(email);
      if (!individual) return false;
      await deps.mail.queueTokenEmail(tx, 'reset_password', individual.id, property.id);
      return true;
    });
    if (queued) deps.mailOutbox.kick();
    return { Success: true, Message: accountMessages.passwordResetRequested(email) };
  }

  async function passwordReset(request: PasswordResetRequest, caller: AccountCaller): Promise<AccountResult> {
    const problems = newPasswordProblems('Password', request.Password, request.ConfirmPassword);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const tokenHash = sha256Hex(request.Token.trim());
    // Counted against the account the token belongs to before it is used.
    const token = await repository.findToken(tokenHash, 'reset_password');
    await deps.limiter.check('passwordReset', {
      address: caller.address,
      accountKey: token ? accountKeyOf(token.email) : null,
    });
    const property = await deps.requireProperty(request.PropertyId);
    const passwordHash = await hashPassword(request.Password);
    const now = deps.now();
    const individualId = await repository.transaction(async (tx) => {
      const id = await tx.spendToken(tokenHash, 'reset_password', now);
      if (id === null) return null;
      await tx.updateIndividual(id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      // The link came to the address: that confirms it too.
      await tx.confirmEmail(id, now);
      await tx.spendOtherTokens(id, 'reset_password', now);
      // Whoever knew the old password is signed out everywhere.
      await tx.deleteSessionsOf(id);
      await deps.mail.queueNoticeEmail(tx, accountEmailKinds.passwordChanged, id, property.id);
      return id;
    });
    if (individualId === null)
      throw validationError({ Token: [accountMessages.linkUsedOrExpired] }, accountMessages.linkUsedOrExpired);
    deps.mailOutbox.kick();
    deps.log.info({ individualId }, 'guest password reset');
    return { Success: true, Message: accountMessages.passwordReset };
  }

  return { requestPasswordReset, passwordReset };
}
