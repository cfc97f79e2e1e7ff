import * as z from 'zod/mini';
import type { PreCheckInReservation, PreCheckInSaveRequest } from '../../../contract/pre-check-in';
import {
  initialPreCheckInPosition,
  preCheckInSteps,
  type PreCheckInPosition,
} from '../../../domain/pre-check-in-steps';
import { persistedValue } from '../../persisted-value';

// The guest's pre-check-in entries ("the draft"), kept on the device while they type so a
// reload or a dropped connection loses nothing, with the reservation as last loaded (so the
// page opens offline) and the step they were on. Card numbers and security codes are never
// part of it: only the id of a saved card the guest picked.

export const preCheckInStoragePrefix = 'stayfront.personal.precheckin.';
export const preCheckInStorageKey = (referenceNumber: string) => `${preCheckInStoragePrefix}${referenceNumber}`;

export interface GuestEntry {
  IndividualId: number | null;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
}

export interface BookerEntry extends GuestEntry {
  Street: string;
  City: string;
  CountryId: number | null;
  StateOrCounty: string;
  ZipCode: string;
}

export interface ItemEntry {
  ReservationItemId: number;
  RoomConfigurationId: number | null;
  Guests: GuestEntry[];
  /** The room's extras as they should be after the save (never below what is booked). */
  Services: { ServiceId: number; Quantity: number }[];
}

export interface PreCheckInDraft {
  booker: BookerEntry | null;
  items: ItemEntry[];
  specialRequests: string;
  /** A saved card of the booker chosen for the stay; a new card is never in the draft. */
  savedCardId: number | null;
}

/** A save waiting for an answer: sent when the connection is back, with the same key. */
export interface PendingSave {
  idempotencyKey: string;
  /** The payload as sent, without any new card's number or security code. */
  request: PreCheckInSaveRequest;
  /** A new card was entered for this save but is not stored on the device. */
  cardLeftOut: boolean;
  queuedAt: string;
}

export interface StoredPreCheckIn {
  version: 1;
  /** The link's code: a draft opens only through the same link. */
  code: string;
  reservation: PreCheckInReservation;
  draft: PreCheckInDraft;
  position: PreCheckInPosition;
  pending: PendingSave | null;
}

const text = (value: string | null | undefined) => value ?? '';

export function draftFromReservation(reservation: PreCheckInReservation): PreCheckInDraft {
  const booker = reservation.Booker;
  return {
    booker: booker
      ? {
          IndividualId: booker.IndividualId,
          FirstName: text(booker.FirstName),
          LastName: text(booker.LastName),
          Email: text(booker.Email),
          Phone: text(booker.Phone),
          Street: text(booker.Street),
          City: text(booker.City),
          CountryId: booker.CountryId,
          StateOrCounty: text(booker.StateOrCounty),
          ZipCode: text(booker.ZipCode),
        }
      : null,
    items: reservation.ReservationItems.map((item) => ({
      ReservationItemId: item.ReservationItemId,
      RoomConfigurationId: item.RoomConfiguration?.Id ?? null,
      Guests: item.Guests.map((guest) => ({
        IndividualId: guest.IndividualId,
        FirstName: text(guest.FirstName),
        LastName: text(guest.LastName),
        Email: text(guest.Email),
        Phone: text(guest.Phone),
      })),
      Services: item.Services.map((service) => ({ ServiceId: service.ServiceId, Quantity: service.Quantity })),
    })),
    specialRequests: reservation.SpecialRequests,
    savedCardId: null,
  };
}

/** A restored draft is used only when it belongs to the same rooms and guests as the reservation now. */
export function draftFitsReservation(draft: PreCheckInDraft, reservation: PreCheckInReservation): boolean {
  if (!!draft.booker !== !!reservation.Booker) return false;
  if (draft.items.length !== reservation.ReservationItems.length) return false;
  return reservation.ReservationItems.every((item, index) => {
    const entry = draft.items[index];
    return entry?.ReservationItemId === item.ReservationItemId && entry.Guests.length === item.Guests.length;
  });
}

/** The quantity of an extra already booked for the room: the guest cannot go below it. */
export function bookedQuantityOf(
  reservation: PreCheckInReservation,
  reservationItemId: number,
  serviceId: number,
): number {
  const item = reservation.ReservationItems.find((candidate) => candidate.ReservationItemId === reservationItemId);
  return (
    item?.Services.filter((service) => service.ServiceId === serviceId).reduce(
      (sum, service) => sum + service.Quantity,
      0,
    ) ?? 0
  );
}

/** Sets an extra's quantity for a room, never below its booked quantity nor above 99. */
export function withServiceQuantity(
  draft: PreCheckInDraft,
  reservation: PreCheckInReservation,
  itemIndex: number,
  serviceId: number,
  quantity: number,
): PreCheckInDraft {
  const item = draft.items[itemIndex];
  if (!item) return draft;
  const floor = bookedQuantityOf(reservation, item.ReservationItemId, serviceId);
  const wanted = Math.min(Math.max(Math.trunc(quantity), floor), 99);
  const others = item.Services.filter((service) => service.ServiceId !== serviceId);
  const services = wanted > 0 ? [...others, { ServiceId: serviceId, Quantity: wanted }] : others;
  return {
    ...draft,
    items: draft.items.map((entry, index) => (index === itemIndex ? { ...entry, Services: services } : entry)),
  };
}

/**
 * The card part of a save as entered on this page: a new card, or a saved card with its
 * security code. Held in memory only; never written to the device.
 */
export interface CardEntry {
  CreditCardId?: number | null;
  CardNumber?: string;
  NameOnCard?: string;
  ExpiryMonth?: number;
  ExpiryYear?: number;
  SecurityCode: string;
  CreditCardTypeId?: number | null;
}

/** The save payload from the reservation, the draft and the link code. */
export function saveRequestOf(
  reservation: PreCheckInReservation,
  draft: PreCheckInDraft,
  code: string,
  card: CardEntry | null,
): PreCheckInSaveRequest {
  const cardDetails = card ? { ...card } : draft.savedCardId ? { CreditCardId: draft.savedCardId } : null;
  return {
    PropertyId: reservation.PropertyId,
    ReferenceNumber: reservation.ReferenceNumber,
    IsReservation: reservation.IsReservation,
    EntityId: reservation.EntityId,
    Code: code,
    SpecialRequests: draft.specialRequests,
    Booker: draft.booker
      ? {
          ...draft.booker,
          // An unchosen country is left out rather than sent as 0.
          CountryId: draft.booker.CountryId && draft.booker.CountryId > 0 ? draft.booker.CountryId : null,
        }
      : null,
    ReservationItems: draft.items.map((item) => ({
      ReservationItemId: item.ReservationItemId,
      RoomConfigurationDropdownOptionId: item.RoomConfigurationId,
      Guests: item.Guests,
      Services: item.Services.filter((service) => service.Quantity > 0),
    })),
    CardDetails: cardDetails,
  };
}

/** Whatever reaches the device's storage: card numbers and security codes are dropped. */
export function withoutCardSecrets(request: PreCheckInSaveRequest): PreCheckInSaveRequest {
  const card = request.CardDetails;
  if (!card) return { ...request, CardDetails: null };
  return { ...request, CardDetails: card.CreditCardId ? { CreditCardId: card.CreditCardId } : null };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// What a stored record must have to be restored: the shape of the contract types inside it is
// the build's own (a record another build wrote with another shape is caught by these keys).
const present = <T>() =>
  z.custom<T>((value) => value !== null && value !== undefined && value !== false && value !== '' && value !== 0);
const storedPreCheckInSchema = z.pipe(
  z.object({
    version: z.literal(1),
    code: z.string(),
    reservation: present<PreCheckInReservation>(),
    draft: present<PreCheckInDraft>(),
    position: present<PreCheckInPosition>(),
    pending: z.optional(z.nullable(z.custom<PendingSave>())),
  }),
  // An unknown step (from an older build) opens at the start rather than nowhere.
  z.transform((record): StoredPreCheckIn => ({
    ...record,
    position: preCheckInSteps.includes(record.position.step) ? record.position : initialPreCheckInPosition,
    pending: record.pending ?? null,
  })),
);

const storedPreCheckIn = (referenceNumber: string, store: Storage | null) =>
  persistedValue<StoredPreCheckIn | null>(
    preCheckInStorageKey(referenceNumber),
    storedPreCheckInSchema,
    null,
    () => store,
  );

export function readStoredPreCheckIn(
  referenceNumber: string,
  store: Storage | null = storage(),
): StoredPreCheckIn | null {
  return storedPreCheckIn(referenceNumber, store).read();
}

export function writeStoredPreCheckIn(
  referenceNumber: string,
  record: StoredPreCheckIn,
  store: Storage | null = storage(),
): void {
  const safe: StoredPreCheckIn = {
    ...record,
    pending: record.pending ? { ...record.pending, request: withoutCardSecrets(record.pending.request) } : null,
  };
  storedPreCheckIn(referenceNumber, store).write(safe);
}

export function clearStoredPreCheckIn(referenceNumber: string, store: Storage | null = storage()): void {
  storedPreCheckIn(referenceNumber, store).clear();
}
