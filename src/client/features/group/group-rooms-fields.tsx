import { addOutline, peopleOutline, trashOutline } from 'ionicons/icons';
import type { SearchRoom } from '../../../domain/stay-search';
import { roomsSummary } from '../../../domain/guests-text';
import { defaultGroupRoom, groupMaxRooms } from './group-search-params';
import { Icon } from '../../ui/icon';
import { GuestStepper } from '../../ui/guest-stepper';

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
                  noun="adult"
                  room={index + 1}
                  value={room.adults}
                  limits={{ min: room.children > 0 ? 0 : 1, max: 6 }}
                  onChange={(adults) => updateRoom(index, { ...room, adults })}
                />
                <GuestStepper
                  label="Children"
                  noun="child"
                  room={index + 1}
                  value={room.children}
                  limits={{ min: room.adults > 0 ? 0 : 1, max: 4 }}
                  onChange={(children) => updateRoom(index, { ...room, children })}
                />
                <GuestStepper
                  label="Infants"
                  noun="infant"
                  room={index + 1}
                  value={room.infants}
                  limits={{ min: 0, max: 4 }}
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
