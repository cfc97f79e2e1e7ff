import { restaurantOutline } from 'ionicons/icons';
import type { ReactNode, RefObject } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import type { Property } from '../../../contract/property';
import type { Restaurant, RestaurantSetup } from '../../../contract/restaurant';
import { partySizeText, tableBookingMessages } from '../../../domain/table-booking';
import { controlProps, Field } from '../../ui/form-field';
import type { TableBookingFormValues } from './table-booking-form-schema';
import { Icon } from '../../ui/icon';
import { FieldError } from '../../ui/field-error';

// The numbered steps of the Book a Table form that are plain form fields: the restaurant, the
// party size and the guest's contact details. (The date and the time are their own choices.)

interface StepProps {
  number: number;
  title: string;
  titleId: string;
  aside?: ReactNode;
  stepRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Step({ number, title, titleId, aside, stepRef, children }: StepProps) {
  return (
    <section
      className="sf-panel table-step"
      aria-labelledby={titleId}
      ref={stepRef}
      tabIndex={stepRef ? -1 : undefined}
    >
      <div className="table-step__head">
        <span className="table-step__number" aria-hidden="true">
          {number}
        </span>
        <h2 id={titleId} className="sf-panel__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export interface RestaurantStepProps {
  ids: string;
  restaurants: Restaurant[];
  setupFailed: string | null;
  onRetrySetup: () => void;
}

export function RestaurantStep({ ids, restaurants, setupFailed, onRetrySetup }: RestaurantStepProps) {
  const { register, setValue, control } = useFormContext<TableBookingFormValues>();
  const { errors } = useFormState({ control, name: 'restaurantId' });
  const only = restaurants.length === 1 ? restaurants[0]! : null;
  return (
    <Step number={1} title="Restaurant" titleId={`${ids}-restaurant`}>
      {only ? (
        <div className="restaurant-card restaurant-card--single">
          <Icon icon={restaurantOutline} />
          <div>
            <p className="restaurant-card__name">{only.Name}</p>
            {only.Description ? <p className="restaurant-card__text">{only.Description}</p> : null}
          </div>
        </div>
      ) : (
        <fieldset className="table-step__fieldset">
          <legend className="visually-hidden">Restaurant</legend>
          <div className="restaurant-choices">
            {restaurants.map((r) => (
              <label key={r.Id} className="restaurant-card restaurant-card--choice">
                <input
                  type="radio"
                  value={r.Id}
                  {...register('restaurantId', { valueAsNumber: true, onChange: () => setValue('visitTime', '') })}
                />
                <span>
                  <span className="restaurant-card__name">{r.Name}</span>
                  {r.Description ? <span className="restaurant-card__text">{r.Description}</span> : null}
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${ids}-restaurant-error`} message={errors.restaurantId?.message} />
        </fieldset>
      )}
      {setupFailed ? (
        <div className="sf-notice sf-notice--negative" role="alert">
          <p>{setupFailed}</p>
          <button type="button" className="sf-text-button" onClick={onRetrySetup}>
            Try again
          </button>
        </div>
      ) : null}
    </Step>
  );
}

/** The sizes offered: the restaurant's range, or just the current one while its setup loads. */
function partySizes(
  setup: { MinOnlinePartySize: number; MaxOnlinePartySize: number } | undefined,
  current: number,
): number[] {
  if (!setup) return [current];
  return Array.from(
    { length: setup.MaxOnlinePartySize - setup.MinOnlinePartySize + 1 },
    (_, i) => setup.MinOnlinePartySize + i,
  );
}

export function PartySizeStep({
  ids,
  setup,
  telephone,
}: {
  ids: string;
  setup: RestaurantSetup | undefined;
  telephone: Property['Telephone'];
}) {
  const { control } = useFormContext<TableBookingFormValues>();
  const { errors } = useFormState({ control, name: 'partySize' });
  const field = {
    id: `${ids}-party-size`,
    error: errors.partySize?.message,
    hint: setup
      ? `Tables for ${setup.MinOnlinePartySize === 1 ? 'up to' : `${setup.MinOnlinePartySize} to`} ${setup.MaxOnlinePartySize} can be booked online.${telephone ? ` For a larger party, please call us on ${telephone}.` : ''}`
      : 'Loading the restaurant…',
    hintStays: true,
  };
  const tie = controlProps(field);
  return (
    <Step number={2} title="Party size" titleId={`${ids}-party`}>
      <Field {...field} label="Number of guests">
        <Controller
          control={control}
          name="partySize"
          render={({ field: partySize }) => (
            // Controlled: the options arrive with the restaurant's setup, and the shown choice
            // must stay the form's value as they do.
            <select
              {...tie}
              className={`${tie.className} sf-field__control--select`}
              ref={partySize.ref}
              name={partySize.name}
              value={partySize.value}
              onChange={(event) => partySize.onChange(Number(event.target.value))}
              onBlur={partySize.onBlur}
              disabled={!setup}
            >
              {partySizes(setup, partySize.value).map((size) => (
                <option key={size} value={size}>
                  {partySizeText(size)}
                </option>
              ))}
            </select>
          )}
        />
      </Field>
    </Step>
  );
}

export function ContactDetailsStep({ ids }: { ids: string }) {
  const { register, control } = useFormContext<TableBookingFormValues>();
  const { errors } = useFormState({ control, name: ['email', 'contactNumber', 'specialRequests'] });
  const email = { id: `${ids}-email`, error: errors.email?.message };
  const phone = {
    id: `${ids}-phone`,
    error: errors.contactNumber?.message,
    hint: tableBookingMessages.contactNumberHint,
    hintStays: true,
  };
  const requests = { id: `${ids}-requests`, error: errors.specialRequests?.message };
  const requestsControl = controlProps(requests);
  return (
    <Step number={5} title="Your details" titleId={`${ids}-details`}>
      <div className="table-fields">
        <Field {...email} label="Email address">
          <input
            {...controlProps(email)}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            {...register('email')}
          />
        </Field>
        <Field {...phone} label="Contact number">
          <input
            {...controlProps(phone)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('contactNumber')}
          />
        </Field>
        <Field {...requests} label="Special requests" optional className="table-field--wide">
          <textarea
            {...requestsControl}
            className={`${requestsControl.className} sf-field__control--textarea`}
            rows={3}
            maxLength={1000}
            placeholder="Allergies, a high chair, a special occasion…"
            {...register('specialRequests')}
          />
        </Field>
      </div>
    </Step>
  );
}
