import type { ReactNode } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { FormField } from '../../ui/form-field';
import { preCheckInKeys, themeKeys, type SettingsFormValues } from './settings-form';

// The fields of the Settings form, a fieldset per part of the property: contact details, booking
// configuration, pre-check-in (docs/property-definition.md) and the theme's colours.

type Name = Path<SettingsFormValues>;

interface TextFieldProps {
  name: Name;
  label: string;
  type?: string;
  hint?: string;
}

function TextField({ name, label, type = 'text', hint }: TextFieldProps) {
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <FormField<SettingsFormValues> name={name} idPrefix="settings" label={label} hint={hint}>
      {(control) => <input {...control} type={type} autoComplete="off" {...register(name)} />}
    </FormField>
  );
}

function NumberField({ name, label, min, max }: { name: Name; label: string; min: number; max: number }) {
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <FormField<SettingsFormValues> name={name} idPrefix="settings" label={label}>
      {(control) => (
        <input {...control} type="number" min={min} max={max} {...register(name, { valueAsNumber: true })} />
      )}
    </FormField>
  );
}

function Checkbox({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<SettingsFormValues>();
  const id = `settings-${name}`;
  return (
    <div className="settings-check">
      <input id={id} type="checkbox" {...register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A fieldset of the form, named by its legend. */
export function SettingsSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="settings-section">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The contact details, a row for the ways to reach the hotel and a row for its address. */
const contactRows: TextFieldProps[][] = [
  [
    {
      name: 'Contact.Telephone',
      label: 'Telephone',
      type: 'tel',
      hint: 'With the dialling code, e.g. +44 1632 960 123',
    },
    { name: 'Contact.Email', label: 'Email address', type: 'email' },
    {
      name: 'Contact.ReservationsEmail',
      label: 'Reservations email',
      type: 'email',
      hint: 'Told of every booking; empty: the email address',
    },
    { name: 'Contact.WebsiteUrl', label: 'Website', type: 'url' },
  ],
  [
    { name: 'Contact.Address.Street', label: 'Street' },
    { name: 'Contact.Address.City', label: 'Town or city' },
    { name: 'Contact.Address.PostCode', label: 'Postcode' },
    { name: 'Contact.Address.CountryCode', label: 'Country code', hint: 'Two letters, e.g. GB' },
  ],
];

export function ContactFields() {
  return (
    <SettingsSection legend="Contact details">
      {contactRows.map((row) => (
        <div key={row[0]!.name} className="console-form__row">
          {row.map((field) => (
            <TextField key={field.name} {...field} />
          ))}
        </div>
      ))}
    </SettingsSection>
  );
}

type BookingKey = keyof SettingsFormValues['BookingConfiguration'] & string;

interface BookingNumber {
  key: BookingKey;
  label: string;
  min: number;
  max: number;
}

const bookingLimits: BookingNumber[] = [
  { key: 'MaxNumberOfRoomsOnBooking', label: 'Most rooms in one booking', min: 1, max: 20 },
  { key: 'PreArrivalEmailDaysBefore', label: 'Pre-arrival email, days before arrival', min: 0, max: 60 },
];

const sameDayCutOff: BookingNumber[] = [
  { key: 'SameDayBookingRestrictionHour', label: 'Same-day cut-off hour', min: 0, max: 23 },
  { key: 'SameDayBookingRestrictionMinute', label: 'Same-day cut-off minute', min: 0, max: 59 },
];

const bookingChecks: { key: BookingKey; label: string }[] = [
  { key: 'HidePromoCodeOnLandingPage', label: 'Hide the promo code on the search page' },
  { key: 'ShowRoomConfigurationQuestion', label: 'Ask for a bed set-up' },
  { key: 'ShowRoomTypeOccupancy', label: 'Show how many each room sleeps' },
  { key: 'ShowMinimumLengthOfStayNotification', label: 'Say when a minimum stay applies' },
  { key: 'EnableUserChoiceOfPaymentMethod', label: 'Let guests choose how to pay' },
  { key: 'EnablePayByCompanyInvoice', label: 'Allow pay by company invoice' },
  { key: 'SameDayBookingRestrictionEnabled', label: 'Stop same-day bookings after a time' },
];

function BookingNumbers({ fields }: { fields: BookingNumber[] }) {
  return (
    <div className="console-form__row">
      {fields.map(({ key, ...field }) => (
        <NumberField key={key} name={`BookingConfiguration.${key}`} {...field} />
      ))}
    </div>
  );
}

export function BookingFields() {
  return (
    <SettingsSection legend="Booking configuration">
      <BookingNumbers fields={bookingLimits} />
      <TextField name="BookingConfiguration.NoAvailabilityMessage" label="Message when nothing is available" />
      <div className="settings-checks">
        {bookingChecks.map(({ key, label }) => (
          <Checkbox key={key} name={`BookingConfiguration.${key}`} label={label} />
        ))}
      </div>
      <BookingNumbers fields={sameDayCutOff} />
      <TextField
        name="BookingConfiguration.SameDayBookingRestrictionMessage"
        label="Message after the same-day cut-off"
      />
      <p className="console-muted">
        Offers, booking incentives and custom terms change through the definition file below.
      </p>
    </SettingsSection>
  );
}

const preCheckInLabels: Record<(typeof preCheckInKeys)[number], string> = {
  FirstNameRequired: 'First name',
  LastNameRequired: 'Last name',
  EmailRequired: 'Email address',
  PhoneRequired: 'Phone number',
  CountryRequired: 'Country',
  StreetRequired: 'Street',
  CityRequired: 'Town or city',
  StateOrCountyRequired: 'State or county',
  PostCodeRequired: 'Postcode',
};

export function PreCheckInFields() {
  return (
    <SettingsSection legend="Pre-check-in: what guests must give">
      <div className="settings-checks">
        {preCheckInKeys.map((key) => (
          <Checkbox key={key} name={`PreCheckInConfiguration.${key}`} label={preCheckInLabels[key]} />
        ))}
      </div>
    </SettingsSection>
  );
}

function ColourField({ name }: { name: (typeof themeKeys)[number] }) {
  const value = useWatch<SettingsFormValues>({ name: `Theme.${name}` }) as string;
  const shown = /^#[0-9a-fA-F]{6}$/.test(value) ? value : 'transparent';
  return (
    <div className="settings-colour">
      <span className="settings-colour__swatch" style={{ background: shown }} aria-hidden="true" />
      <TextField name={`Theme.${name}`} label={name} hint="e.g. #1e4d45; empty: the default" />
    </div>
  );
}

export function ThemeFields() {
  return (
    <SettingsSection legend="Theme colours">
      <div className="settings-colours">
        {themeKeys.map((key) => (
          <ColourField key={key} name={key} />
        ))}
      </div>
    </SettingsSection>
  );
}
