import type { Country } from '../../../contract/property';
import { addressProblems, personProblems, preCheckInFieldMessages, type AddressField, type PersonField, type PreCheckInFlags } from '../../../domain/pre-check-in';
import { Field } from '../../ui/form-field';
import type { BookerEntry, GuestEntry } from './pre-check-in-draft';

// The booker's and the guests' forms of pre-check-in (spec sections 3 and 5): which fields are
// required follows the property's pre-check-in flags; messages are the domain's.

const labelOf = (text: string, required: boolean) => (required ? text : `${text} (optional)`);
const describedBy = (id: string, error: string | null | undefined, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  required: boolean;
  error: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  onChange: (value: string) => void;
}

function TextField({ id, label, value, required, error, hint, type = 'text', autoComplete, onChange }: TextFieldProps) {
  return (
    <Field look="checkin-field" id={id} label={labelOf(label, required)} error={error} hint={hint}>
      <input
        id={id}
        className="checkin-field__control"
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export const phoneHint = 'Include the international dialling code, e.g. +44 7700 900123.';

const flagOf: Record<PersonField, keyof PreCheckInFlags> = { FirstName: 'FirstNameRequired', LastName: 'LastNameRequired', Email: 'EmailRequired', Phone: 'PhoneRequired' };

/** First and last name, email and phone of one person. `showErrors` once the guest tried to go on. */
export function PersonFields({
  idPrefix,
  person,
  flags,
  showErrors,
  autoCompleteSection,
  onChange,
}: {
  idPrefix: string;
  person: GuestEntry;
  flags: PreCheckInFlags;
  showErrors: boolean;
  /** The booker's own details autofill; other guests' do not. */
  autoCompleteSection: boolean;
  onChange: (person: GuestEntry) => void;
}) {
  const problems = showErrors ? personProblems(person, flags) : [];
  const errorOf = (field: PersonField) => (problems.includes(field) ? preCheckInFieldMessages[field] : null);
  const set = (field: PersonField) => (value: string) => onChange({ ...person, [field]: value });
  const auto = (token: string) => (autoCompleteSection ? token : 'off');
  return (
    <div className="checkin-grid">
      <TextField id={`${idPrefix}-first`} label="First name" value={person.FirstName} required={flags[flagOf.FirstName]} error={errorOf('FirstName')} autoComplete={auto('given-name')} onChange={set('FirstName')} />
      <TextField id={`${idPrefix}-last`} label="Last name" value={person.LastName} required={flags[flagOf.LastName]} error={errorOf('LastName')} autoComplete={auto('family-name')} onChange={set('LastName')} />
      <TextField id={`${idPrefix}-email`} label="Email" type="email" value={person.Email} required={flags[flagOf.Email]} error={errorOf('Email')} autoComplete={auto('email')} onChange={set('Email')} />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        value={person.Phone}
        required={flags[flagOf.Phone]}
        error={errorOf('Phone')}
        hint={phoneHint}
        autoComplete={auto('tel')}
        onChange={set('Phone')}
      />
    </div>
  );
}

/** The booker: personal details, then the address with the country from the static data. */
export function BookerFields({
  booker,
  flags,
  countries,
  showErrors,
  onChange,
}: {
  booker: BookerEntry;
  flags: PreCheckInFlags;
  countries: Country[] | undefined;
  showErrors: boolean;
  onChange: (booker: BookerEntry) => void;
}) {
  const problems = showErrors ? addressProblems(booker, flags) : [];
  const errorOf = (field: AddressField) => (problems.includes(field) ? preCheckInFieldMessages[field] : null);
  const set = (field: Exclude<AddressField, 'CountryId'>) => (value: string) => onChange({ ...booker, [field]: value });
  const countryError = errorOf('CountryId');
  return (
    <>
      <fieldset className="checkin-fieldset">
        <legend className="checkin-fieldset__legend">Your details</legend>
        <PersonFields idPrefix="booker" person={booker} flags={flags} showErrors={showErrors} autoCompleteSection onChange={(person) => onChange({ ...booker, ...person })} />
      </fieldset>
      <fieldset className="checkin-fieldset">
        <legend className="checkin-fieldset__legend">Your address</legend>
        <div className="checkin-grid">
          <div className="checkin-grid__wide">
            <TextField id="booker-street" label="Street" value={booker.Street} required={flags.StreetRequired} error={errorOf('Street')} autoComplete="street-address" onChange={set('Street')} />
          </div>
          <TextField id="booker-city" label="City" value={booker.City} required={flags.CityRequired} error={errorOf('City')} autoComplete="address-level2" onChange={set('City')} />
          <TextField id="booker-state" label="State or county" value={booker.StateOrCounty} required={flags.StateOrCountyRequired} error={errorOf('StateOrCounty')} autoComplete="address-level1" onChange={set('StateOrCounty')} />
          <TextField id="booker-postcode" label="Post code" value={booker.ZipCode} required={flags.PostCodeRequired} error={errorOf('ZipCode')} autoComplete="postal-code" onChange={set('ZipCode')} />
          <Field look="checkin-field" id="booker-country" label={labelOf('Country', flags.CountryRequired)} error={countryError}>
            <select
              id="booker-country"
              className="checkin-field__control"
              value={booker.CountryId ?? 0}
              autoComplete="country"
              aria-required={flags.CountryRequired || undefined}
              aria-invalid={countryError ? true : undefined}
              aria-describedby={describedBy('booker-country', countryError)}
              onChange={(event) => onChange({ ...booker, CountryId: Number(event.target.value) || null })}
            >
              <option value={0}>{countries ? 'Choose a country' : 'Loading countries…'}</option>
              {(countries ?? []).map((country) => (
                <option key={country.CountryId} value={country.CountryId}>
                  {country.Name}
                </option>
              ))}
              {booker.CountryId && countries && !countries.some((country) => country.CountryId === booker.CountryId) ? <option value={booker.CountryId}>Country on your booking</option> : null}
            </select>
          </Field>
        </div>
      </fieldset>
    </>
  );
}
