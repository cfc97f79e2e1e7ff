import { useState, type ReactNode } from 'react';
import type { ManageReservation } from '../../../contract/manage-booking';
import type { Property } from '../../../contract/property';
import { formatMinorUnits, formatMoney } from '../../../domain/money';
import { savedCardLabel } from '../../../domain/card-types';
import { dateText, payableParts, planOfBooking, type SchedulePart } from '../../ui/payment-plan';
import { usePayBalance } from './api/pay-balance';
import { useReplaceCard } from './api/replace-card';
import { CardPaymentFields, useCardPaymentForm } from './card-payment-form';
import { changeAttemptKey, finishChangeAttempt } from './change-attempt';
import { ManageRadio, ManageSend, ManageResult } from './manage-panel';

// The booking's money after it is made: a payment whose automatic charge failed (or is due)
// paid now with another card, which is then kept for what is still to come; and the card kept
// for the later payments replaced by another (checked, not charged). Each goes under its own
// Idempotency-Key, kept across retries; a declined card leaves what the guest typed in place.

/** The part a guest is asked to pay, in words: why it is asked, and for how much. */
function owedText(part: SchedulePart, money: (amountMinor: number) => string, card: string | null): string {
  const amount = money(part.amountMinor);
  const when = dateText(part.due);
  if (part.state === 'Failed') {
    const charge = `The payment of ${amount} due on ${when} could not be charged${card ? ` to your ${card}` : ''}`;
    return part.failureReason ? `${charge}: ${part.failureReason}` : `${charge}.`;
  }
  return `${amount} is due on ${when}.`;
}

/**
 * "Pay now": shown while the booking has a payment to make (Actions.CanPayBalance), above all
 * else, since the guest usually comes from the email saying a charge failed. One payment at a
 * time, named by its id, so the amount on the button is exactly the one charged.
 */
export function PayBalancePanel({ booking, property }: { booking: ManageReservation; property: Property }) {
  const currency = booking.Currency;
  const money = (amountMinor: number) => formatMinorUnits(amountMinor, currency);
  const parts = payableParts(planOfBooking(booking, currency));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [paid, setPaid] = useState<{ amount: number; card: string | null } | null>(null);
  const pay = usePayBalance(property.PropertyCode);
  const card = useCardPaymentForm(booking, property, { idPrefix: 'pay-card' });

  if (paid) {
    return (
      <PanelFrame id="manage-pay-balance" title="Pay now" className="manage-panel--urgent">
        <ManageResult onDone={() => setPaid(null)}>
          Thank you: {formatMoney(paid.amount, currency)} has been paid
          {paid.card ? ` with your ${paid.card}` : ''}. Your booking's payments are up to date.
        </ManageResult>
      </PanelFrame>
    );
  }
  if (!booking.Actions.CanPayBalance || parts.length === 0) return null;

  const chosen =
    parts.find((part) => part.id === chosenId) ?? parts.find((part) => part.state === 'Failed') ?? parts[0]!;
  const keptCard = booking.Card ? savedCardLabel(booking.Card) : null;
  const send = card.form.handleSubmit(async (values) => {
    const attempt = { ConfirmationToken: booking.ConfirmationToken, PaymentId: chosen.id! };
    try {
      const answer = await pay.mutateAsync({
        request: { ...attempt, CardDetails: card.cardDetailsOf(values) },
        idempotencyKey: changeAttemptKey('balance', booking.ConfirmationToken, attempt),
      });
      finishChangeAttempt('balance', booking.ConfirmationToken);
      card.form.reset();
      setPaid({ amount: answer.Amount, card: answer.Booking.Card ? savedCardLabel(answer.Booking.Card) : null });
    } catch {
      // Shown below (a decline in the bank's words); what was typed stays, and a retry goes with the same key.
    }
  });

  return (
    <PanelFrame id="manage-pay-balance" title="Pay now" className="manage-panel--urgent">
      <div className="manage-form">
        {parts.length > 1 ? (
          <fieldset className="manage-choices">
            <legend className="manage-subtitle">Which payment would you like to make?</legend>
            {parts.map((part) => (
              <ManageRadio
                key={part.id}
                name="pay-balance-part"
                checked={part.id === chosen.id}
                onChoose={() => setChosenId(part.id)}
              >
                {owedText(part, money, keptCard)}
              </ManageRadio>
            ))}
          </fieldset>
        ) : (
          <p className={chosen.state === 'Failed' ? 'sf-notice sf-notice--warning' : undefined}>
            {owedText(chosen, money, keptCard)}
          </p>
        )}
        <p className="confirmation__muted">
          Pay it now with a card: the card you use is kept for the payments still to come.
        </p>
        <CardPaymentFields card={card} />
        <ManageSend call={pay} busyLabel="Paying…" onSend={() => void send()}>
          {`Pay ${money(chosen.amountMinor)}`}
        </ManageSend>
      </div>
    </PanelFrame>
  );
}

/**
 * "Replace card": while a card is kept with the booking for what is still to come
 * (Actions.CanReplaceCard), another may take its place. It is checked with the bank, not charged.
 */
export function ReplaceCardPanel({ booking, property }: { booking: ManageReservation; property: Property }) {
  const [open, setOpen] = useState(false);
  const [replaced, setReplaced] = useState<string | null>(null);
  const replace = useReplaceCard(property.PropertyCode);
  const card = useCardPaymentForm(booking, property, { idPrefix: 'replace-card' });
  if (!booking.Actions.CanReplaceCard && replaced === null) return null;

  const kept = booking.Card ? savedCardLabel(booking.Card) : null;
  const send = card.form.handleSubmit(async (values) => {
    const attempt = { ConfirmationToken: booking.ConfirmationToken };
    try {
      const answer = await replace.mutateAsync({
        request: { ...attempt, CardDetails: card.cardDetailsOf(values) },
        idempotencyKey: changeAttemptKey('card', booking.ConfirmationToken, attempt),
      });
      finishChangeAttempt('card', booking.ConfirmationToken);
      card.form.reset();
      setOpen(false);
      setReplaced(answer.Booking.Card ? savedCardLabel(answer.Booking.Card) : 'your new card');
    } catch {
      // Shown below; what was typed stays, and a retry goes with the same key.
    }
  });

  return (
    <PanelFrame id="manage-replace-card" title="Replace card">
      <div className="manage-form">
        {replaced ? (
          <p className="sf-notice sf-notice--positive" role="status">
            Your card has been replaced: the payments still to come will be charged to your {replaced}.
          </p>
        ) : null}
        <p className="confirmation__muted">
          {kept
            ? `The payments still to come are charged to your ${kept}.`
            : 'The payments still to come are charged to the card kept with your booking.'}{' '}
          To use another card, enter it here: it is checked with your bank, not charged.
        </p>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          aria-expanded={open}
          aria-controls={open ? 'replace-card-form' : undefined}
          onClick={() => {
            setReplaced(null);
            setOpen((shown) => !shown);
          }}
        >
          Use another card
        </button>
        {open ? (
          <div id="replace-card-form" className="manage-form">
            <CardPaymentFields card={card} />
            <ManageSend call={replace} busyLabel="Checking your card…" onSend={() => void send()}>
              Replace card
            </ManageSend>
          </div>
        ) : null}
      </div>
    </PanelFrame>
  );
}

function PanelFrame({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`sf-card confirmation-card manage-panel${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="confirmation-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
