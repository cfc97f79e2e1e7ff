import { IonIcon } from '@ionic/react';
import { addOutline, calendarOutline, peopleOutline, removeOutline, searchOutline, trashOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { GroupPropertyResult } from '../../../contract/group-search';
import { addDays, nightsBetween } from '../../../domain/stay-nights';
import type { SearchRoom } from '../../../domain/stay-search';
import { roomsSummary } from '../../ui/guests-text';
import { schemaOfProblems, useRuledForm } from '../../ui/ruled-form';
import { nightsText } from '../../ui/stay-dates-text';
import { locationOfValue, StaySearchFields } from '../../ui/stay-search-fields';
import { defaultGroupRoom, groupDraftProblems, groupMaxRooms, type GroupSearchDraft } from './group-search-params';

// The group search form: the property search's fields (dates, rooms and guests, location,
// promo code) for all the group's hotels at once. Dates are the browser's own date inputs:
// the stay calendar shows one hotel's prices, and here there are several hotels.

export interface GroupSearchFormProps {
  initial: GroupSearchDraft;
  /** The group's hotels with their locations, for the location filter (from an unfiltered search). */
  hotels: readonly Pick<GroupPropertyResult, 'PropertyName' | 'Locations'>[];
  searching: boolean;
  onSearch: (draft: GroupSearchDraft) => void;
}

/** The problems of the dates on check-in, those of the rooms on rooms. */
function draftProblemsByField(draft: GroupSearchDraft, today: string) {
  const problems = groupDraftProblems(draft, today);
  return { checkIn: problems.dates, rooms: problems.rooms };
}

/** The guest's local today: the server checks each hotel's own today. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function GroupSearchForm({ initial, hotels, searching, onSearch }: GroupSearchFormProps) {
  const ids = useId();
  const [roomsOpen, setRoomsOpen] = useState(false);
  const [today] = useState(localToday);
  // Problems show from a search on and change only with the next one, as the guest presses it.
  const form = useRuledForm<GroupSearchDraft>(
    schemaOfProblems<GroupSearchDraft>((draft) => draftProblemsByField(draft, today)),
    {
      defaultValues: initial,
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    },
  );
  const { control, setValue, handleSubmit, formState } = form;
  const draft = useWatch({ control }) as GroupSearchDraft;
  const problems = { dates: formState.errors.checkIn?.message, rooms: formState.errors.rooms?.message };
  const change = (patch: Partial<GroupSearchDraft>) => {
    for (const [name, value] of Object.entries(patch)) setValue(name as keyof GroupSearchDraft, value as never);
  };
  const nights =
    draft.checkIn && draft.checkOut && draft.checkOut > draft.checkIn
      ? nightsBetween(draft.checkIn, draft.checkOut)
      : 0;
  const withLocations = hotels.filter((hotel) => hotel.Locations.length > 0);

  const submit = (event: FormEvent) =>
    void handleSubmit(onSearch, (errors) => {
      if (errors.rooms) setRoomsOpen(true);
    })(event);

  const updateRoom = (index: number, room: SearchRoom) =>
    change({ rooms: draft.rooms.map((r, i) => (i === index ? room : r)) });

  return (
    <form className="group-search-form" aria-labelledby={`${ids}-title`} noValidate onSubmit={submit}>
      <h2 id={`${ids}-title`} className="group-search-form__title">
        Search all our hotels
      </h2>

      <fieldset
        className="group-search-form__dates"
        aria-describedby={problems.dates ? `${ids}-dates-error` : undefined}
      >
        <legend className="group-field__label">
          Dates{nights > 0 ? <span className="group-field__hint"> · {nightsText(nights)}</span> : null}
        </legend>
        <div className="group-search-form__date-pair">
          <label className="group-field">
            <span className="group-field__sublabel">Check-in</span>
            <span
              className={`group-field__control group-field__control--date${problems.dates ? ' group-field__control--invalid' : ''}`}
            >
              <IonIcon icon={calendarOutline} aria-hidden="true" />
              <input
                type="date"
                className="group-field__input"
                value={draft.checkIn}
                min={today}
                aria-invalid={problems.dates ? true : undefined}
                onChange={(event) => {
                  const checkIn = event.target.value;
                  // Keep a stay: a check-out on or before the new check-in moves to the next day.
                  change({
                    checkIn,
                    checkOut:
                      checkIn && (!draft.checkOut || draft.checkOut <= checkIn) ? addDays(checkIn, 1) : draft.checkOut,
                  });
                }}
              />
            </span>
          </label>
          <label className="group-field">
            <span className="group-field__sublabel">Check-out</span>
            <span
              className={`group-field__control group-field__control--date${problems.dates ? ' group-field__control--invalid' : ''}`}
            >
              <IonIcon icon={calendarOutline} aria-hidden="true" />
              <input
                type="date"
                className="group-field__input"
                value={draft.checkOut}
                min={draft.checkIn ? addDays(draft.checkIn, 1) : addDays(today, 1)}
                aria-invalid={problems.dates ? true : undefined}
                onChange={(event) => change({ checkOut: event.target.value })}
              />
            </span>
          </label>
        </div>
        {problems.dates ? (
          <p id={`${ids}-dates-error`} className="group-field__error">
            {problems.dates}
          </p>
        ) : null}
      </fieldset>

      <div className="group-search-form__rooms">
        <span id={`${ids}-rooms-label`} className="group-field__label">
          Rooms and guests
        </span>
        {/* Folded on a phone-length form: the summary says it all until the guest changes it. */}
        <details
          className="group-rooms-details"
          open={roomsOpen}
          onToggle={(event) => setRoomsOpen(event.currentTarget.open)}
        >
          <summary
            className={`group-field__control group-rooms-details__summary${problems.rooms ? ' group-field__control--invalid' : ''}`}
            aria-describedby={problems.rooms ? `${ids}-rooms-error` : undefined}
          >
            <IonIcon icon={peopleOutline} aria-hidden="true" />
            <span className="group-rooms-details__text">
              <span className="visually-hidden">Rooms and guests: </span>
              {roomsSummary(draft.rooms)}
            </span>
            <span className="group-rooms-details__change" aria-hidden="true">
              {roomsOpen ? 'Done' : 'Change'}
            </span>
          </summary>
          <fieldset className="group-rooms-details__body">
            <legend className="visually-hidden">Rooms and guests</legend>
            <ol className="group-rooms">
              {draft.rooms.map((room, index) => (
                <li key={index} className="group-room">
                  <div className="group-room__head">
                    <h3 className="group-room__title">Room {index + 1}</h3>
                    {draft.rooms.length > 1 ? (
                      <button
                        type="button"
                        className="sf-text-button"
                        onClick={() => change({ rooms: draft.rooms.filter((_, i) => i !== index) })}
                      >
                        <IonIcon icon={trashOutline} aria-hidden="true" />
                        <span>
                          Remove<span className="visually-hidden"> room {index + 1}</span>
                        </span>
                      </button>
                    ) : null}
                  </div>
                  <GuestStepper
                    label="Adults"
                    room={index + 1}
                    value={room.adults}
                    min={room.children > 0 ? 0 : 1}
                    max={6}
                    onChange={(adults) => updateRoom(index, { ...room, adults })}
                  />
                  <GuestStepper
                    label="Children"
                    room={index + 1}
                    value={room.children}
                    min={room.adults > 0 ? 0 : 1}
                    max={4}
                    onChange={(children) => updateRoom(index, { ...room, children })}
                  />
                  <GuestStepper
                    label="Infants"
                    room={index + 1}
                    value={room.infants}
                    min={0}
                    max={4}
                    onChange={(infants) => updateRoom(index, { ...room, infants })}
                  />
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="sf-button sf-button--secondary group-rooms__add"
              disabled={draft.rooms.length >= groupMaxRooms}
              onClick={() => change({ rooms: [...draft.rooms, defaultGroupRoom] })}
            >
              <IonIcon icon={addOutline} aria-hidden="true" />
              <span>Add another room</span>
            </button>
            {draft.rooms.length >= groupMaxRooms ? (
              <p className="group-field__hint" role="status">
                You have added the maximum number of rooms. For more, please contact the hotel directly.
              </p>
            ) : null}
          </fieldset>
        </details>
        {problems.rooms ? (
          <p id={`${ids}-rooms-error`} className="group-field__error">
            {problems.rooms}
          </p>
        ) : null}
      </div>

      <div className="group-search-form__extras">
        <StaySearchFields
          look="group-field"
          bind={(name) =>
            name === 'location' ? form.register('location', { setValueAs: locationOfValue }) : form.register(name)
          }
          locationGroups={withLocations.map((hotel) => ({ label: hotel.PropertyName, locations: hotel.Locations }))}
        />
        <button type="submit" className="sf-button sf-button--primary group-search-form__submit" aria-busy={searching}>
          <IonIcon icon={searchOutline} aria-hidden="true" />
          <span>{searching ? 'Searching…' : 'Search hotels'}</span>
        </button>
      </div>
    </form>
  );
}

function GuestStepper({
  label,
  room,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  room: number;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const noun = label.toLowerCase();
  return (
    <div className="guest-stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="guest-stepper__label">
        {label}
        <span className="visually-hidden"> in room {room}</span>
      </span>
      <button
        type="button"
        className="guest-stepper__button"
        disabled={value <= min}
        aria-label={`Fewer ${noun} in room ${room}`}
        onClick={() => onChange(value - 1)}
      >
        <IonIcon icon={removeOutline} aria-hidden="true" />
      </button>
      <output className="guest-stepper__value" aria-live="polite" aria-label={`${value} ${noun} in room ${room}`}>
        {value}
      </output>
      <button
        type="button"
        className="guest-stepper__button"
        disabled={value >= max}
        aria-label={`More ${noun} in room ${room}`}
        onClick={() => onChange(value + 1)}
      >
        <IonIcon icon={addOutline} aria-hidden="true" />
      </button>
    </div>
  );
}
