// Which room type each requested room of a search gets, from the room types each one fits.

/** A room type as searched (availability.ts's RoomTypeAvailability): offered or not, and its rates. */
interface SearchedRoomType {
  roomTypeId: number;
  offered: boolean;
  rates: readonly ({ available: true; prices: readonly { roomIndex: number }[] } | { available: false })[];
}

/** Offered room types with a priced rate for the room at `roomIndex`. */
export function fittingRoomTypeIds(roomTypes: readonly SearchedRoomType[], roomIndex: number): number[] {
  return roomTypes
    .filter(
      (roomType) =>
        roomType.offered &&
        roomType.rates.some((rate) => rate.available && rate.prices.some((p) => p.roomIndex === roomIndex)),
    )
    .map((roomType) => roomType.roomTypeId);
}

export interface RoomAssignment {
  satisfiable: boolean;
  /** The room type each requested room gets, or null for rooms left without one. */
  roomTypeIds: (number | null)[];
}

/**
 * Gives each requested room one of the room types it fits, never more rooms of a type than
 * its stock. A greedy pass can fail where an answer exists (room A fits X or Y, room B only
 * X, one X left: A must take Y), so this is a maximum bipartite matching with capacities
 * (Kuhn's augmenting paths): each room in turn takes the first fitting type with a room
 * free, or moves an earlier room to another of its types to free one. Rooms are few (at
 * most MaxNumberOfRoomsOnBooking), so the O(rooms^2 x types) worst case is nothing.
 * Deterministic: earlier room types in `fitting` are preferred.
 */
export function assignRooms(
  fitting: readonly (readonly number[])[],
  stock: Readonly<Record<number, number>>,
): RoomAssignment {
  const roomTypeIds: (number | null)[] = fitting.map(() => null);
  const occupants = new Map<number, number[]>();
  const occupantsOf = (roomTypeId: number) => {
    let list = occupants.get(roomTypeId);
    if (!list) occupants.set(roomTypeId, (list = []));
    return list;
  };

  const place = (room: number, visited: Set<number>): boolean => {
    for (const roomTypeId of fitting[room] ?? []) {
      if (visited.has(roomTypeId)) continue;
      visited.add(roomTypeId);
      const inIt = occupantsOf(roomTypeId);
      if (inIt.length < (stock[roomTypeId] ?? 0)) {
        inIt.push(room);
        roomTypeIds[room] = roomTypeId;
        return true;
      }
      for (let k = 0; k < inIt.length; k++) {
        const other = inIt[k]!;
        if (place(other, visited)) {
          inIt[k] = room;
          roomTypeIds[room] = roomTypeId;
          return true;
        }
      }
    }
    return false;
  };

  let satisfiable = true;
  for (let room = 0; room < fitting.length; room++) if (!place(room, new Set())) satisfiable = false;
  return { satisfiable: satisfiable && fitting.length > 0, roomTypeIds };
}
