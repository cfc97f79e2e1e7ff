import { useState } from 'react';
import type { AdminMoneyOutcome, AdminReservation } from '../../../contract/admin-bookings';
import { formatMoney } from '../../../domain/money';
import { describeError } from '../../api';
import { notify } from '../../ui/notices';
import { useReservationAction } from './api/reservation';
import { savedCardLabel } from '../../../domain/card-types';

// What the front desk may do to a booking now, each asked to be confirmed first with what it
// keeps and gives back (and what of a fee not yet paid goes on the card kept with the booking),
// and its outcome said plainly once done.

type Pending = 'cancel' | 'waive' | 'no-show' | null;

export function BookingActions({ reservation, propertyCode }: { reservation: AdminReservation; propertyCode: string }) {
  const reference = reservation.Booking.ReferenceNumber;
  const action = useReservationAction(propertyCode, reference);
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, reservation.Booking.Currency);
  const actions = reservation.Actions;
  const card = reservation.Booking.Card ? savedCardLabel(reservation.Booking.Card) : 'the card kept with the booking';
  /** " £40.00 will be charged to Visa ending 4242.": the part of a fee beyond what was paid. */
  const charged = (amount: number) => (amount > 0 ? ` ${money(amount)} will be charged to ${card}.` : '');
  const failed = (error: unknown) => void notify({ message: describeError(error), kind: 'negative' });
  const done = (what: string) => (answer: AdminMoneyOutcome | { Reservation: AdminReservation }) => {
    const text =
      'Fee' in answer ? `${what}. Kept ${money(answer.Fee)}; refunded ${money(answer.RefundAmount)}.` : `${what}.`;
    setOutcome(text);
    setPending(null);
    void notify({ message: text, kind: 'positive' });
  };

  const confirmations: Record<Exclude<Pending, null>, { question: string; confirm: string; run: () => void }> = {
    cancel: {
      question: `Cancel booking ${reference}? The rate's fee of ${money(actions.CancellationFee)} is kept and ${money(actions.RefundAmount)} refunded.${charged(actions.CancellationCharge)} The guest is emailed.`,
      confirm: 'Yes, cancel with the fee',
      run: () =>
        action.mutate(
          { kind: 'Cancel', body: { WaiveFee: false } },
          { onSuccess: done('Booking cancelled'), onError: failed },
        ),
    },
    waive: {
      question: `Cancel booking ${reference} without a fee? ${money(actions.WaivedRefundAmount)} is refunded. The guest is emailed.`,
      confirm: 'Yes, cancel and waive the fee',
      run: () =>
        action.mutate(
          { kind: 'Cancel', body: { WaiveFee: true } },
          { onSuccess: done('Booking cancelled, fee waived'), onError: failed },
        ),
    },
    'no-show': {
      question: `Mark booking ${reference} a no-show? ${money(actions.NoShowFee)} is kept and ${money(actions.NoShowRefundAmount)} refunded; the rooms go back on sale.${charged(actions.NoShowCharge)}`,
      confirm: 'Yes, mark as no-show',
      run: () => action.mutate({ kind: 'NoShow' }, { onSuccess: done('Marked as no-show'), onError: failed }),
    },
  };
  const asking = pending ? confirmations[pending] : null;

  return (
    <section className="console-card" aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      {outcome ? (
        <p className="sf-notice sf-notice--positive" role="status">
          {outcome}
        </p>
      ) : null}
      {asking ? (
        <div className="admin-confirm" role="alertdialog" aria-labelledby="confirm-question" aria-modal="false">
          <p id="confirm-question">{asking.question}</p>
          <div className="console-actions">
            <button
              type="button"
              className="sf-button sf-button--primary"
              disabled={action.isPending}
              onClick={asking.run}
              autoFocus
            >
              {action.isPending ? 'Working…' : asking.confirm}
            </button>
            <button type="button" className="sf-text-button" onClick={() => setPending(null)}>
              Keep the booking as it is
            </button>
          </div>
        </div>
      ) : (
        <div className="console-actions">
          {actions.CanCancel ? (
            <>
              <button type="button" className="sf-button sf-button--secondary" onClick={() => setPending('cancel')}>
                Cancel booking
              </button>
              {actions.CancellationFee > 0 ? (
                <button type="button" className="sf-button sf-button--secondary" onClick={() => setPending('waive')}>
                  Cancel and waive the fee
                </button>
              ) : null}
            </>
          ) : null}
          {actions.CanMarkNoShow ? (
            <button type="button" className="sf-button sf-button--secondary" onClick={() => setPending('no-show')}>
              Mark as no-show
            </button>
          ) : null}
          {actions.CanResendConfirmation ? (
            <button
              type="button"
              className="sf-button sf-button--secondary"
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'ResendConfirmation' },
                  {
                    onSuccess: done(`Confirmation sent again to ${reservation.Booking.Booker.Email}`),
                    onError: failed,
                  },
                )
              }
            >
              Resend confirmation
            </button>
          ) : null}
        </div>
      )}
      {actions.Reason && !asking ? <p className="console-muted">{actions.Reason}</p> : null}
    </section>
  );
}
