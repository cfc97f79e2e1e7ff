import { Controller, get, useFormContext, useFormState, useWatch, type Path } from 'react-hook-form';
import type { Country } from '../../../contract/property';
import type { PersonField, PreCheckInFlags } from '../../../domain/pre-check-in';
import { controlProps, Field } from '../../ui/form-field';
import type { PreCheckInDraft } from './pre-check-in-draft';

// The booker's and the guests' forms of pre-check-in (docs/product.md, rules), fields of the
// page's one draft form: which are required follows the property's pre-check-in flags; the
// messages are the domain's, through the step's rules (pre-check-in-rules.ts).

type DraftPath = Path<PreCheckInDraft>;
type PersonPath = 'booker' | `items.${number}.Guests.${number}`;

const labelOf = (text: string, required: boolean) => (required ? text : `${text} (optional)`);

function useDraftError(name: DraftPath): string | undefined {
  const { control } = useFormContext<PreCheckInDraft>();
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface TextFieldProps {
  id: string;
  name: DraftPath;
  label: string;
  required: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

function TextField({ id, name, label, required, hint, type = 'text', autoComplete }: TextFieldProps) {
  const { register } = useFormContext<PreCheckInDraft>();
  const error = useDraftError(name);
  return (
    <Field look="checkin-field" id={id} label={labelOf(label, required)} error={error} hint={hint}>
      <input
        {...controlProps({ id, error, hint, look: 'checkin-field' })}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...register(name)}
      />
    </Field>
  );
}

export const phoneHint = 'Include the international dialling code, e.g. +44 7700 900123.';

const flagOf: Record<PersonField, keyof PreCheckInFlags> = {
  FirstName: 'FirstNameRequired',
  LastName: 'LastNameRequired',
  Email: 'EmailRequired',
  Phone: 'PhoneRequired',
};

/** First and last name, email and phone of one person: the booker, or a guest of a room. */
export function PersonFields({
  idPrefix,
  path,
  flags,
  autoCompleteSection,
}: {
  idPrefix: string;
  path: PersonPath;
  flags: PreCheckInFlags;
  /** The booker's own details autofill; other guests' do not. */
  autoCompleteSection: boolean;
}) {
  const auto = (token: string) => (autoCompleteSection ? token : 'off');
  const field = (name: PersonField) => ({
    name: `${path}.${name}` as DraftPath,
    required: flags[flagOf[name]],
  });
  return (
    <div className="sf-field-grid">
      <TextField
        id={`${idPrefix}-first`}
        label="First name"
        {...field('FirstName')}
        autoComplete={auto('given-name')}
      />
      <TextField id={`${idPrefix}-last`} label="Last name" {...field('LastName')} autoComplete={auto('family-name')} />
      <TextField id={`${idPrefix}-email`} label="Email" type="email" {...field('Email')} autoComplete={auto('email')} />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        {...field('Phone')}
        hint={phoneHint}
        autoComplete={auto('tel')}
      />
    </div>
  );
}

function CountrySelect({ flags, countries }: { flags: PreCheckInFlags; countries: Country[] | undefined }) {
  const { control } = useFormContext<PreCheckInDraft>();
  const error = useDraftError('booker.CountryId');
  const id = 'booker-country';
  return (
    <Field look="checkin-field" id={id} label={labelOf('Country', flags.CountryRequired)} error={error}>
      <Controller
        control={control}
        name="booker.CountryId"
        render={({ field }) => (
          <select
            {...controlProps({ id, error, look: 'checkin-field' })}
            ref={field.ref}
            name={field.name}
            value={field.value ?? 0}
            autoComplete="country"
            aria-required={flags.CountryRequired || undefined}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(Number(event.target.value) || null)}
          >
            <option value={0}>{countries ? 'Choose a country' : 'Loading countries…'}</option>
            {(countries ?? []).map((country) => (
              <option key={country.CountryId} value={country.CountryId}>
                {country.Name}
              </option>
            ))}
            {field.value && countries && !countries.some((country) => country.CountryId === field.value) ? (
              <option value={field.value}>Country on your booking</option>
            ) : null}
          </select>
        )}
      />
    </Field>
  );
}

/** The booker: personal details, then the address with the country from the static data. */
export function BookerFields({ flags, countries }: { flags: PreCheckInFlags; countries: Country[] | undefined }) {
  return (
    <>
      <fieldset className="checkin-fieldset">
        <legend className="checkin-fieldset__legend">Your details</legend>
        <PersonFields idPrefix="booker" path="booker" flags={flags} autoCompleteSection />
      </fieldset>
      <fieldset className="checkin-fieldset">
        <legend className="checkin-fieldset__legend">Your address</legend>
        <div className="sf-field-grid">
          <div className="sf-field-grid__wide">
            <TextField
              id="booker-street"
              name="booker.Street"
              label="Street"
              required={flags.StreetRequired}
              autoComplete="street-address"
            />
          </div>
          <TextField
            id="booker-city"
            name="booker.City"
            label="City"
            required={flags.CityRequired}
            autoComplete="address-level2"
          />
          <TextField
            id="booker-state"
            name="booker.StateOrCounty"
            label="State or county"
            required={flags.StateOrCountyRequired}
            autoComplete="address-level1"
          />
          <TextField
            id="booker-postcode"
            name="booker.ZipCode"
            label="Post code"
            required={flags.PostCodeRequired}
            autoComplete="postal-code"
          />
          <CountrySelect flags={flags} countries={countries} />
        </div>
      </fieldset>
    </>
  );
}

/** A room's bed set-up, when the hotel asks for one. */
export function BedSetUpChoice({
  itemIndex,
  reservationItemId,
  options,
}: {
  itemIndex: number;
  reservationItemId: number;
  options: { Id: number; Name: string }[];
}) {
  const { control } = useFormContext<PreCheckInDraft>();
  const name = `items.${itemIndex}.RoomConfigurationId` as const;
  const chosen = useWatch({ control, name });
  const error = useDraftError(name);
  const group = `checkin-bed-${reservationItemId}`;
  return (
    <fieldset className="checkin-fieldset" aria-describedby={error ? `${group}-error` : undefined}>
      <legend className="checkin-fieldset__legend">Bed set-up</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className="checkin-choices">
            {options.map((option) => (
              <label
                key={option.Id}
                className={`checkin-choice${chosen === option.Id ? ' checkin-choice--chosen' : ''}`}
              >
                <input
                  type="radio"
                  name={group}
                  value={option.Id}
                  checked={chosen === option.Id}
                  onBlur={field.onBlur}
                  onChange={() => field.onChange(option.Id)}
                />
                <span>{option.Name}</span>
              </label>
            ))}
          </div>
        )}
      />
      {error ? (
        <p id={`${group}-error`} className="checkin-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
