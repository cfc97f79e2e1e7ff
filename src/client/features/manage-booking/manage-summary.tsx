import type { ManageReservation } from '../../../contract/manage-booking';
import { formatMoney } from '../../../domain/money';
import {
  BookedRoom,
  BookingTotals,
  PaymentMethodLine,
  SpecialRequests,
  StayDatesList,
  TotalLine,
} from '../../ui/booked-stay';
import { BookingPaymentSchedule } from '../../ui/payment-schedule';

// The booking as it stands now: dates, every room (booked or cancelled) with its guests,
// extras and policy, the totals, what was paid, kept and given back, and each payment with
// where it stands (paid, due, failed and why).

export function ManageSummary({ booking }: { booking: ManageReservation }) {
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  return (
    <section className="sf-card confirmation-card manage-summary" aria-labelledby="manage-summary-title">
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
      <BookingTotals booking={booking} money={money} paid={booking.AmountPaid}>
        {booking.CancellationFeesCharged > 0 ? (
          <TotalLine term="Cancellation fees" amount={money(booking.CancellationFeesCharged)} />
        ) : null}
        {booking.AmountRefunded > 0 ? <TotalLine term="Refunded" amount={money(booking.AmountRefunded)} /> : null}
      </BookingTotals>
      <BookingPaymentSchedule booking={booking} titleId="manage-payments-title" />
      <PaymentMethodLine booking={booking} />
      <SpecialRequests notes={booking.Notes} />
    </section>
  );
}
