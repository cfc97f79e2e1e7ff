// The booker of the checkout (docs/product.md, rules): contact patterns, "personal details" and
// "address" validity, with their messages. The checkout form and Reservation/Create use
// the same rules, so the server never refuses what the form accepted.

export const emailRequiredMessage = 'A valid email address is required';
export const phoneRequiredMessage = 'A valid phone number is required';
export const phoneHint = 'Include the international dialling code, e.g. +44 or 0044.';

// docs/product.md (rules and messages) describes a simple pattern: letters and digits, an at-sign, a domain, a dot
// and a short top-level domain. We also take the dots, dashes, underscores and pluses real
// addresses have (jane.o-neill+hotel@mail.example.co.uk) and longer top-level domains (.info,
// .travel): refusing a guest's real address loses the booking.
const emailPattern =
  /^[A-Za-z0-9](?:[A-Za-z0-9._%+'-]*[A-Za-z0-9_-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

// docs/product.md, rules and messages: must start with + or 00 (the international dialling code). Then digits,
// with the spaces, dashes, dots and brackets people write, 7 to 15 digits in all (E.164).
const phonePattern = /^(?:\+|00)[\d\s().-]+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  return email.length <= 254 && emailPattern.test(email);
}

export function isValidPhone(value: string | null | undefined): boolean {
  const phone = (value ?? '').trim();
  if (!phonePattern.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length - (phone.startsWith('00') ? 2 : 0);
  return digits >= 7 && digits <= 15;
}

/** The booker as the checkout form holds it (the booker client form). */
export interface BookerForm {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  emailAddress: string | null | undefined;
  telephoneNumber: string | null | undefined;
  street: string | null | undefined;
  postCode: string | null | undefined;
  /** CountryId; 0 or null when not chosen */
  country: number | null | undefined;
}

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;

/** docs/product.md, rules and messages: first name, last name, email and telephone all filled, email and phone valid. */
export function isBookerPersonalValid(booker: BookerForm): boolean {
  return (
    filled(booker.firstName) &&
    filled(booker.lastName) &&
    isValidEmail(booker.emailAddress) &&
    isValidPhone(booker.telephoneNumber)
  );
}

/** docs/product.md, rules and messages: street, country and post code set. */
export function isBookerAddressValid(booker: BookerForm): boolean {
  return filled(booker.street) && (booker.country ?? 0) > 0 && filled(booker.postCode);
}

export const bookerMessages = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: emailRequiredMessage,
  phone: phoneRequiredMessage,
  street: 'Please enter your street address.',
  country: 'Please choose your country.',
  postCode: 'Please enter your post code.',
} as const;

/** Field -> message, keyed by the Booker field names of the create payload. */
export type BookerProblems = Partial<
  Record<'FirstName' | 'LastName' | 'Email' | 'Phone' | 'Street' | 'CountryId' | 'ZipCode', string>
>;

export function validateBooker(booker: BookerForm): BookerProblems {
  const problems: BookerProblems = {};
  if (!filled(booker.firstName)) problems.FirstName = bookerMessages.firstName;
  if (!filled(booker.lastName)) problems.LastName = bookerMessages.lastName;
  if (!isValidEmail(booker.emailAddress)) problems.Email = bookerMessages.email;
  if (!isValidPhone(booker.telephoneNumber)) problems.Phone = bookerMessages.phone;
  if (!filled(booker.street)) problems.Street = bookerMessages.street;
  if ((booker.country ?? 0) <= 0) problems.CountryId = bookerMessages.country;
  if (!filled(booker.postCode)) problems.ZipCode = bookerMessages.postCode;
  return problems;
}
