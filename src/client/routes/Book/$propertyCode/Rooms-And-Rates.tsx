import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isSearchPossible, parseRoomsParam } from '../../../../domain/stay-search';
import { bookingConfigQueryOptions, useBookingConfig } from '../../../features/property/api/get-booking-config';
import { useProperty } from '../../../features/property/api/get-property';
import type { StaySearch } from '../../../features/rooms-and-rates/api/search-availability';
import { RoomsAndRatesPage } from '../../../features/rooms-and-rates/rooms-and-rates-page';
import { staySearchParamsSchema } from '../../../features/search/search-params';

// Rooms and Rates for the search in the URL (?from&to&rooms&promo&location&ratePlan). A search
// that is not possible (spec section 5) goes back to the search page.
export const Route = createFileRoute('/Book/$propertyCode/Rooms-And-Rates')({
  validateSearch: staySearchParamsSchema,
  beforeLoad: async ({ context: { queryClient }, params, search }) => {
    // The layout's loader reports a missing property; here only the rooms limit is wanted.
    const config = await queryClient.ensureQueryData(bookingConfigQueryOptions(params.propertyCode)).catch(() => null);
    const possible = isSearchPossible(
      { dateFrom: search.from, dateTo: search.to, rooms: parseRoomsParam(search.rooms) ?? undefined },
      config?.MaxNumberOfRoomsOnBooking ?? Number.POSITIVE_INFINITY,
    );
    if (!possible)
      throw redirect({
        to: '/Book/$propertyCode',
        params: { propertyCode: params.propertyCode },
        search,
        replace: true,
      });
    // The basket is made for the search before the page first renders: made as it mounted, the
    // page rendered twice, the second time at once, in one long task.
    const { basketSearchOf, ensureBasketForSearch } =
      await import('../../../features/rooms-and-rates/booking-flow-actions');
    ensureBasketForSearch(params.propertyCode, basketSearchOf(search as StaySearch));
  },
  component: RoomsAndRatesRoute,
});

function RoomsAndRatesRoute() {
  const { propertyCode } = Route.useParams();
  const search = Route.useSearch() as StaySearch;
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: StaySearch) => void navigate({ search: next }), [navigate]);
  return (
    <RoomsAndRatesPage
      property={useProperty(propertyCode)}
      bookingConfig={useBookingConfig(propertyCode)}
      search={search}
      onSearch={onSearch}
    />
  );
}
