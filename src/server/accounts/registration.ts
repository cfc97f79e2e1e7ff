import type { AccountResult, ConfirmEmailRequest, RegisterRequest } from '../../contract/account';
import { emailRequiredMessage, isValidEmail, isValidPhone, phoneRequiredMessage } from '../../domain/booker';
import { validationError, type ModelState } from '../errors';
import type { GuestAccounts } from '../guest-accounts';
import type { PropertyRecord } from '../properties/repository';
import type { AccountMailFlowDeps } from './account-mail';
import { accountMessages } from '../../domain/account-messages';
import { accountKeyOf, normaliseEmail, sha256Hex } from './account-tokens';
import { newPasswordProblems } from './new-password';
import { hashPassword } from '../platform/password-hashing';
import { accountEmailKinds } from './repository';
import type { AccountCaller } from './sessions';

// Register (on its own or while booking) and ConfirmEmail. Registering a taken address
// answers exactly as a new one does: the owner gets a "you already have an account" email
// instead of a confirmation, and only the address's owner reads it.

interface Registration {
  property: PropertyRecord;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  telephone: string;
}

function validateRegistration(input: {
  email: string;
  password: string;
  confirmPassword?: string | null | undefined;
  telephone: string;
}) {
  const problems: ModelState = {};
  if (!isValidEmail(input.email)) problems.EmailAddress = [emailRequiredMessage];
  newPasswordProblems('Password', input.password, input.confirmPassword, problems);
  if (input.telephone !== '' && !isValidPhone(input.telephone)) problems.MobileNumber = [phoneRequiredMessage];
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

export function createRegistration(deps: AccountMailFlowDeps) {
  const { repository } = deps;

  /** Creates the account and queues its confirmation, or queues "you already have an account": the same answer either way. */
  async function registerAccount(input: Registration): Promise<string> {
    const email = normaliseEmail(input.email);
    // Hashed before looking: a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    const now = deps.now();
    await repository.transaction(async (tx) => {
      const individualId = await tx.insertIndividualUnlessTaken({
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        telephone: input.telephone.trim(),
        registeredPropertyId: input.property.id,
        createdAt: now,
        updatedAt: now,
      });
      if (individualId !== null) return deps.mail.queueTokenEmail(tx, 'confirm_email', individualId, input.property.id);
      const existing = await tx.findIndividualByEmail(email);
      if (existing)
        await deps.mail.queueNoticeEmail(tx, accountEmailKinds.alreadyRegistered, existing.id, input.property.id);
    });
    deps.mailOutbox.kick();
    return accountMessages.registered(email);
  }

  async function register(request: RegisterRequest, caller: AccountCaller): Promise<AccountResult> {
    const telephone = (request.MobileNumber ?? '').trim();
    validateRegistration({
      email: request.EmailAddress,
      password: request.Password,
      confirmPassword: request.ConfirmPassword,
      telephone,
    });
    await deps.limiter.check('register', { address: caller.address, accountKey: accountKeyOf(request.EmailAddress) });
    const property = await deps.requireProperty(request.PropertyId);
    const message = await registerAccount({
      property,
      email: request.EmailAddress,
      password: request.Password,
      firstName: request.Firstname,
      lastName: request.Lastname,
      telephone,
    });
    return { Success: true, Message: message };
  }

  const registerWhileBooking: GuestAccounts['registerWhileBooking'] = async (input) => {
    const telephone = input.telephone.trim();
    // The booking checked the telephone its own way; the account takes it as given.
    validateRegistration({ email: input.email, password: input.password, telephone: '' });
    const property = await deps.requireProperty(input.propertyId);
    const message = await registerAccount({
      property,
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      telephone,
    });
    return { message };
  };

  async function confirmEmail(request: ConfirmEmailRequest, caller: AccountCaller): Promise<AccountResult> {
    const tokenHash = sha256Hex(request.Token.trim());
    // Counted against the account the token belongs to before it is used.
    const token = await repository.findToken(tokenHash, 'confirm_email');
    await deps.limiter.check('confirmEmail', {
      address: caller.address,
      accountKey: token ? accountKeyOf(token.email) : null,
    });
    await deps.requireProperty(request.PropertyId);
    const now = deps.now();
    const confirmed = await repository.transaction(async (tx) => {
      const individualId = await tx.spendToken(tokenHash, 'confirm_email', now);
      if (individualId === null) return false;
      await tx.confirmEmail(individualId, now);
      await tx.spendOtherTokens(individualId, 'confirm_email', now);
      return true;
    });
    // A second click on the link of a confirmed address: it is confirmed, and that is what the guest wants to know.
    if (confirmed || token?.emailConfirmedAt) return { Success: true, Message: accountMessages.emailConfirmed };
    throw validationError({ Token: [accountMessages.linkUsedOrExpired] }, accountMessages.linkUsedOrExpired);
  }

  return { register, registerWhileBooking, confirmEmail };
}
