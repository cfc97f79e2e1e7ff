import { addOutline, trashOutline } from 'ionicons/icons';
import { useId } from 'react';
import type { Property } from '../../../contract/property';
import { canAddRoom, maximumRoomsReachedMessage } from '../../../domain/search-request';
import type { SearchRoom } from '../../../domain/stay-search';
import { roomsSummary } from '../../../domain/guests-text';
import { defaultRoom, type OccupancySettings } from './search-draft';
import { SheetDialog } from '../../ui/sheet-dialog';
import { Icon } from '../../ui/icon';
import { GuestStepper } from '../../ui/guest-stepper';

// The rooms dialog: rooms and, per room, adults, children and infants within the property's
// limits. Changes apply as they are made; "Done" closes. Loaded when first opened.

export interface RoomsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  rooms: SearchRoom[];
  onChange: (rooms: SearchRoom[]) => void;
  property: OccupancySettings &
    Pick<
      Property,
      'AdultOccupancyLabel' | 'ChildOccupancyLabel' | 'InfantOccupancyLabel' | 'PropertyName' | 'Telephone' | 'Email'
    >;
  maxRooms: number;
}

export function RoomsDialog({ isOpen, onClose, rooms, onChange, property, maxRooms }: RoomsDialogProps) {
  const atMaximum = !canAddRoom(rooms.length, maxRooms);
  const update = (index: number, room: SearchRoom) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  const footer = (
    <>
      <p className="rooms-dialog__summary">{roomsSummary(rooms)}</p>
      <button type="button" className="sf-button sf-button--primary" onClick={onClose}>
        Done
      </button>
    </>
  );
  return (
    <SheetDialog title="Rooms and guests" block="rooms-dialog" isOpen={isOpen} onClose={onClose} footer={footer}>
      <ol className="rooms-dialog__rooms">
        {rooms.map((room, index) => (
          <RoomGuests
            key={index}
            number={index + 1}
            room={room}
            property={property}
            onChange={(next) => update(index, next)}
            onRemove={rooms.length > 1 ? () => onChange(rooms.filter((_, i) => i !== index)) : null}
          />
        ))}
      </ol>
      <div className="rooms-dialog__add">
        <button
          type="button"
          className="sf-button sf-button--secondary"
          disabled={atMaximum}
          onClick={() => onChange([...rooms, defaultRoom(property)])}
        >
          <Icon icon={addOutline} />
          <span>Add another room</span>
        </button>
        {atMaximum ? (
          <p className="rooms-dialog__maximum" role="status">
            <strong>{maximumRoomsReachedMessage}.</strong> To book more than{' '}
            {maxRooms === 1 ? 'one room' : `${maxRooms} rooms`}, please contact {property.PropertyName}
            {property.Telephone ? ` on ${property.Telephone}` : ''}
            {property.Email ? `${property.Telephone ? ' or' : ' at'} ${property.Email}` : ''}.
          </p>
        ) : null}
      </div>
    </SheetDialog>
  );
}

interface RoomGuestsProps {
  number: number;
  room: SearchRoom;
  property: RoomsDialogProps['property'];
  onChange: (room: SearchRoom) => void;
  onRemove: (() => void) | null;
}

function RoomGuests({ number, room, property, onChange, onRemove }: RoomGuestsProps) {
  const headingId = useId();
  const limits = roomCountLimits(room, property);
  return (
    <li className="rooms-dialog__room" aria-labelledby={headingId}>
      <div className="rooms-dialog__room-head">
        <h3 id={headingId}>Room {number}</h3>
        {onRemove ? (
          <button type="button" className="sf-text-button" onClick={onRemove} aria-label={`Remove room ${number}`}>
            <Icon icon={trashOutline} />
            <span>Remove</span>
          </button>
        ) : null}
      </div>
      {guestKinds(property).map(({ kind, label }) => (
        <GuestStepper
          key={kind}
          label={label}
          noun={guestNouns[kind]}
          room={number}
          value={room[kind]}
          limits={limits[kind]}
          onChange={(count) => onChange({ ...room, [kind]: count })}
        />
      ))}
    </li>
  );
}

/** The guests a room counts: adults always, children and infants where the property takes them. */
function guestKinds(property: RoomsDialogProps['property']) {
  const kinds: { kind: keyof SearchRoom; label: string; shown: boolean }[] = [
    { kind: 'adults', label: property.AdultOccupancyLabel || 'Adults', shown: true },
    { kind: 'children', label: property.ChildOccupancyLabel || 'Children', shown: property.EnableChildrenSearch },
    { kind: 'infants', label: property.InfantOccupancyLabel || 'Infants', shown: property.EnableInfantSearch },
  ];
  return kinds.filter((kind) => kind.shown);
}

const guestNouns = { adults: 'adult', children: 'child', infants: 'infant' } as const;

export interface CountLimits {
  min: number;
  max: number;
}

/**
 * How far each stepper of a room may go: at most the property's adult maximum; children and
 * infants share the child maximum (docs/product.md, rules); someone other than an infant must stay;
 * children and infants only where the property searches with them.
 */
export function roomCountLimits(room: SearchRoom, property: OccupancySettings): Record<keyof SearchRoom, CountLimits> {
  const childMax = Math.max(0, property.ChildMaximumOccupancy);
  return {
    adults: { min: room.children > 0 ? 0 : 1, max: Math.max(1, property.AdultMaximumOccupancy) },
    children: {
      min: room.adults > 0 ? 0 : 1,
      max: property.EnableChildrenSearch ? Math.max(0, childMax - room.infants) : 0,
    },
    infants: { min: 0, max: property.EnableInfantSearch ? Math.max(0, childMax - room.children) : 0 },
  };
}
