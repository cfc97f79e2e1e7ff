import { Link } from '@tanstack/react-router';
import {
  addCircleOutline,
  alertCircleOutline,
  calendarOutline,
  closeCircleOutline,
  peopleOutline,
  searchOutline,
} from 'ionicons/icons';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ManageActions, ManageReservation } from '../../../contract/manage-booking';
import type { Property } from '../../../contract/property';
import { describeError, isNotFound } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { PageLoading } from '../../ui/page-loading';
import { StatusPage } from '../../ui/status-page';
import { saveBooking } from '../../saved-bookings';
import { useManageReservation } from './api/get-manage-reservation';
import { bookingCancelledTitle, isBookingCancelled } from '../../ui/booking-status';
import { CancelPanel } from './cancel-panel';
import { ExtrasPanel } from './extras-panel';
import { GuestsPanel } from './guests-panel';
import { ManageSummary } from './manage-summary';
import { PayBalancePanel, ReplaceCardPanel } from './payment-panels';
import { StayDatesPanel } from './stay-dates-panel';
import '../../ui/booking-card.css';
import './manage-booking.css';
import { Icon } from '../../ui/icon';

// The guest's own booking (from the confirmation, "Your bookings", every booking email or the
// find form): the booking as it stands, and what the server says may be done now (Actions),
// each action opening its panel in place. The open panel is in the URL (?action=), so a reload
// or a link from the confirmation's "Add extras" lands on it. A payment to make (a failed
// automatic charge, from the email that says so) is asked first, above the booking; the card
// kept for later payments may be replaced at the end.

export type ManageAction = 'cancel' | 'dates' | 'extras' | 'guests';

interface ManageBookingPageProps {
  property: Property;
  confirmationToken: string;
  action: ManageAction | undefined;
  onAction: (action: ManageAction | undefined) => void;
}

export function ManageBookingPage({ property, confirmationToken, action, onAction }: ManageBookingPageProps) {
  useDocumentTitle('Manage booking', property.PropertyName);
  const manage = useManageReservation(property.PropertyCode, confirmationToken);
  const booking = manage.data;
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const loaded = booking !== undefined;
  useEffect(() => {
    // A panel opened by the guest takes the eye and the keyboard to itself.
    if (!action || !panelTitle.current) return;
    panelTitle.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
    panelTitle.current.focus({ preventScroll: true });
  }, [action, loaded]);
  useEffect(() => {
    // Kept on the device as the confirmation keeps it, so "Your bookings" shows it as it now stands.
    if (booking) saveBooking(property.PropertyCode, confirmationToken, booking, false);
  }, [booking, property.PropertyCode, confirmationToken]);

  if (manage.isPending) return <PageLoading text="Loading your booking…" />;
  if (!booking) {
    const missing = isNotFound(manage.error);
    return (
      <StatusPage
        title={missing ? 'Booking not found' : 'Error'}
        icon={missing ? searchOutline : alertCircleOutline}
        actions={
          missing ? (
            <Link
              to="/Book/$propertyCode/Manage"
              params={{ propertyCode: property.PropertyCode }}
              className="sf-button sf-button--primary"
            >
              Find your booking
            </Link>
          ) : (
            <button type="button" className="sf-button sf-button--primary" onClick={() => void manage.refetch()}>
              Try again
            </button>
          )
        }
      >
        <p>
          {missing
            ? 'This booking link does not open a booking. Find your booking with its reference and your email address.'
            : `We couldn't load your booking. ${describeError(manage.error)}`}
        </p>
      </StatusPage>
    );
  }

  const panel: Record<ManageAction, ReactNode> = {
    cancel: <CancelPanel booking={booking} propertyCode={property.PropertyCode} onDone={() => onAction(undefined)} />,
    dates: <StayDatesPanel booking={booking} property={property} onDone={() => onAction(undefined)} />,
    extras: <ExtrasPanel booking={booking} property={property} onDone={() => onAction(undefined)} />,
    guests: <GuestsPanel booking={booking} property={property} onDone={() => onAction(undefined)} />,
  };
  const offered = offeredActions(booking.Actions, booking);
  // The cancel panel stays open once the booking is cancelled, to show what was kept and refunded.
  const open = action && (offered.includes(action) || action === 'cancel') ? action : undefined;
  return (
    <article className="manage" aria-labelledby="manage-title">
      <ManageHero booking={booking} />
      <PayBalancePanel booking={booking} property={property} />
      <div className="confirmation__layout">
        <ManageSummary booking={booking} />
        <section className="sf-card confirmation-card manage-actions" aria-labelledby="manage-actions-title">
          <h2 id="manage-actions-title" className="confirmation-card__title">
            Change your booking
          </h2>
          {offered.length === 0 ? (
            <p className="confirmation__muted">
              {booking.Actions.Reason ?? 'This booking can no longer be changed online. Please contact the hotel.'}
            </p>
          ) : null}
          <ul className="next-actions">
            {offered.map((kind) => (
              <li key={kind}>
                <button
                  type="button"
                  className="next-action"
                  aria-expanded={open === kind}
                  aria-controls={`manage-panel-${kind}`}
                  onClick={() => onAction(open === kind ? undefined : kind)}
                >
                  <Icon icon={actionIcons[kind]} />
                  <span>{actionLabels[kind]}</span>
                </button>
              </li>
            ))}
          </ul>
          {offered.length > 0 && booking.Actions.Reason ? (
            <p className="confirmation__muted">{booking.Actions.Reason}</p>
          ) : null}
        </section>
      </div>
      {open ? (
        <section
          id={`manage-panel-${open}`}
          className="sf-card confirmation-card manage-panel"
          aria-labelledby={`manage-panel-${open}-title`}
        >
          <h2 id={`manage-panel-${open}-title`} ref={panelTitle} tabIndex={-1} className="confirmation-card__title">
            {actionLabels[open]}
          </h2>
          {panel[open]}
        </section>
      ) : null}
      <ReplaceCardPanel booking={booking} property={property} />
    </article>
  );
}

const actionLabels: Record<ManageAction, string> = {
  cancel: 'Cancel booking',
  dates: 'Change dates',
  extras: 'Add extras',
  guests: 'Edit guests and requests',
};
const actionIcons: Record<ManageAction, string> = {
  cancel: closeCircleOutline,
  dates: calendarOutline,
  extras: addCircleOutline,
  guests: peopleOutline,
};

/** The actions open now: the booking's own, or any room's (a single room may still be cancelled). */
function offeredActions(actions: ManageActions, booking: ManageReservation): ManageAction[] {
  const anyRoom = (can: (room: ManageActions) => boolean) =>
    can(actions) || booking.Rooms.some((room) => room.Status === 'Booked' && can(room.Actions));
  const offered: ManageAction[] = [];
  if (anyRoom((a) => a.CanAddExtras)) offered.push('extras');
  if (actions.CanChangeDates) offered.push('dates');
  if (anyRoom((a) => a.CanEditGuests)) offered.push('guests');
  if (anyRoom((a) => a.CanCancel)) offered.push('cancel');
  return offered;
}

function ManageHero({ booking }: { booking: ManageReservation }) {
  const cancelled = isBookingCancelled(booking);
  const someCancelled = booking.Rooms.filter((room) => room.Status === 'Cancelled').length;
  const free = booking.Actions.FreeCancellationUntilText;
  return (
    <header className="confirmation__hero">
      <h1 id="manage-title" className="confirmation__title">
        {cancelled ? bookingCancelledTitle : 'Manage your booking'}
      </h1>
      <p className="confirmation__reference">
        <span>Booking reference</span>
        <strong>{booking.ReferenceNumber}</strong>
      </p>
      <p className="manage-status">
        <span className={`manage-badge ${cancelled ? 'manage-badge--cancelled' : 'manage-badge--booked'}`}>
          {cancelled ? 'Cancelled' : booking.Status === 'Confirmed' ? 'Confirmed' : booking.Message}
        </span>
        {!cancelled && someCancelled > 0 ? (
          <span>{someCancelled === 1 ? '1 room cancelled' : `${someCancelled} rooms cancelled`}</span>
        ) : null}
      </p>
      {!cancelled && free ? <p className="confirmation__lead">Free cancellation until {free}.</p> : null}
      {!cancelled && !free && booking.Actions.CanCancel && booking.Actions.CancellationFee > 0 ? (
        <p className="confirmation__lead">Cancelling now has a fee.</p>
      ) : null}
    </header>
  );
}
