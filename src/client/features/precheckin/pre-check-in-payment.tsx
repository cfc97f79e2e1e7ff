import { cardOutline, lockClosedOutline } from 'ionicons/icons';
import { FormProvider, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { PreCheckInReservation } from '../../../contract/pre-check-in';
import type { Property } from '../../../contract/property';
import {
  inferCardType,
  savedCardLabel,
  securityCodeLength,
  validateCard,
  type CardProblems,
} from '../../../domain/card-types';
import { NewCardFields, SavedCardFields, type CardFieldNames } from '../../ui/card-entry';
import type { CardEntry } from './pre-check-in-draft';
import { Icon } from '../../ui/icon';

// PaymentDetails: the card for the stay. A new card (number, name, expiry, security code) or a
// saved card with its security code; optional when the hotel already has a card on file. What
// is typed here lives in this page's memory only: it is never written to the device.

export type CardChoice = { kind: 'onFile' } | { kind: 'saved'; creditCardId: number } | { kind: 'new' };

export interface CardFormState {
  choice: CardChoice;
  CardNumber: string;
  NameOnCard: string;
  ExpiryMonth: number;
  ExpiryYear: number;
  SecurityCode: string;
}

export const emptyCardForm = (reservation: PreCheckInReservation): CardFormState => ({
  choice: reservation.CardOnFile ? { kind: 'onFile' } : { kind: 'new' },
  CardNumber: '',
  NameOnCard: '',
  ExpiryMonth: 0,
  ExpiryYear: 0,
  SecurityCode: '',
});

const todayText = () => new Date().toISOString().slice(0, 10);
const savedCodeMessage = 'Please enter the security code of this card.';

/** What is wrong with the card as chosen; none for the card on file. */
export function cardFormProblems(form: CardFormState): CardProblems {
  if (form.choice.kind === 'onFile') return {};
  if (form.choice.kind === 'saved')
    return /^\d{3,4}$/.test(form.SecurityCode.trim()) ? {} : { SecurityCode: savedCodeMessage };
  return validateCard(
    {
      nameOnCard: form.NameOnCard,
      cardNumber: form.CardNumber,
      securityCode: form.SecurityCode,
      expiryMonth: form.ExpiryMonth,
      expiryYear: form.ExpiryYear,
      cardType: inferCardType(form.CardNumber),
    },
    todayText(),
  );
}

/** The card to send with the save, or null to keep the card on file. */
export function cardEntryOf(form: CardFormState, acceptedCards: Property['CreditCards']): CardEntry | null {
  if (form.choice.kind === 'onFile') return null;
  if (form.choice.kind === 'saved')
    return { CreditCardId: form.choice.creditCardId, SecurityCode: form.SecurityCode.trim() };
  const type = inferCardType(form.CardNumber);
  return {
    CardNumber: form.CardNumber.replace(/\D/g, ''),
    NameOnCard: form.NameOnCard.trim(),
    ExpiryMonth: form.ExpiryMonth,
    ExpiryYear: form.ExpiryYear,
    SecurityCode: form.SecurityCode.trim(),
    CreditCardTypeId: acceptedCards.find((card) => card.Code === type)?.CreditCardTypeId ?? null,
  };
}

export function cardChoiceText(form: CardFormState, reservation: PreCheckInReservation): string {
  if (form.choice.kind === 'onFile')
    return reservation.CardOnFile ? `${savedCardLabel(reservation.CardOnFile)} (on file)` : 'No card';
  if (form.choice.kind === 'saved') {
    const id = form.choice.creditCardId;
    const saved = reservation.CreditCards.find((card) => card.CreditCardId === id);
    return saved ? savedCardLabel(saved) : 'Saved card';
  }
  const digits = form.CardNumber.replace(/\D/g, '');
  return digits
    ? savedCardLabel({ CardType: inferCardType(digits) ?? 'card', LastFourDigits: digits.slice(-4) })
    : 'No card';
}

const cardFieldNames: CardFieldNames<CardFormState> = {
  nameOnCard: 'NameOnCard',
  cardNumber: 'CardNumber',
  expiryMonth: 'ExpiryMonth',
  expiryYear: 'ExpiryYear',
  securityCode: 'SecurityCode',
};

/** The card step, on the flow's card form: its problems show once the guest tries to go on. */
export function PaymentDetailsStep({
  reservation,
  form: cardForm,
  onContinue,
}: {
  reservation: PreCheckInReservation;
  form: UseFormReturn<CardFormState>;
  onContinue: () => void;
}) {
  const form = useWatch({ control: cardForm.control }) as CardFormState;
  const { isSubmitted } = useFormState({ control: cardForm.control });
  const onChange = (next: CardFormState) => {
    for (const field of ['choice', 'CardNumber', 'NameOnCard', 'ExpiryMonth', 'ExpiryYear', 'SecurityCode'] as const) {
      if (next[field] !== form[field]) cardForm.setValue(field, next[field]);
    }
    // Once the guest tried to go on, the problems follow the card as it changes (a choice that
    // needs no card takes them all away).
    if (isSubmitted) void cardForm.trigger();
  };
  const choose = (choice: CardChoice) => onChange({ ...form, choice, SecurityCode: '' });
  const choiceValue = form.choice.kind === 'saved' ? `saved-${form.choice.creditCardId}` : form.choice.kind;
  const codeLength = securityCodeLength(inferCardType(form.CardNumber));
  const options = cardOptionsOf(reservation);
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <h2 id="checkin-step-title" className="checkin-card__title" tabIndex={-1}>
        Payment details
      </h2>
      <p className="checkin-note">
        <Icon icon={lockClosedOutline} />
        <span>
          {reservation.CardOnFile
            ? 'We already have a card for your stay. You can keep it or give us another one.'
            : 'Add the card for your stay, so arrival is quick. It is sent securely to our payment provider and is never stored on this device.'}
        </span>
      </p>
      {options.length > 1 ? <CardChoices options={options} chosen={choiceValue} onChoose={choose} /> : null}
      <FormProvider {...cardForm}>
        {form.choice.kind === 'saved' ? (
          <SavedCardFields<CardFormState>
            name="SecurityCode"
            idPrefix="checkin-card"
            look="checkin-field"
            label="Security code"
          />
        ) : null}
        {form.choice.kind === 'new' ? (
          <NewCardFields<CardFormState>
            names={cardFieldNames}
            idPrefix="checkin-card"
            look="checkin-field"
            yearsAhead={12}
            securityCodeHint={`${codeLength} digits, on the back of the card.`}
          />
        ) : null}
      </FormProvider>
      <div className="checkin-actions">
        <button
          type="button"
          className="sf-button sf-button--primary"
          onClick={() => void cardForm.handleSubmit(onContinue)()}
        >
          Continue
        </button>
      </div>
    </section>
  );
}

interface CardOption {
  value: string;
  label: string;
  choice: CardChoice;
}

/** The cards a guest may give: the one on file, their saved cards, or a new one. */
function cardOptionsOf(reservation: PreCheckInReservation): CardOption[] {
  return [
    ...(reservation.CardOnFile
      ? [
          {
            value: 'onFile',
            label: `Keep the ${savedCardLabel(reservation.CardOnFile)}`,
            choice: { kind: 'onFile' } as CardChoice,
          },
        ]
      : []),
    ...reservation.CreditCards.map((card) => ({
      value: `saved-${card.CreditCardId}`,
      label: `${savedCardLabel(card)}, expires ${String(card.ExpiryMonth).padStart(2, '0')}/${card.ExpiryYear}`,
      choice: { kind: 'saved', creditCardId: card.CreditCardId } as CardChoice,
    })),
    { value: 'new', label: 'A new card', choice: { kind: 'new' } },
  ];
}

function CardChoices({
  options,
  chosen,
  onChoose,
}: {
  options: CardOption[];
  chosen: string;
  onChoose: (choice: CardChoice) => void;
}) {
  return (
    <fieldset className="checkin-fieldset">
      <legend className="checkin-fieldset__legend">Card for your stay</legend>
      <div className="checkin-choices">
        {options.map((option) => (
          <label
            key={option.value}
            className={`checkin-choice${chosen === option.value ? ' checkin-choice--chosen' : ''}`}
          >
            <input
              type="radio"
              name="checkin-card"
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onChoose(option.choice)}
            />
            <Icon icon={cardOutline} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
