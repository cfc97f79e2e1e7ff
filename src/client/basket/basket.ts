import { observable } from '@legendapp/state';
import { configureObservablePersistence, persistObservable } from '@legendapp/state/persist';
import { ObservablePersistLocalStorage } from '@legendapp/state/persist-plugins/local-storage';
import { useSelector } from '@legendapp/state/react';
// zod/mini: the same validation as the contract's zod, at a fraction of the bytes.
import { z } from 'zod/mini';
import type { AvailabilitySearchResponse } from '../../contract/availability';
import { searchStartPosition } from '../../domain/booking-flow';
import { persistedValue } from '../persisted-value';

// The basket and the guest's place in the booking flow: the one module that touches
// legend-state. Persisted to localStorage so a reload or an offline moment keeps the guest's
// choices; what is restored is checked first through persisted-value.ts, and anything that does
// not fit is thrown away.
// Card numbers and CVV never go in here (design.md section 5).
//
// The basket is replaced as a whole on every change (`updateBasket`), never mutated in place,
// so React sees each change and a half-made change is never saved.

const storageKey = 'stayfront.basket';
/** Bump when the stored shape changes: older baskets are then discarded, not misread. */
const basketVersion = 3;

const stayDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = z.int().check(z.minimum(0));

export const basketServiceSchema = z.object({ ServiceId: z.int(), Quantity: count });

/** One room of the booking (spec section 3, "Basket item"). */
export const basketItemSchema = z.object({
  roomId: z.string().check(z.minLength(1)),
  roomNumber: z.int().check(z.minimum(1)),
  adults: count,
  children: count,
  infants: count,
  roomTypeId: z.int(),
  /** The room type's name, as the search showed it. */
  roomType: z.string(),
  ratePlanId: z.int(),
  /** The rate plan's name, as the search showed it. */
  ratePlan: z.string(),
  /** The rate plan's promotion label, or null (Reservation item "Promotion"). */
  promotion: z.nullable(z.string()),
  /** The room's price for the stay, major units of the property currency (display only: the server prices). */
  totalCost: z.number(),
  dateFrom: stayDate,
  dateTo: stayDate,
  leadGuest: z.object({ firstName: z.string(), lastName: z.string() }),
  roomConfiguration: z.nullable(z.int()),
  services: z.array(basketServiceSchema),
  haveSeenUpgrades: z.boolean(),
  hasUpgrades: z.boolean(),
  haveSeenServices: z.boolean(),
  hasSelectableServices: z.boolean(),
  roomHeaderText: z.string(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** The search the basket's rooms were chosen from: the Rooms-And-Rates URL's search. */
export const basketSearchSchema = z.object({
  from: stayDate,
  to: stayDate,
  /** "2-0-0,1-1-0": adults-children-infants per room. */
  rooms: z.string(),
  promo: z.optional(z.string()),
  location: z.optional(z.int()),
  ratePlan: z.optional(z.string()),
});
export type BasketSearch = z.infer<typeof basketSearchSchema>;

/**
 * What the guest typed at checkout, kept so a reload loses nothing. Never the card number or
 * the security code (design.md section 5): those live only in the form while it is open.
 */
export const checkoutDraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  telephoneNumber: z.string(),
  street: z.string(),
  country: z.int(),
  postCode: z.string(),
  optInToReceiveUpdates: z.boolean(),
  specialRequests: z.string(),
  comment: z.string(),
  agreeToTermsAndConditions: z.boolean(),
  hasAcceptedCustomTermsAndConditions: z.boolean(),
  /** PaymentType of the contract; null until chosen. */
  paymentType: z.nullable(z.int()),
  poNumber: z.string(),
  company: z.nullable(z.object({ AccountId: z.int(), Name: z.string() })),
  nameOnCard: z.string(),
  cardHolderEmail: z.string(),
  expiryMonth: z.int(),
  expiryYear: z.int(),
  voucherCode: z.string(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** A gift voucher the server accepted for these rooms (spec section 4, voucher check). */
export const checkedVoucherSchema = z.object({
  code: z.string(),
  discount: z.number(),
  message: z.string(),
  /** ShowExperienceWarningMessage: the guest should contact the hotel before using it. */
  showContactUs: z.boolean(),
});
export type CheckedVoucher = z.infer<typeof checkedVoucherSchema>;

/**
 * The Idempotency-Key of the current checkout attempt and the rooms it is for: retries and
 * reloads reuse it (a double tap books once); a change of rooms or a booking made starts a new one.
 */
export const checkoutAttemptSchema = z.object({ key: z.string(), roomsFingerprint: z.string() });

export const basketSchema = z.object({
  version: z.literal(basketVersion),
  /** The property the basket belongs to; a basket never carries rooms across properties. */
  propertyCode: z.nullable(z.string()),
  search: z.nullable(basketSearchSchema),
  items: z.array(basketItemSchema),
  /** The booking-flow step flag of spec section 4 (1 = None). */
  step: z.int().check(z.minimum(1)),
  /** The room being chosen (1-based), when the flow has one. */
  activeRoomNumber: z.nullable(z.int().check(z.minimum(1))),
  /** The room type whose rates the active room is choosing from (rate plan selection). */
  selectedRoomTypeId: z.nullable(z.int()),
  updatedAt: z.nullable(z.string()),
  checkout: z.nullable(checkoutDraftSchema),
  voucher: z.nullable(checkedVoucherSchema),
  attempt: z.nullable(checkoutAttemptSchema),
});
export type Basket = z.infer<typeof basketSchema>;

export function emptyBasket(): Basket {
  return {
    version: basketVersion,
    propertyCode: null,
    search: null,
    items: [],
    step: 1,
    activeRoomNumber: null,
    selectedRoomTypeId: null,
    updatedAt: null,
    checkout: null,
    voucher: null,
    attempt: null,
  };
}

/** Drops a stored basket that is unreadable or of another shape, before legend-state loads it. */
function discardInvalidStoredBasket(): void {
  const stored = persistedValue<Basket | null>(storageKey, basketSchema, null);
  if (stored.read() !== null) return;
  stored.clear();
  // legend-state's own note of the stored basket goes with it.
  persistedValue(`${storageKey}__m`, z.unknown(), null).clear();
}

configureObservablePersistence({ pluginLocal: ObservablePersistLocalStorage });
discardInvalidStoredBasket();

export const basket$ = observable<Basket>(emptyBasket());
persistObservable(basket$, { local: storageKey });

/** The basket as it is now (outside React). */
export function readBasket(): Basket {
  return basket$.peek();
}

/** The basket, re-rendering the component whenever it changes. */
export function useBasket(): Basket {
  return useSelector(() => basket$.get());
}

/** Replaces the basket with `change(current)`; the change must return a new object, not mutate. */
export function updateBasket(change: (basket: Basket) => Basket): void {
  const next = change(basket$.peek());
  basket$.set({ ...next, updatedAt: new Date().toISOString() });
}

/** True when the basket holds no room for this property. */
export function isBasketEmpty(propertyCode: string): boolean {
  const basket = basket$.peek();
  return basket.items.length === 0 || basket.propertyCode?.toLowerCase() !== propertyCode.toLowerCase();
}

export function clearBasket(): void {
  basket$.set(emptyBasket());
  forgetSearchAnswer();
}

// The last search answer for the basket's stay, kept beside the basket so an offline reload
// of Rooms and Rates still shows the rooms chosen, their rates and prices, and the step the
// guest was on. In a key of its own: the basket is rewritten at every step, the answer only
// when a search comes back. Only the build that wrote it reads it (the shape may change).
const searchAnswerKey = `${storageKey}.searchAnswer`;

const searchAnswerSchema = z.object({
  buildId: z.string(),
  propertyCode: z.string(),
  search: basketSearchSchema,
  /** When the server gave the answer (ISO instant). */
  savedAt: z.string(),
  response: z.custom<AvailabilitySearchResponse>(
    (value) =>
      typeof value === 'object' && value !== null && Array.isArray((value as { RoomTypes?: unknown }).RoomTypes),
  ),
});
export type SavedSearchAnswer = z.infer<typeof searchAnswerSchema>;

const searchAnswer = persistedValue<SavedSearchAnswer | null>(searchAnswerKey, searchAnswerSchema, null);

export function saveSearchAnswer(
  propertyCode: string,
  search: BasketSearch,
  response: AvailabilitySearchResponse,
  savedAt: Date,
): void {
  searchAnswer.write({ buildId: __BUILD_ID__, propertyCode, search, savedAt: savedAt.toISOString(), response });
}

/** The kept answer of this very search, if this build wrote one. */
export function readSearchAnswer(propertyCode: string, search: BasketSearch): SavedSearchAnswer | null {
  const answer = searchAnswer.read();
  if (answer === null) return null;
  const matches =
    answer.buildId === __BUILD_ID__ &&
    answer.propertyCode.toLowerCase() === propertyCode.toLowerCase() &&
    isSameSearch(answer.search, search);
  return matches ? answer : null;
}

function forgetSearchAnswer(): void {
  searchAnswer.clear();
}

/** Whether two searches are the same stay, rooms and codes (the basket's rooms still apply). */
export function isSameSearch(a: BasketSearch | null, b: BasketSearch | null): boolean {
  if (a === null || b === null) return a === b;
  const code = (value: string | undefined) => (value ?? '').trim().toUpperCase();
  return (
    a.from === b.from &&
    a.to === b.to &&
    a.rooms === b.rooms &&
    code(a.promo) === code(b.promo) &&
    (a.location ?? null) === (b.location ?? null) &&
    code(a.ratePlan) === code(b.ratePlan)
  );
}

/**
 * Spec section 4, "Search": a new search empties the basket (items, active room and item) and
 * starts again with room 1 choosing its room type.
 */
export function startBasketForSearch(propertyCode: string, search: BasketSearch): void {
  basket$.set({
    ...emptyBasket(),
    propertyCode,
    search,
    ...searchStartPosition(),
    updatedAt: new Date().toISOString(),
  });
}

/** Keeps the checkout form's draft (without card number and security code). */
export function saveCheckoutDraft(draft: CheckoutDraft): void {
  basket$.set({ ...basket$.peek(), checkout: draft });
}

/**
 * Forgets the guest's personal details (logout on a shared device): the checkout draft, the
 * gift voucher and each room's lead guest. The rooms themselves stay chosen.
 */
export function forgetGuestDetails(): void {
  const basket = basket$.peek();
  basket$.set({
    ...basket,
    items: basket.items.map((item) => ({ ...item, leadGuest: { firstName: '', lastName: '' } })),
    checkout: null,
    voucher: null,
  });
}

export function saveCheckedVoucher(voucher: CheckedVoucher | null): void {
  basket$.set({ ...basket$.peek(), voucher });
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the booking is for: a change here is another booking, with another Idempotency-Key. */
function roomsFingerprint(basket: Basket): string {
  return JSON.stringify([basket.propertyCode, basket.items]);
}

/** The Idempotency-Key of this checkout attempt: the same across retries and reloads until the rooms change. */
export function checkoutAttemptKey(newKey: () => string = randomKey): string {
  const basket = basket$.peek();
  const fingerprint = roomsFingerprint(basket);
  if (basket.attempt && basket.attempt.roomsFingerprint === fingerprint) return basket.attempt.key;
  const key = newKey();
  basket$.set({ ...basket, attempt: { key, roomsFingerprint: fingerprint } });
  return key;
}
