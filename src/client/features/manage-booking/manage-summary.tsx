import { paymentTypes } from '../../../contract/reservation';
import type { ManageReservation } from '../../../contract/manage-booking';
import { formatMoney } from '../../../domain/money';
import { BookedRoom, StayDatesList } from '../../ui/booked-stay';

// The booking as it stands now: dates, every room (booked or cancelled) with its guests,
// extras and policy, the totals, what was paid, kept and given back.

const paymentText: Record<number, string> = {
  [paymentTypes.PayByCard]: 'Paid by card',
  [paymentTypes.PayByIndividualInvoice]: 'Pay by invoice',
  [paymentTypes.PayByVoucher]: 'Paid by gift voucher',
  [paymentTypes.PayByCompanyInvoice]: 'Company invoice',
  [paymentTypes.PayByPayStack]: 'Paid online',
};

export function ManageSummary({ booking }: { booking: ManageReservation }) {
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  return (
    <section className="confirmation-card manage-summary" aria-labelledby="manage-summary-title">
      <h2 id="manage-summary-title" className="confirmation-card__title">
        Your booking
      </h2>
      <StayDatesList dateFrom={booking.DateFrom} dateTo={booking.DateTo} nights={booking.Nights} />
      <ol className="confirmation__rooms">
        {booking.Rooms.map((room, index) => {
          const cancelled = room.Status === 'Cancelled';
          return (
            <BookedRoom
              key={room.ReservationItemId}
              room={room}
              index={index}
              money={money}
              className={cancelled ? 'manage-room--cancelled' : undefined}
              badge={
                cancelled ? (
                  <p className="manage-badge manage-badge--cancelled">
                    Cancelled{room.CancellationFeeCharged > 0 ? ` · fee ${money(room.CancellationFeeCharged)}` : ''}
                  </p>
                ) : null
              }
              details={
                room.ArrivalTime ? <p className="confirmation__muted">Arriving around {room.ArrivalTime}</p> : null
              }
              footer={
                cancelled ? null : (
                  <p className="confirmation-room__policy">{room.CancellationPolicyText || room.Policy}</p>
                )
              }
            />
          );
        })}
      </ol>
      <dl className="confirmation__totals">
        <div>
          <dt>Rooms</dt>
          <dd>{money(booking.RoomsTotal)}</dd>
        </div>
        {booking.ExtrasTotal > 0 ? (
          <div>
            <dt>Extras</dt>
            <dd>{money(booking.ExtrasTotal)}</dd>
          </div>
        ) : null}
        {booking.VoucherDiscount > 0 ? (
          <div>
            <dt>Gift voucher</dt>
            <dd>−{money(booking.VoucherDiscount)}</dd>
          </div>
        ) : null}
        <div className="confirmation__total">
          <dt>Total</dt>
          <dd>{money(booking.TotalCost)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{money(booking.AmountPaid)}</dd>
        </div>
        {booking.AmountDue > 0 ? (
          <div>
            <dt>To pay the hotel</dt>
            <dd>{money(booking.AmountDue)}</dd>
          </div>
        ) : null}
        {booking.CancellationFeesCharged > 0 ? (
          <div>
            <dt>Cancellation fees</dt>
            <dd>{money(booking.CancellationFeesCharged)}</dd>
          </div>
        ) : null}
        {booking.AmountRefunded > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{money(booking.AmountRefunded)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="confirmation__payment">
        {paymentText[booking.PaymentType]}
        {booking.Card
          ? ` · ${booking.Card.CardType.charAt(0).toUpperCase()}${booking.Card.CardType.slice(1)} ending ${booking.Card.LastFourDigits}`
          : ''}
      </p>
      {booking.Notes ? (
        <>
          <h3 className="confirmation-card__subtitle">Special requests</h3>
          <p className="confirmation__muted">{booking.Notes}</p>
        </>
      ) : null}
    </section>
  );
}
