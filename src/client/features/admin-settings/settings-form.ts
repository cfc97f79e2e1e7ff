import { propertySettingsSchema, type PropertySettings } from '../../../contract/admin-settings';
import type { Theme } from '../../../contract/property-definition';
import { schemaOfProblems, type FieldProblems } from '../../ui/ruled-form';

// The Settings form: the settings as the server sends them, with the contact details and
// colours as the text their inputs hold ('' for none). It is checked by the contract's own
// schema, the very one the server and the definition file import use.

export const themeKeys = [
  'Primary',
  'Secondary',
  'Accent',
  'Tertiary',
  'Dark',
  'DarkPage',
  'Positive',
  'Negative',
  'Info',
  'Warning',
  'LightPage',
  'BrandPrimary',
] as const satisfies readonly (keyof Theme)[];

export const preCheckInKeys = [
  'FirstNameRequired',
  'LastNameRequired',
  'EmailRequired',
  'PhoneRequired',
  'CountryRequired',
  'StreetRequired',
  'CityRequired',
  'StateOrCountyRequired',
  'PostCodeRequired',
] as const satisfies readonly (keyof PropertySettings['PreCheckInConfiguration'])[];

export interface SettingsFormValues {
  BookingConfiguration: PropertySettings['BookingConfiguration'];
  PreCheckInConfiguration: PropertySettings['PreCheckInConfiguration'];
  Contact: {
    WebsiteUrl: string;
    Email: string;
    ReservationsEmail: string;
    Telephone: string;
    Address: { Street: string; City: string; PostCode: string; CountryCode: string };
  };
  Theme: Record<(typeof themeKeys)[number], string>;
}

export function formValuesOf(settings: PropertySettings): SettingsFormValues {
  const c = settings.Contact;
  return {
    BookingConfiguration: settings.BookingConfiguration,
    PreCheckInConfiguration: settings.PreCheckInConfiguration,
    Contact: {
      WebsiteUrl: c.WebsiteUrl ?? '',
      Email: c.Email ?? '',
      ReservationsEmail: c.ReservationsEmail ?? '',
      Telephone: c.Telephone ?? '',
      Address: {
        Street: c.Address.Street,
        City: c.Address.City,
        PostCode: c.Address.PostCode,
        CountryCode: c.Address.CountryCode,
      },
    },
    Theme: Object.fromEntries(themeKeys.map((k) => [k, settings.Theme[k] ?? ''])) as SettingsFormValues['Theme'],
  };
}

/** What PUT takes: empty fields are none; the coordinates and other settings stay as they were. */
export function settingsOf(values: SettingsFormValues, loaded: PropertySettings): PropertySettings {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    BookingConfiguration: { ...loaded.BookingConfiguration, ...values.BookingConfiguration },
    PreCheckInConfiguration: values.PreCheckInConfiguration,
    Contact: {
      WebsiteUrl: orNull(values.Contact.WebsiteUrl),
      Email: orNull(values.Contact.Email),
      ReservationsEmail: orNull(values.Contact.ReservationsEmail),
      Telephone: orNull(values.Contact.Telephone),
      Address: { ...loaded.Contact.Address, ...values.Contact.Address },
    },
    Theme: Object.fromEntries(
      themeKeys.flatMap((k) => (values.Theme[k].trim() === '' ? [] : [[k, values.Theme[k].trim()]])),
    ) as Theme,
  };
}

export const settingsFormSchema = (loaded: PropertySettings) =>
  schemaOfProblems<SettingsFormValues>((values) => {
    const parsed = propertySettingsSchema.safeParse(settingsOf(values, loaded));
    if (parsed.success) return {};
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
    return problems as FieldProblems<SettingsFormValues>;
  });
