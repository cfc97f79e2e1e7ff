import type { ReactNode } from 'react';
import type { ManageReservation, ManageRoom } from '../../../contract/manage-booking';
import type { Property } from '../../../contract/property';
import { describeError } from '../../api';

// The parts the manage-booking panels share: what each is given, the booked rooms a change may
// touch, a radio choice, what a change did, and the last step (what the server refused, then the button that
// sends, busy meanwhile).

export interface ManagePanelProps {
  booking: ManageReservation;
  property: Property;
  onDone: () => void;
}

/** The rooms still booked that a change may touch, with their number in the booking (from 1). */
export function bookedRoomsWhere(booking: ManageReservation, may: (actions: ManageRoom['Actions']) => boolean) {
  return booking.Rooms.map((room, index) => ({ room, number: index + 1 })).filter(
    ({ room }) => room.Status === 'Booked' && may(room.Actions),
  );
}

export function ManageRadio({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="manage-choice">
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span>{children}</span>
    </label>
  );
}

export function ManageSend({
  call,
  busyLabel,
  disabled = false,
  onSend,
  children,
}: {
  /** The mutation that sends. */
  call: { isPending: boolean; isError: boolean; error: unknown };
  busyLabel: string;
  disabled?: boolean;
  /** Without it the button submits the form around it. */
  onSend?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {call.isError ? (
        <p className="sf-notice sf-notice--negative" role="alert">
          {describeError(call.error)}
        </p>
      ) : null}
      <button
        type={onSend ? 'button' : 'submit'}
        className="sf-button sf-button--primary"
        disabled={disabled || call.isPending}
        aria-busy={call.isPending || undefined}
        onClick={onSend}
      >
        {call.isPending ? busyLabel : children}
      </button>
    </>
  );
}

/** What a change did, said at once, and Done to close the panel; `more` follows the message. */
export function ManageResult({
  onDone,
  more,
  children,
}: {
  onDone: () => void;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="manage-result" role="status">
      <p className="sf-notice sf-notice--positive">{children}</p>
      {more}
      <button type="button" className="sf-button sf-button--secondary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
