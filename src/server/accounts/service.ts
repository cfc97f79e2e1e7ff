import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type {
  AccountResult,
  AuthenticateRequest,
  AuthenticateResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  PasswordResetRequest,
  RegisterRequest,
  RequestPasswordResetRequest,
  UpdateAccountRequest,
  UserProfile,
} from '../../contract/account';
import type { CardType } from '../../domain/card-types';
import { emailRequiredMessage, isValidEmail, isValidPhone, phoneRequiredMessage } from '../../domain/booker';
import { newPasswordProblem, passwordConfirmationProblem } from '../../domain/password';
import type { Db } from '../db/client';
import type { AccountTokenPurpose } from '../db/schema/accounts';
import { notFound, unauthorised, validationError, type ModelState } from '../errors';
import type { GuestAccounts, SavedCardForPayment, SignedInGuest } from '../guest-accounts';
import type { MailOutbox } from '../mail/outbox';
import { periodicJob } from '../platform/periodic-job';
import type { PropertyRecord, PropertyRepository } from '../properties/repository';
import { createPropertyService } from '../properties/service';
import { alreadyRegisteredMessage, confirmEmailMessage, passwordChangedMessage, resetPasswordMessage, type AccountEmailContext } from './account-emails';
import { accountKeyOf, emailTokenOf, generateEmailTokenNonce, generateSessionToken, normaliseEmail, sha256Hex } from './account-tokens';
import { hashPassword, passwordMatches, spendPasswordCheckTime } from './password-hashing';
import { createRateLimiter } from './rate-limits';
import { accountEmailKinds, createAccountRepository, type AccountQueries, type IndividualRow, type SavedCardRow } from './repository';
import { sessionTokenOf } from './session-cookie';

// Guest accounts (spec sections 3, 6, 7; design.md section 4). No answer says whether an
// address is registered: Register and RequestPasswordReset answer the same either way (the
// mail differs, and only the address's owner reads it), and a failed login reads the same and
// takes as long for an unknown address as for a wrong password. Sessions and emailed tokens
// are stored hashed; login starts a new session; a password change ends the other sessions,
// a reset ends them all.

export const accountMessages = {
  loginFailed: 'Failed to login, please check your email address and password',
  confirmEmailFirst: 'Please confirm your email address before logging in. We have sent you a new email with the link.',
  welcomeBack: (firstName: string) => `Welcome back, ${firstName}!`,
  registered: (email: string) => `Thank you for registering. We have sent an email to ${email}: please follow the link in it to confirm your email address.`,
  passwordResetRequested: (email: string) =>
    `If ${email} belongs to an account, we have sent it an email with a link to reset your password. The link works for 1 hour.`,
  passwordReset: 'Your password has been successfully reset.',
  emailConfirmed: 'Thank you, your email address is confirmed. You can now log in.',
  linkUsedOrExpired: 'This link has expired or has already been used. Please ask for a new one.',
  notSignedIn: 'Please log in to see your account.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  cardNotFound: 'Saved card not found.',
} as const;

const confirmEmailTtlMs = 3 * 24 * 60 * 60 * 1000;
const resetPasswordTtlMs = 60 * 60 * 1000;
/** A session's last-seen time is written at most this often: one write per few minutes, not per request. */
const sessionTouchIntervalMs = 5 * 60 * 1000;
/** A login of an unconfirmed account re-sends the confirmation at most this often. */
const confirmationResendIntervalMs = 5 * 60 * 1000;
const housekeepingIntervalMs = 10 * 60 * 1000;

export interface GuestAccountsDeps {
  db: Db;
  properties: PropertyRepository;
  mailOutbox: MailOutbox;
  secretKey: string;
  publicUrl: string;
  /** The From of guest emails; default "<property name>" <no-reply@PUBLIC_URL host>. */
  mailFrom: string | undefined;
  sessionIdleDays: number;
  sessionMaxDays: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Who is asking: the client address for rate limits, and the session cookie they sent. */
export interface AccountCaller {
  address: string;
  sessionToken: string | null;
}

/** A result that starts a session: the routes put `sessionToken` in the cookie. */
export interface WithNewSession<T> {
  body: T;
  sessionToken: string | null;
}

const cardForPayment = (card: SavedCardRow): SavedCardForPayment => ({
  creditCardId: card.id,
  gateway: card.gateway,
  token: card.token,
  // Only the gateway's own card types are ever saved.
  cardType: card.cardType as CardType,
  lastFourDigits: card.lastFour,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  nameOnCard: card.nameOnCard,
});

export function createGuestAccounts(deps: GuestAccountsDeps) {
  const repository = createAccountRepository(deps.db);
  const rateLimiter = createRateLimiter(deps.db, deps.now);
  const propertyService = createPropertyService(deps.properties);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const idleMs = deps.sessionIdleDays * 24 * 60 * 60 * 1000;
  const maxAgeMs = deps.sessionMaxDays * 24 * 60 * 60 * 1000;
  const signedInByRequest = new WeakMap<FastifyRequest, Promise<IndividualRow | null>>();

  const requireProperty = (ref: string | number): Promise<PropertyRecord> => propertyService.requireProperty(String(ref));

  // --- sessions ---------------------------------------------------------------------------
  async function startSession(tx: AccountQueries, individualId: number): Promise<string> {
    const token = generateSessionToken();
    const now = deps.now();
    await tx.insertSession({ tokenHash: sha256Hex(token), individualId, createdAt: now, expiresAt: new Date(now.getTime() + maxAgeMs) });
    return token;
  }

  async function individualOfSession(sessionToken: string | null): Promise<IndividualRow | null> {
    if (!sessionToken) return null;
    const tokenHash = sha256Hex(sessionToken);
    const found = await repository.findSessionWithIndividual(tokenHash);
    if (!found) return null;
    const now = deps.now().getTime();
    const { session, individual } = found;
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= idleMs) {
      await repository.deleteSession(tokenHash);
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= sessionTouchIntervalMs) await repository.touchSession(session.id, new Date(now));
    return individual;
  }

  /** Once per request, however many features ask. */
  function signedInIndividual(request: FastifyRequest): Promise<IndividualRow | null> {
    let found = signedInByRequest.get(request);
    if (!found) {
      found = individualOfSession(sessionTokenOf(request));
      signedInByRequest.set(request, found);
    }
    return found;
  }

  async function requireSignedIn(request: FastifyRequest): Promise<IndividualRow> {
    const individual = await signedInIndividual(request);
    if (!individual) throw unauthorised(accountMessages.notSignedIn);
    return individual;
  }

  async function profileOf(individual: IndividualRow): Promise<UserProfile> {
    const cards = await repository.savedCardsOf(individual.id);
    return {
      IndividualId: individual.id,
      EmailAddress: individual.email,
      Firstname: individual.firstName,
      Lastname: individual.lastName,
      Telephone: individual.telephone,
      ReceiveBrandOffers: individual.receiveBrandOffers,
      CanChoosePaymentMethod: individual.canChoosePaymentMethod,
      CreditCards: cards.map((card) => ({
        CreditCardId: card.id,
        CardType: card.cardType,
        LastFourDigits: card.lastFour,
        ExpiryMonth: card.expiryMonth,
        ExpiryYear: card.expiryYear,
        NameOnCard: card.nameOnCard,
      })),
    };
  }

  // --- emailed tokens ---------------------------------------------------------------------
  /** A new single-use link token and its email, queued in the caller's transaction. */
  async function queueTokenEmail(tx: AccountQueries, purpose: AccountTokenPurpose, individualId: number, propertyId: number): Promise<void> {
    const now = deps.now();
    const nonce = generateEmailTokenNonce();
    const token = emailTokenOf(deps.secretKey, purpose, nonce);
    const ttl = purpose === 'confirm_email' ? confirmEmailTtlMs : resetPasswordTtlMs;
    const tokenId = await tx.insertToken({ individualId, purpose, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + ttl), createdAt: now });
    const kind = purpose === 'confirm_email' ? accountEmailKinds.confirmEmail : accountEmailKinds.resetPassword;
    await tx.enqueueAccountEmail(kind, { individualId, propertyId, tokenId, nonce }, String(tokenId), now);
  }

  async function queueNoticeEmail(tx: AccountQueries, kind: typeof accountEmailKinds.alreadyRegistered | typeof accountEmailKinds.passwordChanged, individualId: number, propertyId: number | null) {
    await tx.enqueueAccountEmail(kind, { individualId, propertyId }, randomBytes(12).toString('hex'), deps.now());
  }

  function validateNewPassword(passwordField: string, password: string, confirmation: string | null | undefined, into: ModelState = {}): ModelState {
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem) into[passwordField] = [passwordProblem];
    // The app always sends the confirmation; a caller that leaves it out has nothing to mismatch.
    const confirmationProblem = confirmation === undefined || confirmation === null ? null : passwordConfirmationProblem(password, confirmation);
    if (confirmationProblem) into.ConfirmPassword = [confirmationProblem];
    return into;
  }

  // --- Register ---------------------------------------------------------------------------
  interface Registration {
    property: PropertyRecord;
    email: string;
    password: string;
    confirmPassword?: string | null | undefined;
    firstName: string;
    lastName: string;
    telephone: string;
  }

  function validateRegistration(input: { email: string; password: string; confirmPassword?: string | null | undefined; telephone: string }) {
    const problems: ModelState = {};
    if (!isValidEmail(input.email)) problems.EmailAddress = [emailRequiredMessage];
    validateNewPassword('Password', input.password, input.confirmPassword, problems);
    if (input.telephone !== '' && !isValidPhone(input.telephone)) problems.MobileNumber = [phoneRequiredMessage];
    if (Object.keys(problems).length > 0) throw validationError(problems);
  }

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
      if (individualId !== null) return queueTokenEmail(tx, 'confirm_email', individualId, input.property.id);
      const existing = await tx.findIndividualByEmail(email);
      if (existing) await queueNoticeEmail(tx, accountEmailKinds.alreadyRegistered, existing.id, input.property.id);
    });
    deps.mailOutbox.kick();
    return accountMessages.registered(email);
  }

  async function register(request: RegisterRequest, caller: AccountCaller): Promise<AccountResult> {
    const telephone = (request.MobileNumber ?? '').trim();
    validateRegistration({ email: request.EmailAddress, password: request.Password, confirmPassword: request.ConfirmPassword, telephone });
    await rateLimiter.check('register', { address: caller.address, accountKey: accountKeyOf(request.EmailAddress) });
    const property = await requireProperty(request.PropertyId);
    const message = await registerAccount({
      property,
      email: request.EmailAddress,
      password: request.Password,
      confirmPassword: request.ConfirmPassword,
      firstName: request.Firstname,
      lastName: request.Lastname,
      telephone,
    });
    return { Success: true, Message: message };
  }

  // --- Authenticate and Logout ------------------------------------------------------------
  async function authenticate(request: AuthenticateRequest, caller: AccountCaller): Promise<WithNewSession<AuthenticateResponse>> {
    const email = normaliseEmail(request.EmailAddress);
    await rateLimiter.check('authenticate', { address: caller.address, accountKey: accountKeyOf(email) });
    const property = await requireProperty(request.PropertyId);
    const failed = { body: { Success: false, Message: accountMessages.loginFailed, User: null }, sessionToken: null };
    const individual = await repository.findIndividualByEmail(email);
    if (!individual) {
      await spendPasswordCheckTime(request.Password);
      return failed;
    }
    if (!(await passwordMatches(individual.passwordHash, request.Password))) return failed;

    if (!individual.emailConfirmedAt) {
      const resent = await repository.transaction(async (tx) => {
        // Several attempts in a row get one new email, not one each.
        const latest = await tx.latestTokenCreatedAt(individual.id, 'confirm_email');
        if (latest && deps.now().getTime() - latest.getTime() < confirmationResendIntervalMs) return false;
        await queueTokenEmail(tx, 'confirm_email', individual.id, property.id);
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
      body: { Success: true, Message: accountMessages.welcomeBack(individual.firstName), User: await profileOf(individual) },
      sessionToken,
    };
  }

  async function logout(caller: AccountCaller): Promise<void> {
    if (caller.sessionToken) await repository.deleteSession(sha256Hex(caller.sessionToken));
  }

  // --- ConfirmEmail -----------------------------------------------------------------------
  /** The account a token belongs to, counted against its per-account limit before it is used. */
  async function checkTokenRateLimit(action: 'confirmEmail' | 'passwordReset', purpose: AccountTokenPurpose, tokenHash: string, caller: AccountCaller) {
    const token = await repository.findToken(tokenHash, purpose);
    await rateLimiter.check(action, { address: caller.address, accountKey: token ? accountKeyOf(token.email) : null });
    return token;
  }

  async function confirmEmail(request: ConfirmEmailRequest, caller: AccountCaller): Promise<AccountResult> {
    const tokenHash = sha256Hex(request.Token.trim());
    const token = await checkTokenRateLimit('confirmEmail', 'confirm_email', tokenHash, caller);
    await requireProperty(request.PropertyId);
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

  // --- RequestPasswordReset and PasswordReset ---------------------------------------------
  async function requestPasswordReset(request: RequestPasswordResetRequest, caller: AccountCaller): Promise<AccountResult> {
    const email = normaliseEmail(request.EmailAddress);
    await rateLimiter.check('requestPasswordReset', { address: caller.address, accountKey: accountKeyOf(email) });
    const property = await requireProperty(request.PropertyId);
    const queued = await repository.transaction(async (tx) => {
      const individual = await tx.findIndividualByEmail(email);
      if (!individual) return false;
      await queueTokenEmail(tx, 'reset_password', individual.id, property.id);
      return true;
    });
    if (queued) deps.mailOutbox.kick();
    return { Success: true, Message: accountMessages.passwordResetRequested(email) };
  }

  async function passwordReset(request: PasswordResetRequest, caller: AccountCaller): Promise<AccountResult> {
    const problems = validateNewPassword('Password', request.Password, request.ConfirmPassword);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const tokenHash = sha256Hex(request.Token.trim());
    await checkTokenRateLimit('passwordReset', 'reset_password', tokenHash, caller);
    const property = await requireProperty(request.PropertyId);
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
      await queueNoticeEmail(tx, accountEmailKinds.passwordChanged, id, property.id);
      return id;
    });
    if (individualId === null) throw validationError({ Token: [accountMessages.linkUsedOrExpired] }, accountMessages.linkUsedOrExpired);
    deps.mailOutbox.kick();
    deps.log.info({ individualId }, 'guest password reset');
    return { Success: true, Message: accountMessages.passwordReset };
  }

  // --- signed in: GET Account, Update, ChangePassword, DeleteCreditCard --------------------
  async function getAccount(request: FastifyRequest): Promise<UserProfile> {
    return profileOf(await requireSignedIn(request));
  }

  async function updateAccount(request: FastifyRequest, update: UpdateAccountRequest): Promise<UserProfile> {
    const individual = await requireSignedIn(request);
    const telephone = (update.Telephone ?? '').trim();
    if (telephone !== '' && !isValidPhone(telephone)) throw validationError({ Telephone: [phoneRequiredMessage] });
    const values = {
      firstName: update.Firstname.trim(),
      lastName: update.Lastname.trim(),
      telephone,
      receiveBrandOffers: update.ReceiveBrandOffers ?? false,
      updatedAt: deps.now(),
    };
    await repository.updateIndividual(individual.id, values);
    return profileOf({ ...individual, ...values });
  }

  async function changePassword(request: FastifyRequest, change: ChangePasswordRequest, caller: AccountCaller): Promise<WithNewSession<AccountResult>> {
    const individual = await requireSignedIn(request);
    await rateLimiter.check('changePassword', { address: caller.address, accountKey: accountKeyOf(individual.email) });
    const problems = validateNewPassword('NewPassword', change.NewPassword, change.ConfirmPassword);
    if (!(await passwordMatches(individual.passwordHash, change.CurrentPassword))) problems.CurrentPassword = [accountMessages.wrongCurrentPassword];
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const passwordHash = await hashPassword(change.NewPassword);
    const now = deps.now();
    const sessionToken = await repository.transaction(async (tx) => {
      await tx.updateIndividual(individual.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      // Every other browser is signed out, and this one gets a new session.
      await tx.deleteSessionsOf(individual.id);
      await tx.spendOtherTokens(individual.id, 'reset_password', now);
      await queueNoticeEmail(tx, accountEmailKinds.passwordChanged, individual.id, individual.registeredPropertyId);
      return startSession(tx, individual.id);
    });
    deps.mailOutbox.kick();
    deps.log.info({ individualId: individual.id }, 'guest password changed');
    return { body: { Success: true, Message: accountMessages.passwordChanged }, sessionToken };
  }

  async function deleteCreditCard(request: FastifyRequest, creditCardId: number): Promise<UserProfile> {
    const individual = await requireSignedIn(request);
    if (!(await repository.deleteSavedCard(individual.id, creditCardId))) throw notFound(accountMessages.cardNotFound);
    return profileOf(individual);
  }

  // --- mail -------------------------------------------------------------------------------
  const host = new URL(publicUrl).hostname;
  async function emailContext(payload: Record<string, unknown>): Promise<{ context: AccountEmailContext; property: PropertyRecord; individual: IndividualRow } | null> {
    const individual = await repository.findIndividual(Number(payload.individualId));
    if (!individual) return null;
    const propertyId = payload.propertyId ?? individual.registeredPropertyId;
    const property = propertyId === null || propertyId === undefined ? undefined : await deps.properties.findProperty(String(propertyId));
    if (!property) return null;
    return {
      individual,
      property,
      context: {
        to: individual.email,
        from: deps.mailFrom ?? `"${property.name.replace(/"/g, "'")}" <no-reply@${host}>`,
        firstName: individual.firstName,
        propertyName: property.name,
        propertyEmail: property.email,
      },
    };
  }

  const accountLink = (page: 'ConfirmEmail' | 'ResetPassword' | 'ForgotPassword', property: PropertyRecord, token?: string) =>
    `${publicUrl}/Account/${page}/${encodeURIComponent(property.code)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  for (const purpose of ['confirm_email', 'reset_password'] as const) {
    const kind = purpose === 'confirm_email' ? accountEmailKinds.confirmEmail : accountEmailKinds.resetPassword;
    deps.mailOutbox.register(kind, async (payload) => {
      // A link already used or past its time is not worth sending.
      if (!(await repository.isTokenUsable(Number(payload.tokenId), deps.now()))) return null;
      const found = await emailContext(payload);
      if (!found) return null;
      const token = emailTokenOf(deps.secretKey, purpose, String(payload.nonce));
      return purpose === 'confirm_email'
        ? confirmEmailMessage(found.context, accountLink('ConfirmEmail', found.property, token))
        : resetPasswordMessage(found.context, accountLink('ResetPassword', found.property, token));
    });
  }
  deps.mailOutbox.register(accountEmailKinds.alreadyRegistered, async (payload) => {
    const found = await emailContext(payload);
    return found ? alreadyRegisteredMessage(found.context, accountLink('ForgotPassword', found.property)) : null;
  });
  deps.mailOutbox.register(accountEmailKinds.passwordChanged, async (payload) => {
    const found = await emailContext(payload);
    return found ? passwordChangedMessage(found.context, accountLink('ForgotPassword', found.property)) : null;
  });

  // --- housekeeping -----------------------------------------------------------------------
  async function removeExpiredNow(): Promise<void> {
    const now = deps.now();
    await rateLimiter.prune();
    await repository.deleteExpiredSessions(now, new Date(now.getTime() - idleMs));
    // Spent and expired links are kept a day for the "already confirmed" answer, then go.
    await repository.deleteTokensEndedBefore(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  }
  const housekeeping = periodicJob({ name: 'account housekeeping', intervalMs: housekeepingIntervalMs, log: deps.log, fallback: undefined, task: removeExpiredNow });

  const guestAccounts: GuestAccounts = {
    async signedInGuest(request): Promise<SignedInGuest | null> {
      const individual = await signedInIndividual(request);
      if (!individual) return null;
      return {
        individualId: individual.id,
        email: individual.email,
        firstName: individual.firstName,
        lastName: individual.lastName,
        telephone: individual.telephone,
        canChoosePaymentMethod: individual.canChoosePaymentMethod,
      };
    },
    async savedCardOf(individualId, creditCardId) {
      const card = await repository.savedCardOf(individualId, creditCardId);
      return card ? cardForPayment(card) : null;
    },
    async savedCardsOf(individualId) {
      return (await repository.savedCardsOf(individualId)).map(cardForPayment);
    },
    async saveCard(individualId, card) {
      await repository.transaction(async (tx) => {
        if (await tx.hasSavedCardToken(individualId, card.gateway, card.token)) return;
        await tx.insertSavedCard({
          individualId,
          gateway: card.gateway,
          token: card.token,
          cardType: card.cardType,
          lastFour: card.lastFourDigits,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          nameOnCard: card.nameOnCard,
          createdAt: deps.now(),
        });
      });
    },
    async registerWhileBooking(input) {
      const telephone = input.telephone.trim();
      // The booking checked the telephone its own way; the account takes it as given.
      validateRegistration({ email: input.email, password: input.password, telephone: '' });
      const property = await requireProperty(input.propertyId);
      const message = await registerAccount({ property, email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, telephone });
      return { message };
    },
  };

  return {
    ...guestAccounts,
    sessionCookie: { secure: publicUrl.startsWith('https:'), maxAgeSeconds: Math.floor(maxAgeMs / 1000) },
    account: { register, authenticate, logout, confirmEmail, requestPasswordReset, passwordReset, getAccount, updateAccount, changePassword, deleteCreditCard },
    /** Clears expired sessions, spent links and old rate-limit windows (the timer of start() runs it). */
    removeExpired: housekeeping.run,
    /** Clears expired sessions, links and rate-limit windows now and then. */
    start: housekeeping.start,
    close: housekeeping.close,
  };
}

export type GuestAccountServices = ReturnType<typeof createGuestAccounts>;
