import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isSearchPossible, parseRoomsParam } from '../../../../domain/stay-search';
import { nextTask } from '../../../next-task';
import { bookingConfigQueryOptions, useBookingConfig } from '../../../features/property/api/get-booking-config';
import { propertyQueryOptions, useProperty } from '../../../features/property/api/get-property';
import type { StaySearch } from '../../../features/rooms-and-rates/api/search-availability';
import { RoomsAndRatesPage } from '../../../features/rooms-and-rates/rooms-and-rates-page';
import { staySearchParamsSchema } from '../../../features/search/search-params';

// Rooms and Rates for the search in the URL (?from&to&rooms&promo&location&ratePlan). A search
// that is not possible (docs/product.md, rules) goes back to the search page.
export const Route = createFileRoute('/Book/$propertyCode/Rooms-And-Rates')({
  validateSearch: staySearchParamsSchema,
  beforeLoad: async ({ context: { queryClient }, params, search, preload }) => {
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
    // A link the guest only points at changes nothing: no basket made, no search counted.
    if (!preload) await prepareRoomsAndRates(queryClient, params.propertyCode, search as StaySearch);
  },
  component: RoomsAndRatesRoute,
});

/**
 * Before the page first renders: the basket is made for the search, and the search and the
 * stay calendar are asked. Done as the page mounted, each changed what the page had just drawn,
 * and React drew it again at once, in the same long task.
 */
async function prepareRoomsAndRates(queryClient: QueryClient, propertyCode: string, search: StaySearch) {
  const [flow, basket, searchQuery, calendarQuery] = await Promise.all([
    import('../../../features/rooms-and-rates/booking-flow-actions'),
    import('../../../basket/basket'),
    import('../../../features/rooms-and-rates/api/search-availability'),
    import('../../../ui/api/get-availability-calendar'),
  ]);
  const basketSearch = basket.basketSearchOf(search);
  flow.ensureBasketForSearch(propertyCode, basketSearch);
  const kept = basket.readSearchAnswer(propertyCode, basketSearch);
  // The basket (read, made, written down) and the questions each in a task of their own, and the
  // route's load goes on in another: one after the other, they were a long task on a phone.
  await nextTask();
  void queryClient.prefetchQuery(searchQuery.roomsAndRatesSearchQueryOptions(propertyCode, search, kept));
  void queryClient
    .ensureQueryData(propertyQueryOptions(propertyCode))
    .then((property) => queryClient.prefetchQuery(calendarQuery.todaysAvailabilityCalendarQueryOptions(property)))
    .catch(() => undefined);
  await nextTask();
}

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
