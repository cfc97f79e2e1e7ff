import type { SavedCreditCard } from '../../../contract/account';
import { savedCardLabel } from '../../../domain/card-types';

// The signed-in guest's saved cards (brand, last four, expiry) and "Use a new card": a saved
// card needs only its security code; a new one the usual card fields.

interface SavedCardChoiceProps {
  cards: readonly SavedCreditCard[];
  /** The saved card chosen; null for a new card. */
  chosenId: number | null;
  onChoose: (creditCardId: number | null) => void;
}

export function SavedCardChoice({ cards, chosenId, onChoose }: SavedCardChoiceProps) {
  const option = (key: string, chosen: boolean, onChange: () => void, title: string, detail?: string) => (
    <label key={key} className={`payment-method${chosen ? ' payment-method--chosen' : ''}`}>
      <input type="radio" name="savedCard" checked={chosen} onChange={onChange} />
      <span className="payment-method__text">
        <strong>{title}</strong>
        {detail ? <span>{detail}</span> : null}
      </span>
    </label>
  );
  return (
    <div role="radiogroup" aria-labelledby="saved-cards-title" className="payment-methods saved-cards">
      <p id="saved-cards-title" className="checkout-section__subtitle">
        Pay with
      </p>
      {cards.map((card) =>
        option(
          String(card.CreditCardId),
          chosenId === card.CreditCardId,
          () => onChoose(card.CreditCardId),
          savedCardLabel(card),
          `Expires ${String(card.ExpiryMonth).padStart(2, '0')}/${card.ExpiryYear}${card.NameOnCard ? ` · ${card.NameOnCard}` : ''}`,
        ),
      )}
      {option('new', chosenId === null, () => onChoose(null), 'Use a new card')}
    </div>
  );
}
