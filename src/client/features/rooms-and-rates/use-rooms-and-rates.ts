import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BookingConfiguration, Property } from '../../../contract/property';
import type { AlternativeStay } from '../../../domain/alternatives';
import type { CalendarDay } from '../../../domain/calendar';
import { nightsBetween } from '../../../domain/stay-nights';
import { parseRoomsParam } from '../../../domain/stay-search';
import { basketSearchOf, readSearchAnswer, saveSearchAnswer, useBasket, type BasketSearch } from '../../basket/basket';
import { nextTask } from '../../next-task';
import { useIsOnline } from '../../ui/online-status';
import { scrollPageToTop } from '../../ui/page-scroll';
import { dateChangeRecheckMs, useSameDayRestriction } from '../../ui/same-day-restriction';
import { useStayCalendarData } from '../../ui/stay-calendar-data';
import { useAvailabilitySearch, type StaySearch } from './api/search-availability';
import { basketMatchesSearch, ensureBasketForSearch } from './booking-flow-actions';

// What Rooms and Rates works from: the search of the URL and the basket made for it, the
// search's answer (the one kept on the device standing in until a fresh one comes), the stay
// calendar, same-day rules and other stays to offer, and another search for new dates.

export interface RoomsAndRatesInput {
  property: Property;
  bookingConfig: BookingConfiguration;
  search: StaySearch;
  /** Runs another search (new dates), through the URL. */
  onSearch: (search: StaySearch) => void;
}

export function useRoomsAndRates({ property, bookingConfig, search, onSearch }: RoomsAndRatesInput) {
  const rooms = useMemo(() => parseRoomsParam(search.rooms) ?? [], [search.rooms]);
  const nights = nightsBetween(search.from, search.to);
  const basketSearch = useMemo<BasketSearch>(
    () => basketSearchOf(search),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search's fields, not its object
    [search.from, search.to, search.rooms, search.promo, search.location, search.ratePlan],
  );
  // The route makes the basket for its search before the page renders (Rooms-And-Rates.tsx);
  // this keeps it so for a page already open.
  useLayoutEffect(
    () => ensureBasketForSearch(property.PropertyCode, basketSearch),
    [property.PropertyCode, basketSearch],
  );
  const basket = useBasket();
  const ready = basketMatchesSearch(basket, property.PropertyCode, basketSearch);

  // The answer the basket's rooms were chosen from stands in until a fresh one comes, so a
  // reload (offline, too) shows the rooms chosen at once, with no second search flashing by.
  const kept = useMemo(
    () => readSearchAnswer(property.PropertyCode, basketSearch),
    [property.PropertyCode, basketSearch],
  );
  const result = useAvailabilitySearch(property.PropertyCode, search, kept);
  useEffect(() => {
    const answer = result.data;
    if (answer && answer !== kept?.response && result.dataUpdatedAt > 0) {
      // Written down in a task of its own: the answer arrives in an update React renders at
      // once, and its effects run in the same task.
      const savedAt = new Date(result.dataUpdatedAt);
      void nextTask().then(() => saveSearchAnswer(property.PropertyCode, basketSearch, answer, savedAt));
    }
  }, [result.data, result.dataUpdatedAt, kept, property.PropertyCode, basketSearch]);
  const online = useIsOnline();
  const calendar = useStayCalendarData(property, rooms.length);
  const money = calendar.money;
  const sameDay = useSameDayRestriction(search.from, property.TimeZone, bookingConfig);
  const alternatives = useAlternativeStays(calendar.days, search.from, nights, rooms.length, calendar.today);
  const [changingDates, setChangingDates] = useState(false);
  useStepScroll(ready ? `${basket.step}|${basket.activeRoomNumber}|${basket.selectedRoomTypeId}` : null);

  const searchDates = useCallback(
    (from: string, to: string) => {
      setChangingDates(false);
      onSearch({ ...search, from, to });
    },
    [onSearch, search],
  );
  const response = result.data;
  // Shown from the device: offline, or the server could not be reached for a fresher answer.
  const keptAnswerOnly = response !== undefined && (!online || result.isError);
  const arrivalDay = calendar.rules.days?.get(search.from) ?? null;

  return {
    rooms,
    nights,
    basketSearch,
    basket,
    ready,
    result,
    response,
    online,
    calendar,
    money,
    sameDay,
    alternatives,
    changingDates,
    setChangingDates,
    searchDates,
    keptAnswerOnly,
    arrivalDay,
  };
}

/**
 * Alternative stays for these dates, worked out 100 ms after the dates change (docs/product.md, booking flow).
 * Their rules (and the date formats they print, with dayjs) load then, not with the page.
 */
function useAlternativeStays(
  days: CalendarDay[] | null,
  from: string,
  nights: number,
  rooms: number,
  today: string,
): AlternativeStay[] {
  const key = `${from}|${nights}|${rooms}`;
  const [found, setFound] = useState<{ key: string; days: CalendarDay[]; stays: AlternativeStay[] } | null>(null);
  useEffect(() => {
    if (!days) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import('../../../domain/alternatives').then(({ alternativeStays }) => {
        if (cancelled) return;
        const stays = alternativeStays({ dateFrom: from, nights, rooms }, days, { earliestDate: today });
        // The page renders again for them, in a transition's short slices rather than one task.
        startTransition(() => setFound({ key, days, stays }));
      });
    }, dateChangeRecheckMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [key, days, from, nights, rooms, today]);
  return found && found.key === key && found.days === days ? found.stays : [];
}

/** Each step change starts at the top, with the step's heading read out (docs/product.md, pages). */
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
