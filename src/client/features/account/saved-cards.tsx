import { cardOutline } from 'ionicons/icons';
import { useEffect, useId, useRef, useState } from 'react';
import type { SavedCreditCard } from '../../../contract/account';
import { savedCardLabel } from '../../../domain/card-types';
import { useNotices } from '../../ui/notices';
import { accountFormMessages } from '../../../domain/account-messages';
import { failureMessage } from './account-forms';
import { AccountCard } from './account-page';
import { useDeleteCreditCard } from './api/delete-credit-card';
import { Icon } from '../../ui/icon';

// Saved cards: brand, last four, expiry and name (never a number: the server has only a token).
// Removing one asks first, in place, with the focus on the question's answer buttons.

const expiryText = (card: SavedCreditCard) =>
  `${String(card.ExpiryMonth).padStart(2, '0')}/${String(card.ExpiryYear).slice(-2)}`;

export function SavedCards({ propertyCode, cards }: { propertyCode: string; cards: SavedCreditCard[] }) {
  const ids = useId();
  return (
    <AccountCard title="Saved cards" titleId={`${ids}-title`}>
      {cards.length === 0 ? (
        <p className="account-card__text">
          You have no saved cards. When you book, you can choose to save your card for next time.
        </p>
      ) : (
        <ul className="saved-cards">
          {cards.map((card) => (
            <SavedCardRow key={card.CreditCardId} propertyCode={propertyCode} card={card} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

function SavedCardRow({ propertyCode, card }: { propertyCode: string; card: SavedCreditCard }) {
  const { notify } = useNotices();
  const remove = useDeleteCreditCard(propertyCode);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const label = savedCardLabel(card);

  useEffect(() => {
    // The focus follows the question, and comes back to Remove when it is answered "keep".
    if (confirming) keepButton.current?.focus();
    else if (wasConfirming.current) removeButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const confirmRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync({ CreditCardId: card.CreditCardId });
      void notify({ kind: 'positive', message: `${accountFormMessages.cardRemoved.replace('The card', label)}` });
    } catch (error) {
      const message = failureMessage(error, accountFormMessages.actionFailed);
      setProblem(message);
      setConfirming(false);
      void notify({ kind: 'negative', message });
    }
  };

  return (
    <li className="saved-card">
      <Icon icon={cardOutline} />
      <div className="saved-card__text">
        <span className="saved-card__brand">{label}</span>
        <span className="saved-card__meta">
          Expires {expiryText(card)} · {card.NameOnCard}
        </span>
      </div>
      {confirming ? (
        <div className="saved-card__confirm" role="group" aria-label={`Remove ${label}?`}>
          <p>Remove {label}?</p>
          <button
            type="button"
            className="sf-button sf-button--primary"
            disabled={remove.isPending}
            onClick={() => void confirmRemove()}
          >
            {remove.isPending ? 'Removing…' : 'Yes, remove'}
          </button>
          <button
            type="button"
            ref={keepButton}
            className="sf-button sf-button--secondary"
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            Keep card
          </button>
        </div>
      ) : (
        <button
          type="button"
          ref={removeButton}
          className="sf-text-button"
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${label}`}
        >
          Remove
        </button>
      )}
      {problem ? (
        <p className="sf-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
