import { checkmarkCircle } from 'ionicons/icons';
import type { PreCheckInReservation } from '../../../contract/pre-check-in';
import type { PreCheckInConfig } from '../../../contract/property';
import { isBookerValid } from '../../../domain/pre-check-in';
import { afterBooker, afterGuest, afterRoom } from '../../../domain/pre-check-in-steps';
import { BedSetUpChoice, BookerFields, PersonFields } from './pre-check-in-forms';
import { GuestList, RoomFacts, StepTitle } from './pre-check-in-stay-steps';
import type { usePreCheckInFlow } from './use-pre-check-in-flow';
import { Icon } from '../../ui/icon';

// The steps about people and rooms: the booker, each room (bed set-up, and its guests on a wide
// screen), each guest on a phone, and the end.

export interface GuestStepProps {
  flow: ReturnType<typeof usePreCheckInFlow>;
  reservation: PreCheckInReservation;
  config: PreCheckInConfig;
}

export function BookerStep({ flow, config }: GuestStepProps) {
  const { draft, position, countries, go } = flow;
  if (!draft.booker) return null;
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>The booker</StepTitle>
      <p className="checkin-lead">Please check the details of the person who made the booking.</p>
      <BookerFields flags={config} countries={countries.data} />
      <div className="checkin-actions">
        <button
          type="button"
          className="sf-button sf-button--primary"
          onClick={() => go(draft.booker && isBookerValid(draft.booker, config) ? afterBooker(position) : position)}
        >
          Continue
        </button>
      </div>
    </section>
  );
}

export function RoomStep({ flow, reservation, config }: GuestStepProps) {
  const { draft, position, context, narrow, go } = flow;
  const item = reservation.ReservationItems[position.itemIndex];
  const entry = draft.items[position.itemIndex];
  const rooms = reservation.ReservationItems.length;
  if (!item || !entry) return null;
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>{rooms > 1 ? `Room ${position.itemIndex + 1} of ${rooms}` : 'Your room'}</StepTitle>
      <RoomFacts item={item} />
      {item.ShowRoomConfigurationQuestion ? (
        <BedSetUpChoice
          itemIndex={position.itemIndex}
          reservationItemId={item.ReservationItemId}
          options={item.RoomConfigurationOptions}
        />
      ) : null}
      {narrow ? (
        <>
          <h3 className="checkin-card__subtitle">Guests</h3>
          <GuestList
            entry={entry}
            flags={config}
            onEdit={(guestIndex) => go({ ...position, step: 'Guest', guestIndex })}
          />
        </>
      ) : (
        entry.Guests.map((_guest, guestIndex) => (
          <fieldset key={guestIndex} className="checkin-fieldset">
            <legend className="checkin-fieldset__legend">
              {guestIndex === 0 ? 'Lead guest' : `Guest ${guestIndex + 1}`}
            </legend>
            <PersonFields
              idPrefix={`guest-${position.itemIndex}-${guestIndex}`}
              path={`items.${position.itemIndex}.Guests.${guestIndex}`}
              flags={config}
              autoCompleteSection={false}
            />
          </fieldset>
        ))
      )}
      <div className="checkin-actions">
        <button type="button" className="sf-button sf-button--primary" onClick={() => go(afterRoom(position, context))}>
          Continue
        </button>
      </div>
    </section>
  );
}

export function GuestStep({ flow, reservation, config }: GuestStepProps) {
  const { draft, position, context, go } = flow;
  const item = reservation.ReservationItems[position.itemIndex];
  const entry = draft.items[position.itemIndex];
  const guest = entry?.Guests[position.guestIndex];
  if (!item || !entry || !guest) return null;
  return (
    <section className="sf-card checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>{`Guest ${position.guestIndex + 1} of ${entry.Guests.length}`}</StepTitle>
      <p className="checkin-lead">
        {reservation.ReservationItems.length > 1 ? `Room ${position.itemIndex + 1}, ` : ''}
        {item.RoomType}.{' '}
        {position.guestIndex === 0 ? 'The lead guest of this room.' : 'Who else is staying in this room?'}
      </p>
      <PersonFields
        idPrefix={`guest-${position.itemIndex}-${position.guestIndex}`}
        path={`items.${position.itemIndex}.Guests.${position.guestIndex}`}
        flags={config}
        autoCompleteSection={false}
      />
      <div className="checkin-actions">
        <button
          type="button"
          className="sf-button sf-button--primary"
          onClick={() => go(afterGuest(position, context))}
        >
          Continue
        </button>
      </div>
    </section>
  );
}

export function CompleteStep({ message, cardLeftOut }: { message: string | null; cardLeftOut: boolean }) {
  return (
    <section className="sf-card checkin-card checkin-complete" aria-labelledby="checkin-step-title">
      <Icon icon={checkmarkCircle} className="checkin-complete__icon" />
      <StepTitle>You're checked in</StepTitle>
      <p className="checkin-lead" role="status">
        {message}
      </p>
      {cardLeftOut ? (
        <p className="checkin-note">
          Your card details were not sent: for your security they are never stored on this device. Please give your card
          to us on arrival.
        </p>
      ) : null}
    </section>
  );
}
