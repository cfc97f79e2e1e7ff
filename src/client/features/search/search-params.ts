import { searchId, searchParamsSchema, searchText, type SearchParamsOf } from '../../url-search-params';

// The search in a URL (/Book/DEMO/Rooms-And-Rates?from=2026-05-01&to=2026-05-03&rooms=2-0-0),
// so a search can be shared, bookmarked and reloaded. Unknown or malformed values are dropped.

export const staySearchParamsSchema = searchParamsSchema({
  from: searchText(10),
  to: searchText(10),
  /** "2-0-0,1-1-0": adults-children-infants per room. */
  rooms: searchText(200),
  promo: searchText(40),
  location: searchId,
  ratePlan: searchText(40),
});

export type StaySearchParams = SearchParamsOf<typeof staySearchParamsSchema>;
