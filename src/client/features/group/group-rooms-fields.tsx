import { addOutline, peopleOutline, removeOutline, trashOutline } from 'ionicons/icons';
import { useId } from 'react';
import type { SearchRoom } from '../../../domain/stay-search';
import { roomsSummary } from '../../../domain/guests-text';
import { defaultGroupRoom, groupMaxRooms } from './group-search-params';
import { Icon } from '../../ui/icon';

// The group search's rooms and guests: a summary that unfolds into one stepper per guest kind
// for each room.

export interface GroupRoomsFieldsProps {
  ids: string;
  rooms: SearchRoom[];
  problem: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (rooms: SearchRoom[]) => void;
}

export function GroupRoomsFields({ ids, rooms, problem, open, onOpenChange, onChange }: GroupRoomsFieldsProps) {
  const updateRoom = (index: number, room: SearchRoom) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  return (
    <div className="group-search-form__rooms">
      <span id={`${ids}-rooms-label`} className="group-field__label">
        Rooms and guests
      </span>
      {/* Folded on a phone-length form: the summary says it all until the guest changes it. */}
      <details className="group-rooms-details" open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
        <summary
          className={`group-field__control group-rooms-details__summary${problem ? ' group-field__control--invalid' : ''}`}
          aria-describedby={problem ? `${ids}-rooms-error` : undefined}
        >
          <Icon icon={peopleOutline} />
          <span className="group-rooms-details__text">
            <span className="visually-hidden">Rooms and guests: </span>
            {roomsSummary(rooms)}
          </span>
          <span className="group-rooms-details__change" aria-hidden="true">
            {open ? 'Done' : 'Change'}
          </span>
        </summary>
        <fieldset className="group-rooms-details__body">
          <legend className="visually-hidden">Rooms and guests</legend>
          <ol className="group-rooms">
            {rooms.map((room, index) => (
              <li key={index} className="group-room">
                <div className="group-room__head">
                  <h3 className="group-room__title">Room {index + 1}</h3>
                  {rooms.length > 1 ? (
                    <button
                      type="button"
                      className="sf-text-button"
                      onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                    >
                      <Icon icon={trashOutline} />
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
            disabled={rooms.length >= groupMaxRooms}
            onClick={() => onChange([...rooms, defaultGroupRoom])}
          >
            <Icon icon={addOutline} />
            <span>Add another room</span>
          </button>
          {rooms.length >= groupMaxRooms ? (
            <p className="group-field__hint" role="status">
              You have added the maximum number of rooms. For more, please contact the hotel directly.
            </p>
          ) : null}
        </fieldset>
      </details>
      {problem ? (
        <p id={`${ids}-rooms-error`} className="group-field__error">
          {problem}
        </p>
      ) : null}
    </div>
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
        <Icon icon={removeOutline} />
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
        <Icon icon={addOutline} />
      </button>
    </div>
  );
}
