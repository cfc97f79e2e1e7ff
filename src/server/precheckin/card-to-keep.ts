import type { PreCheckInSaveBody } from '../../contract/pre-check-in';
import { inferCardType, validateCard } from '../../domain/card-types';
import { todayIn } from '../../domain/same-day';
import { AppError, validationError, type ModelState } from '../errors';
import type { CardOnFile } from '../payments/card-gateway';
import type { PropertyRecord } from '../properties/repository';
import type { ReservationRow } from './repository';
import type { PreCheckInServiceDeps, Viewer } from './service-deps';

// The card a pre-check-in keeps on file, checked before any transaction opens.

const savedCardUnavailableMessage = 'This saved card cannot be used for this booking. Please enter your card details.';

/** The card the submission puts on file: a saved card of the signed-in booker, or a new card tokenised now. */
export async function cardToKeep(
  deps: Pick<PreCheckInServiceDeps, 'cardGateway' | 'guestAccounts' | 'now'>,
  body: PreCheckInSaveBody,
  property: PropertyRecord,
  row: ReservationRow,
  viewer: Viewer | null,
): Promise<(CardOnFile & { gateway: string }) | null> {
  const card = body.CardDetails;
  if (!card) return null;
  if (card.CreditCardId) {
    const isBooker =
      viewer !== null && row.bookerIndividualId !== null && viewer.individualId === row.bookerIndividualId;
    const saved =
      isBooker && deps.guestAccounts
        ? await deps.guestAccounts.savedCardOf(viewer.individualId, card.CreditCardId)
        : null;
    if (!saved) throw validationError({ 'CardDetails.CreditCardId': [savedCardUnavailableMessage] });
    return {
      token: saved.token,
      cardType: saved.cardType,
      lastFourDigits: saved.lastFourDigits,
      expiryMonth: saved.expiryMonth,
      expiryYear: saved.expiryYear,
      gateway: saved.gateway,
    };
  }
  if (!card.CardNumber) return null;
  const cardType = inferCardType(card.CardNumber);
  const expiryYear = card.ExpiryYear && card.ExpiryYear < 100 ? 2000 + card.ExpiryYear : (card.ExpiryYear ?? null);
  const problems = validateCard(
    {
      nameOnCard: card.NameOnCard,
      cardNumber: card.CardNumber,
      securityCode: card.SecurityCode,
      expiryMonth: card.ExpiryMonth,
      expiryYear,
      cardType,
    },
    todayIn(property.timeZone, deps.now()),
  );
  const modelState: ModelState = {};
  for (const [field, message] of Object.entries(problems)) modelState[`CardDetails.${field}`] = [message];
  if (!problems.CardNumber && cardType && !property.creditCards.includes(cardType))
    modelState['CardDetails.CardNumber'] = ['Sorry, this hotel does not accept this card type.'];
  if (Object.keys(modelState).length > 0 || !cardType) throw validationError(modelState);
  const result = await deps.cardGateway.tokenise({
    number: card.CardNumber,
    nameOnCard: card.NameOnCard,
    expiryMonth: card.ExpiryMonth ?? 0,
    expiryYear: expiryYear ?? 0,
    securityCode: card.SecurityCode,
    cardType,
  });
  if (!result.saved) throw new AppError('payment-declined', result.declineReason);
  return {
    token: result.token,
    cardType: result.cardType,
    lastFourDigits: result.lastFourDigits,
    expiryMonth: result.expiryMonth,
    expiryYear: result.expiryYear,
    gateway: deps.cardGateway.name,
  };
}
