import { lockClosedOutline } from 'ionicons/icons';
import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import type { SavedCreditCard } from '../../../contract/account';
import { savedCardLabel } from '../../../domain/card-types';
import { NewCardFields, SavedCardFields, type CardFieldNames } from '../../ui/card-entry';
import { NewCardSafetyNote, SaveCardCheck } from '../../ui/card-keeping';
import { CheckoutField } from './checkout-field';
import { copyBookerToCard, type CheckoutFormValues } from './checkout-form';
import { SavedCardChoice } from './saved-card-choice';
import { Icon } from '../../ui/icon';

// Paying by card: a saved card asks only its security code; a new card the usual fields, with
// its type recognised from the number. Neither number nor code is ever kept on the device.

export interface CardPaymentProps {
  savedCards: readonly SavedCreditCard[];
  savedCard: SavedCreditCard | null;
  /** Signed in: a new card may be kept for future bookings. */
  canSaveCard: boolean;
  /**
   * What the card is for when it does not simply pay now: "Today you pay £77.40; the rest is
   * charged to this card on 3 May 2027", "Your card guarantees the booking. Nothing is charged
   * today." Said under the card's heading and tied to its fields' group.
   */
  purpose?: string | null;
}

const cardFieldNames: CardFieldNames<CheckoutFormValues> = {
  nameOnCard: 'nameOnCard',
  cardNumber: 'cardNumber',
  expiryMonth: 'expiryMonth',
  expiryYear: 'expiryYear',
  securityCode: 'securityCode',
};

/** The signed-in guest's saved cards to choose from (if any), then the chosen card's details. */
export function CardPayment({ savedCards, savedCard, canSaveCard, purpose = null }: CardPaymentProps) {
  const { control, setValue } = useFormContext<CheckoutFormValues>();
  return (
    <>
      {savedCards.length > 0 ? (
        <div className="payment-details">
          <Controller
            control={control}
            name="savedCardId"
            render={({ field: choice }) => (
              <SavedCardChoice
                cards={savedCards}
                chosenId={savedCard?.CreditCardId ?? null}
                onChoose={(creditCardId) => {
                  // A code typed for one card is never sent with another.
                  choice.onChange(creditCardId);
                  setValue('securityCode', '');
                }}
              />
            )}
          />
        </div>
      ) : null}
      {savedCard ? (
        <SavedCardDetails card={savedCard} purpose={purpose} />
      ) : (
        <NewCardDetails canSaveCard={canSaveCard} purpose={purpose} />
      )}
    </>
  );
}

/** The card's purpose under its heading, with the id its group is described by. */
function CardPurpose({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="checkout-note checkout-note--purpose">
      {text}
    </p>
  ) : null;
}

/** A card's group of fields: its heading, what the card is for, then its fields. */
function PaymentDetails({
  label,
  head,
  purpose,
  children,
}: {
  label: string;
  head: ReactNode;
  purpose: string | null;
  children: ReactNode;
}) {
  const purposeId = useId();
  return (
    <div className="payment-details" aria-label={label} role="group" aria-describedby={purpose ? purposeId : undefined}>
      {head}
      <CardPurpose id={purposeId} text={purpose} />
      {children}
    </div>
  );
}

function SavedCardDetails({ card, purpose }: { card: SavedCreditCard; purpose: string | null }) {
  return (
    <PaymentDetails
      label="Saved card details"
      head={<p className="checkout-section__subtitle">{savedCardLabel(card)}</p>}
      purpose={purpose}
    >
      <SavedCardFields<CheckoutFormValues>
        name="securityCode"
        idPrefix="checkout"
        look="checkout-field"
        hint={
          card.CardType === 'amex'
            ? 'The 4 digits on the front of your card.'
            : 'The 3 digits on the back of your card.'
        }
      />
      <p className="checkout-note">
        <Icon icon={lockClosedOutline} /> Your security code is sent securely and never stored.
      </p>
    </PaymentDetails>
  );
}

function NewCardDetails({ canSaveCard, purpose }: { canSaveCard: boolean; purpose: string | null }) {
  const { register, control, getValues, setValue } = useFormContext<CheckoutFormValues>();
  const { isSubmitted } = useFormState({ control });
  const copyMyDetails = () => {
    const copied = copyBookerToCard(getValues());
    setValue('nameOnCard', copied.nameOnCard, { shouldValidate: isSubmitted });
    setValue('cardHolderEmail', copied.cardHolderEmail);
  };
  const head = (
    <div className="payment-details__head">
      <p className="checkout-section__subtitle">Card details</p>
      <button type="button" className="sf-text-button" onClick={copyMyDetails}>
        Copy my details to the card
      </button>
    </div>
  );
  return (
    <PaymentDetails label="Card details" head={head} purpose={purpose}>
      <NewCardFields<CheckoutFormValues> names={cardFieldNames} idPrefix="checkout" look="checkout-field">
        <CheckoutField name="cardHolderEmail" label="Cardholder email (optional)">
          {(control) => <input {...control} type="email" autoComplete="email" {...register('cardHolderEmail')} />}
        </CheckoutField>
      </NewCardFields>
      {canSaveCard ? (
        <SaveCardCheck<CheckoutFormValues> name="saveCardForFutureUse" className="checkout-check" />
      ) : null}
      <NewCardSafetyNote className="checkout-note" />
    </PaymentDetails>
  );
}
