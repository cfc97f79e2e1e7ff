import { propertySettingsSchema, type PropertySettings } from '../../../contract/admin-settings';
import {
  taxGuestKinds,
  type PricesShown,
  type TaxCalculation,
  type TaxDefinition,
  type TaxGuestKind,
  type TaxTarget,
  type Theme,
} from '../../../contract/property-definition';
import { schemaOfProblems, type FieldProblems } from '../../ui/ruled-form';

// The Settings form: the settings as the server sends them, with the contact details and
// colours as the text their inputs hold ('' for none). It is checked by the contract's own
// schema, the very one the server and the definition file import use. Taxes and fees keep
// their numbers and dates as text too; their own rates per extra and rate plan are kept as
// they are (edited through the definition file).

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
  Taxes: TaxFormValues[];
  PricesShown: PricesShown;
}

/** One tax or fee as its fields hold it: numbers and dates as text ('' for none). */
export interface TaxFormValues {
  Code: string;
  Name: string;
  Kind: 'Tax' | 'Fee';
  Calculation: TaxCalculation;
  Percent: string;
  Amount: string;
  GuestKinds: TaxGuestKind[];
  AppliesTo: TaxTarget[];
  Included: boolean;
  PayableAtProperty: boolean;
  MaxNights: string;
  From: string;
  To: string;
  ExtraRates: TaxDefinition['ExtraRates'];
  RatePlanRates: TaxDefinition['RatePlanRates'];
}

/** A tax just added: a percentage of the rooms' prices, added on top, charged online. */
export const newTax = (): TaxFormValues => ({
  Code: '',
  Name: '',
  Kind: 'Tax',
  Calculation: 'Percent',
  Percent: '',
  Amount: '',
  GuestKinds: [...taxGuestKinds],
  AppliesTo: ['Rooms'],
  Included: false,
  PayableAtProperty: false,
  MaxNights: '',
  From: '',
  To: '',
  ExtraRates: {},
  RatePlanRates: {},
});

const textOf = (value: number | string | null) => (value === null ? '' : String(value));

function taxFormValuesOf(tax: TaxDefinition): TaxFormValues {
  return {
    Code: tax.Code,
    Name: tax.Name,
    Kind: tax.Kind,
    Calculation: tax.Calculation,
    Percent: textOf(tax.Percent),
    Amount: textOf(tax.Amount),
    GuestKinds: [...tax.GuestKinds],
    AppliesTo: [...tax.AppliesTo],
    Included: tax.Included,
    PayableAtProperty: tax.PayableAtProperty,
    MaxNights: textOf(tax.MaxNights),
    From: textOf(tax.From),
    To: textOf(tax.To),
    ExtraRates: tax.ExtraRates,
    RatePlanRates: tax.RatePlanRates,
  };
}

/** '' is none; anything else its number (NaN when it is none, which the check names). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The tax as the definition file has it: Percent for a percentage, Amount otherwise. The guest
 * kinds and what a percentage applies to are kept when they do not apply (all, if none is ticked).
 */
export function taxOf(tax: TaxFormValues): TaxDefinition {
  const percent = tax.Calculation === 'Percent';
  return {
    Code: tax.Code.trim(),
    Name: tax.Name.trim(),
    Kind: tax.Kind,
    Calculation: tax.Calculation,
    Percent: percent ? numberOrNull(tax.Percent) : null,
    Amount: percent ? null : numberOrNull(tax.Amount),
    GuestKinds:
      tax.Calculation !== 'PerGuestNight' && tax.GuestKinds.length === 0 ? [...taxGuestKinds] : tax.GuestKinds,
    AppliesTo: !percent && tax.AppliesTo.length === 0 ? ['Rooms'] : tax.AppliesTo,
    ExtraRates: tax.ExtraRates,
    RatePlanRates: tax.RatePlanRates,
    Included: tax.Included,
    PayableAtProperty: tax.PayableAtProperty,
    MaxNights: numberOrNull(tax.MaxNights),
    From: textOrNull(tax.From),
    To: textOrNull(tax.To),
  };
}

/**
 * The form field a problem belongs to, from the schema's path or the server's ModelState name
 * (`Taxes[0].Percent` -> `Taxes.0.Percent`). A problem with one guest kind, target or own rate
 * is shown beside the list it is in.
 */
export function formFieldOf(name: string): string {
  const dotted = name.replace(/\[(\d+)\]/g, '.$1');
  const list = /^(Taxes\.\d+\.(?:GuestKinds|AppliesTo|ExtraRates|RatePlanRates))\..+$/.exec(dotted);
  return list ? list[1]! : dotted;
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
    Taxes: (settings.Taxes ?? []).map(taxFormValuesOf),
    PricesShown: settings.PricesShown ?? 'AllIn',
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
    Taxes: values.Taxes.map(taxOf),
    PricesShown: values.PricesShown,
  };
}

export const settingsFormSchema = (loaded: PropertySettings) =>
  schemaOfProblems<SettingsFormValues>((values) => {
    const problems: Record<string, string> = {};
    // A number field holding something else: said plainly, not as the schema's type error.
    values.Taxes.forEach((tax, index) => {
      for (const key of ['Percent', 'Amount', 'MaxNights'] as const) {
        if (tax[key].trim() !== '' && !Number.isFinite(Number(tax[key]))) {
          problems[`Taxes.${index}.${key}`] = 'must be a number';
        }
      }
    });
    const parsed = propertySettingsSchema.safeParse(settingsOf(values, loaded));
    if (parsed.success && Object.keys(problems).length === 0) return {};
    for (const issue of parsed.error?.issues ?? []) problems[formFieldOf(issue.path.join('.'))] ??= issue.message;
    return problems as FieldProblems<SettingsFormValues>;
  });
