import { stayNights } from './stay-nights';

// Rooms a set of stays holds, per room type and night, and what moving from one set to another
// takes and gives back. A change of dates takes the gained nights and releases the lost ones,
// row by row in one fixed order (room type, then date), the order every booking locks them in.

export interface RoomNight {
  roomTypeId: number;
  date: string;
  rooms: number;
}

/** One room a night for each night of each stay, counted per room type and night. */
export function heldNights(stays: readonly { roomTypeId: number; dateFrom: string; dateTo: string }[]): RoomNight[] {
  const counts = new Map<string, RoomNight>();
  for (const stay of stays) {
    for (const date of stayNights(stay.dateFrom, stay.dateTo)) {
      const key = `${stay.roomTypeId}|${date}`;
      const night = counts.get(key) ?? { roomTypeId: stay.roomTypeId, date, rooms: 0 };
      night.rooms += 1;
      counts.set(key, night);
    }
  }
  return [...counts.values()];
}

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
  return [...net.values()]
    .filter((night) => night.rooms !== 0)
    .sort((a, b) => a.roomTypeId - b.roomTypeId || a.date.localeCompare(b.date));
}
