import type { AvailabilitySearchResponse } from '../contract/availability';
import type { BookingConfiguration, Property } from '../contract/property';
import { searchStartPosition } from '../domain/booking-flow';
import { nightsBetween } from '../domain/stay-nights';
import { isSearchPossible, parseRoomsParam, type StayUrlSearch } from '../domain/stay-search';
import { basketSearchOf, emptyBasket } from './basket/basket';
import { PropertyFooter } from './features/property/property-footer';
import { PropertyLogo } from './features/property/property-logo';
import { PropertyMenuButton } from './features/property/property-menu-button';
import { BookingFlow } from './features/rooms-and-rates/booking-flow';
import { RoomsAndRatesHeader } from './features/rooms-and-rates/rooms-and-rates-page';
import { SearchingRooms } from './features/rooms-and-rates/rooms-and-rates-states';
import { SearchPage } from './features/search/search-page';
import type { StaySearchParams } from './features/search/search-params';
import { displayCurrencyFor, moneyDisplay } from './ui/display-currency';
import { firstPaintId } from './ui/first-paint';
import { PageFrameContent } from './ui/page-layout';

// The first screen of the search page and of Rooms and Rates, drawn by the server into the page
// itself (ssr-entry.tsx) so that a phone paints it before the app's JavaScript has arrived. It
// is the app's own components for the page, in the frame the app puts them in, so it lies
// exactly where the app then draws the same things; the app takes it away in the same frame as
// it shows its first page (ui/first-paint.ts). Nothing here may touch the browser as it renders.

export type FirstScreenPage = 'search' | 'rooms-and-rates';

export interface FirstScreenData {
  page: FirstScreenPage;
  property: Property;
  bookingConfig: BookingConfiguration;
  /** The page's search params, as the route reads them from its URL. */
  params: StaySearchParams;
  /** The logo's width, when the server could read its size: the header shows it at once. */
  logoWidth?: number | undefined;
  /** Rooms and Rates: the answer to the URL's search, when the server has it and it has rooms. */
  answer?: AvailabilitySearchResponse | undefined;
}

const nothing = () => {};

/** Whether the page has a first screen: Rooms and Rates only for a search the app will make. */
export function hasFirstScreen({ page, params, bookingConfig }: FirstScreenData): boolean {
  return page === 'search' || roomsAndRatesSearch(params, bookingConfig) !== null;
}

export function FirstScreen(data: FirstScreenData) {
  const { page, property, bookingConfig, params, logoWidth } = data;
  const search = roomsAndRatesSearch(params, bookingConfig);
  return (
    // Only a picture of the page until the app takes over: nothing in it can be pressed, typed
    // into or read out (inert, and hidden from assistive technology and from tests that look for
    // the page's parts by role), so nothing a guest does is lost when the app replaces it.
    <div id={firstPaintId} className="ion-page first-paint" inert aria-hidden="true">
      {/* The frame as PropertyLayout gives it (features/property/property-layout.tsx). */}
      <PageFrameContent
        brand={
          <PropertyLogo
            propertyCode={property.PropertyCode}
            name={property.PropertyName}
            logoUrl={property.LogoFileUrl}
            logoWidth={logoWidth}
          />
        }
        headerEnd={<PropertyMenuButton onOpen={nothing} />}
        footer={<PropertyFooter property={property} />}
      >
        {page === 'search' ? (
          <SearchPage property={property} bookingConfig={bookingConfig} params={params} onParamsChange={nothing} />
        ) : search ? (
          <RoomsAndRatesFirstScreen {...data} search={search} />
        ) : null}
      </PageFrameContent>
    </div>
  );
}

/**
 * Rooms and Rates as the app first draws it for a stay: its header, then the booking flow at
 * its first step for the search's answer (the basket the app starts for the search), or the
 * rooms still being searched for.
 */
function RoomsAndRatesFirstScreen({
  property,
  bookingConfig,
  search,
  answer,
}: FirstScreenData & { search: StayUrlSearch }) {
  const rooms = parseRoomsParam(search.rooms) ?? [];
  const nights = nightsBetween(search.from, search.to);
  const money = moneyDisplay(
    displayCurrencyFor(property.Currency, property.AvailableCurrencies, null, undefined),
    property.Currency,
  );
  const basketSearch = basketSearchOf(search);
  return (
    <div className="rooms-rates">
      <RoomsAndRatesHeader
        property={property}
        search={search}
        money={money}
        changingDates={false}
        onChangeDates={nothing}
      />
      {answer?.Outcome === 'Available' ? (
        <BookingFlow
          property={property}
          bookingConfig={bookingConfig}
          search={basketSearch}
          rooms={rooms}
          nights={nights}
          response={answer}
          basket={{
            ...emptyBasket(),
            propertyCode: property.PropertyCode,
            search: basketSearch,
            ...searchStartPosition(),
          }}
          money={money}
          onStay={nothing}
        />
      ) : (
        <SearchingRooms />
      )}
    </div>
  );
}

/** The URL's stay, when it is one Rooms and Rates searches for (else the app goes back to the search page). */
function roomsAndRatesSearch(params: StaySearchParams, bookingConfig: BookingConfiguration): StayUrlSearch | null {
  const { from, to, rooms } = params;
  const possible = isSearchPossible(
    { dateFrom: from, dateTo: to, rooms: parseRoomsParam(rooms ?? '') ?? undefined },
    bookingConfig.MaxNumberOfRoomsOnBooking,
  );
  return possible && from && to && rooms ? { ...params, from, to, rooms } : null;
}
