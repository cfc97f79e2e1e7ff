import { IonIcon } from '@ionic/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { alertCircleOutline, calendarOutline, createOutline, informationCircleOutline, warningOutline } from 'ionicons/icons';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AvailabilitySearchResponse } from '../../../contract/availability';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { alternativeStays, type AlternativeStay } from '../../../domain/alternatives';
import { bookingSteps } from '../../../domain/booking-flow';
import type { CalendarDay } from '../../../domain/calendar';
import { nightsBetween } from '../../../domain/stay-nights';
import { parseRoomsParam, type SearchRoom } from '../../../domain/stay-search';
import { describeError } from '../../api';
import { readSearchAnswer, saveSearchAnswer, useBasket, type Basket, type BasketSearch } from '../../basket/basket';
import { CurrencyPicker } from '../../ui/currency-picker';
import { chargedInNote, type MoneyDisplay } from '../../ui/display-currency';
import { useDocumentTitle } from '../../ui/document-title';
import { roomGuestsText, roomsSummary } from '../../ui/guests-text';
import { notify } from '../../ui/notices';
import { scrollPageToTop } from '../../ui/page-scroll';
import { dateChangeRecheckMs, sameDayMessage, useSameDayRestriction } from '../../ui/same-day-restriction';
import { useMediaQuery } from '../../ui/media-query';
import { useIsOnline } from '../../ui/online-status';
import { useStayCalendarData } from '../../ui/stay-calendar-data';
import { longDateText, nightsText, shortDateText } from '../../ui/stay-dates-text';
import { useAvailabilitySearch, type StaySearch } from './api/search-availability';
import { AlternativeStays } from './alternative-stays';
import { BasketSummary } from './basket-summary';
import {
  addRoomItem,
  backToRoomTypes,
  basketMatchesSearch,
  changeRoom,
  chooseRoomType,
  ensureBasketForSearch,
  roomsLeft,
  skipUpgrade,
  takeUpgrade,
  upgradesFor,
} from './booking-flow-actions';
import { ChangeDatesPanel } from './change-dates-panel';
import { ExtrasStep } from './extras-step';
import { OccupancyStep } from './occupancy-step';
import { RatePlanStep } from './rate-plan-step';
import { RestrictedRates } from './restricted-rates';
import { ratesForRoom, roomTypeChoices } from './room-offers';
import { RoomTypeStep } from './room-type-step';
import { SummaryStep } from './summary-step';
import { UpgradeStep } from './upgrade-step';
import './rooms-and-rates.css';

// Rooms and Rates: the search from the URL, and for each room in turn its room type and rate,
// then upgrades, the lead guests, extras and the booking summary — the booking flow of spec
// section 4, its place kept in the basket so a reload comes back to the same step. On a wide
// screen the summary moves on to the Checkout route.

export interface RoomsAndRatesPageProps {
  property: Property;
  bookingConfig: BookingConfiguration;
  search: StaySearch;
  /** Runs another search (new dates), through the URL. */
  onSearch: (search: StaySearch) => void;
}

export function RoomsAndRatesPage({ property, bookingConfig, search, onSearch }: RoomsAndRatesPageProps) {
  useDocumentTitle('Rooms and rates', property.PropertyName);
  const rooms = useMemo(() => parseRoomsParam(search.rooms) ?? [], [search.rooms]);
  const nights = nightsBetween(search.from, search.to);
  const basketSearch = useMemo<BasketSearch>(
    () => ({ from: search.from, to: search.to, rooms: search.rooms, promo: search.promo, location: search.location, ratePlan: search.ratePlan }),
    [search.from, search.to, search.rooms, search.promo, search.location, search.ratePlan],
  );
  useLayoutEffect(() => ensureBasketForSearch(property.PropertyCode, basketSearch), [property.PropertyCode, basketSearch]);
  const basket = useBasket();
  const ready = basketMatchesSearch(basket, property.PropertyCode, basketSearch);

  // The answer the basket's rooms were chosen from stands in until a fresh one comes, so a
  // reload (offline, too) shows the rooms chosen at once, with no second search flashing by.
  const kept = useMemo(() => readSearchAnswer(property.PropertyCode, basketSearch), [property.PropertyCode, basketSearch]);
  const result = useAvailabilitySearch(property.PropertyCode, search, kept);
  useEffect(() => {
    if (result.data && result.data !== kept?.response && result.dataUpdatedAt > 0) {
      saveSearchAnswer(property.PropertyCode, basketSearch, result.data, new Date(result.dataUpdatedAt));
    }
  }, [result.data, result.dataUpdatedAt, kept, property.PropertyCode, basketSearch]);
  const online = useIsOnline();
  const calendar = useStayCalendarData(property, rooms.length);
  const money = calendar.money;
  const sameDay = useSameDayRestriction(search.from, property.TimeZone, bookingConfig);
  const alternatives = useAlternativeStays(calendar.days, search.from, nights, rooms.length, calendar.today);
  const [changingDates, setChangingDates] = useState(false);
  useStepScroll(ready ? `${basket.step}|${basket.activeRoomNumber}|${basket.selectedRoomTypeId}` : null);

  const searchDates = (from: string, to: string) => {
    setChangingDates(false);
    onSearch({ ...search, from, to });
  };
  const response = result.data;
  // Shown from the device: offline, or the server could not be reached for a fresher answer.
  const keptAnswerOnly = response !== undefined && (!online || result.isError);
  const arrivalDay = calendar.rules.days?.get(search.from) ?? null;

  return (
    <div className="rooms-rates">
      <header className="rooms-rates__header">
        <h1 className="rooms-rates__title">Rooms and rates</h1>
        <p className="rooms-rates__stay">
          <span>
            {shortDateText(search.from)} – {shortDateText(search.to)}
          </span>
          <span>{nightsText(nights)}</span>
          <span>{roomsSummary(rooms)}</span>
          {search.promo ? <span>Promo code {search.promo.toUpperCase()}</span> : null}
        </p>
        <div className="rooms-rates__actions">
          <button type="button" className="sf-button sf-button--secondary" aria-expanded={changingDates} aria-controls="change-dates" onClick={() => setChangingDates((open) => !open)}>
            <IonIcon icon={calendarOutline} aria-hidden="true" />
            <span>Change dates</span>
          </button>
          <Link to="/Book/$propertyCode" params={{ propertyCode: property.PropertyCode }} search={search} className="sf-button sf-button--secondary">
            <IonIcon icon={createOutline} aria-hidden="true" />
            <span>Edit search</span>
          </Link>
          <CurrencyPicker currencies={property.AvailableCurrencies} display={money} />
        </div>
      </header>

      <div id="change-dates">
        {changingDates ? <ChangeDatesPanel calendar={calendar} from={search.from} to={search.to} onSearch={({ checkIn, checkOut }) => searchDates(checkIn, checkOut)} onCancel={() => setChangingDates(false)} /> : null}
      </div>

      <div className="rooms-rates__notices">
        {keptAnswerOnly && !sameDay ? (
          <Notice kind="info">
            You're offline. Your rooms and the prices from your last search are kept on this device, and you can carry on with your
            guests' details. Choosing new rooms or rates needs a connection.
          </Notice>
        ) : null}
        {chargedInNote(money) ? <Notice kind="info">{chargedInNote(money)}</Notice> : null}
        {search.promo && response?.PromoCodeMessage ? <Notice kind={response.IsPromoCodeValid ? 'positive' : 'warning'}>{response.PromoCodeMessage}</Notice> : null}
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
        <section className="empty-state" aria-labelledby="same-day-title">
          <h2 id="same-day-title" className="visually-hidden">
            Warning
          </h2>
          <Notice kind="warning">{sameDayMessage(bookingConfig)}</Notice>
          <p className="empty-state__text">Please choose a later arrival date.</p>
          <AlternativeStays stays={alternatives.filter((stay) => stay.fromDate !== search.from)} money={money} onChoose={(stay) => searchDates(stay.fromDate, stay.toDate)} />
        </section>
      ) : !response ? (
        <section className="empty-state" aria-labelledby="search-failed-title">
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
          onStay={(to) => searchDates(search.from, to)}
        />
      ) : (
        <BookingFlow
          property={property}
          bookingConfig={bookingConfig}
          search={basketSearch}
          rooms={rooms}
          nights={nights}
          response={response}
          basket={basket}
          money={money}
          onStay={(to) => searchDates(search.from, to)}
        />
      )}
    </div>
  );
}

function BookingFlow({
  property,
  bookingConfig,
  search,
  rooms,
  nights,
  response,
  basket,
  money,
  onStay,
}: {
  property: Property;
  bookingConfig: BookingConfiguration;
  search: BasketSearch;
  rooms: SearchRoom[];
  nights: number;
  response: AvailabilitySearchResponse;
  basket: Basket;
  money: MoneyDisplay;
  /** Searches the same arrival with another departure day. */
  onStay: (dateTo: string) => void;
}) {
  const active = basket.activeRoomNumber ?? 1;
  const guests = rooms[active - 1];
  const activeItem = basket.items.find((item) => item.roomNumber === active);
  const upgrades = basket.step === bookingSteps.UpgradeSelection ? upgradesFor(response, basket, active) : [];
  const selectedRoomType = response.RoomTypes.find((roomType) => roomType.RoomTypeId === basket.selectedRoomTypeId);
  const step: number =
    basket.step === bookingSteps.RatePlanSelection && !selectedRoomType
      ? bookingSteps.RoomTypeSelection
      : basket.step === bookingSteps.UpgradeSelection && (!activeItem || upgrades.length === 0)
        ? bookingSteps.None
        : basket.step;

  // Upgrades can run out (another room took the last one): the room's upgrades are then seen.
  useEffect(() => {
    if (basket.step === bookingSteps.UpgradeSelection && step === bookingSteps.None) skipUpgrade(active, rooms.length);
  }, [basket.step, step, active, rooms.length]);

  // Spec section 2: on a wide screen the summary step moves on to the Checkout route (only on
  // arriving at it, so coming back from Checkout shows the summary rather than bouncing).
  const roomConfigurationRequired = property.ShowRoomConfigurationQuestion || bookingConfig.ShowRoomConfigurationQuestion;
  const wide = useMediaQuery('(min-width: 992px)');
  const navigate = useNavigate();
  const arrivedAtStep = useRef(step);
  useEffect(() => {
    const previous = arrivedAtStep.current;
    arrivedAtStep.current = step;
    if (wide && step === bookingSteps.BookingSummary && previous !== step) {
      void navigate({ to: '/Book/$propertyCode/Checkout/{-$confirmationToken}', params: { propertyCode: property.PropertyCode } });
    }
  }, [step, wide, navigate, property.PropertyCode]);

  const roomLabel = rooms.length > 1 ? `Room ${active} of ${rooms.length}` : 'Your room';
  let heading: string;
  let content: ReactNode;
  switch (step) {
    case bookingSteps.RoomTypeSelection: {
      const left = roomsLeft(
        response,
        basket.items.filter((item) => item.roomNumber !== active),
      );
      heading = 'Choose your room';
      content = (
        <RoomTypeStep
          choices={roomTypeChoices(response, active - 1, left)}
          nights={nights}
          money={money}
          showOccupancy={bookingConfig.ShowRoomTypeOccupancy}
          onChoose={chooseRoomType}
          restrictedRates={response.RestrictedRates}
          onStay={onStay}
        />
      );
      break;
    }
    case bookingSteps.RatePlanSelection:
      heading = 'Choose your rate';
      content = selectedRoomType ? (
        <RatePlanStep
          roomType={selectedRoomType}
          rates={ratesForRoom(selectedRoomType, active - 1)}
          nights={nights}
          guestsText={guests ? roomGuestsText(guests) : ''}
          money={money}
          onBack={backToRoomTypes}
          onChoose={(rate) => {
            const added = addRoomItem({ response, search, rooms, roomNumber: active, roomTypeId: selectedRoomType.RoomTypeId, rate });
            if (!added) void notify({ message: 'Sorry, your selection is not available.', kind: 'negative' });
          }}
        />
      ) : null;
      break;
    case bookingSteps.UpgradeSelection:
      heading = `Upgrade ${rooms.length > 1 ? `room ${active}` : 'your room'}?`;
      content = activeItem ? (
        <UpgradeStep
          item={activeItem}
          upgrades={upgrades}
          money={money}
          onTake={(upgrade) => takeUpgrade(active, upgrade, rooms.length)}
          onSkip={() => skipUpgrade(active, rooms.length)}
        />
      ) : null;
      break;
    case bookingSteps.None:
      heading = 'Checking upgrades';
      content = null;
      break;
    case bookingSteps.Occupancy:
      heading = rooms.length > 1 ? `Guest details: room ${active}` : 'Guest details';
      content = activeItem ? <OccupancyStep key={activeItem.roomId} propertyCode={property.PropertyCode} item={activeItem} roomConfigurationRequired={roomConfigurationRequired} /> : null;
      break;
    case bookingSteps.Extras:
      heading = rooms.length > 1 ? `Extras for room ${active}` : 'Add extras';
      content = activeItem ? <ExtrasStep key={activeItem.roomId} propertyCode={property.PropertyCode} item={activeItem} money={money} roomConfigurationRequired={roomConfigurationRequired} /> : null;
      break;
    default:
      heading = 'Booking summary';
      content = <SummaryStep propertyCode={property.PropertyCode} items={basket.items} money={money} />;
  }

  const choosingRoom = step === bookingSteps.RoomTypeSelection || step === bookingSteps.RatePlanSelection || step === bookingSteps.UpgradeSelection;
  const total = basket.items.reduce((sum, item) => sum + item.totalCost, 0);
  return (
    <div className="rooms-rates__layout">
      <section className="rooms-rates__step" aria-labelledby="step-title">
        <FlowProgress step={step} />
        {choosingRoom ? (
          <p className="rooms-rates__room">
            {roomLabel}
            {guests ? ` · ${roomGuestsText(guests)}` : ''}
          </p>
        ) : null}
        <h2 id="step-title" className="rooms-rates__step-title" tabIndex={-1}>
          {heading}
        </h2>
        {response.AvailabilityMessage ? <Notice kind="info">{response.AvailabilityMessage}</Notice> : null}
        {content}
      </section>
      {/* The summary step is the whole stay, extras included: the running basket would repeat it. */}
      {step === bookingSteps.BookingSummary ? null : (
        <aside className="rooms-rates__aside" aria-label="Your stay">
          <BasketSummary
            items={basket.items}
            rooms={rooms}
            from={search.from}
            to={search.to}
            nights={nights}
            money={money}
            activeRoomNumber={choosingRoom ? active : null}
            onChange={changeRoom}
          />
        </aside>
      )}
      {basket.items.length > 0 && choosingRoom ? (
        <div className="stay-bar">
          <p>
            <strong>{money.format(total)}</strong>
            <span>
              {basket.items.length} of {rooms.length} {rooms.length === 1 ? 'room' : 'rooms'} chosen
            </span>
          </p>
          <a href="#your-stay" className="sf-text-button">
            View your stay
          </a>
        </div>
      ) : null}
    </div>
  );
}

const flowSteps = [
  { step: bookingSteps.RoomTypeSelection, label: 'Room' },
  { step: bookingSteps.RatePlanSelection, label: 'Rate' },
  { step: bookingSteps.UpgradeSelection, label: 'Upgrades' },
  { step: bookingSteps.Occupancy, label: 'Guests' },
  { step: bookingSteps.Extras, label: 'Extras' },
  { step: bookingSteps.BookingSummary, label: 'Summary' },
] as const;

function FlowProgress({ step }: { step: number }) {
  const current = step === bookingSteps.None ? bookingSteps.UpgradeSelection : step;
  return (
    <ol className="flow-progress" aria-label="Booking steps">
      {flowSteps.map((entry) => (
        <li
          key={entry.step}
          className={`flow-progress__step${entry.step === current ? ' flow-progress__step--current' : entry.step < current ? ' flow-progress__step--done' : ''}`}
          aria-current={entry.step === current ? 'step' : undefined}
        >
          <span className="flow-progress__label">{entry.label}</span>
        </li>
      ))}
    </ol>
  );
}

function NoRooms({
  response,
  fallbackMessage,
  alternatives,
  money,
  onChoose,
  onStay,
}: {
  response: AvailabilitySearchResponse;
  fallbackMessage: string;
  alternatives: AlternativeStay[];
  money: MoneyDisplay;
  onChoose: (stay: AlternativeStay) => void;
  onStay: (dateTo: string) => void;
}) {
  const datesProblem = response.Outcome === 'NoAvailability';
  // Every plan left out for the stay's length or days: say so, rather than only "unavailable".
  const restricted = datesProblem && response.RestrictedRates.length > 0;
  return (
    <section className="empty-state" aria-labelledby="no-rooms-title">
      <IonIcon icon={alertCircleOutline} aria-hidden="true" className="empty-state__icon" />
      <h2 id="no-rooms-title">{datesProblem ? 'This hotel is unavailable on your selected dates.' : 'No rooms found'}</h2>
      {restricted ? (
        <>
          <p className="empty-state__text">Rooms are free, but not for a stay of this length or on these days:</p>
          <RestrictedRates rates={response.RestrictedRates} onStay={onStay} />
        </>
      ) : (
        <p className="empty-state__text">{response.AvailabilityMessage ?? fallbackMessage}</p>
      )}
      {response.Outcome === 'NoRoomsForOccupancy' ? null : <AlternativeStays stays={alternatives} money={money} onChoose={onChoose} />}
    </section>
  );
}

function SearchingRooms() {
  return (
    <div className="searching" role="status">
      <span className="visually-hidden">Searching for rooms…</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="searching__card" aria-hidden="true">
          <div className="searching__photo" />
          <div className="searching__lines">
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}

const noticeIcons = { info: informationCircleOutline, positive: informationCircleOutline, warning: warningOutline } as const;

function Notice({ kind, children }: { kind: keyof typeof noticeIcons; children: ReactNode }) {
  return (
    <p className={`notice notice--${kind}`}>
      <IonIcon icon={noticeIcons[kind]} aria-hidden="true" />
      <span>
        {kind === 'warning' ? <strong>Warning: </strong> : null}
        {children}
      </span>
    </p>
  );
}

/** Alternative stays for these dates, worked out 100 ms after the dates change (spec section 4). */
function useAlternativeStays(days: CalendarDay[] | null, from: string, nights: number, rooms: number, today: string): AlternativeStay[] {
  const key = `${from}|${nights}|${rooms}`;
  const [found, setFound] = useState<{ key: string; days: CalendarDay[]; stays: AlternativeStay[] } | null>(null);
  useEffect(() => {
    if (!days) return;
    const timer = window.setTimeout(() => {
      setFound({ key, days, stays: alternativeStays({ dateFrom: from, nights, rooms }, days, { earliestDate: today }) });
    }, dateChangeRecheckMs);
    return () => window.clearTimeout(timer);
  }, [key, days, from, nights, rooms, today]);
  return found && found.key === key && found.days === days ? found.stays : [];
}

/** Each step change starts at the top, with the step's heading read out (spec section 2). */
function useStepScroll(position: string | null): void {
  const previous = useRef(position);
  useEffect(() => {
    if (position === null || previous.current === position) return;
    const first = previous.current === null;
    previous.current = position;
    if (first) return;
    scrollPageToTop();
    document.getElementById('step-title')?.focus({ preventScroll: true });
  }, [position]);
}
