import type { AvailabilitySearchRequestInput } from '../contract/availability';
import { isStayDate } from './stay-nights';

// What a search needs (docs/product.md, rules): a property, both dates (leaving after arriving), at
// least one room, and no more rooms than MaxNumberOfRoomsOnBooking. Rooms travel in URLs in a
// compact form, "2-0-0,1-1-0": adults-children-infants per room.

export interface SearchRoom {
  adults: number;
  children: number;
  infants: number;
}

export interface StaySearch {
  dateFrom: string;
  dateTo: string;
  rooms: SearchRoom[];
}

const roomPattern = /^(\d{1,2})-(\d{1,2})-(\d{1,2})$/;

export function formatRoomsParam(rooms: SearchRoom[]): string {
  return rooms.map((r) => `${r.adults}-${r.children}-${r.infants}`).join(',');
}

/** The rooms of a URL, or null when the text is not a list of rooms. */
export function parseRoomsParam(value: string | undefined | null): SearchRoom[] | null {
  if (!value) return null;
  const rooms: SearchRoom[] = [];
  for (const part of value.split(',')) {
    const match = roomPattern.exec(part.trim());
    if (!match) return null;
    rooms.push({ adults: Number(match[1]), children: Number(match[2]), infants: Number(match[3]) });
  }
  return rooms;
}

export function isSearchPossible(search: Partial<StaySearch>, maxRooms: number): search is StaySearch {
  const { dateFrom, dateTo, rooms } = search;
  if (!dateFrom || !dateTo || !isStayDate(dateFrom) || !isStayDate(dateTo) || dateTo <= dateFrom) return false;
  if (!rooms || rooms.length < 1 || rooms.length > maxRooms) return false;
  // Every room needs someone staying in it; an infant cannot be the only guest.
  return rooms.every((room) => room.adults + room.children >= 1);
}

/** A search as the Rooms and Rates URL carries it: ?from=&to=&rooms=2-0-0,1-1-0&promo=&location=&ratePlan= */
export interface StayUrlSearch {
  from: string;
  to: string;
  /** "2-0-0,1-1-0" */
  rooms: string;
  promo?: string;
  location?: number;
  ratePlan?: string;
}

/** POST /api/Availability/Search's body for a search in a URL (the app's, and the server's first paint). */
export function availabilitySearchRequestOf(
  propertyCode: string,
  search: StayUrlSearch,
): AvailabilitySearchRequestInput {
  return {
    PropertyId: propertyCode,
    LanguageCode: 'en',
    PromoCode: search.promo ?? null,
    RatePlanCode: search.ratePlan ?? null,
    DateFrom: search.from,
    DateTo: search.to,
    LocationId: search.location ?? null,
    Rooms: searchRequestRooms(search.rooms),
  };
}

/** A URL's rooms ("2-0-0,1-1-0") as the search calls take them; none when the text is not rooms. */
export function searchRequestRooms(roomsParam: string): AvailabilitySearchRequestInput['Rooms'] {
  return (parseRoomsParam(roomsParam) ?? []).map((room) => ({
    NumberOfAdults: room.adults,
    NumberOfChildren: room.children,
    NumberOfInfants: room.infants,
  }));
}
