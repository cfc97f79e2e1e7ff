import { useState } from 'react';
import type { ChangeDatesQuote, ChangeDatesQuoteRequest, ManageReservation } from '../../../contract/manage-booking';
import type { Property } from '../../../contract/property';
import { formatMinorUnits, formatMoney } from '../../../domain/money';
import { taxLinesFromApi } from '../../../domain/taxes';
import { describeError } from '../../api';
import { useStayCalendarData } from '../../ui/stay-calendar-data';
import type { StayRange } from '../../ui/stay-calendar-model';
import { StayDatesPicker } from '../../ui/stay-dates-picker';
import { longDateText } from '../../../domain/stay-dates-text';
import { TaxLines } from '../../ui/tax-lines';
import { useChangeDates } from './api/change-dates';
import { useChangeDatesQuote } from './api/quote-change-dates';
import { CardPaymentFields, useCardPaymentForm } from './card-payment-form';
import { changeAttemptKey, finishChangeAttempt } from './change-attempt';
import { ManageSend, ManageResult, type ManagePanelProps } from './manage-panel';

// New dates for the same rooms: the stay calendar search uses, then the server's quote (room
// by room, with what search offers where the same room cannot be had, and the new stay's taxes
// and fees), then the difference paid with the booking's card or another, or given back.

type RoomChoices = NonNullable<ChangeDatesQuoteRequest['Rooms']>;

export function StayDatesPanel({ booking, property, onDone }: ManagePanelProps) {
  const booked = booking.Rooms.filter((room) => room.Status === 'Booked');
  const calendar = useStayCalendarData(property, booked.length);
  const [draft, setDraft] = useState<StayRange>({ checkIn: booking.DateFrom, checkOut: booking.DateTo });
  const [asked, setAsked] = useState<{ DateFrom: string; DateTo: string } | null>(null);
  const [choices, setChoices] = useState<RoomChoices>([]);
  const [changed, setChanged] = useState<number | null>(null);
  const quoteRequest: ChangeDatesQuoteRequest | null = asked
    ? { ConfirmationToken: booking.ConfirmationToken, ...asked, ...(choices.length > 0 ? { Rooms: choices } : {}) }
    : null;
  const quote = useChangeDatesQuote(quoteRequest);
  const complete = draft.checkIn !== null && draft.checkOut !== null;
  const moved = draft.checkIn !== booking.DateFrom || draft.checkOut !== booking.DateTo;
  const money = (amount: number) => formatMoney(amount, booking.Currency);

  if (changed !== null) {
    return (
      <ManageResult onDone={onDone}>
        Your stay is now {longDateText(booking.DateFrom)} to {longDateText(booking.DateTo)}.{' '}
        {changed > 0
          ? `${money(changed)} was charged.`
          : changed < 0
            ? `${money(-changed)} will be refunded.`
            : 'The price is unchanged.'}{' '}
        We've emailed you the details.
      </ManageResult>
    );
  }

  return (
    <div className="manage-form">
      <StayDatesPicker
        calendar={calendar}
        range={draft}
        onPick={setDraft}
        askCheckIn="Choose your new check-in date."
        statusClassName="manage-status-line"
        label="Stay calendar: choose the new dates of your stay"
      />
      <button
        type="button"
        className="sf-button sf-button--primary"
        disabled={!complete || !moved}
        onClick={() => {
          if (!draft.checkIn || !draft.checkOut) return;
          setChoices([]);
          setAsked({ DateFrom: draft.checkIn, DateTo: draft.checkOut });
        }}
      >
        See the price for these dates
      </button>
      {quoteRequest && quote.isPending ? <p role="status">Checking the new dates…</p> : null}
      {quote.isError ? (
        <p className="sf-notice sf-notice--negative" role="alert">
          {describeError(quote.error)}
        </p>
      ) : null}
      {quote.data && quoteRequest ? (
        <DatesQuote
          key={JSON.stringify(quoteRequest)}
          quote={quote.data}
          request={quoteRequest}
          booking={booking}
          property={property}
          onChoose={(choice) =>
            setChoices((all) => [...all.filter((room) => room.ReservationItemId !== choice.ReservationItemId), choice])
          }
          onChanged={setChanged}
        />
      ) : null}
    </div>
  );
}

interface DatesQuoteProps {
  quote: ChangeDatesQuote;
  request: ChangeDatesQuoteRequest;
  booking: ManageReservation;
  property: Property;
  onChoose: (choice: RoomChoices[number]) => void;
  onChanged: (difference: number) => void;
}

function DatesQuote({ quote, request, booking, property, onChoose, onChanged }: DatesQuoteProps) {
  const change = useChangeDates(property.PropertyCode);
  const card = useCardPaymentForm(booking, property, { bookingCard: quote.PaymentNeeded === 'BookingCard' });
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  const minor = (amountMinor: number) => formatMinorUnits(amountMinor, booking.Currency);
  const number = (id: number) => booking.Rooms.findIndex((room) => room.ReservationItemId === id) + 1;
  // What the card is charged: a higher price, and more taxes added on top and paid online.
  const toPay = Math.max(0, quote.Difference) + Math.max(0, quote.TaxesDifference);
  // The booking's card still needs its security code typed, as a saved card does at checkout.
  const needsCard = toPay > 0 && (quote.PaymentNeeded === 'NewCard' || quote.PaymentNeeded === 'BookingCard');

  const send = async (cardDetails: ReturnType<typeof card.cardDetailsOf> | null) => {
    const request_ = { ...request, ExpectedDifference: quote.Difference };
    try {
      const answer = await change.mutateAsync({
        request: { ...request_, CardDetails: cardDetails },
        idempotencyKey: changeAttemptKey('dates', booking.ConfirmationToken, request_),
      });
      finishChangeAttempt('dates', booking.ConfirmationToken);
      onChanged(answer.Difference);
    } catch {
      // Shown below; a retry goes with the same key.
    }
  };
  const confirm = needsCard ? card.form.handleSubmit((values) => send(card.cardDetailsOf(values))) : () => send(null);

  return (
    <div className="manage-quote">
      <ul className="manage-quote__rooms">
        {quote.Rooms.map((room) => (
          <li key={room.ReservationItemId}>
            <p className="confirmation-room__head">
              <strong>
                Room {number(room.ReservationItemId)}: {room.RoomTypeName}, {room.RatePlanName}
              </strong>
              <span>{room.NewRoomCost === null ? 'Not available' : money(room.NewRoomCost)}</span>
            </p>
            <p className="confirmation__muted">Was {money(room.OldRoomCost)}</p>
            {!room.SameAvailable && room.Choices.length > 0 ? (
              <fieldset className="manage-choices">
                <legend>This room is not available on the new dates. Choose another:</legend>
                {room.Choices.map((choice) => (
                  <label key={`${choice.RoomTypeId}-${choice.RatePlanId}`} className="manage-choice">
                    <input
                      type="radio"
                      name={`room-${room.ReservationItemId}`}
                      checked={room.RoomTypeId === choice.RoomTypeId && room.RatePlanId === choice.RatePlanId}
                      onChange={() =>
                        onChoose({
                          ReservationItemId: room.ReservationItemId,
                          RoomTypeId: choice.RoomTypeId,
                          RatePlanId: choice.RatePlanId,
                        })
                      }
                    />
                    <span>
                      {choice.RoomTypeName}, {choice.RatePlanName} · {money(choice.RoomCost)}
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </li>
        ))}
      </ul>
      {quote.Available ? (
        <>
          <dl className="confirmation__totals">
            <div>
              <dt>Now</dt>
              <dd>{money(quote.OldTotal)}</dd>
            </div>
            <div>
              <dt>New dates</dt>
              <dd>{money(quote.NewTotal)}</dd>
            </div>
            <TaxLines lines={taxLinesFromApi(quote.Taxes, booking.Currency)} format={minor} rows />
            {quote.TotalWithTaxes !== quote.NewTotal ? (
              <div>
                <dt>New dates with taxes and fees</dt>
                <dd>{money(quote.TotalWithTaxes)}</dd>
              </div>
            ) : null}
            {quote.PayAtProperty > 0 ? (
              <div>
                <dt>Paid at the hotel</dt>
                <dd>{money(quote.PayAtProperty)}</dd>
              </div>
            ) : null}
            <div className="confirmation__total">
              <dt>{quote.Difference > 0 ? 'To pay' : quote.Difference < 0 ? 'To refund' : 'Difference'}</dt>
              <dd>{money(Math.abs(quote.Difference))}</dd>
            </div>
            {quote.TaxesDifference !== 0 ? (
              <div>
                <dt>{quote.TaxesDifference > 0 ? 'Taxes and fees to pay' : 'Taxes and fees to refund'}</dt>
                <dd>{money(Math.abs(quote.TaxesDifference))}</dd>
              </div>
            ) : null}
          </dl>
          {toPay > 0 && quote.PaymentNeeded === 'Invoice' ? (
            <p className="confirmation__muted">The difference is added to the hotel's invoice.</p>
          ) : null}
          {needsCard ? <CardPaymentFields card={card} /> : null}
          <ManageSend call={change} busyLabel="Changing your dates…" onSend={() => void confirm()}>
            {toPay > 0 ? `Pay ${money(toPay)} and change dates` : 'Change dates'}
          </ManageSend>
        </>
      ) : (
        <p className="sf-notice sf-notice--negative" role="alert">
          {quote.Message ?? 'Sorry, your selection is not available.'}
        </p>
      )}
    </div>
  );
}
