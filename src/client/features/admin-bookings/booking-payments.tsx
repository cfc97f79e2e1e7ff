import { useState } from 'react';
import type { AdminReservation } from '../../../contract/admin-bookings';
import type { BookingPayment, PaymentKind, PaymentState } from '../../../contract/payment-schedule';
import { formatMoney } from '../../../domain/money';
import { ApiError, describeError } from '../../api';
import { usePaymentAction, type PaymentStep } from './api/reservation';
import { savedCardLabel } from '../../../domain/card-types';
import { hotelInstant, paymentKindNames, paymentPlanNames, paymentStateNames } from './stay-text';

// A booking's payments as the front desk works them: how it is paid (the plan, the card kept
// to guarantee it), what is still owed, and each part of the schedule with where it stands.
// A part still owed (due, or its automatic charge failed) can be charged to the kept card now,
// marked paid at the desk or waived; each is confirmed first, and the page then shows the
// booking as the server answered it.

/** "the balance": a part of the schedule in a sentence. */
const kindPhrases: Record<PaymentKind, string> = {
  Full: 'the full payment',
  Deposit: 'the deposit',
  Balance: 'the balance',
  AtProperty: 'the payment at the hotel',
  PropertyTaxes: 'the taxes at the hotel',
  CancellationFee: 'the cancellation fee',
  NoShowFee: 'the no-show fee',
};

const isFee = (kind: PaymentKind) => kind === 'CancellationFee' || kind === 'NoShowFee';
const isOwed = (state: PaymentState) => state === 'Due' || state === 'Failed';

/** What the desk may do to one part, in the order the buttons show. */
function paymentStepsFor(payment: BookingPayment, cardKept: boolean): PaymentStep[] {
  if (!isOwed(payment.State)) return [];
  // Taxes collected at the hotel for others (a tourist tax) are settled at the desk, never on the card.
  const chargeable =
    cardKept && payment.Kind !== 'PropertyTaxes' && (payment.Collect === 'Automatic' || isFee(payment.Kind));
  return chargeable ? ['Charge', 'MarkPaid', 'Waive'] : ['MarkPaid', 'Waive'];
}

const stepButtons: Record<PaymentStep, string> = {
  Charge: 'Charge card now',
  MarkPaid: 'Mark paid at the desk',
  Waive: 'Waive',
};

const stateBadges: Record<PaymentState, string> = {
  Due: 'admin-badge--due',
  Paid: 'admin-badge--paid',
  Failed: 'admin-badge--failed',
  Waived: 'admin-badge--settled',
  Refunded: 'admin-badge--settled',
};

/** A calendar date of the hotel's ('YYYY-MM-DD'), in the same words as the instants beside it. */
const hotelDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

interface Asking {
  payment: BookingPayment;
  step: PaymentStep;
}

export function BookingPayments({
  reservation,
  propertyCode,
  canCollect,
}: {
  reservation: AdminReservation;
  propertyCode: string;
  /** The member may act on the booking (bookings:write); others see the schedule only. */
  canCollect: boolean;
}) {
  const booking = reservation.Booking;
  const action = usePaymentAction(propertyCode, booking.ReferenceNumber);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  const timeZone = booking.PropertyContact.TimeZone;
  const card = booking.Card ? savedCardLabel(booking.Card) : null;
  const schedule = booking.PaymentSchedule;
  const stepsOf = (payment: BookingPayment) => (canCollect ? paymentStepsFor(payment, card !== null) : []);
  const anyActions = schedule.some((payment) => stepsOf(payment).length > 0);

  const ask = (payment: BookingPayment, step: PaymentStep) => {
    setOutcome(null);
    setProblem(null);
    setAsking({ payment, step });
  };
  const confirm = ({ payment, step }: Asking) => {
    const what = kindPhrases[payment.Kind];
    const amount = money(payment.Amount);
    const done: Record<PaymentStep, string> = {
      Charge: `Charged ${amount} for ${what} to ${card ?? 'the kept card'}.`,
      MarkPaid: `Marked ${what} of ${amount} paid at the desk.`,
      Waive: `Waived ${what} of ${amount}.`,
    };
    setProblem(null);
    action.run(
      { paymentId: payment.Id, step },
      {
        onSuccess: () => {
          setAsking(null);
          setOutcome(done[step]);
        },
        onError: (error) => {
          setProblem(describeError(error));
          // Refused (a declined card, a part no longer owed): the booking is asked for again and
          // another go is a new action. Otherwise the answer was lost: confirming again retries it.
          if (error instanceof ApiError && error.status < 500) setAsking(null);
        },
      },
    );
  };

  return (
    // Headed "Payments" but not named as a region: the page keeps one region named Payment,
    // the totals card beside the guest's details.
    <section className="console-card admin-payments">
      <h2>Payments</h2>
      <p className="admin-balance">
        <strong>Balance due: {money(booking.BalanceDue)}</strong>
      </p>
      <p>
        {paymentPlanNames[booking.PaymentPlan]} ·{' '}
        {booking.Guarantee === 'Card' ? `Card guarantee: ${card ?? 'no card kept'}` : 'No card guarantee'}
      </p>
      {outcome ? (
        <p className="sf-notice sf-notice--positive" role="status">
          {outcome}
        </p>
      ) : null}
      {problem && !asking ? <Problem text={problem} /> : null}
      {schedule.length === 0 ? (
        <p className="console-muted">No payment schedule on this booking.</p>
      ) : (
        <>
          <h3 className="admin-subtitle" id="payment-schedule-title">
            Payment schedule
          </h3>
          {/* Focusable: where the schedule scrolls sideways (a tablet held upright), the keyboard
              can scroll it even when no button in it takes focus (all settled, a question open).
              On a phone each part stacks, its facts labelled (admin-bookings.css). */}
          <div className="console-table__wrap" tabIndex={0}>
            <table className="console-table admin-schedule" aria-labelledby="payment-schedule-title">
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">Due</th>
                  <th scope="col">Amount</th>
                  <th scope="col">State</th>
                  {anyActions ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {schedule.map((payment) => (
                  <ScheduleRow
                    key={payment.Id}
                    payment={payment}
                    money={money}
                    timeZone={timeZone}
                    steps={anyActions ? stepsOf(payment) : null}
                    busy={asking !== null || action.isPending}
                    onAsk={(step) => ask(payment, step)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {asking ? (
        <PaymentConfirmation
          asking={asking}
          money={money}
          card={card}
          problem={problem}
          running={action.isPending}
          onConfirm={() => confirm(asking)}
          onKeep={() => {
            setAsking(null);
            setProblem(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** One part of the schedule; `steps` is null when no part has an action (no Actions column). */
function ScheduleRow({
  payment,
  money,
  timeZone,
  steps,
  busy,
  onAsk,
}: {
  payment: BookingPayment;
  money: (amount: number) => string;
  timeZone: string;
  steps: PaymentStep[] | null;
  busy: boolean;
  onAsk: (step: PaymentStep) => void;
}) {
  return (
    <tr>
      <th scope="row">{paymentKindNames[payment.Kind]}</th>
      <td data-label="Due">
        <span className="admin-schedule__when">
          {payment.Collect === 'Automatic' && payment.DueAt
            ? hotelInstant(payment.DueAt, timeZone)
            : hotelDate(payment.Due)}
        </span>
        <br />
        <span className="console-muted">
          {payment.Collect === 'Automatic' ? 'Charged to the card' : 'Paid at the hotel'}
        </span>
      </td>
      <td data-label="Amount">
        {money(payment.Amount)}
        {payment.Refunded > 0 ? (
          <>
            <br />
            <span className="console-muted">{money(payment.Refunded)} refunded</span>
          </>
        ) : null}
      </td>
      <td data-label="State">
        <PaymentStateText payment={payment} timeZone={timeZone} />
      </td>
      {steps ? (
        <td>
          <div className="admin-schedule__actions">
            {steps.map((step) => (
              <button
                key={step}
                type="button"
                className="sf-button sf-button--secondary"
                disabled={busy}
                onClick={() => onAsk(step)}
              >
                {stepButtons[step]}
              </button>
            ))}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

function PaymentStateText({ payment, timeZone }: { payment: BookingPayment; timeZone: string }) {
  return (
    <>
      <span className={`admin-badge ${stateBadges[payment.State]}`}>{paymentStateNames[payment.State]}</span>
      {payment.State === 'Paid' && payment.PaidAt ? (
        <span className="admin-schedule__when"> {hotelInstant(payment.PaidAt, timeZone)}</span>
      ) : null}
      {payment.State === 'Failed' ? (
        <p className="admin-schedule__reason">
          {payment.FailureReason ?? 'The card was declined.'} The guest was emailed a link to pay with another card.
        </p>
      ) : null}
    </>
  );
}

/** The question before money moves or is written off, as Cancel and No-show ask theirs. */
function PaymentConfirmation({
  asking: { payment, step },
  money,
  card,
  problem,
  running,
  onConfirm,
  onKeep,
}: {
  asking: Asking;
  money: (amount: number) => string;
  card: string | null;
  /** Why the last go did not finish (the answer was lost): confirming again retries it. */
  problem: string | null;
  running: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const what = kindPhrases[payment.Kind];
  const amount = money(payment.Amount);
  const questions: Record<PaymentStep, { question: string; confirm: string }> = {
    Charge: {
      question: `Charge ${amount} for ${what} to ${card ?? 'the kept card'} now?`,
      confirm: `Yes, charge ${amount}`,
    },
    MarkPaid: {
      question: `Mark ${what} of ${amount} as paid at the desk? Nothing is charged to the card.`,
      confirm: 'Yes, it is paid',
    },
    Waive: {
      question: `Waive ${what} of ${amount}? The guest no longer owes it and nothing is charged.`,
      confirm: `Yes, waive ${amount}`,
    },
  };
  const { question, confirm } = questions[step];
  return (
    <div className="admin-confirm" role="alertdialog" aria-labelledby="payment-confirm-question" aria-modal="false">
      <p id="payment-confirm-question">{question}</p>
      {problem ? <Problem text={problem} /> : null}
      <div className="console-actions">
        <button type="button" className="sf-button sf-button--primary" disabled={running} onClick={onConfirm} autoFocus>
          {running ? 'Working…' : confirm}
        </button>
        <button type="button" className="sf-text-button" disabled={running} onClick={onKeep}>
          Leave it as it is
        </button>
      </div>
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p className="sf-notice sf-notice--negative" role="alert">
      {text}
    </p>
  );
}
