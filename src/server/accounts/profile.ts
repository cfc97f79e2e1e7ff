import type { FastifyBaseLogger } from 'fastify';
import type { AccountResult, ChangePasswordRequest, UpdateAccountRequest, UserProfile } from '../../contract/account';
import type { CardType } from '../../domain/card-types';
import { isValidPhone, phoneRequiredMessage } from '../../domain/booker';
import { notFound, unauthorised, validationError } from '../errors';
import type { GuestAccounts, SavedCardForPayment, SignedInGuest } from '../guest-accounts';
import type { MailOutbox } from '../mail/outbox';
import type { AccountMail } from './account-mail';
import { accountMessages } from '../../domain/account-messages';
import { accountKeyOf } from './account-tokens';
import { newPasswordProblems } from './new-password';
import { hashPassword, passwordMatches } from '../platform/password-hashing';
import type { AccountRateLimiter } from './rate-limits';
import { accountEmailKinds, type AccountRepository, type IndividualRow, type SavedCardRow } from './repository';
import type { AccountCaller, Sessions, WithNewSession } from './sessions';

// The signed-in guest's own account: GET Account, Update, ChangePassword, DeleteCreditCard,
// and the saved cards bookings and pre-check-in use. Each call takes the guest the request
// signed in (or null, answered 401).

export interface ProfileDeps {
  repository: AccountRepository;
  limiter: AccountRateLimiter;
  mail: AccountMail;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  startSession: Sessions['startSession'];
  now: () => Date;
  log: FastifyBaseLogger;
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

export function createProfile(deps: ProfileDeps) {
  const { repository } = deps;

  /** The guest's account as stored now; 401 when nobody is signed in (or the account is gone). */
  async function requireSignedIn(guest: SignedInGuest | null): Promise<IndividualRow> {
    const individual = guest ? await repository.findIndividual(guest.individualId) : undefined;
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

  async function getAccount(guest: SignedInGuest | null): Promise<UserProfile> {
    return profileOf(await requireSignedIn(guest));
  }

  async function updateAccount(guest: SignedInGuest | null, update: UpdateAccountRequest): Promise<UserProfile> {
    const individual = await requireSignedIn(guest);
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

  async function changePassword(
    guest: SignedInGuest | null,
    change: ChangePasswordRequest,
    caller: AccountCaller,
  ): Promise<WithNewSession<AccountResult>> {
    const individual = await requireSignedIn(guest);
    await deps.limiter.check('changePassword', { address: caller.address, accountKey: accountKeyOf(individual.email) });
    const problems = newPasswordProblems('NewPassword', change.NewPassword, change.ConfirmPassword);
    if (!(await passwordMatches(individual.passwordHash, change.CurrentPassword)))
      problems.CurrentPassword = [accountMessages.wrongCurrentPassword];
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const passwordHash = await hashPassword(change.NewPassword);
    const now = deps.now();
    const sessionToken = await repository.transaction(async (tx) => {
      await tx.updateIndividual(individual.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      // Every other browser is signed out, and this one gets a new session.
      await tx.deleteSessionsOf(individual.id);
      await tx.spendOtherTokens(individual.id, 'reset_password', now);
      await deps.mail.queueNoticeEmail(
        tx,
        accountEmailKinds.passwordChanged,
        individual.id,
        individual.registeredPropertyId,
      );
      return deps.startSession(tx, individual.id);
    });
    deps.mailOutbox.kick();
    deps.log.info({ individualId: individual.id }, 'guest password changed');
    return { body: { Success: true, Message: accountMessages.passwordChanged }, sessionToken };
  }

  async function deleteCreditCard(guest: SignedInGuest | null, creditCardId: number): Promise<UserProfile> {
    const individual = await requireSignedIn(guest);
    if (!(await repository.deleteSavedCard(individual.id, creditCardId))) throw notFound(accountMessages.cardNotFound);
    return profileOf(individual);
  }

  const savedCards: Pick<GuestAccounts, 'savedCardOf' | 'savedCardsOf' | 'saveCard'> = {
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
  };

  return { profileOf, getAccount, updateAccount, changePassword, deleteCreditCard, savedCards };
}
