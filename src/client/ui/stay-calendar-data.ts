import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Property } from '../../contract/property';
import { disabledDays, type CalendarDay } from '../../domain/calendar';
import { todayIn } from '../../domain/same-day';
import { lastArrivalDate } from '../../domain/search-request';
import { calendarDaysOf } from './api/calendar-days';
import { useAvailabilityCalendar } from './api/get-availability-calendar';
import { useMoneyDisplay, type MoneyDisplay } from './display-currency';
import type { CalendarRules } from './stay-calendar-model';

// Everything a stay calendar needs from the property's availability calendar: the rules for
// picking days, each day's price in the guest's display currency, and the days for the
// domain's rules (alternative stays).

export type CalendarProperty = Pick<Property, 'PropertyCode' | 'TimeZone' | 'Currency' | 'AvailableCurrencies'>;

export interface StayCalendarData {
  today: string;
  rules: CalendarRules;
  priceOf: (date: string) => DayPrice | null;
  /** The calendar in the domain's units; null while loading. */
  days: CalendarDay[] | null;
  loading: boolean;
  failed: boolean;
  money: MoneyDisplay;
}

export function useStayCalendarData(property: CalendarProperty, rooms: number): StayCalendarData {
  const [today] = useState(() => todayIn(property.TimeZone, new Date()));
  const money = useMoneyDisplay(property);
  const calendar = useAvailabilityCalendar(property.PropertyCode, today);
  // The answer arrives in an update React renders at once, in one task; its three years of days
  // are worked through in the render after it instead, a transition the guest can tap through.
  const data = useDeferredValue(calendar.data);
  const days = useMemo(() => (data ? calendarDaysOf(data, property.Currency) : null), [data, property.Currency]);
  const disabledArrivals = useDisabledArrivals(days);
  const rules = useMemo<CalendarRules>(
    () => ({
      today,
      lastArrival: lastArrivalDate(today),
      days: days ? new Map(days.map((day) => [day.date, day])) : null,
      disabledArrivals,
      rooms: Math.max(1, rooms),
    }),
    [today, days, disabledArrivals, rooms],
  );
  const priceOf = useCallback(
    (date: string): DayPrice | null => {
      // The day's "from" rate, minor units (the domain's days).
      const rate = rules.days?.get(date)?.lowestRate;
      return rate === null || rate === undefined
        ? null
        : { short: money.formatCompactMinor(rate), full: money.formatMinor(rate) };
    },
    [rules.days, money],
  );
  return {
    today,
    rules,
    priceOf,
    days,
    loading: !data && !calendar.isError,
    failed: calendar.isError && !data,
    money,
  };
}

export interface DayPrice {
  /** "£129", for the cell. */
  short: string;
  /** "£129.00", for the label. */
  full: string;
}

/**
 * Arrival days to disable (docs/product.md, prices and formats): worked out over the whole calendar (3 years and
 * 1 month) 3 seconds after the page loaded, in idle time, so it never holds up a tap. Each
 * calendar answer is worked out once.
 */
const disabledByCalendar = new WeakMap<readonly CalendarDay[], ReadonlySet<string>>();
const disabledDaysDelayMs = 3000;

export function useDisabledArrivals(days: readonly CalendarDay[] | null): ReadonlySet<string> | null {
  const [computed, setComputed] = useState<{ days: readonly CalendarDay[]; disabled: ReadonlySet<string> } | null>(
    null,
  );
  const known = days ? (disabledByCalendar.get(days) ?? null) : null;

  useEffect(() => {
    if (!days || disabledByCalendar.has(days)) return;
    let cancelled = false;
    let idle: number | undefined;
    const work = () => {
      if (cancelled) return;
      const disabled = new Set(disabledDays(days));
      disabledByCalendar.set(days, disabled);
      startTransition(() => setComputed({ days, disabled }));
    };
    const timer = window.setTimeout(
      () => {
        if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: 500 });
        else work();
      },
      Math.max(0, disabledDaysDelayMs - performance.now()),
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [days]);

  if (known) return known;
  return computed && computed.days === days ? computed.disabled : null;
}
