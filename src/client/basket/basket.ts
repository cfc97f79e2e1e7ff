import { observable } from '@legendapp/state';
import { configureObservablePersistence, persistObservable } from '@legendapp/state/persist';
import { ObservablePersistLocalStorage } from '@legendapp/state/persist-plugins/local-storage';
import { useSelector } from '@legendapp/state/react';
import type { AvailabilitySearchResponse } from '../../contract/availability';
import { searchStartPosition } from '../../domain/booking-flow';
import { toMinorUnits } from '../../domain/money';
import { taxLinesFromApi } from '../../domain/taxes';
import { checkedBy, persistedValue } from '../persisted-value';
import {
  basketVersion,
  isBasket,
  isSavedSearchAnswer,
  type Basket,
  type BasketSearch,
  type CheckedVoucher,
  type CheckoutDraft,
  type SavedSearchAnswer,
} from './basket-shape';

export type {
  Basket,
  BasketItem,
  BasketSearch,
  CheckedVoucher,
  CheckoutDraft,
  SavedSearchAnswer,
} from './basket-shape';

// The basket and the guest's place in the booking flow: the one module that touches
// legend-state. Persisted to localStorage so a reload or an offline moment keeps the guest's
// choices; what is restored is checked first through persisted-value.ts, and anything that does
// not fit is brought up to date where an older version's shape is known, else thrown away.
// Card numbers and CVV never go in here (docs/architecture.md, rules the server owns).
//
// The basket is replaced as a whole on every change (`updateBasket`), never mutated in place,
// so React sees each change and a half-made change is never saved.

const storageKey = 'stayfront.basket';

// The last search answer for the basket's stay, kept beside the basket so an offline reload
// of Rooms and Rates still shows the rooms chosen, their rates and prices, and the step the
// guest was on. In a key of its own: the basket is rewritten at every step, the answer only
// when a search comes back. Only the build that wrote it reads it (the shape may change).
const searchAnswerKey = `${storageKey}.searchAnswer`;

const searchAnswer = persistedValue<SavedSearchAnswer | null>(
  searchAnswerKey,
  checkedBy((value) => (isSavedSearchAnswer(value) ? (value as SavedSearchAnswer) : undefined)),
  null,
);

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

/**
 * Checks the stored basket before legend-state loads it: a basket of this version is kept, one
 * of versions 3 or 4 is brought up to date (`upgradedBasket`), anything else is dropped.
 */
function restoreStoredBasket(): void {
  const stored = persistedValue<Basket | null>(
    storageKey,
    checkedBy((value) => (isBasket(value) ? (value as Basket) : undefined)),
    null,
  );
  if (stored.read() !== null) return;
  const older = persistedValue<object | null>(
    storageKey,
    checkedBy((value) => (typeof value === 'object' && value !== null ? value : undefined)),
    null,
  ).read();
  const upgraded = older === null ? null : upgradedBasket(older, storedSearchResponse);
  if (upgraded) stored.write(upgraded);
  else stored.clear();
  // legend-state's own note of the stored basket goes with the value it described.
  persistedValue(
    `${storageKey}__m`,
    checkedBy(() => undefined),
    null,
  ).clear();
}

/** The search answer kept beside the basket (any build's), if it is this property's. */
function storedSearchResponse(propertyCode: string): { search: unknown; response: Record<string, unknown> } | null {
  const answer = searchAnswer.read();
  return answer && answer.propertyCode.toLowerCase() === propertyCode.toLowerCase()
    ? { search: answer.search, response: answer.response as unknown as Record<string, unknown> }
    : null;
}

type KeptAnswerOf = typeof storedSearchResponse;

/** A stored basket of version 3 or 4 in this version's shape, or null when it is neither. */
function upgradedBasket(stored: object, answerOf: KeptAnswerOf): Basket | null {
  const old = stored as Record<string, unknown>;
  const version4 = old.version === 3 ? fromVersion3(old, answerOf) : old;
  if (version4?.version !== 4 || !Array.isArray(version4.items)) return null;
  const upgraded: unknown = fromVersion4(version4, answerOf);
  return isBasket(upgraded) ? (upgraded as Basket) : null;
}

/** The basket with its rooms let go (the guest chooses them again, from the same search), the search and details typed kept. */
function withoutRooms(old: Record<string, unknown>, version: number): Record<string, unknown> {
  return {
    ...old,
    version,
    items: [],
    voucher: null,
    attempt: null,
    selectedRoomTypeId: null,
    ...(old.search ? searchStartPosition() : { step: 1, activeRoomNumber: null }),
  };
}

/** The checkout attempt under way stays the same attempt (a retry must not book twice) while the rooms are the same. */
function sameAttempt(old: Record<string, unknown>, items: unknown[]): unknown {
  const attempt = old.attempt as { key?: unknown; roomsFingerprint?: unknown } | null;
  const sameRooms = attempt?.roomsFingerprint === JSON.stringify([old.propertyCode, old.items]);
  return attempt && sameRooms ? { ...attempt, roomsFingerprint: JSON.stringify([old.propertyCode, items]) } : null;
}

/**
 * Version 3 kept the room's price (`totalCost`) and the voucher's discount (`discount`) in major
 * units: in version 4's shape (minor units), converted in the property's currency, known from the
 * search answer kept beside the basket; without it the rooms and voucher are let go.
 */
function fromVersion3(old: Record<string, unknown>, answerOf: KeptAnswerOf): Record<string, unknown> | null {
  if (!Array.isArray(old.items)) return null;
  const kept = typeof old.propertyCode === 'string' ? answerOf(old.propertyCode) : null;
  const currency = typeof kept?.response.Currency === 'string' ? kept.response.Currency : null;
  const oldItems: unknown[] = old.items;
  const oldVoucher = old.voucher as Record<string, unknown> | null | undefined;
  const amountsKnown =
    currency !== null &&
    oldItems.every((item) => Number.isFinite((item as Record<string, unknown> | null)?.totalCost)) &&
    (oldVoucher === null || Number.isFinite(oldVoucher?.discount));
  if (!amountsKnown) return withoutRooms(old, 4);
  const items = oldItems.map((item) => {
    const { totalCost, ...rest } = item as Record<string, unknown>;
    return { ...rest, roomTotalMinor: toMinorUnits(totalCost as number, currency) };
  });
  let voucher: unknown = null;
  if (oldVoucher) {
    const { discount, ...rest } = oldVoucher;
    voucher = { ...rest, discountMinor: toMinorUnits(discount as number, currency) };
  }
  return { ...old, version: 4, items, voucher, attempt: sameAttempt(old, items) };
}

/**
 * Version 4 kept no taxes with the rooms: each room's lines are taken from the search answer
 * kept beside the basket, for the same search and the same price; when any room's cannot be
 * found its total would be shown without them, so the rooms are let go instead.
 */
function fromVersion4(old: Record<string, unknown>, answerOf: KeptAnswerOf): Record<string, unknown> {
  const kept = typeof old.propertyCode === 'string' ? answerOf(old.propertyCode) : null;
  const currency = kept?.response.Currency;
  const sameSearch =
    kept !== null && isSameSearch(kept.search as BasketSearch, (old.search ?? null) as BasketSearch | null);
  if (!kept || !sameSearch || typeof currency !== 'string') return withoutRooms(old, basketVersion);
  const response = kept.response as unknown as AvailabilitySearchResponse;
  const items: unknown[] = [];
  for (const item of old.items as Record<string, unknown>[]) {
    const price = Array.isArray(response.RoomTypes)
      ? response.RoomTypes.find((roomType) => roomType.RoomTypeId === item?.roomTypeId)
          ?.RatePlans?.find((ratePlan) => ratePlan.RatePlanId === item?.ratePlanId)
          ?.Prices?.find((candidate) => candidate.RoomIndex === (item?.roomNumber as number) - 1)
      : undefined;
    if (!price || !Array.isArray(price.Taxes) || toMinorUnits(price.TotalCost, currency) !== item.roomTotalMinor)
      return withoutRooms(old, basketVersion);
    items.push({ ...item, taxLines: taxLinesFromApi(price.Taxes, currency) });
  }
  return { ...old, version: basketVersion, items, attempt: sameAttempt(old, items) };
}

configureObservablePersistence({ pluginLocal: ObservablePersistLocalStorage });
restoreStoredBasket();

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

/** The basket's search for a Rooms-And-Rates URL's search. */
export function basketSearchOf(search: BasketSearch): BasketSearch {
  return {
    from: search.from,
    to: search.to,
    rooms: search.rooms,
    promo: search.promo,
    location: search.location,
    ratePlan: search.ratePlan,
  };
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
 * docs/product.md, the booking flow, "Search": a new search empties the basket (items, active room and item) and
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
