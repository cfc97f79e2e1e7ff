import { useState } from 'react';
import type { CancelReservationResponse, ManageReservation } from '../../../contract/manage-booking';
import type { TaxLineResponse } from '../../../contract/taxes';
import { formatMinorUnits, formatMoney, toMinorUnits } from '../../../domain/money';
import { sumTaxLines, taxLinesFromApi, type TaxLine } from '../../../domain/taxes';
import { describeError } from '../../api';
import { DialogHeader } from '../../ui/dialog-header';
import { IonModal } from '../../ui/ion-modal';
import { TaxLines } from '../../ui/tax-lines';
import { useCancelReservation } from './api/cancel-reservation';
import { changeAttemptKey, finishChangeAttempt } from './change-attempt';
import { bookedRoomsWhere, ManageResult } from './manage-panel';

// Cancel the whole booking or some of its rooms: the fee and the refund of exactly those rooms
// (the server's own figures) before anything happens, a dialog to confirm, then what was kept
// and what is given back.

export function CancelPanel({
  booking,
  propertyCode,
  onDone,
}: {
  booking: ManageReservation;
  propertyCode: string;
  onDone: () => void;
}) {
  const rooms = bookedRoomsWhere(booking, (actions) => actions.CanCancel);
  const [chosen, setChosen] = useState<number[]>(() => rooms.map(({ room }) => room.ReservationItemId));
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<CancelReservationResponse | null>(null);
  const cancel = useCancelReservation(propertyCode);
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  // The fee and refund of the rooms picked are added up in minor units, as the server keeps them.
  const moneyMinor = (amountMinor: number) => formatMinorUnits(amountMinor, booking.Currency);

  if (result) return <CancelResult result={result} money={money} onDone={onDone} />;

  if (rooms.length === 0)
    return (
      <p className="confirmation__muted">
        {booking.Actions.Reason ?? 'Nothing in this booking can be cancelled online now.'}
      </p>
    );
  const bookedCount = booking.Rooms.filter((room) => room.Status === 'Booked').length;
  const whole = chosen.length === bookedCount && booking.Actions.CanCancel;
  const picked = rooms.filter(({ room }) => chosen.includes(room.ReservationItemId));
  const { feeMinor, refundMinor, feeLines, refundLines, atHotelMinor } = cancelQuoteOf(booking, picked, whole);
  const request = {
    ConfirmationToken: booking.ConfirmationToken,
    ...(whole ? {} : { ReservationItemIds: [...chosen].sort((a, b) => a - b) }),
  };
  const what = whole
    ? 'the whole booking'
    : picked.length === 1
      ? `room ${picked[0]!.number}`
      : `${picked.length} rooms`;

  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync({
        request,
        idempotencyKey: changeAttemptKey('cancel', booking.ConfirmationToken, request),
      });
      finishChangeAttempt('cancel', booking.ConfirmationToken);
      setConfirming(false);
      setResult(answer);
    } catch {
      // Shown in the dialog; the same key goes with a retry.
    }
  };

  return (
    <div className="manage-form">
      {rooms.length > 1 ? (
        <fieldset className="manage-choices">
          <legend className="manage-subtitle">Which rooms do you want to cancel?</legend>
          {rooms.map(({ room, number }) => (
            <label key={room.ReservationItemId} className="manage-choice">
              <input
                type="checkbox"
                checked={chosen.includes(room.ReservationItemId)}
                onChange={(event) =>
                  setChosen((ids) =>
                    event.target.checked
                      ? [...ids, room.ReservationItemId]
                      : ids.filter((id) => id !== room.ReservationItemId),
                  )
                }
              />
              <span>
                <strong>
                  Room {number}: {room.RoomTypeName}
                </strong>
                <span className="confirmation__muted">
                  {' '}
                  · fee {money(room.Actions.CancellationFee)}, refund {money(room.Actions.RefundAmount)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {picked.length === 0 ? (
        <p className="confirmation__muted">Choose at least one room to cancel.</p>
      ) : (
        <>
          <FeeAndRefund
            fee={moneyMinor(feeMinor)}
            feeLines={feeLines}
            refund={moneyMinor(refundMinor)}
            refundLines={refundLines}
            format={moneyMinor}
            label="If you cancel now"
          />
          {atHotelMinor > 0 ? (
            <p className="confirmation__muted">
              The {moneyMinor(atHotelMinor)} of taxes to pay at the hotel would no longer be owed.
            </p>
          ) : null}
        </>
      )}
      <button
        type="button"
        className="sf-button sf-button--primary manage-danger"
        disabled={picked.length === 0}
        onClick={() => setConfirming(true)}
      >
        {whole ? 'Cancel booking' : picked.length === 1 ? 'Cancel this room' : 'Cancel these rooms'}
      </button>
      <IonModal
        isOpen={confirming}
        onDidDismiss={() => setConfirming(false)}
        aria-label="Confirm cancellation"
        className="manage-dialog"
      >
        <DialogHeader title="Confirm cancellation" onClose={() => setConfirming(false)} />
        <div className="manage-dialog__body">
          <p>
            Cancel {what}? The hotel keeps {moneyMinor(feeMinor)} and you get {moneyMinor(refundMinor)} back. This
            cannot be undone.
          </p>
          {cancel.isError ? (
            <p className="sf-notice sf-notice--negative" role="alert">
              {describeError(cancel.error)}
            </p>
          ) : null}
          <div className="manage-dialog__actions">
            <button type="button" className="sf-button sf-button--secondary" onClick={() => setConfirming(false)}>
              Keep my booking
            </button>
            <button
              type="button"
              className="sf-button sf-button--primary manage-danger"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending || undefined}
              onClick={() => void confirm()}
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
            </button>
          </div>
        </div>
      </IonModal>
    </div>
  );
}

type PickedRoom = { room: ManageReservation['Rooms'][number]; number: number };

/**
 * What cancelling the rooms picked keeps and gives back, minor units: the server's figures for
 * the whole booking, or those rooms' added up; with the fee's share of the taxes paid online and
 * the refund's. Taxes paid at the hotel are owed no more.
 */
function cancelQuoteOf(booking: ManageReservation, picked: readonly PickedRoom[], whole: boolean) {
  const minor = (amount: number) => toMinorUnits(amount, booking.Currency);
  const linesOf = (lists: readonly (readonly TaxLineResponse[])[]) =>
    sumTaxLines(lists.map((lines) => taxLinesFromApi(lines, booking.Currency)));
  const actions = whole ? [booking.Actions] : picked.map(({ room }) => room.Actions);
  return {
    feeMinor: actions.reduce((sum, action) => sum + minor(action.CancellationFee), 0),
    refundMinor: actions.reduce((sum, action) => sum + minor(action.RefundAmount), 0),
    feeLines: linesOf(actions.map((action) => action.CancellationFeeTaxes)),
    refundLines: linesOf(actions.map((action) => action.RefundTaxes)),
    atHotelMinor: picked.reduce((sum, { room }) => sum + minor(room.PayAtProperty), 0),
  };
}

/** The fee kept and the refund, each followed by its taxes. */
function FeeAndRefund({
  fee,
  feeLines,
  refund,
  refundLines,
  format,
  label,
}: {
  fee: string;
  feeLines: readonly TaxLine[];
  refund: string;
  refundLines: readonly TaxLine[];
  format: (amountMinor: number) => string;
  label?: string;
}) {
  return (
    <dl className="confirmation__totals" aria-label={label}>
      <div>
        <dt>Cancellation fee</dt>
        <dd>{fee}</dd>
      </div>
      <TaxLines lines={feeLines} format={format} rows />
      <div className="confirmation__total">
        <dt>Refund</dt>
        <dd>{refund}</dd>
      </div>
      <TaxLines lines={refundLines} format={format} rows />
    </dl>
  );
}

/** What the cancellation kept and gives back. */
function CancelResult({
  result,
  money,
  onDone,
}: {
  result: CancelReservationResponse;
  money: (amount: number) => string;
  onDone: () => void;
}) {
  const currency = result.Booking.Currency;
  const moneyMinor = (amountMinor: number) => formatMinorUnits(amountMinor, currency);
  return (
    <ManageResult
      onDone={onDone}
      more={
        <>
          <FeeAndRefund
            fee={money(result.CancellationFee)}
            feeLines={taxLinesFromApi(result.CancellationFeeTaxes, currency)}
            refund={money(result.RefundAmount)}
            refundLines={taxLinesFromApi(result.RefundTaxes, currency)}
            format={moneyMinor}
          />
          {result.RefundAmount > 0 ? (
            <p className="confirmation__muted">
              The refund goes back to the card you paid with; banks usually show it within 5 to 10 working days.
            </p>
          ) : null}
        </>
      }
    >
      {result.Booking.Status === 'Cancelled'
        ? 'Your booking has been cancelled.'
        : `${result.CancelledReservationItemIds.length === 1 ? 'The room has' : 'The rooms have'} been cancelled.`}{' '}
      We've emailed you the details.
    </ManageResult>
  );
}
