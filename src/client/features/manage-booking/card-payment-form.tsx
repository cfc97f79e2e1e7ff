import { useMemo } from 'react';
import { FormProvider, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type { SavedCreditCard } from '../../../contract/account';
import type { ManageReservation } from '../../../contract/manage-booking';
import type { Property } from '../../../contract/property';
import type { CardDetailsRequest } from '../../../contract/reservation';
import {
  cardMessages,
  inferCardType,
  normaliseCardNumber,
  savedCardLabel,
  securityCodeLength,
  validateCard,
  type CardType,
} from '../../../domain/card-types';
import { todayIn } from '../../../domain/same-day';
import { NewCardFields, SavedCardFields, type CardFieldNames } from '../../ui/card-entry';
import { NewCardSafetyNote, SaveCardCheck } from '../../ui/card-keeping';
import { schemaOfProblems, useRuledForm, type FieldProblems } from '../../ui/ruled-form';
import { useAccount } from '../account/api/get-account';
import { ManageRadio } from './manage-panel';

// Paying for a change (new dates, extras) by card, by the same card rules as checkout (the
// domain's): a saved card of the signed-in guest with its security code, or a new card. What
// is typed lives in this form only: never kept on the device, and never in the attempt's record.

export interface CardValues {
  /** A saved card of the signed-in guest; null for a new card. */
  savedCardId: number | null;
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  saveCard: boolean;
}

export interface CardPaymentForm {
  form: UseFormReturn<CardValues>;
  /** The card as the contract sends it, from values that passed the form's check. */
  cardDetailsOf: (values: CardValues) => CardDetailsRequest;
  savedCards: SavedCreditCard[];
  signedIn: boolean;
  /** The fields' ids start with it: two card forms may be open on the page at once. */
  idPrefix: string;
}

const cardFieldNames: CardFieldNames<CardValues> = {
  nameOnCard: 'nameOnCard',
  cardNumber: 'cardNumber',
  expiryMonth: 'expiryMonth',
  expiryYear: 'expiryYear',
  securityCode: 'securityCode',
};

/** The booking's own card on file, offered by the id 0 (no saved card of an account has it). */
const bookingCardId = 0;

/**
 * The change calls take a new card, or (for new dates) the card the booking was paid with and
 * its security code; they do not take cards saved to an account, so none are offered here.
 */
export function useCardPaymentForm(
  booking: ManageReservation,
  property: Property,
  options: { bookingCard?: boolean; idPrefix?: string } = {},
): CardPaymentForm {
  const account = useAccount(property.PropertyCode) ?? null;
  const today = todayIn(property.TimeZone, new Date());
  const accepted = property.CreditCards;
  const onFile = options.bookingCard ? booking.Card : null;
  const savedCards = useMemo<SavedCreditCard[]>(
    () => (onFile ? [{ CreditCardId: bookingCardId, NameOnCard: '', ...onFile }] : []),
    [onFile],
  );
  const schema = schemaOfProblems<CardValues>((values) => {
    const saved = savedCards.find((card) => card.CreditCardId === values.savedCardId);
    if (saved) {
      const length = securityCodeLength(saved.CardType as CardType);
      return {
        securityCode: new RegExp(`^\\d{${length}}$`).test(values.securityCode.trim())
          ? null
          : cardMessages.securityCode(length),
      };
    }
    const type = inferCardType(values.cardNumber);
    const card = validateCard({ ...values, cardType: type }, today);
    const problems: FieldProblems<CardValues> = {
      nameOnCard: card.NameOnCard,
      cardNumber: card.CardNumber,
      securityCode: card.SecurityCode,
      expiryMonth: card.ExpiryMonth,
      expiryYear: card.ExpiryYear,
    };
    if (!problems.cardNumber && type && accepted.length > 0 && !accepted.some((card) => card.Code === type))
      problems.cardNumber = `Sorry, this hotel does not accept ${type} cards. Please use another card.`;
    return problems;
  });
  const form = useRuledForm<CardValues>(schema, {
    defaultValues: {
      savedCardId: savedCards[0]?.CreditCardId ?? null,
      nameOnCard: `${booking.Booker.FirstName} ${booking.Booker.LastName}`.trim(),
      cardNumber: '',
      expiryMonth: 0,
      expiryYear: 0,
      securityCode: '',
      saveCard: false,
    },
  });
  const cardDetailsOf = (values: CardValues): CardDetailsRequest => {
    const saved = savedCards.find((card) => card.CreditCardId === values.savedCardId);
    if (saved) {
      return {
        CreditCardId: null,
        SaveCreditCardToIndividual: false,
        CardNumber: '',
        NameOnCard: '',
        EmailAddress: null,
        CreditCardTypeId: null,
        ExpiryMonth: null,
        ExpiryYear: null,
        SecurityCode: values.securityCode.trim(),
      };
    }
    const type = inferCardType(values.cardNumber);
    return {
      CreditCardId: null,
      SaveCreditCardToIndividual: account !== null && values.saveCard,
      CardNumber: normaliseCardNumber(values.cardNumber),
      NameOnCard: values.nameOnCard.trim(),
      EmailAddress: booking.Booker.Email,
      CreditCardTypeId: accepted.find((card) => card.Code === type)?.CreditCardTypeId ?? null,
      ExpiryMonth: values.expiryMonth,
      ExpiryYear: values.expiryYear,
      SecurityCode: values.securityCode.trim(),
    };
  };
  return { form, cardDetailsOf, savedCards, signedIn: account !== null, idPrefix: options.idPrefix ?? 'manage-card' };
}

/** The card fields of a change's payment, inside the form made by useCardPaymentForm. */
export function CardPaymentFields({ card }: { card: CardPaymentForm }) {
  return (
    <FormProvider {...card.form}>
      <CardFields card={card} />
    </FormProvider>
  );
}

function CardFields({ card }: { card: CardPaymentForm }) {
  const { setValue, control } = useFormContext<CardValues>();
  const savedCardId = useWatch({ control, name: 'savedCardId' });
  const saved = card.savedCards.find((candidate) => candidate.CreditCardId === savedCardId) ?? null;
  const choose = (id: number | null) => {
    // A code typed for one card is never sent with another.
    setValue('savedCardId', id);
    setValue('securityCode', '');
  };
  return (
    <div className="manage-card" role="group" aria-label="Card details">
      {card.savedCards.length > 0 ? (
        <fieldset className="manage-choices">
          <legend className="manage-subtitle">Pay with</legend>
          {card.savedCards.map((candidate) => (
            <ManageRadio
              key={candidate.CreditCardId}
              name={`${card.idPrefix}-saved-card`}
              checked={savedCardId === candidate.CreditCardId}
              onChoose={() => choose(candidate.CreditCardId)}
            >
              This booking's {savedCardLabel(candidate)} · expires {String(candidate.ExpiryMonth).padStart(2, '0')}/
              {candidate.ExpiryYear}
            </ManageRadio>
          ))}
          <ManageRadio
            name={`${card.idPrefix}-saved-card`}
            checked={savedCardId === null}
            onChoose={() => choose(null)}
          >
            Use a new card
          </ManageRadio>
        </fieldset>
      ) : null}
      {saved ? (
        <SavedCardFields<CardValues>
          name="securityCode"
          idPrefix={card.idPrefix}
          hint={`For your ${savedCardLabel(saved)}.`}
        />
      ) : (
        <NewCardFields<CardValues> names={cardFieldNames} idPrefix={card.idPrefix} />
      )}
      {card.signedIn && !saved ? <SaveCardCheck<CardValues> name="saveCard" className="manage-choice" /> : null}
      <NewCardSafetyNote className="confirmation__muted" />
    </div>
  );
}
