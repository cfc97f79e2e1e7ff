import type { CardDetailsRequest } from '../../contract/reservation';
import { inferCardType, normaliseCardNumber, type CardType } from '../../domain/card-types';
import type { CardOnFile, CardToCharge } from '../payments/card-gateway';
import type { ReservationRow } from '../shared/reservation-lookups';
import { expiryYearOf } from './validate-request';

// The cards a booking is charged on, as the gateway takes them: a card the guest types now (at
// checkout, for a change of dates or extras, for a payment later) or the card kept with the
// booking. Each is read one way wherever it is charged.

type TypedCard = Pick<CardDetailsRequest, 'CardNumber' | 'NameOnCard' | 'ExpiryMonth' | 'ExpiryYear' | 'SecurityCode'>;

/** A card typed now; null when its number belongs to no card type we know. */
export function cardToChargeOf(card: TypedCard): CardToCharge | null {
  const cardType = inferCardType(card.CardNumber);
  if (!cardType) return null;
  return {
    number: normaliseCardNumber(card.CardNumber),
    nameOnCard: card.NameOnCard.trim(),
    expiryMonth: card.ExpiryMonth ?? 0,
    expiryYear: expiryYearOf(card.ExpiryYear) ?? 0,
    securityCode: card.SecurityCode.trim(),
    cardType,
  };
}

/** The card kept with a booking (the row has a token): the gateway's token and what it shows. */
export function keptCardOf(
  row: Pick<ReservationRow, 'cardToken' | 'cardBrand' | 'cardLast4' | 'cardExpiryMonth' | 'cardExpiryYear'>,
): CardOnFile {
  return {
    token: row.cardToken!,
    cardType: row.cardBrand as CardType,
    lastFourDigits: row.cardLast4 ?? '',
    expiryMonth: row.cardExpiryMonth ?? 0,
    expiryYear: row.cardExpiryYear ?? 0,
  };
}
