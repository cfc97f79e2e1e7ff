import { IonSpinner } from '../../ui/ion-spinner';
import { alertCircleOutline, bedOutline, calendarOutline, checkmarkCircle, personOutline } from 'ionicons/icons';
import type { PreCheckInItem, PreCheckInReservation } from '../../../contract/pre-check-in';
import { formatMinorUnits, toMinorUnits } from '../../../domain/money';
import { isPersonValid, leadGuestFullNameOf, welcomeNameOf, type PreCheckInFlags } from '../../../domain/pre-check-in';
import { priceService } from '../../../domain/pricing';
import { nightsBetween } from '../../../domain/stay-nights';
import { describeError } from '../../api';
import type { PricedService, ServiceOffer } from '../../ui/service-offer';
import { roomGuestsText } from '../../../domain/guests-text';
import { longDateText, nightsText, shortDateText } from '../../../domain/stay-dates-text';
import { useReservationItemServices } from './api/get-reservation-item-services';
import { bookedQuantityOf, type GuestEntry, type ItemEntry } from './pre-check-in-draft';
import { Icon } from '../../ui/icon';
import { ExtraQuantity } from '../../ui/extra-quantity';

// The stay's steps of pre-check-in: Start (welcome and the stay), Room (one booked room, its
// bed set-up and its guests), Extras (what the room may add) and Complete.

export function StepTitle({ children }: { children: string }) {
  return (
    <h2 id="checkin-step-title" className="checkin-card__title" tabIndex={-1}>
      {children}
    </h2>
  );
}

const stayOf = (reservation: PreCheckInReservation) => {
  const arrivals = reservation.ReservationItems.map((item) => item.DateOfArrival).sort();
  const departures = reservation.ReservationItems.map((item) => item.DateOfDeparture).sort();
  return { arrival: arrivals[0] ?? null, departure: departures[departures.length - 1] ?? null };
};

export function StartStep({
  reservation,
  propertyName,
  onStart,
}: {
  reservation: PreCheckInReservation;
  propertyName: string;
  onStart: () => void;
}) {
  const { arrival, departure } = stayOf(reservation);
  const leadGuest = leadGuestFullNameOf(reservation);
  const rooms = reservation.ReservationItems.length;
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>{`Hello ${welcomeNameOf(reservation)}`}</StepTitle>
      <p className="checkin-lead">
        Check in online before you arrive at {propertyName}: confirm who is staying, your room set-up and any extras, so
        arrival is quick.
      </p>
      <dl className="checkin-facts">
        <div>
          <dt>Booking reference</dt>
          <dd>{reservation.ReferenceNumber}</dd>
        </div>
        {leadGuest ? (
          <div>
            <dt>Booked for</dt>
            <dd>{leadGuest}</dd>
          </div>
        ) : null}
        {arrival && departure ? (
          <div>
            <dt>Your stay</dt>
            <dd>
              {longDateText(arrival)} to {longDateText(departure)} · {nightsText(nightsBetween(arrival, departure))}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Rooms and guests</dt>
          <dd>
            {rooms} {rooms === 1 ? 'room' : 'rooms'} ·{' '}
            {roomGuestsText({
              adults: reservation.NumberOfAdults,
              children: reservation.NumberOfChildren,
              infants: reservation.NumberOfInfants,
            })}
          </dd>
        </div>
      </dl>
      {reservation.CompletedAt ? (
        <p className="checkin-note checkin-note--positive">
          <Icon icon={checkmarkCircle} />
          <span>You have already checked in online. You can review and update your details.</span>
        </p>
      ) : null}
      <div className="checkin-actions">
        <button type="button" className="sf-button sf-button--primary" onClick={onStart}>
          {reservation.CompletedAt ? 'Review my check-in' : 'Start pre-check-in'}
        </button>
      </div>
    </section>
  );
}

export const guestLabel = (guest: GuestEntry, index: number) => {
  const name = [guest.FirstName, guest.LastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || `Guest ${index + 1}`;
};

export function RoomFacts({ item }: { item: PreCheckInItem }) {
  return (
    <dl className="checkin-facts">
      <div>
        <dt>
          <Icon icon={calendarOutline} /> Dates
        </dt>
        <dd>
          {shortDateText(item.DateOfArrival)} to {shortDateText(item.DateOfDeparture)} ·{' '}
          {nightsText(nightsBetween(item.DateOfArrival, item.DateOfDeparture))}
        </dd>
      </div>
      <div>
        <dt>
          <Icon icon={bedOutline} /> Room
        </dt>
        <dd>
          {item.RoomType} ·{' '}
          {roomGuestsText({
            adults: item.NumberOfAdults,
            children: item.NumberOfChildren,
            infants: item.NumberOfInfants,
          })}
        </dd>
      </div>
      <div>
        <dt>Rate</dt>
        <dd>{item.RatePlan}</dd>
      </div>
      {item.Policy ? (
        <div>
          <dt>Policy</dt>
          <dd>{item.Policy}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The room's guests and whether each has what the hotel needs. */
export function GuestList({
  entry,
  flags,
  onEdit,
}: {
  entry: ItemEntry;
  flags: PreCheckInFlags;
  onEdit?: (guestIndex: number) => void;
}) {
  return (
    <ul className="checkin-guests" aria-label="Guests in this room">
      {entry.Guests.map((guest, index) => {
        const valid = isPersonValid(guest, flags);
        return (
          <li key={index} className="checkin-guests__item">
            <Icon
              icon={valid ? checkmarkCircle : alertCircleOutline}
              className={valid ? 'checkin-guests__ok' : 'checkin-guests__todo'}
            />
            <span className="checkin-guests__name">
              {guestLabel(guest, index)}
              <span className="checkin-guests__status">{valid ? 'Details complete' : 'Details needed'}</span>
            </span>
            {onEdit ? (
              <button
                type="button"
                className="sf-text-button"
                aria-label={`Edit ${guestLabel(guest, index)}`}
                onClick={() => onEdit(index)}
              >
                <Icon icon={personOutline} /> Edit
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const chargeTexts = { PerStay: 'per stay', PerDay: 'per night', PerQuantity: 'each' } as const;

/**
 * One extra of a room at the quantity chosen, minor units of `currency`, by the server's rule: a
 * booked extra keeps its price as booked and only the units added to it are priced now.
 */
export function chosenExtraCostOf(
  item: PreCheckInItem,
  chosen: { ServiceId: number; Quantity: number },
  service: PricedService | undefined,
  currency: string,
): number {
  const booked = item.Services.find((candidate) => candidate.ServiceId === chosen.ServiceId);
  const bookedMinor = booked ? toMinorUnits(booked.TotalCost, currency) : 0;
  const more = chosen.Quantity - (booked?.Quantity ?? 0);
  if (!service || more <= 0) return bookedMinor;
  return (
    bookedMinor +
    priceService(service.charge, {
      nights: nightsBetween(item.DateOfArrival, item.DateOfDeparture),
      quantity: more,
      adults: item.NumberOfAdults,
      children: item.NumberOfChildren,
    })
  );
}

/** The price of a room's extras as chosen (chosenExtraCostOf), minor units; null until the room's extras are known. */
export function extrasCostOf(
  item: PreCheckInItem,
  entry: ItemEntry,
  offer: Pick<ServiceOffer, 'Services'> | undefined,
  currency: string,
): number | null {
  if (!offer) return null;
  return entry.Services.reduce(
    (sum, chosen) =>
      sum +
      chosenExtraCostOf(
        item,
        chosen,
        offer.Services.find((service) => service.ServiceId === chosen.ServiceId),
        currency,
      ),
    0,
  );
}

export function ExtrasStep({
  propertyCode,
  reservation,
  itemIndex,
  entry,
  onQuantity,
  onContinue,
}: {
  propertyCode: string;
  reservation: PreCheckInReservation;
  itemIndex: number;
  entry: ItemEntry;
  onQuantity: (serviceId: number, quantity: number) => void;
  onContinue: () => void;
}) {
  const item = reservation.ReservationItems[itemIndex]!;
  const services = useReservationItemServices(propertyCode, item.ReservationItemId);
  const rooms = reservation.ReservationItems.length;
  const currency = services.data?.Currency ?? reservation.Currency;
  const money = (amountMinor: number) => formatMinorUnits(amountMinor, currency);
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>Extras</StepTitle>
      <p className="checkin-lead">
        {rooms > 1 ? `Room ${itemIndex + 1} of ${rooms}: ` : ''}
        {item.RoomType}. Add anything that would make your stay better; extras you have booked stay booked.
      </p>
      {services.isPending ? (
        <p className="checkin-note" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> Loading extras…
        </p>
      ) : !services.data ? (
        <p className="checkin-note" role="alert">
          We couldn't load the extras. {describeError(services.error)}
        </p>
      ) : services.data.Services.length === 0 ? (
        <p className="checkin-note">There are no extras to add to this room.</p>
      ) : (
        <ul className="checkin-extras">
          {services.data.Services.map((service) => {
            const quantity = entry.Services.find((chosen) => chosen.ServiceId === service.ServiceId)?.Quantity ?? 0;
            const booked = bookedQuantityOf(reservation, item.ReservationItemId, service.ServiceId);
            const available = services.data.InventoryPerServiceId[String(service.ServiceId)]?.Available ?? null;
            // Units this booking already holds are not counted against what is left.
            const max = Math.min(available === null ? 99 : booked + available, 99);
            const cost = chosenExtraCostOf(
              item,
              { ServiceId: service.ServiceId, Quantity: quantity },
              service,
              currency,
            );
            const soldOut = max <= 0 && quantity === 0;
            return (
              <li key={service.ServiceId} className={`checkin-extra${quantity > 0 ? ' checkin-extra--chosen' : ''}`}>
                <div className="checkin-extra__text">
                  <h3 className="checkin-extra__name">{service.ServiceName}</h3>
                  {service.ServiceDescription ? (
                    <p className="checkin-extra__description">{service.ServiceDescription}</p>
                  ) : null}
                  <p className="checkin-extra__price">
                    {money(service.priceMinor)} {chargeTexts[service.ChargeType]}
                    {service.ChargePerPerson ? ' per person' : ''}
                    {quantity > 0 ? <strong> · {money(cost)} for this room</strong> : null}
                  </p>
                  {booked > 0 ? <p className="checkin-extra__booked">Booked: {booked}</p> : null}
                </div>
                {soldOut ? (
                  <p className="checkin-extra__booked">Sold out</p>
                ) : booked > 0 && service.ChargeType !== 'PerQuantity' ? (
                  <p className="checkin-extra__booked">
                    <Icon icon={checkmarkCircle} /> Included
                  </p>
                ) : (
                  <ExtraQuantity service={service} quantity={quantity} min={booked} max={max} onQuantity={onQuantity} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="checkin-actions">
        <button type="button" className="sf-button sf-button--primary" onClick={onContinue}>
          Continue
        </button>
      </div>
    </section>
  );
}
