import type { Property } from '../../../contract/property';
import { todayIn } from '../../../domain/same-day';
import { validateSearchRequest } from '../../../domain/search-request';
import { startBasketForSearch, type BasketSearch } from '../../basket/basket';
import type { SearchDraft } from './search-draft';

// What pressing Search does before it navigates: the search checked by the search rules, then
// the basket emptied for the new search (docs/product.md, rules and booking flow). Loaded when a guest searches,
// with the rules and the basket, none of which the search page needs before.

/** Messages for the two fields a search can get wrong. */
export type SearchFieldErrors = Partial<Record<'dates' | 'rooms', string[]>>;

export function checkSearch(
  draft: SearchDraft,
  property: Property,
  maxNumberOfRoomsOnBooking: number,
  now = new Date(),
): SearchFieldErrors {
  const messages = validateSearchRequest(
    { propertyId: property.PropertyId, dateFrom: draft.checkIn, dateTo: draft.checkOut, rooms: draft.rooms },
    {
      today: todayIn(property.TimeZone, now),
      maxNumberOfRoomsOnBooking,
      adultMaximumOccupancy: property.AdultMaximumOccupancy,
      childMaximumOccupancy: property.ChildMaximumOccupancy,
      enableChildrenSearch: property.EnableChildrenSearch,
      enableInfantSearch: property.EnableInfantSearch,
    },
  );
  const errors: SearchFieldErrors = {};
  for (const [field, list] of Object.entries(messages))
    (errors[field.startsWith('Date') ? 'dates' : 'rooms'] ??= []).push(...list);
  return errors;
}

export function startSearch(propertyCode: string, search: BasketSearch): void {
  startBasketForSearch(propertyCode, search);
}
