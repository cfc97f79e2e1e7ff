import { useQueries } from '@tanstack/react-query';
import type { PreCheckInReservation } from '../../../contract/pre-check-in';
import type { PreCheckInConfig, Property } from '../../../contract/property';
import { canSavePreCheckIn, isBookerValid, isItemValid } from '../../../domain/pre-check-in';
import { formatMinorUnits, toMinorUnits } from '../../../domain/money';
import { reservationItemServicesQueryOptions } from './api/get-reservation-item-services';
import type { PreCheckInDraft } from './pre-check-in-draft';
import { extrasCostOf, GuestList, RoomFacts, StepTitle } from './pre-check-in-stay-steps';

// Pre-check-in's last step: everything entered, each part with its Change, the price with the
// extras chosen, special requests, and Save.

export function itemsForValidity(reservation: PreCheckInReservation, draft: PreCheckInDraft) {
  return reservation.ReservationItems.map((item, index) => ({
    Guests: draft.items[index]?.Guests ?? [],
    ShowRoomConfigurationQuestion: item.ShowRoomConfigurationQuestion,
    RoomConfigurationId: draft.items[index]?.RoomConfigurationId ?? null,
  }));
}

export interface SummaryProps {
  property: Property;
  config: PreCheckInConfig;
  reservation: PreCheckInReservation;
  draft: PreCheckInDraft;
  cardText: string;
  sending: boolean;
  onSpecialRequests: (text: string) => void;
  onChange: (step: 'Booker' | 'Room' | 'Extras' | 'PaymentDetails', itemIndex?: number) => void;
  onSave: () => void;
}

export function SummaryStep({
  property,
  config,
  reservation,
  draft,
  cardText,
  sending,
  onSpecialRequests,
  onChange,
  onSave,
}: SummaryProps) {
  const items = itemsForValidity(reservation, draft);
  const canSave = canSavePreCheckIn({ booker: draft.booker, items, saving: sending }, config);
  const services = useQueries({
    queries: reservation.ReservationItems.map((item) =>
      reservationItemServicesQueryOptions(property.PropertyCode, item.ReservationItemId),
    ),
  });
  // Money in minor units of the booking's currency, the booking's totals converted once here.
  const currency = reservation.Currency;
  const money = (amountMinor: number) => formatMinorUnits(amountMinor, currency);
  const accommodation = toMinorUnits(reservation.TotalAccommodationPrice, currency);
  const extrasTotal =
    reservation.ReservationItems.reduce<number | null>((sum, item, index) => {
      const cost = extrasCostOf(item, draft.items[index]!, services[index]?.data, currency);
      return sum === null || cost === null ? null : sum + cost;
    }, 0) ?? toMinorUnits(reservation.TotalServicesPrice, currency);
  const booker = draft.booker;
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>Summary</StepTitle>
      <p className="checkin-lead">Please check everything, add any special requests, then save your check-in.</p>
      {booker ? <BookerSummary booker={booker} config={config} onChange={() => onChange('Booker')} /> : null}
      {reservation.ReservationItems.map((item, index) => {
        const entry = draft.items[index]!;
        const bedSetUp =
          item.RoomConfigurationOptions.find((option) => option.Id === entry.RoomConfigurationId)?.Name ??
          item.RoomConfiguration?.Name ??
          null;
        const serviceData = services[index]?.data;
        const serviceName = (serviceId: number) =>
          serviceData?.Services.find((service) => service.ServiceId === serviceId)?.ServiceName ??
          item.Services.find((service) => service.ServiceId === serviceId)?.Service.ServiceName ??
          'Extra';
        return (
          <div key={item.ReservationItemId} className="checkin-summary">
            <div className="checkin-summary__head">
              <h3 className="checkin-card__subtitle">
                {reservation.ReservationItems.length > 1 ? `Room ${index + 1}: ${item.RoomType}` : item.RoomType}
              </h3>
              <button
                type="button"
                className="sf-text-button"
                aria-label={`Change room ${index + 1}`}
                onClick={() => onChange('Room', index)}
              >
                Change
              </button>
            </div>
            <RoomFacts item={item} />
            {item.ShowRoomConfigurationQuestion || bedSetUp ? <p>Bed set-up: {bedSetUp ?? 'not chosen yet'}</p> : null}
            <GuestList entry={entry} flags={config} />
            {!isItemValid(items[index]!, config) ? (
              <p className="checkin-field__error">Some details of this room are missing.</p>
            ) : null}
            {entry.Services.length > 0 ? (
              <ul className="checkin-summary__extras" aria-label={`Extras for room ${index + 1}`}>
                {entry.Services.map((service) => (
                  <li key={service.ServiceId}>
                    {service.Quantity} × {serviceName(service.ServiceId)}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.HasSelectableServices ? (
              <button type="button" className="sf-text-button" onClick={() => onChange('Extras', index)}>
                {entry.Services.length > 0 ? 'Change extras' : 'Add extras'}
              </button>
            ) : null}
          </div>
        );
      })}
      <div className="checkin-summary">
        <div className="checkin-summary__head">
          <h3 className="checkin-card__subtitle">Payment</h3>
          <button
            type="button"
            className="sf-text-button"
            aria-label="Change the card"
            onClick={() => onChange('PaymentDetails')}
          >
            Change
          </button>
        </div>
        <p>Card: {cardText}</p>
        <dl className="checkin-facts">
          <div>
            <dt>Accommodation</dt>
            <dd>{money(accommodation)}</dd>
          </div>
          <div>
            <dt>Extras</dt>
            <dd>{money(extrasTotal)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <strong>{money(accommodation + extrasTotal)}</strong>
            </dd>
          </div>
        </dl>
      </div>
      <div className="checkin-field">
        <label className="checkin-field__label" htmlFor="checkin-special-requests">
          Special requests (optional)
        </label>
        <textarea
          id="checkin-special-requests"
          className="checkin-field__control"
          maxLength={2000}
          value={draft.specialRequests}
          onChange={(event) => onSpecialRequests(event.target.value)}
        />
      </div>
      <div className="checkin-actions">
        <button type="button" className="sf-button sf-button--primary" disabled={!canSave} onClick={onSave}>
          {sending ? 'Saving…' : 'Save'}
        </button>
      </div>
      {!canSave && !sending ? (
        <p className="checkin-note">Some details are still missing: use Change to complete them.</p>
      ) : null}
    </section>
  );
}

function BookerSummary({
  booker,
  config,
  onChange,
}: {
  booker: NonNullable<PreCheckInDraft['booker']>;
  config: PreCheckInConfig;
  onChange: () => void;
}) {
  return (
    <div className="checkin-summary">
      <div className="checkin-summary__head">
        <h3 className="checkin-card__subtitle">The booker</h3>
        <button type="button" className="sf-text-button" aria-label="Change the booker" onClick={onChange}>
          Change
        </button>
      </div>
      <p>
        {[booker.FirstName, booker.LastName].join(' ').trim() || 'No name given'}
        {booker.Email ? ` · ${booker.Email}` : ''}
        {booker.Phone ? ` · ${booker.Phone}` : ''}
      </p>
      {!isBookerValid(booker, config) ? (
        <p className="checkin-field__error">Some of the booker's details are missing.</p>
      ) : null}
    </div>
  );
}
