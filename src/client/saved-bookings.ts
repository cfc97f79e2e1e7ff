// zod/mini: the basket already brings it; the confirmation's own schema would bring all of zod.
import { z } from 'zod/mini';
import type { ReservationConfirmation } from '../contract/reservation-confirmation';

// "Your bookings": every booking made or opened on this device, kept so its confirmation opens
// offline, long after the query cache (a week, and one build) has let it go. Card data is never
// kept: of the card only its brand and last four digits, as the confirmation shows them.
// Bookings seen while signed in are marked as the account's, and logging out removes them.

export const savedBookingsKey = 'stayfront.bookings';
/** Bump when the kept confirmation's shape changes: older entries are then dropped, not misread. */
const savedBookingsVersion = 1;

/** The confirmation as kept on the device: the card reduced to what the page shows. */
export type SavedConfirmation = Omit<ReservationConfirmation, 'Card'> & {
  Card: { CardType: string; LastFourDigits: string } | null;
};

const savedBookingSchema = z.object({
  version: z.literal(savedBookingsVersion),
  propertyCode: z.string(),
  confirmationToken: z.string().check(z.minLength(1)),
  /** When it was first kept on this device (ISO instant). */
  savedAt: z.string(),
  /** Seen while signed in to an account: logging out removes it. */
  fromAccount: z.boolean(),
  confirmation: z.custom<SavedConfirmation>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as SavedConfirmation).ReferenceNumber === 'string' &&
      typeof (value as SavedConfirmation).PropertyName === 'string' &&
      Array.isArray((value as SavedConfirmation).Rooms),
  ),
});
export type SavedBooking = z.infer<typeof savedBookingSchema>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readAll(): SavedBooking[] {
  const raw = storage()?.getItem(savedBookingsKey);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const checked = savedBookingSchema.safeParse(entry);
    return checked.success ? [checked.data] : [];
  });
}

function writeAll(bookings: readonly SavedBooking[]): void {
  try {
    storage()?.setItem(savedBookingsKey, JSON.stringify(bookings));
  } catch {
    // Storage full or disabled: the booking is simply not kept.
  }
  window.dispatchEvent(new Event(savedBookingsChanged));
}

/** Fired on the window whenever the kept bookings change. */
export const savedBookingsChanged = 'stayfront:saved-bookings';

/** Newest booking first. */
export function savedBookings(): SavedBooking[] {
  return readAll().sort((a, b) =>
    a.confirmation.CreatedAt < b.confirmation.CreatedAt
      ? 1
      : a.confirmation.CreatedAt > b.confirmation.CreatedAt
        ? -1
        : 0,
  );
}

export function savedBooking(confirmationToken: string): SavedBooking | null {
  return readAll().find((booking) => booking.confirmationToken === confirmationToken) ?? null;
}

/** Keeps (or refreshes) a confirmation on this device. */
export function saveBooking(
  propertyCode: string,
  confirmationToken: string,
  confirmation: ReservationConfirmation,
  fromAccount: boolean,
): void {
  const all = readAll();
  const existing = all.find((booking) => booking.confirmationToken === confirmationToken);
  const { Card, ...rest } = confirmation;
  const kept: SavedBooking = {
    version: savedBookingsVersion,
    propertyCode,
    confirmationToken,
    savedAt: existing?.savedAt ?? new Date().toISOString(),
    fromAccount: fromAccount || (existing?.fromAccount ?? false),
    confirmation: { ...rest, Card: Card ? { CardType: Card.CardType, LastFourDigits: Card.LastFourDigits } : null },
  };
  if (existing && JSON.stringify(existing) === JSON.stringify(kept)) return;
  writeAll([kept, ...all.filter((booking) => booking.confirmationToken !== confirmationToken)]);
}

export function removeSavedBooking(confirmationToken: string): void {
  writeAll(readAll().filter((booking) => booking.confirmationToken !== confirmationToken));
}

/** Logout: the bookings seen while signed in go; those made as a guest stay. */
export function forgetAccountBookings(): void {
  const all = readAll();
  const kept = all.filter((booking) => !booking.fromAccount);
  if (kept.length !== all.length) writeAll(kept);
}
