import { isValidEmail, isValidPhone } from './booker';

// Pre-check-in validity and the derived names (docs/product.md, pre-check-in). The page and
// PreCheckIn/Save use these same rules, by the property's pre-check-in configuration flags.

export interface PreCheckInFlags {
  FirstNameRequired: boolean;
  LastNameRequired: boolean;
  EmailRequired: boolean;
  PhoneRequired: boolean;
  CountryRequired: boolean;
  StreetRequired: boolean;
  CityRequired: boolean;
  StateOrCountyRequired: boolean;
  PostCodeRequired: boolean;
}

export interface PersonDetails {
  FirstName?: string | null;
  LastName?: string | null;
  Email?: string | null;
  Phone?: string | null;
}

export interface BookerDetails extends PersonDetails {
  Street?: string | null;
  City?: string | null;
  CountryId?: number | null;
  StateOrCounty?: string | null;
  ZipCode?: string | null;
}

export type PersonField = 'FirstName' | 'LastName' | 'Email' | 'Phone';
export type AddressField = 'Street' | 'City' | 'CountryId' | 'StateOrCounty' | 'ZipCode';

export const preCheckInFieldMessages: Record<PersonField | AddressField, string> = {
  FirstName: 'First name is required',
  LastName: 'Last name is required',
  Email: 'A valid email address is required',
  Phone: 'A valid phone number is required',
  Street: 'Street is required',
  City: 'City is required',
  CountryId: 'Country is required',
  StateOrCounty: 'State or county is required',
  ZipCode: 'Post code is required',
};

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;

/**
 * The fields of a guest or the booker's personal part that are not valid. A required field
 * must be filled; an email or phone, when given, must be well formed even if not required (a
 * hotel cannot use a broken address).
 */
export function personProblems(person: PersonDetails, flags: PreCheckInFlags): PersonField[] {
  const problems: PersonField[] = [];
  if (flags.FirstNameRequired && !filled(person.FirstName)) problems.push('FirstName');
  if (flags.LastNameRequired && !filled(person.LastName)) problems.push('LastName');
  if (flags.EmailRequired ? !isValidEmail(person.Email) : filled(person.Email) && !isValidEmail(person.Email))
    problems.push('Email');
  if (flags.PhoneRequired ? !isValidPhone(person.Phone) : filled(person.Phone) && !isValidPhone(person.Phone))
    problems.push('Phone');
  return problems;
}

/** The booker's address fields that are required and missing (a lookup must be above 0). */
export function addressProblems(booker: BookerDetails, flags: PreCheckInFlags): AddressField[] {
  const problems: AddressField[] = [];
  if (flags.StreetRequired && !filled(booker.Street)) problems.push('Street');
  if (flags.CityRequired && !filled(booker.City)) problems.push('City');
  if (flags.StateOrCountyRequired && !filled(booker.StateOrCounty)) problems.push('StateOrCounty');
  if (flags.PostCodeRequired && !filled(booker.ZipCode)) problems.push('ZipCode');
  if (flags.CountryRequired && !((booker.CountryId ?? 0) > 0)) problems.push('CountryId');
  return problems;
}

export const isPersonValid = (person: PersonDetails, flags: PreCheckInFlags) =>
  personProblems(person, flags).length === 0;
export const isBookerValid = (booker: BookerDetails, flags: PreCheckInFlags) =>
  isPersonValid(booker, flags) && addressProblems(booker, flags).length === 0;

export interface ItemForValidity {
  Guests: PersonDetails[];
  ShowRoomConfigurationQuestion: boolean;
  RoomConfigurationId: number | null | undefined;
}

/** A room is valid when all its guests are and, if the bed set-up question is shown, one is chosen. */
export function isItemValid(item: ItemForValidity, flags: PreCheckInFlags): boolean {
  if (item.ShowRoomConfigurationQuestion && !((item.RoomConfigurationId ?? 0) > 0)) return false;
  return item.Guests.every((guest) => isPersonValid(guest, flags));
}

/** Save is allowed when the booker (if any) and every guest of every room are valid and no save is running. */
export function canSavePreCheckIn(
  input: { booker: BookerDetails | null; items: ItemForValidity[]; saving: boolean },
  flags: PreCheckInFlags,
): boolean {
  if (input.saving) return false;
  if (input.booker && !isBookerValid(input.booker, flags)) return false;
  return input.items.every((item) => isItemValid(item, flags));
}

/** How many guests a room has details for: adults and children (infants travel with them). */
export const guestCountOf = (item: { NumberOfAdults: number; NumberOfChildren: number }) =>
  Math.max(1, item.NumberOfAdults + item.NumberOfChildren);

const fullName = (p: { FirstName?: string | null; LastName?: string | null } | null | undefined) =>
  [p?.FirstName, p?.LastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** docs/product.md, rules and messages: the booker's first name, "Guest" without a booker, or the first guest's first name for a non-reservation. */
export function welcomeNameOf(reservation: {
  IsReservation: boolean;
  Booker: { FirstName?: string | null } | null;
  ReservationItems: { Guests: { FirstName?: string | null }[] }[];
}): string {
  if (!reservation.IsReservation) {
    const first = reservation.ReservationItems[0]?.Guests[0]?.FirstName?.trim();
    return first || 'Guest';
  }
  return reservation.Booker?.FirstName?.trim() || 'Guest';
}

/** docs/product.md, rules and messages: the booker's name, else the company name, else the first guest's name. */
export function leadGuestFullNameOf(reservation: {
  Booker: { FirstName?: string | null; LastName?: string | null } | null;
  Company: { Name: string } | null;
  ReservationItems: { Guests: { FirstName?: string | null; LastName?: string | null }[] }[];
}): string {
  return (
    fullName(reservation.Booker) ||
    reservation.Company?.Name?.trim() ||
    fullName(reservation.ReservationItems[0]?.Guests[0]) ||
    ''
  );
}
