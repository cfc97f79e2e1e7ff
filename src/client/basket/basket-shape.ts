import type { AvailabilitySearchResponse } from '../../contract/availability';
import type { TaxLine } from '../../domain/taxes';
import type { StayUrlSearch } from '../../domain/stay-search';

// The shapes the basket keeps on this device, and the checks a stored basket must pass before it
// is used (basket.ts). Rooms-And-Rates restores the basket before the guest can do anything, so
// the checks are these few functions rather than zod, which would come with it; each check is
// typed against its shape, so a field added to a shape without its check does not compile.

/** Whether a stored value has the shape `T`. */
interface Check<T> {
  (value: unknown): boolean;
  /** Types only: the shape checked, so a check of a number cannot stand for a check of text. */
  readonly shape?: T;
}

const isText: Check<string> = (value) => typeof value === 'string';
const isWholeNumber: Check<number> = (value) => Number.isSafeInteger(value);
const isYesNo: Check<boolean> = (value) => typeof value === 'boolean';
const isCount: Check<number> = (value) => isWholeNumber(value) && (value as number) >= 0;
const isStayDate: Check<string> = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null || check(value);
const orAbsent =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined || check(value);
const listOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value) =>
    Array.isArray(value) && value.every((item) => check(item));
function shape<T extends object>(checks: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(checks).every(([key, check]) => (check as Check<unknown>)((value as Record<string, unknown>)[key]));
}

const isTaxLine = shape<TaxLine>({
  code: isText,
  name: isText,
  kind: (value) => value === 'Tax' || value === 'Fee',
  included: isYesNo,
  payableAtProperty: isYesNo,
  percent: orNull(isCount),
  base: isWholeNumber,
  nights: isWholeNumber,
  guestNights: isWholeNumber,
  amount: isWholeNumber,
});

export interface BasketService {
  ServiceId: number;
  Quantity: number;
}

/** One room of the booking (a basket item). */
export interface BasketItem {
  roomId: string;
  roomNumber: number;
  adults: number;
  children: number;
  infants: number;
  roomTypeId: number;
  /** The room type's name, as the search showed it. */
  roomType: string;
  ratePlanId: number;
  /** The rate plan's name, as the search showed it. */
  ratePlan: string;
  /** The rate plan's promotion label, or null (Reservation item "Promotion"). */
  promotion: string | null;
  /**
   * The room's price for the stay, whole minor units (cents) of the property currency, as the
   * search priced it (display only: the server prices). Major units only when shown or sent.
   */
  roomTotalMinor: number;
  /**
   * The room's taxes and fees as the search priced them (its nights: extras are chosen later),
   * minor units, for the summary to show before the server prices the booking.
   */
  taxLines: TaxLine[];
  dateFrom: string;
  dateTo: string;
  leadGuest: { firstName: string; lastName: string };
  roomConfiguration: number | null;
  services: BasketService[];
  haveSeenUpgrades: boolean;
  hasUpgrades: boolean;
  haveSeenServices: boolean;
  hasSelectableServices: boolean;
  roomHeaderText: string;
}

const isBasketItem = shape<BasketItem>({
  roomId: (value) => isText(value) && (value as string).length >= 1,
  roomNumber: (value) => isWholeNumber(value) && (value as number) >= 1,
  adults: isCount,
  children: isCount,
  infants: isCount,
  roomTypeId: isWholeNumber,
  roomType: isText,
  ratePlanId: isWholeNumber,
  ratePlan: isText,
  promotion: orNull(isText),
  roomTotalMinor: isWholeNumber,
  taxLines: listOf(isTaxLine),
  dateFrom: isStayDate,
  dateTo: isStayDate,
  leadGuest: shape<BasketItem['leadGuest']>({ firstName: isText, lastName: isText }),
  roomConfiguration: orNull(isWholeNumber),
  services: listOf(shape<BasketService>({ ServiceId: isWholeNumber, Quantity: isCount })),
  haveSeenUpgrades: isYesNo,
  hasUpgrades: isYesNo,
  haveSeenServices: isYesNo,
  hasSelectableServices: isYesNo,
  roomHeaderText: isText,
});

/** The search the basket's rooms were chosen from: the Rooms-And-Rates URL's search. */
export type BasketSearch = StayUrlSearch;

const isBasketSearch = shape<BasketSearch>({
  from: isStayDate,
  to: isStayDate,
  rooms: isText,
  promo: orAbsent(isText),
  location: orAbsent(isWholeNumber),
  ratePlan: orAbsent(isText),
});

/**
 * What the guest typed at checkout, kept so a reload loses nothing. Never the card number or
 * the security code (docs/architecture.md, the app): those live only in the form while it is open.
 */
export interface CheckoutDraft {
  firstName: string;
  lastName: string;
  emailAddress: string;
  telephoneNumber: string;
  street: string;
  country: number;
  postCode: string;
  optInToReceiveUpdates: boolean;
  specialRequests: string;
  comment: string;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
  /** PaymentType of the contract; null until chosen. */
  paymentType: number | null;
  poNumber: string;
  company: { AccountId: number; Name: string } | null;
  nameOnCard: string;
  cardHolderEmail: string;
  expiryMonth: number;
  expiryYear: number;
  voucherCode: string;
}

const isCheckoutDraft = shape<CheckoutDraft>({
  firstName: isText,
  lastName: isText,
  emailAddress: isText,
  telephoneNumber: isText,
  street: isText,
  country: isWholeNumber,
  postCode: isText,
  optInToReceiveUpdates: isYesNo,
  specialRequests: isText,
  comment: isText,
  agreeToTermsAndConditions: isYesNo,
  hasAcceptedCustomTermsAndConditions: isYesNo,
  paymentType: orNull(isWholeNumber),
  poNumber: isText,
  company: orNull(shape<{ AccountId: number; Name: string }>({ AccountId: isWholeNumber, Name: isText })),
  nameOnCard: isText,
  cardHolderEmail: isText,
  expiryMonth: isWholeNumber,
  expiryYear: isWholeNumber,
  voucherCode: isText,
});

/** A gift voucher the server accepted for these rooms (the voucher check, docs/product.md, booking flow). */
export interface CheckedVoucher {
  code: string;
  /** What the voucher takes off, whole minor units of the property currency. */
  discountMinor: number;
  message: string;
  /** ShowExperienceWarningMessage: the guest should contact the hotel before using it. */
  showContactUs: boolean;
}

const isCheckedVoucher = shape<CheckedVoucher>({
  code: isText,
  discountMinor: isCount,
  message: isText,
  showContactUs: isYesNo,
});

/**
 * The Idempotency-Key of the current checkout attempt and the rooms it is for: retries and
 * reloads reuse it (a double tap books once); a change of rooms or a booking made starts a new one.
 */
export interface CheckoutAttempt {
  key: string;
  roomsFingerprint: string;
}

/**
 * Bump when the stored shape changes: older baskets are then discarded, not misread, unless
 * basket.ts knows how to bring them up to date (version 3 kept prices in major units, versions
 * 3 and 4 kept no taxes with the rooms).
 */
export const basketVersion = 5;

export interface Basket {
  version: typeof basketVersion;
  /** The property the basket belongs to; a basket never carries rooms across properties. */
  propertyCode: string | null;
  search: BasketSearch | null;
  items: BasketItem[];
  /** The booking-flow step flag of docs/product.md, booking flow (1 = None). */
  step: number;
  /** The room being chosen (1-based), when the flow has one. */
  activeRoomNumber: number | null;
  /** The room type whose rates the active room is choosing from (rate plan selection). */
  selectedRoomTypeId: number | null;
  updatedAt: string | null;
  checkout: CheckoutDraft | null;
  voucher: CheckedVoucher | null;
  attempt: CheckoutAttempt | null;
}

const atLeastOne: Check<number> = (value) => isWholeNumber(value) && (value as number) >= 1;

export const isBasket = shape<Basket>({
  version: (value) => value === basketVersion,
  propertyCode: orNull(isText),
  search: orNull(isBasketSearch),
  items: listOf(isBasketItem),
  step: atLeastOne,
  activeRoomNumber: orNull(atLeastOne),
  selectedRoomTypeId: orNull(isWholeNumber),
  updatedAt: orNull(isText),
  checkout: orNull(isCheckoutDraft),
  voucher: orNull(isCheckedVoucher),
  attempt: orNull(shape<CheckoutAttempt>({ key: isText, roomsFingerprint: isText })),
});

/** The last search answer for the basket's stay (basket.ts). */
export interface SavedSearchAnswer {
  buildId: string;
  propertyCode: string;
  search: BasketSearch;
  /** When the server gave the answer (ISO instant). */
  savedAt: string;
  response: AvailabilitySearchResponse;
}

export const isSavedSearchAnswer = shape<SavedSearchAnswer>({
  buildId: isText,
  propertyCode: isText,
  search: isBasketSearch,
  savedAt: isText,
  response: (value) =>
    typeof value === 'object' && value !== null && Array.isArray((value as { RoomTypes?: unknown }).RoomTypes),
});
