import type { Property } from '../../../contract/property';
import { isStayDate, nightsBetween } from '../../../domain/stay-nights';
import { formatRoomsParam, parseRoomsParam, type SearchRoom } from '../../../domain/stay-search';
import type { StaySearchParams } from './search-params';

// The search form's state ("the draft") and its two-way mapping to the URL's search params,
// with the property's defaults and per-room limits. Pure, so it is tested without a browser.

export interface SearchDraft {
  checkIn: string | null;
  checkOut: string | null;
  rooms: SearchRoom[];
  promo: string;
  location: number | null;
  ratePlan: string | null;
}

export type OccupancySettings = Pick<
  Property,
  | 'DefaultOccupancyAdult'
  | 'DefaultOccupancyChildren'
  | 'DefaultOccupancyInfant'
  | 'EnableChildrenSearch'
  | 'EnableInfantSearch'
  | 'AdultMaximumOccupancy'
  | 'ChildMaximumOccupancy'
>;

/** A new room with the property's default guests (docs/product.md: 1 adult unless configured). */
export function defaultRoom(property: OccupancySettings): SearchRoom {
  const adults = Math.min(Math.max(property.DefaultOccupancyAdult, 0), Math.max(property.AdultMaximumOccupancy, 1));
  const children = property.EnableChildrenSearch ? Math.max(property.DefaultOccupancyChildren, 0) : 0;
  const infants = property.EnableInfantSearch ? Math.max(property.DefaultOccupancyInfant, 0) : 0;
  // Someone has to stay in the room.
  return { adults: adults + children === 0 ? 1 : adults, children, infants };
}

/** The form as a link opened it: dates that are real dates, rooms that parse, else defaults. */
export function draftFromParams(params: StaySearchParams, property: OccupancySettings): SearchDraft {
  const checkIn = params.from && isStayDate(params.from) ? params.from : null;
  const checkOut = checkIn && params.to && isStayDate(params.to) && params.to > checkIn ? params.to : null;
  const rooms = parseRoomsParam(params.rooms);
  return {
    checkIn,
    checkOut,
    rooms: rooms && rooms.length > 0 ? rooms : [defaultRoom(property)],
    promo: params.promo ?? '',
    location: params.location ?? null,
    ratePlan: params.ratePlan ?? null,
  };
}

/** The URL of the form: only what is set, so links stay short. */
export function paramsFromDraft(draft: SearchDraft): StaySearchParams {
  const params: StaySearchParams = { rooms: formatRoomsParam(draft.rooms) };
  if (draft.checkIn) params.from = draft.checkIn;
  if (draft.checkOut) params.to = draft.checkOut;
  const promo = draft.promo.trim();
  if (promo) params.promo = promo;
  if (draft.location !== null) params.location = draft.location;
  if (draft.ratePlan) params.ratePlan = draft.ratePlan;
  return params;
}

/** Nights of the draft's stay, or 0 while a date is missing. */
export function draftNights(draft: Pick<SearchDraft, 'checkIn' | 'checkOut'>): number {
  return draft.checkIn && draft.checkOut ? nightsBetween(draft.checkIn, draft.checkOut) : 0;
}
