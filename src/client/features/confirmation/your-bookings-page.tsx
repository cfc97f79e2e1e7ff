import { Link } from '@tanstack/react-router';
import { chevronForwardOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useSyncExternalStore } from 'react';
import type { Property } from '../../../contract/property';
import { useDocumentTitle } from '../../ui/document-title';
import { shortDateText } from '../../../domain/stay-dates-text';
import { isBookingCancelled } from '../../ui/booking-status';
import { bookedTaxesOf } from '../../ui/booked-stay';
import { formatMinorUnits } from '../../../domain/money';
import {
  removeSavedBooking,
  savedBookings,
  savedBookingsChanged,
  savedBookingsKey,
  type SavedBooking,
} from '../../saved-bookings';
import './confirmation.css';
import { Icon } from '../../ui/icon';

// "Your bookings": every booking made or opened on this device, newest first, each opening its
// confirmation (offline too). A guest can remove one from the device; the hotel keeps it.

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === savedBookingsKey) onChange();
  };
  window.addEventListener(savedBookingsChanged, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(savedBookingsChanged, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot: { raw: string | null; bookings: SavedBooking[] } | null = null;

/** The kept bookings, re-read only when their stored text changes (a stable snapshot for React). */
function readSnapshot(): SavedBooking[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(savedBookingsKey);
  } catch {
    raw = null;
  }
  if (snapshot === null || snapshot.raw !== raw) snapshot = { raw, bookings: savedBookings() };
  return snapshot.bookings;
}

export function YourBookingsPage({ property }: { property: Property }) {
  useDocumentTitle('Your bookings', property.PropertyName);
  const bookings = useSyncExternalStore(subscribe, readSnapshot, () => []);
  return (
    <section className="your-bookings" aria-labelledby="your-bookings-title">
      <h1 id="your-bookings-title" className="your-bookings__title">
        Your bookings
      </h1>
      <p className="your-bookings__intro">
        Bookings made or opened on this device. Each one opens here even without a connection. Removing one from this
        device does not cancel it.
      </p>
      {bookings.length === 0 ? (
        <p className="your-bookings__empty">
          No bookings on this device yet. Once you book, or open a confirmation, it is kept here.
        </p>
      ) : (
        <ul className="your-bookings__list">
          {bookings.map((booking) => {
            const { confirmation } = booking;
            const cancelled = isBookingCancelled(confirmation);
            const taxes = bookedTaxesOf(confirmation, confirmation.Currency);
            const amount = (amountMinor: number) => formatMinorUnits(amountMinor, confirmation.Currency);
            return (
              <li key={booking.confirmationToken} className="your-booking">
                <Link
                  to="/Book/$propertyCode/Confirmation/$confirmationToken"
                  params={{ propertyCode: booking.propertyCode, confirmationToken: booking.confirmationToken }}
                  className="your-booking__open"
                  aria-label={`Booking ${confirmation.ReferenceNumber}${cancelled ? ', cancelled' : ''}, ${confirmation.PropertyName}, ${shortDateText(confirmation.DateFrom)} to ${shortDateText(confirmation.DateTo)}, total ${amount(taxes.total)}${taxes.payAtProperty > 0 ? `, ${amount(taxes.payAtProperty)} to pay at the hotel` : ''}`}
                >
                  <span className="your-booking__reference">
                    {confirmation.ReferenceNumber}
                    {cancelled ? <span className="your-booking__cancelled">Cancelled</span> : null}
                  </span>
                  <span className="your-booking__hotel">{confirmation.PropertyName}</span>
                  <span className="your-booking__dates">
                    {shortDateText(confirmation.DateFrom)} – {shortDateText(confirmation.DateTo)}
                  </span>
                  <span className="your-booking__total">
                    Total {amount(taxes.total)}
                    {taxes.payAtProperty > 0 ? ` · ${amount(taxes.payAtProperty)} to pay at the hotel` : ''}
                  </span>
                  <Icon icon={chevronForwardOutline} className="your-booking__chevron" />
                </Link>
                <Link
                  to="/Book/$propertyCode/Manage/$confirmationToken"
                  params={{ propertyCode: booking.propertyCode, confirmationToken: booking.confirmationToken }}
                  className="sf-text-button your-booking__remove"
                  aria-label={`Manage booking ${confirmation.ReferenceNumber}`}
                >
                  <Icon icon={createOutline} />
                  <span>Manage booking</span>
                </Link>
                <button
                  type="button"
                  className="sf-text-button your-booking__remove"
                  aria-label={`Remove booking ${confirmation.ReferenceNumber} from this device`}
                  onClick={() => removeSavedBooking(booking.confirmationToken)}
                >
                  <Icon icon={trashOutline} />
                  <span>Remove from this device</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
