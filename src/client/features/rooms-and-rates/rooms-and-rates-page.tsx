import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useDeferredValue, type ReactNode } from 'react';
import { calendarOutline, createOutline } from 'ionicons/icons';
import { describeError } from '../../api';
import type { Property } from '../../../contract/property';
import { CurrencyPicker } from '../../ui/currency-picker';
import { chargedInNote, type MoneyDisplay } from '../../ui/display-currency';
import { useDocumentTitle } from '../../ui/document-title';
import { roomsSummary } from '../../../domain/guests-text';
import { nightsBetween } from '../../../domain/stay-nights';
import { parseRoomsParam } from '../../../domain/stay-search';
import { sameDayMessage } from '../../ui/same-day-restriction';
import { longDateText, nightsText, shortDateText } from '../../../domain/stay-dates-text';
import { AlternativeStays } from './alternative-stays';
import { BookingFlow } from './booking-flow';
import { NoRooms, Notice, SearchingRooms } from './rooms-and-rates-states';
import type { StaySearch } from './api/search-availability';
import { useRoomsAndRates, type RoomsAndRatesInput } from './use-rooms-and-rates';
import './rooms-and-rates.css';
import { Icon } from '../../ui/icon';

// The availability calendar loads when the guest opens it, not with the page (docs/budgets.md).
const ChangeDatesPanel = lazy(() =>
  import('./change-dates-panel').then((module) => ({ default: module.ChangeDatesPanel })),
);

// Rooms and Rates: the search from the URL, and for each room in turn its room type and rate,
// then upgrades, the lead guests, extras and the booking summary — the booking flow of
// docs/product.md, its place kept in the basket so a reload comes back to the same step. On a wide
// screen the summary moves on to the Checkout route.

export type RoomsAndRatesPageProps = RoomsAndRatesInput;

export function RoomsAndRatesPage(props: RoomsAndRatesPageProps) {
  const { property, bookingConfig, search } = props;
  useDocumentTitle('Rooms and rates', property.PropertyName);
  const {
    rooms,
    nights,
    basketSearch,
    basket,
    ready,
    result,
    response,
    calendar,
    money,
    sameDay,
    alternatives,
    changingDates,
    setChangingDates,
    searchDates,
    keptAnswerOnly,
    arrivalDay,
  } = useRoomsAndRates(props);
  const stayTo = useCallback((to: string) => searchDates(search.from, to), [searchDates, search.from]);

  return (
    <div className="rooms-rates">
      <RoomsAndRatesHeader
        property={property}
        search={search}
        money={money}
        changingDates={changingDates}
        onChangeDates={() => setChangingDates((open) => !open)}
      />

      <div id="change-dates">
        {changingDates ? (
          <Suspense fallback={null}>
            <ChangeDatesPanel
              calendar={calendar}
              from={search.from}
              to={search.to}
              onSearch={({ checkIn, checkOut }) => searchDates(checkIn, checkOut)}
              onCancel={() => setChangingDates(false)}
            />
          </Suspense>
        ) : null}
      </div>

      <div className="rooms-rates__notices">
        {keptAnswerOnly && !sameDay ? (
          <Notice kind="info">
            You're offline. Your rooms and the prices from your last search are kept on this device, and you can carry
            on with your guests' details. Choosing new rooms or rates needs a connection.
          </Notice>
        ) : null}
        {chargedInNote(money) ? <Notice kind="info">{chargedInNote(money)}</Notice> : null}
        {search.promo && response?.PromoCodeMessage ? (
          <Notice kind={response.IsPromoCodeValid ? 'positive' : 'warning'}>{response.PromoCodeMessage}</Notice>
        ) : null}
        {bookingConfig.ShowMinimumLengthOfStayNotification && arrivalDay?.minimumStay && arrivalDay.minimumStay > 1 ? (
          <Notice kind={nights < arrivalDay.minimumStay ? 'warning' : 'info'}>
            Stays arriving on {longDateText(search.from)} have a minimum of {arrivalDay.minimumStay} nights
            {nights < arrivalDay.minimumStay ? '; please choose a longer stay.' : '.'}
          </Notice>
        ) : null}
      </div>

      {!ready || (result.isPending && !sameDay) ? (
        <SearchingRooms />
      ) : sameDay ? (
        <section className="sf-card empty-state" aria-labelledby="same-day-title">
          <h2 id="same-day-title" className="visually-hidden">
            Warning
          </h2>
          <Notice kind="warning">{sameDayMessage(bookingConfig)}</Notice>
          <p className="empty-state__text">Please choose a later arrival date.</p>
          <AlternativeStays
            stays={alternatives.filter((stay) => stay.fromDate !== search.from)}
            money={money}
            onChoose={(stay) => searchDates(stay.fromDate, stay.toDate)}
          />
        </section>
      ) : !response ? (
        <section className="sf-card empty-state" aria-labelledby="search-failed-title">
          <h2 id="search-failed-title">We couldn't search for rooms</h2>
          <p className="empty-state__text">{describeError(result.error)}</p>
          <button type="button" className="sf-button sf-button--primary" onClick={() => void result.refetch()}>
            Try again
          </button>
        </section>
      ) : response.Outcome !== 'Available' ? (
        <NoRooms
          response={response}
          fallbackMessage={bookingConfig.NoAvailabilityMessage}
          alternatives={alternatives}
          money={money}
          onChoose={(stay) => searchDates(stay.fromDate, stay.toDate)}
          onStay={stayTo}
        />
      ) : (
        <RenderedInSlices fallback={<SearchingRooms />}>
          <BookingFlow
            property={property}
            bookingConfig={bookingConfig}
            search={basketSearch}
            rooms={rooms}
            nights={nights}
            response={response}
            basket={basket}
            money={money}
            onStay={stayTo}
          />
        </RenderedInSlices>
      )}
    </div>
  );
}

export interface RoomsAndRatesHeaderProps {
  property: Property;
  search: StaySearch;
  money: MoneyDisplay;
  changingDates: boolean;
  onChangeDates: () => void;
}

/**
 * The page's header: the stay searched for, and the ways to change it. The server's first
 * screen draws it too (src/client/first-screen.tsx).
 */
export function RoomsAndRatesHeader({
  property,
  search,
  money,
  changingDates,
  onChangeDates,
}: RoomsAndRatesHeaderProps) {
  return (
    <header className="sf-card rooms-rates__header">
      <h1 className="rooms-rates__title">Rooms and rates</h1>
      <p className="rooms-rates__stay">
        <span>
          {shortDateText(search.from)} – {shortDateText(search.to)}
        </span>
        <span>{nightsText(nightsBetween(search.from, search.to))}</span>
        <span>{roomsSummary(parseRoomsParam(search.rooms) ?? [])}</span>
        {search.promo ? <span>Promo code {search.promo.toUpperCase()}</span> : null}
      </p>
      <div className="rooms-rates__actions">
        <button
          type="button"
          className="sf-button sf-button--secondary"
          aria-expanded={changingDates}
          aria-controls="change-dates"
          onClick={onChangeDates}
        >
          <Icon icon={calendarOutline} />
          <span>Change dates</span>
        </button>
        <Link
          to="/Book/$propertyCode"
          params={{ propertyCode: property.PropertyCode }}
          search={search}
          className="sf-button sf-button--secondary"
        >
          <Icon icon={createOutline} />
          <span>Edit search</span>
        </Link>
        <CurrencyPicker currencies={property.AvailableCurrencies} display={money} />
      </div>
    </header>
  );
}

/**
 * The rooms, the page's largest part, arrive with the search's answer in an update React renders
 * at once, in one long task. Shown first as still searching, they render as a transition
 * instead, in short slices between which the phone answers the guest.
 */
function RenderedInSlices({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useDeferredValue(true, false) ? children : fallback;
}
