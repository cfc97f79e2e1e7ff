import { IonSpinner } from '../../ui/ion-spinner';
import { useState } from 'react';
import type { ChangeExtrasQuote, ChangeExtrasRequestInput, ManageReservation } from '../../../contract/manage-booking';
import { formatMinorUnits, formatMoney } from '../../../domain/money';
import { describeError } from '../../api';
import { useServices } from '../checkout/api/get-services';
import { ExtrasList } from '../../ui/extras-list';
import { useChangeExtras } from './api/change-extras';
import { useExtrasQuote } from './api/quote-extras';
import { CardPaymentFields, useCardPaymentForm } from './card-payment-form';
import { changeAttemptKey, finishChangeAttempt } from './change-attempt';
import { bookedRoomsWhere, ManageRadio, ManageSend, ManageResult, type ManagePanelProps } from './manage-panel';

// Extras for a booking already made: the booking flow's extras, room by room, with the same
// inventory and charge rules; the server's price of them; then paid by card now or, where the
// hotel allows it, added to the bill at the hotel.

type Added = ChangeExtrasRequestInput['Add'] & object;

export function ExtrasPanel({ booking, property, onDone }: ManagePanelProps) {
  const rooms = bookedRoomsWhere(booking, (actions) => actions.CanAddExtras);
  const [roomId, setRoomId] = useState(rooms[0]?.room.ReservationItemId ?? 0);
  const [added, setAdded] = useState<Added>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [payment, setPayment] = useState<'Card' | 'PayAtHotel'>('Card');
  const [done, setDone] = useState<{ difference: number; atHotel: boolean } | null>(null);
  const change = useChangeExtras(property.PropertyCode);
  const card = useCardPaymentForm(booking, property);
  const chosen = rooms.find(({ room }) => room.ReservationItemId === roomId) ?? rooms[0];
  const request: ChangeExtrasRequestInput | null =
    added.length > 0 || removed.length > 0
      ? { ConfirmationToken: booking.ConfirmationToken, Add: added, Remove: removed }
      : null;
  const quote = useExtrasQuote(request);
  const money = (amount: number) => formatMoney(amount, booking.Currency);

  if (done) return <ExtrasDone done={done} money={money} onDone={onDone} />;
  if (!chosen) return <p className="confirmation__muted">Extras can no longer be added to this booking.</p>;

  const setQuantity = (serviceId: number, quantity: number) =>
    setAdded((all) => [
      ...all.filter(
        (line) => !(line.ReservationItemId === chosen.room.ReservationItemId && line.ServiceId === serviceId),
      ),
      ...(quantity > 0
        ? [{ ReservationItemId: chosen.room.ReservationItemId, ServiceId: serviceId, Quantity: quantity }]
        : []),
    ]);
  const send = async (cardDetails: ReturnType<typeof card.cardDetailsOf> | null) => {
    if (!request) return;
    const attempt = { ...request, PaymentMethod: payment };
    try {
      const answer = await change.mutateAsync({
        request: { ...attempt, CardDetails: cardDetails },
        idempotencyKey: changeAttemptKey('extras', booking.ConfirmationToken, attempt),
      });
      finishChangeAttempt('extras', booking.ConfirmationToken);
      setDone({ difference: answer.Difference, atHotel: payment === 'PayAtHotel' });
    } catch {
      // Shown below; a retry goes with the same key.
    }
  };
  const difference = quote.data?.Difference ?? 0;
  const payByCard = payment === 'Card' && difference > 0;
  const confirm = payByCard ? card.form.handleSubmit((values) => send(card.cardDetailsOf(values))) : () => send(null);

  return (
    <div className="manage-form">
      {rooms.length > 1 ? (
        <fieldset className="manage-choices">
          <legend className="manage-subtitle">Extras for</legend>
          {rooms.map(({ room, number }) => (
            <ManageRadio
              key={room.ReservationItemId}
              name="extras-room"
              checked={room.ReservationItemId === chosen.room.ReservationItemId}
              onChoose={() => setRoomId(room.ReservationItemId)}
            >
              Room {number}: {room.RoomTypeName}
            </ManageRadio>
          ))}
        </fieldset>
      ) : null}
      <RemovableExtras
        room={chosen.room}
        removed={removed}
        onToggle={(id) => setRemoved((ids) => (ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id]))}
        format={money}
      />
      <RoomExtras propertyCode={property.PropertyCode} room={chosen.room} added={added} onQuantity={setQuantity} />
      {request ? (
        <div className="manage-quote" aria-live="polite">
          {quote.isPending ? <p role="status">Pricing your extras…</p> : null}
          {quote.isError ? <p className="sf-notice sf-notice--negative">{describeError(quote.error)}</p> : null}
          {quote.data ? <ExtrasQuoteLines quote={quote.data} booking={booking} money={money} /> : null}
        </div>
      ) : (
        <p className="confirmation__muted">Choose the extras you would like to add.</p>
      )}
      {request && difference > 0 && booking.CanPayExtrasAtHotel ? (
        <fieldset className="manage-choices">
          <legend className="manage-subtitle">How would you like to pay?</legend>
          {(
            [
              ['Card', 'Pay by card now'],
              ['PayAtHotel', 'Add to my bill at the hotel'],
            ] as const
          ).map(([method, text]) => (
            <ManageRadio
              key={method}
              name="extras-payment"
              checked={payment === method}
              onChoose={() => setPayment(method)}
            >
              {text}
            </ManageRadio>
          ))}
        </fieldset>
      ) : null}
      {request && payByCard ? <CardPaymentFields card={card} /> : null}
      <ManageSend call={change} busyLabel="Updating your extras…" disabled={!quote.data} onSend={() => void confirm()}>
        {payByCard ? `Pay ${money(difference)} and add extras` : added.length > 0 ? 'Add extras' : 'Remove extras'}
      </ManageSend>
    </div>
  );
}

interface RoomExtrasProps {
  propertyCode: string;
  room: ManageReservation['Rooms'][number];
  added: Added;
  onQuantity: (serviceId: number, quantity: number) => void;
}

function RoomExtras({ propertyCode, room, added, onQuantity }: RoomExtrasProps) {
  const services = useServices(propertyCode, {
    roomTypeId: room.RoomTypeId,
    ratePlanId: room.RatePlanId,
    dateFrom: room.DateFrom,
    dateTo: room.DateTo,
  });
  if (services.isPending) {
    return (
      <p role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Loading extras…
      </p>
    );
  }
  if (!services.data)
    return (
      <p className="sf-notice sf-notice--negative">We couldn't load the extras. {describeError(services.error)}</p>
    );
  if (services.data.Services.length === 0)
    return <p className="confirmation__muted">There are no extras for this room.</p>;
  const currency = services.data.Currency;
  return (
    <ExtrasList
      offer={services.data}
      quantityOf={(serviceId) =>
        added.find((line) => line.ReservationItemId === room.ReservationItemId && line.ServiceId === serviceId)
          ?.Quantity ?? 0
      }
      onQuantity={onQuantity}
      stay={{ nights: room.Nights, adults: room.NumberOfAdults, children: room.NumberOfChildren }}
      formatMinor={(amountMinor) => formatMinorUnits(amountMinor, currency)}
    />
  );
}

/** Extras bought after booking that may still be taken off, each marked to remove or keep. */
function RemovableExtras({
  room,
  removed,
  onToggle,
  format,
}: {
  room: ManageReservation['Rooms'][number];
  removed: number[];
  onToggle: (id: number) => void;
  format: (amount: number) => string;
}) {
  const removable = room.Extras.filter((extra) => extra.CanRemove);
  if (removable.length === 0) return null;
  return (
    <fieldset className="manage-choices">
      <legend className="manage-subtitle">Extras you added, which you may still remove</legend>
      {removable.map((extra) => (
        <label key={extra.ReservationItemServiceId} className="manage-choice">
          <input
            type="checkbox"
            checked={removed.includes(extra.ReservationItemServiceId)}
            onChange={() => onToggle(extra.ReservationItemServiceId)}
          />
          <span>
            Remove {extra.ServiceName}
            {extra.Quantity > 1 ? ` × ${extra.Quantity}` : ''} ({format(extra.TotalCost)})
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The server's price of the extras chosen, line by line, and what it comes to. */
function ExtrasQuoteLines({
  quote,
  booking,
  money,
}: {
  quote: ChangeExtrasQuote;
  booking: ManageReservation;
  money: (amount: number) => string;
}) {
  return (
    <dl className="confirmation__totals">
      {quote.Lines.map((line) => (
        <div key={`${line.ReservationItemId}-${line.ServiceId}`}>
          <dt>
            Room {booking.Rooms.findIndex((room) => room.ReservationItemId === line.ReservationItemId) + 1}:{' '}
            {line.ServiceName}
            {line.Quantity > 1 ? ` × ${line.Quantity}` : ''}
          </dt>
          <dd>{money(line.TotalCost)}</dd>
        </div>
      ))}
      <div className="confirmation__total">
        <dt>{quote.Difference < 0 ? 'To refund' : 'Extras total'}</dt>
        <dd>{money(Math.abs(quote.Difference))}</dd>
      </div>
    </dl>
  );
}

function ExtrasDone({
  done,
  money,
  onDone,
}: {
  done: { difference: number; atHotel: boolean };
  money: (amount: number) => string;
  onDone: () => void;
}) {
  return (
    <ManageResult onDone={onDone}>
      Your extras have been updated. {done.difference < 0 ? `${money(-done.difference)} will be refunded.` : ''}{' '}
      {done.atHotel
        ? `${money(done.difference)} is added to your bill at the hotel.`
        : done.difference > 0
          ? `${money(done.difference)} was charged to your card.`
          : ''}{' '}
      We've emailed you the details.
    </ManageResult>
  );
}
