import './admin-bookings.css';
import type { AdminReservation } from '../../../contract/admin-bookings';
import { paymentTypes } from '../../../contract/reservation';
import { formatMinorUnits, formatMoney } from '../../../domain/money';
import { taxLinesFromApi } from '../../../domain/taxes';
import { describeError } from '../../api';
import { bookedTaxesOf } from '../../ui/booked-stay';
import { PageLoading } from '../../ui/page-loading';
import { TaxLines } from '../../ui/tax-lines';
import { useConsolePage } from '../admin/console-property';
import { useReservation } from './api/reservation';
import { BookingActions } from './booking-actions';
import { GuestDetailsForm, NoteForm } from './booking-forms';
import { BookingPayments } from './booking-payments';
import { savedCardLabel } from '../../../domain/card-types';
import { guestsText, instantFormat, paymentTypeNames, statusNames, stayText } from './stay-text';

// A booking's page: what the guest gave (never card data beyond brand and last four), its
// taxes and fees as kept with it (the booking's and each room's), what the front desk may do
// now, how it is paid and what is still owed, the emails sent, the history and the private
// notes.

export function BookingPage({ reference }: { reference: string }) {
  const { propertyCode, may } = useConsolePage(`Booking ${reference}`);
  const query = useReservation(propertyCode, reference);
  if (query.isPending) return <PageLoading text="Loading the booking…" />;
  if (query.isError)
    return (
      <>
        <h1 className="console__title">Booking {reference}</h1>
        <p className="sf-notice sf-notice--negative" role="alert">
          {describeError(query.error)}
        </p>
      </>
    );
  const reservation = query.data;
  const booking = reservation.Booking;
  return (
    <>
      <h1 className="console__title">
        Booking {booking.ReferenceNumber}: {booking.Booker.FirstName} {booking.Booker.LastName}
      </h1>
      <p className="admin-status" role="status">
        <strong>{statusNames[booking.Status]}</strong> · {stayText(booking.DateFrom, booking.DateTo)} · {booking.Nights}{' '}
        night{booking.Nights === 1 ? '' : 's'}
      </p>
      {may('bookings:write') ? <BookingActions reservation={reservation} propertyCode={propertyCode} /> : null}
      <div className="admin-columns">
        <Guest reservation={reservation} />
        <Payment reservation={reservation} />
      </div>
      <BookingPayments reservation={reservation} propertyCode={propertyCode} canCollect={may('bookings:write')} />
      <Rooms reservation={reservation} />
      <section className="console-card" aria-labelledby="notes-title">
        <h2 id="notes-title">Private notes</h2>
        <p className="console-muted">Only staff see these; the guest never does.</p>
        {reservation.Notes.length === 0 ? (
          <p className="console-muted">No notes yet.</p>
        ) : (
          <ul>
            {reservation.Notes.map((note) => (
              <li key={note.NoteId}>
                <p className="admin-note">{note.Body}</p>
                <span className="console-muted">
                  {note.Author}, {instantFormat.format(new Date(note.CreatedAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
        {may('bookings:write') ? <NoteForm propertyCode={propertyCode} reference={reference} /> : null}
      </section>
      <Timeline reservation={reservation} />
      <Revisions reservation={reservation} />
      {may('bookings:write') && reservation.Actions.CanEditGuest ? (
        <GuestDetailsForm propertyCode={propertyCode} reference={reference} booker={booking.Booker} />
      ) : null}
    </>
  );
}

function Guest({ reservation }: { reservation: AdminReservation }) {
  const { Booker: booker, Notes: requests, Comment: comment, Company: company, PONumber: po } = reservation.Booking;
  return (
    <section className="console-card" aria-labelledby="guest-title">
      <h2 id="guest-title">Guest</h2>
      <dl className="admin-facts">
        <dt>Booker</dt>
        <dd>
          {booker.FirstName} {booker.LastName}
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${booker.Email}`}>{booker.Email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${booker.Phone.replace(/\s/g, '')}`}>{booker.Phone}</a>
        </dd>
        <dt>Address</dt>
        <dd>{[booker.Street, booker.City, booker.ZipCode, booker.CountryName].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Special requests</dt>
        <dd>{requests || '—'}</dd>
        <dt>Referred by</dt>
        <dd>{comment || '—'}</dd>
        {company ? (
          <>
            <dt>Company</dt>
            <dd>
              {company.Name}
              {po ? `, PO ${po}` : ''}
            </dd>
          </>
        ) : null}
        <dt>Pre-check-in</dt>
        <dd>
          {reservation.PreCheckInCompletedAt
            ? `Done ${instantFormat.format(new Date(reservation.PreCheckInCompletedAt))}`
            : 'Not yet'}
        </dd>
      </dl>
    </section>
  );
}

function Payment({ reservation }: { reservation: AdminReservation }) {
  const booking = reservation.Booking;
  const money = (amount: number) => formatMoney(amount, booking.Currency);
  const minor = (amountMinor: number) => formatMinorUnits(amountMinor, booking.Currency);
  const taxes = bookedTaxesOf(booking, booking.Currency);
  return (
    <section className="console-card" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <dl className="admin-facts">
        <dt>Paid by</dt>
        <dd>
          {paymentTypeNames[booking.PaymentType]}
          {/* The card kept as the guarantee is named once, under Payments. */}
          {booking.Card && booking.Guarantee !== 'Card' ? ` (${savedCardLabel(booking.Card)})` : ''}
        </dd>
        <dt>Total</dt>
        <dd>{money(booking.TotalCost)}</dd>
        <dt>Total with taxes</dt>
        <dd>{minor(taxes.total)}</dd>
        <dt>{byInvoice(booking.PaymentType) ? 'By invoice' : 'Paid online'}</dt>
        <dd>{minor(taxes.paidOnline)}</dd>
        <dt>To pay at the hotel</dt>
        <dd>{minor(taxes.payAtProperty)}</dd>
        <dt>Paid</dt>
        <dd>{money(booking.AmountPaid)}</dd>
        <dt>Due</dt>
        <dd>{money(booking.AmountDue)}</dd>
        {booking.VoucherDiscount > 0 ? (
          <>
            <dt>Gift voucher</dt>
            <dd>
              {booking.GiftVoucherCode}: −{money(booking.VoucherDiscount)}
            </dd>
          </>
        ) : null}
        {booking.PromoCode ? (
          <>
            <dt>Promo code</dt>
            <dd>{booking.PromoCode}</dd>
          </>
        ) : null}
        <dt>Fees kept</dt>
        <dd>{money(reservation.CancellationFees)}</dd>
        <dt>Refunded</dt>
        <dd>{money(reservation.AmountRefunded)}</dd>
      </dl>
      <h3 className="admin-subtitle">Taxes and fees</h3>
      {taxes.lines.length === 0 ? (
        <p className="console-muted">None on this booking.</p>
      ) : (
        <TaxLines lines={taxes.lines} format={minor} label="Taxes and fees of the booking" />
      )}
    </section>
  );
}

const byInvoice = (paymentType: AdminReservation['Booking']['PaymentType']) =>
  paymentType === paymentTypes.PayByIndividualInvoice || paymentType === paymentTypes.PayByCompanyInvoice;

function Rooms({ reservation }: { reservation: AdminReservation }) {
  const booking = reservation.Booking;
  return (
    <section className="console-card" aria-labelledby="rooms-title">
      <h2 id="rooms-title">Rooms</h2>
      {booking.Rooms.map((room, index) => {
        const state = reservation.RoomStates.find((s) => s.ReservationItemId === room.ReservationItemId);
        return (
          <article key={room.ReservationItemId} className="admin-room" aria-label={`Room ${index + 1}`}>
            <h3>
              Room {index + 1}: {room.RoomTypeName}, {room.RatePlanName}
              {state?.Status === 'Cancelled' ? ' (cancelled)' : ''}
            </h3>
            <p>
              {stayText(room.DateFrom, room.DateTo)} ·{' '}
              {guestsText(room.NumberOfAdults, room.NumberOfChildren, room.NumberOfInfants)}
              {room.RoomConfigurationName ? ` · ${room.RoomConfigurationName}` : ''} ·{' '}
              {formatMoney(room.TotalCost, booking.Currency)}
            </p>
            <p>
              Guests: {room.Guests.map((g) => `${g.FirstName} ${g.LastName}`).join(', ') || '—'}. Arrival time:{' '}
              {state?.ArrivalTime ?? 'not given'}.
            </p>
            {room.Services.length > 0 ? (
              <p>
                Extras:{' '}
                {room.Services.map(
                  (s) => `${s.Service.ServiceName} × ${s.Quantity} (${formatMoney(s.TotalCost, booking.Currency)})`,
                ).join(', ')}
              </p>
            ) : null}
            {state && state.Taxes.length > 0 ? (
              <RoomTaxes state={state} currency={booking.Currency} label={`Taxes and fees of room ${index + 1}`} />
            ) : null}
          </article>
        );
      })}
    </section>
  );
}

/** A room's kept lines (once cancelled, those of the fee kept) and what it comes to with them. */
function RoomTaxes({
  state,
  currency,
  label,
}: {
  state: AdminReservation['RoomStates'][number];
  currency: string;
  label: string;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div className="admin-room__taxes">
      <TaxLines
        lines={taxLinesFromApi(state.Taxes, currency)}
        format={(amountMinor) => formatMinorUnits(amountMinor, currency)}
        label={label}
      />
      <p>
        {state.Status === 'Cancelled' ? 'Fee kept, with its taxes' : 'With taxes'}: {money(state.TotalWithTaxes)}
        {state.PayAtProperty > 0 ? `, of which ${money(state.PayAtProperty)} to pay at the hotel` : ''}
      </p>
    </div>
  );
}

function Timeline({ reservation }: { reservation: AdminReservation }) {
  return (
    <div className="admin-columns">
      <section className="console-card" aria-labelledby="emails-title">
        <h2 id="emails-title">Emails</h2>
        <ul>
          {reservation.Emails.map((email, index) => (
            <li key={index}>
              {email.Description} (to the {email.To.toLowerCase()}):{' '}
              {email.SentAt
                ? `sent ${instantFormat.format(new Date(email.SentAt))}`
                : email.FailedAt
                  ? 'could not be sent'
                  : 'waiting to be sent'}
            </li>
          ))}
        </ul>
      </section>
      <section className="console-card" aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <ol>
          {reservation.History.map((entry, index) => (
            <li key={index}>
              {instantFormat.format(new Date(entry.At))}: {entry.What} ({entry.Who})
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const revisionNames = { New: 'New booking', Modified: 'Changed', Cancelled: 'Cancelled', NoShow: 'No-show' } as const;

/** Each event of the booking as the hotel's channel manager or PMS reads it, and whether it took it in. */
function Revisions({ reservation }: { reservation: AdminReservation }) {
  if (reservation.Revisions.length === 0) return null;
  return (
    <section className="console-card" aria-labelledby="revisions-title">
      <h2 id="revisions-title">Connected systems</h2>
      <p className="console-muted">Each change of this booking as your channel manager or PMS reads it.</p>
      <ol>
        {reservation.Revisions.map((revision) => (
          <li key={revision.RevisionId}>
            {revisionNames[revision.Status]}, {instantFormat.format(new Date(revision.CreatedAt))}:{' '}
            {revision.AcknowledgedAt ? (
              <span>
                <span className="admin-badge admin-badge--paid">Acknowledged</span>{' '}
                {instantFormat.format(new Date(revision.AcknowledgedAt))}
                {revision.ExternalReference ? `, their reference ${revision.ExternalReference}` : ''}
              </span>
            ) : (
              <span>
                <span className={`admin-badge ${revision.Overdue ? 'admin-badge--failed' : 'admin-badge--due'}`}>
                  Not acknowledged yet
                </span>
                {revision.Overdue ? <span className="console-muted"> (overdue: the hotel was emailed)</span> : null}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
