import { isStayDate } from '../../../domain/stay-nights';
import { formatRoomsParam, isSearchPossible, parseRoomsParam, type SearchRoom } from '../../../domain/stay-search';
import type { GroupStaySearch } from './api/search-property-group';
import type { GroupSearchParams } from './group-search-schema';

// The group search in the URL (/BookGroup/DEMO-GROUP?from=2026-05-01&to=2026-05-03&rooms=2-0-0
// &area=2&sort=price), so a search can be shared, bookmarked and reloaded. The stay params are
// the property search's (from, to, rooms, promo, location), so they carry over unchanged to a
// hotel's Rooms-And-Rates page. Unknown or malformed values are dropped.

/** Rooms a group search may ask for: the most any of our hotels takes in one booking is checked by the server. */
export const groupMaxRooms = 4;

/** The stay to search for, or null while the URL does not hold a possible one. */
export function staySearchOf(params: GroupSearchParams): GroupStaySearch | null {
  const rooms = parseRoomsParam(params.rooms);
  if (!isSearchPossible({ dateFrom: params.from, dateTo: params.to, rooms: rooms ?? undefined }, groupMaxRooms))
    return null;
  const search: GroupStaySearch = { from: params.from!, to: params.to!, rooms: params.rooms! };
  if (params.promo) search.promo = params.promo;
  if (params.location) search.location = params.location;
  return search;
}

export interface GroupSearchDraft {
  checkIn: string;
  checkOut: string;
  rooms: SearchRoom[];
  promo: string;
  location: number | null;
}

export const defaultGroupRoom: SearchRoom = { adults: 2, children: 0, infants: 0 };

export function draftFromGroupParams(params: GroupSearchParams): GroupSearchDraft {
  const checkIn = params.from && isStayDate(params.from) ? params.from : '';
  const checkOut = checkIn && params.to && isStayDate(params.to) && params.to > checkIn ? params.to : '';
  const rooms = parseRoomsParam(params.rooms);
  return {
    checkIn,
    checkOut,
    rooms: rooms && rooms.length > 0 ? rooms.slice(0, groupMaxRooms) : [defaultGroupRoom],
    promo: params.promo ?? '',
    location: params.location ?? null,
  };
}

/** The URL of a submitted form; the area and sort the guest had stay as they were. */
export function paramsFromGroupDraft(draft: GroupSearchDraft, current: GroupSearchParams): GroupSearchParams {
  const params: GroupSearchParams = { from: draft.checkIn, to: draft.checkOut, rooms: formatRoomsParam(draft.rooms) };
  const promo = draft.promo.trim();
  if (promo) params.promo = promo;
  if (draft.location !== null) params.location = draft.location;
  if (current.area) params.area = current.area;
  if (current.sort) params.sort = current.sort;
  return params;
}

/** Problems a guest can fix before the search is sent; the server checks the rest per hotel. */
export function groupDraftProblems(draft: GroupSearchDraft, today: string): { dates?: string; rooms?: string } {
  const problems: { dates?: string; rooms?: string } = {};
  if (!draft.checkIn || !draft.checkOut) problems.dates = 'Please choose your check-in and check-out dates.';
  else if (draft.checkIn < today) problems.dates = 'Your arrival date cannot be in the past.';
  else if (draft.checkOut <= draft.checkIn) problems.dates = 'Your departure date must be after your arrival date.';
  if (draft.rooms.length === 0) problems.rooms = 'Please add at least one room.';
  else if (draft.rooms.some((room) => room.adults + room.children === 0))
    problems.rooms = 'Every room needs at least one adult or child.';
  return problems;
}
