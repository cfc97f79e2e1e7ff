import { stayNights } from './stay-nights';

// Rooms a set of stays holds, per room type and night, and what moving from one set to another
// takes and gives back. A change of dates takes the gained nights and releases the lost ones,
// row by row in one fixed order (room type, then date), the order every booking locks them in.

export interface RoomNight {
  roomTypeId: number;
  date: string;
  rooms: number;
}

/**
 * The room nights a set of stays holds (a reservation takes), one entry per room type and
 * night with the count, sorted by room type then date: take them in this fixed order so two
 * concurrent bookings never lock inventory rows in opposite orders.
 */
export function roomNightsToTake(
  stays: readonly { roomTypeId: number; dateFrom: string; dateTo: string }[],
): RoomNight[] {
  const counts = new Map<string, RoomNight>();
  for (const stay of stays) {
    for (const date of stayNights(stay.dateFrom, stay.dateTo)) {
      const key = `${stay.roomTypeId}|${date}`;
      const entry = counts.get(key);
      if (entry) entry.rooms += 1;
      else counts.set(key, { roomTypeId: stay.roomTypeId, date, rooms: 1 });
    }
  }
  return [...counts.values()].sort(inLockingOrder);
}

const inLockingOrder = (a: RoomNight, b: RoomNight) =>
  a.roomTypeId - b.roomTypeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** New minus old per room type and night, without the nights that stay as they are, in the fixed order. */
export function netNights(old: readonly RoomNight[], next: readonly RoomNight[]): RoomNight[] {
  const net = new Map<string, RoomNight>();
  for (const [sign, nights] of [
    [-1, old],
    [1, next],
  ] as const) {
    for (const night of nights) {
      const key = `${night.roomTypeId}|${night.date}`;
      const entry = net.get(key) ?? { roomTypeId: night.roomTypeId, date: night.date, rooms: 0 };
      entry.rooms += sign * night.rooms;
      net.set(key, entry);
    }
  }
  return [...net.values()].filter((night) => night.rooms !== 0).sort(inLockingOrder);
}
