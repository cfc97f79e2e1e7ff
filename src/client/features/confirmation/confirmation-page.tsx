import { Link } from '@tanstack/react-router';
import {
  addCircleOutline,
  alertCircleOutline,
  bedOutline,
  checkmarkCircle,
  closeCircleOutline,
  createOutline,
  globeOutline,
  idCardOutline,
  phonePortraitOutline,
  printOutline,
  restaurantOutline,
} from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import type { Property } from '../../../contract/property';
import { formatMoney } from '../../../domain/money';
import { describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { BookedRoom, BookingTotals, PaymentMethodLine, SpecialRequests, StayDatesList } from '../../ui/booked-stay';
import { PageLoading } from '../../ui/page-loading';
import { BookingPaymentSchedule } from '../../ui/payment-schedule';
import { StatusPage } from '../../ui/status-page';
import { nightsText } from '../../../domain/stay-dates-text';
import { useIsOnline } from '../../ui/online-status';
import { useAccount } from '../account/api/get-account';
import { bookingCancelledTitle, isBookingCancelled } from '../../ui/booking-status';
import { useReservationConfirmation } from './api/get-reservation-confirmation';
import { saveBooking, savedBooking, type SavedConfirmation } from '../../saved-bookings';
import '../../ui/booking-card.css';
import './confirmation.css';
import { Icon } from '../../ui/icon';

// The confirmation (docs/product.md, pages): "Booking has been made successfully.", the booking as the
// server holds it (with its payments: what was charged, what comes later, what at the hotel),
// and what's next. Kept on the device ("Your bookings"), so it opens offline whenever it has
// been opened once; prints cleanly.

export const bookingMadeMessage = 'Booking has been made successfully.';

export function ConfirmationPage({ property, confirmationToken }: { property: Property; confirmationToken: string }) {
  useDocumentTitle('Booking confirmation', property.PropertyName);
  const confirmation = useReservationConfirmation(property.PropertyCode, confirmationToken);
  const account = useAccount(property.PropertyCode);
  const online = useIsOnline();
  const kept = useMemo(() => savedBooking(confirmationToken), [confirmationToken]);
  useEffect(() => {
    if (confirmation.data) saveBooking(property.PropertyCode, confirmationToken, confirmation.data, Boolean(account));
  }, [confirmation.data, account, property.PropertyCode, confirmationToken]);

  // Offline (or the server out of reach), the copy kept on this device.
  const fromDevice = !confirmation.data && confirmation.isError && kept !== null;
  const booking = confirmation.data ?? (fromDevice ? kept.confirmation : undefined);
  if (booking)
    return (
      <Confirmation
        booking={booking}
        confirmationToken={confirmationToken}
        property={property}
        savedOnDevice={fromDevice || !online}
      />
    );
  if (confirmation.isPending) {
    return <PageLoading text="Loading your booking…" />;
  }
  return (
    <StatusPage
      title="Error"
      icon={alertCircleOutline}
      actions={
        <button type="button" className="sf-button sf-button--primary" onClick={() => void confirmation.refetch()}>
          Try again
        </button>
      }
    >
      <p>We couldn't load your booking. {describeError(confirmation.error)}</p>
    </StatusPage>
  );
}

function Confirmation({
  booking,
  confirmationToken,
  property,
  savedOnDevice,
}: {
  booking: SavedConfirmation;
  confirmationToken: string;
  property: Property;
  savedOnDevice: boolean;
}) {
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  const confirmed = booking.Status === 'Confirmed';
  const cancelled = isBookingCancelled(booking);
  const contact = booking.PropertyContact;
  return (
    <article className="confirmation" aria-labelledby="confirmation-title">
      <header className="confirmation__hero">
        <Icon
          icon={confirmed ? checkmarkCircle : cancelled ? closeCircleOutline : alertCircleOutline}
          className="confirmation__icon"
        />
        <h1 id="confirmation-title" className="confirmation__title">
          {confirmed ? bookingMadeMessage : cancelled ? bookingCancelledTitle : booking.Message}
        </h1>
        <p className="confirmation__reference">
          <span>Booking reference</span>
          <strong>{booking.ReferenceNumber}</strong>
        </p>
        <p className="confirmation__lead">
          {confirmed
            ? `Thank you, ${booking.Booker.FirstName}. A confirmation email is on its way to ${booking.Booker.Email}.`
            : cancelled
              ? booking.Message
              : null}
        </p>
        {savedOnDevice ? (
          <p className="confirmation__saved" role="status">
            <Icon icon={phonePortraitOutline} />
            <span>Saved on this device: you're seeing the copy kept here, readable offline.</span>
          </p>
        ) : null}
      </header>

      <div className="confirmation__layout">
        <section className="sf-card confirmation-card" aria-labelledby="confirmation-summary-title">
          <h2 id="confirmation-summary-title" className="confirmation-card__title">
            Booking summary
          </h2>
          <p className="confirmation__property">{booking.PropertyName}</p>
          <p className="confirmation__muted">{contact.Address}</p>
          <StayDatesList dateFrom={booking.DateFrom} dateTo={booking.DateTo} nights={booking.Nights} />
          <ol className="confirmation__rooms">
            {booking.Rooms.map((room, index) => (
              <BookedRoom
                key={room.ReservationItemId}
                room={room}
                index={index}
                money={money}
                details={
                  <p className="confirmation__muted">
                    {money(room.PerNightRate)} per night · {nightsText(room.Nights)}
                  </p>
                }
                footer={room.Policy ? <p className="confirmation-room__policy">{room.Policy}</p> : null}
              />
            ))}
          </ol>
          <BookingTotals booking={booking} money={money} voucherCode={booking.GiftVoucherCode} />
          <BookingPaymentSchedule booking={booking} titleId="confirmation-payments-title" />
          <PaymentMethodLine booking={booking}>
            {booking.Company ? ` · ${booking.Company.Name}` : ''}
            {booking.PONumber ? ` · PO ${booking.PONumber}` : ''}
          </PaymentMethodLine>
          <h3 className="confirmation-card__subtitle">Booked by</h3>
          <p className="confirmation__muted">
            {booking.Booker.FirstName} {booking.Booker.LastName} · {booking.Booker.Email} · {booking.Booker.Phone}
          </p>
          <SpecialRequests notes={booking.Notes} />
        </section>

        <WhatsNext booking={booking} confirmationToken={confirmationToken} property={property} />
      </div>
    </article>
  );
}

/** What the guest may do next: pre-check-in, a table, manage, extras, print, book again. */
function WhatsNext({
  booking,
  confirmationToken,
  property,
}: {
  booking: SavedConfirmation;
  confirmationToken: string;
  property: Property;
}) {
  const cancelled = isBookingCancelled(booking);
  const manage = { propertyCode: property.PropertyCode, confirmationToken };
  const contact = booking.PropertyContact;
  const tableSearch = { reference: booking.ReferenceNumber, email: booking.Booker.Email, phone: booking.Booker.Phone };
  return (
    <section className="sf-card confirmation-card confirmation__next" aria-labelledby="whats-next-title">
      <h2 id="whats-next-title" className="confirmation-card__title">
        What's next
      </h2>
      <ul className="next-actions">
        {booking.PreCheckInPath ? (
          <li>
            <a className="next-action" href={booking.PreCheckInPath}>
              <Icon icon={idCardOutline} />
              <span>Complete pre-check-in</span>
            </a>
          </li>
        ) : null}
        <li>
          <Link
            to="/Book/$propertyCode/BookATable"
            params={{ propertyCode: property.PropertyCode }}
            search={tableSearch}
            className="next-action"
          >
            <Icon icon={restaurantOutline} />
            <span>Book a table</span>
          </Link>
        </li>
        <li>
          <Link to="/Book/$propertyCode/Manage/$confirmationToken" params={manage} className="next-action">
            <Icon icon={createOutline} />
            <span>Manage booking</span>
          </Link>
        </li>
        {cancelled ? null : (
          <li>
            <Link
              to="/Book/$propertyCode/Manage/$confirmationToken"
              params={manage}
              search={{ action: 'extras' }}
              className="next-action"
            >
              <Icon icon={addCircleOutline} />
              <span>Add extras</span>
            </Link>
          </li>
        )}
        <li>
          <button type="button" className="next-action" onClick={() => window.print()}>
            <Icon icon={printOutline} />
            <span>Print confirmation</span>
          </button>
        </li>
        <li>
          <Link to="/Book/$propertyCode" params={{ propertyCode: property.PropertyCode }} className="next-action">
            <Icon icon={bedOutline} />
            <span>Book another room</span>
          </Link>
        </li>
        {(contact.WebsiteUrl ?? property.WebsiteUrl) ? (
          <li>
            <a className="next-action" href={contact.WebsiteUrl ?? property.WebsiteUrl ?? '#'}>
              <Icon icon={globeOutline} />
              <span>Back to hotel website</span>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="confirmation__muted">
        Cancel, change dates, add extras or update guests in Manage booking. Questions? Contact {booking.PropertyName}
        {contact.Telephone ? ` on ${contact.Telephone}` : ''}
        {contact.Email ? ` or at ${contact.Email}` : ''}, quoting {booking.ReferenceNumber}.
      </p>
    </section>
  );
}
