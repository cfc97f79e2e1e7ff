// Rooms and guests as a guest reads them: "2 rooms · 3 adults, 1 child".

export interface RoomGuests {
  adults: number;
  children: number;
  infants: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 adults, 1 child, 1 infant" for guests in any number of rooms. */
export function guestsText(rooms: readonly RoomGuests[]): string {
  const total = (key: keyof RoomGuests) => rooms.reduce((sum, room) => sum + room[key], 0);
  const guests = [plural(total('adults'), 'adult', 'adults')];
  if (total('children') > 0) guests.push(plural(total('children'), 'child', 'children'));
  if (total('infants') > 0) guests.push(plural(total('infants'), 'infant', 'infants'));
  return guests.join(', ');
}

/** "1 room · 2 adults", "2 rooms · 3 adults, 1 child" */
export function roomsSummary(rooms: readonly RoomGuests[]): string {
  return `${plural(rooms.length, 'room', 'rooms')} · ${guestsText(rooms)}`;
}

/** "2 adults, 1 child" for one room. */
export function roomGuestsText(room: RoomGuests): string {
  return guestsText([room]);
}
