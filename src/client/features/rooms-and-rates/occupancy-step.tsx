import { useState, type FormEvent } from 'react';
import type { BasketItem } from '../../basket/basket';
import { roomGuestsText } from '../../../domain/guests-text';
import { useRoomConfigurations } from './api/get-room-configurations';
import { saveLeadGuest } from './guest-step-actions';
import './guest-steps.css';

// Occupancy (docs/product.md, booking flow and rules): the lead guest of one room, first and last name, and the
// room's set-up when the property asks.

export interface OccupancyStepProps {
  propertyCode: string;
  item: BasketItem;
  roomConfigurationRequired: boolean;
}

export function OccupancyStep({ propertyCode, item, roomConfigurationRequired }: OccupancyStepProps) {
  const [firstName, setFirstName] = useState(item.leadGuest.firstName);
  const [lastName, setLastName] = useState(item.leadGuest.lastName);
  const [configuration, setConfiguration] = useState(item.roomConfiguration ?? 0);
  const [submitted, setSubmitted] = useState(false);
  const options = useRoomConfigurations(propertyCode, item.roomTypeId, roomConfigurationRequired);
  const problems = {
    firstName: firstName.trim() === '' ? 'Please enter the lead guest’s first name.' : null,
    lastName: lastName.trim() === '' ? 'Please enter the lead guest’s last name.' : null,
    configuration:
      roomConfigurationRequired && configuration <= 0 ? 'Please choose how you would like the room set up.' : null,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.firstName || problems.lastName || problems.configuration) return;
    saveLeadGuest(
      item.roomNumber,
      { firstName: firstName.trim(), lastName: lastName.trim() },
      configuration > 0 ? configuration : null,
      roomConfigurationRequired,
    );
  };
  const id = `lead-guest-${item.roomNumber}`;
  const problem = (key: keyof typeof problems) => (submitted ? problems[key] : null);
  return (
    <form
      className="sf-card guest-step"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Lead guest, room ${item.roomNumber}`}
    >
      <p className="guest-step__room">
        <strong>{item.roomType}</strong> · {item.ratePlan} · {roomGuestsText(item)}
      </p>
      <p className="guest-step__hint">Who is the lead guest of this room? We'll have the room ready in their name.</p>
      <div className="guest-step__fields">
        <div className="guest-field">
          <label htmlFor={`${id}-first`}>First name</label>
          <input
            id={`${id}-first`}
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            aria-invalid={problem('firstName') ? true : undefined}
            aria-describedby={problem('firstName') ? `${id}-first-error` : undefined}
          />
          {problem('firstName') ? (
            <p id={`${id}-first-error`} className="guest-field__error">
              {problem('firstName')}
            </p>
          ) : null}
        </div>
        <div className="guest-field">
          <label htmlFor={`${id}-last`}>Last name</label>
          <input
            id={`${id}-last`}
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            aria-invalid={problem('lastName') ? true : undefined}
            aria-describedby={problem('lastName') ? `${id}-last-error` : undefined}
          />
          {problem('lastName') ? (
            <p id={`${id}-last-error`} className="guest-field__error">
              {problem('lastName')}
            </p>
          ) : null}
        </div>
        {roomConfigurationRequired ? (
          <div className="guest-field guest-field--wide">
            <label htmlFor={`${id}-configuration`}>Room set-up</label>
            <select
              id={`${id}-configuration`}
              value={configuration}
              onChange={(event) => setConfiguration(Number(event.target.value))}
              aria-invalid={problem('configuration') ? true : undefined}
              aria-describedby={problem('configuration') ? `${id}-configuration-error` : undefined}
            >
              <option value={0}>{options.isPending ? 'Loading…' : 'Choose the beds'}</option>
              {(options.data ?? []).map((option) => (
                <option key={option.RoomConfigurationDropdownOptionId} value={option.RoomConfigurationDropdownOptionId}>
                  {option.Name}
                </option>
              ))}
            </select>
            {problem('configuration') ? (
              <p id={`${id}-configuration-error`} className="guest-field__error">
                {problem('configuration')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <button type="submit" className="sf-button sf-button--primary">
        Continue
      </button>
    </form>
  );
}
