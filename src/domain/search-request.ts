import type { Guests } from './occupancy';
import { addDays, addMonths, isStayDate } from './stay-nights';

// Validation of an availability search (docs/product.md, rules, and the 36-month window): the rules
// that need the property (its today, room and guest maxima), beyond the request's shape.
// Keys are the request's field paths as the API reports them ("Rooms[0].NumberOfAdults"),
// so the result is the 400 ModelState as it is, and the search form can place each message.

/** Field path -> messages; empty when the request is valid. */
export type FieldMessages = Record<string, string[]>;

/** docs/product.md, prices, dates and formats: bookable from today to 36 months ahead. */
export const bookingWindowMonths = 36;

/** The UI text when a guest tries to add a room beyond MaxNumberOfRoomsOnBooking (docs/product.md, rules). */
export const maximumRoomsReachedMessage = 'You have added the maximum number of rooms';

export interface SearchRequestInput {
  propertyId: number | string | null | undefined;
  dateFrom: string | null | undefined;
  dateTo: string | null | undefined;
  rooms: readonly Guests[] | null | undefined;
}

export interface SearchRules {
  /** The property's today, 'YYYY-MM-DD' (todayIn(property time zone, now)). */
  today: string;
  maxNumberOfRoomsOnBooking: number;
  /** The property's AdultMaximumOccupancy and ChildMaximumOccupancy (per room). */
  adultMaximumOccupancy: number;
  childMaximumOccupancy: number;
  /** When false the property does not search with children / infants (default true). */
  enableChildrenSearch?: boolean;
  enableInfantSearch?: boolean;
}

/** The last date a stay may start: today + 36 months. A stay may end the day after. */
export function lastArrivalDate(today: string): string {
  return addMonths(today, bookingWindowMonths);
}

/** Whether one more room may be added to a search or basket of `rooms` rooms. */
export function canAddRoom(rooms: number, maxNumberOfRoomsOnBooking: number): boolean {
  return rooms < maxNumberOfRoomsOnBooking;
}

export function validateSearchRequest(input: SearchRequestInput, rules: SearchRules): FieldMessages {
  const errors: FieldMessages = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);

  if (
    input.propertyId === null ||
    input.propertyId === undefined ||
    input.propertyId === '' ||
    input.propertyId === 0
  ) {
    add('PropertyId', 'Please choose a property.');
  }
  validateDates(input, rules, add);
  validateRooms(input.rooms ?? [], rules, add);
  return errors;
}

function validateDates(input: SearchRequestInput, rules: SearchRules, add: (field: string, message: string) => void) {
  const dateFrom = input.dateFrom ?? '';
  const dateTo = input.dateTo ?? '';
  const fromValid = isStayDate(dateFrom);
  const toValid = isStayDate(dateTo);
  if (dateFrom === '') add('DateFrom', 'Please choose your arrival date.');
  else if (!fromValid) add('DateFrom', 'The arrival date must be a real date like 2026-05-01.');
  if (dateTo === '') add('DateTo', 'Please choose your departure date.');
  else if (!toValid) add('DateTo', 'The departure date must be a real date like 2026-05-02.');

  const lastArrival = lastArrivalDate(rules.today);
  if (fromValid) {
    if (dateFrom < rules.today) add('DateFrom', 'Your arrival date cannot be in the past.');
    else if (dateFrom > lastArrival)
      add(
        'DateFrom',
        `We take bookings up to ${bookingWindowMonths} months ahead. Please choose an earlier arrival date.`,
      );
  }
  if (fromValid && toValid && dateTo <= dateFrom) add('DateTo', 'Your departure date must be after your arrival date.');
  else if (toValid && dateTo > addDays(lastArrival, 1)) {
    add(
      'DateTo',
      `We take bookings up to ${bookingWindowMonths} months ahead. Please choose an earlier departure date.`,
    );
  }
}

function validateRooms(rooms: readonly Guests[], rules: SearchRules, add: (field: string, message: string) => void) {
  if (rooms.length === 0) add('Rooms', 'Please add at least one room.');
  if (rooms.length > rules.maxNumberOfRoomsOnBooking) {
    const max = rules.maxNumberOfRoomsOnBooking;
    add('Rooms', `You can book up to ${max} ${max === 1 ? 'room' : 'rooms'} in one booking.`);
  }
  rooms.forEach((room, index) => {
    const label = `Room ${index + 1}`;
    const field = (name: string) => `Rooms[${index}].${name}`;
    const counts = [
      ['NumberOfAdults', 'adults', room.adults],
      ['NumberOfChildren', 'children', room.children],
      ['NumberOfInfants', 'infants', room.infants],
    ] as const;
    let countsValid = true;
    for (const [name, noun, value] of counts) {
      if (!Number.isInteger(value) || value < 0) {
        add(field(name), `${label}: the number of ${noun} must be a whole number, 0 or more.`);
        countsValid = false;
      }
    }
    if (!countsValid) return;
    if (room.adults + room.children === 0) add(`Rooms[${index}]`, `${label} needs at least one adult or child.`);
    if (room.adults > rules.adultMaximumOccupancy) {
      add(
        field('NumberOfAdults'),
        `${label} can have at most ${plural(rules.adultMaximumOccupancy, 'adult', 'adults')}.`,
      );
    }
    if (rules.enableChildrenSearch === false && room.children > 0)
      add(field('NumberOfChildren'), 'This property does not take searches with children.');
    if (rules.enableInfantSearch === false && room.infants > 0)
      add(field('NumberOfInfants'), 'This property does not take searches with infants.');
    // Infants count against the child maximum, as in the occupancy rule.
    if (room.children + room.infants > rules.childMaximumOccupancy) {
      add(
        field(room.children > 0 ? 'NumberOfChildren' : 'NumberOfInfants'),
        rules.childMaximumOccupancy === 0
          ? `${label} cannot have children or infants.`
          : `${label} can have at most ${rules.childMaximumOccupancy} children and infants together.`,
      );
    }
  });
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
