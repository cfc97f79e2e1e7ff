import { searchChoice, searchId, searchParamsSchema, searchText, type SearchParamsOf } from '../../url-search-params';

// The group search's URL params, as the route checks them. Apart from the rest of the group
// search (group-search-params.ts), so the route tree, which every first page loads, holds only
// this and not the page's own code.

export type GroupSort = 'recommended' | 'price' | 'price-desc';

export const groupSearchParamsSchema = searchParamsSchema({
  from: searchText(10),
  to: searchText(10),
  rooms: searchText(200),
  promo: searchText(40),
  location: searchId,
  area: searchId,
  // Recommended is the order without a sort in the URL.
  sort: searchChoice(['price', 'price-desc']),
});

export type GroupSearchParams = SearchParamsOf<typeof groupSearchParamsSchema>;
