import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '../../domain/stay-nights';
import {
  calendarMonthKeys,
  choosingCheckOut,
  latestCheckOut,
  minimumNights,
  monthGrid,
  moveFocus,
  pickDay,
  viewDay,
  type CalendarRules,
  type DayView,
  type StayRange,
} from './stay-calendar-model';
import { longDateText, monthText, weekdayNames } from '../../domain/stay-dates-text';
import type { DayPrice } from './stay-calendar-data';
import './stay-calendar.css';
import { Icon } from './icon';

// The stay calendar: our own, because Ionic's date picker has no range mode. Check-in, then
// check-out, with the stay highlighted; each day shows its lowest nightly price. On a phone
// the months scroll vertically under the thumb; on a wide screen two months sit side by side
// with buttons to page. One grid per month, one focusable day (roving tabindex), the APG
// date-picker keys, and a full sentence per day for screen readers.

export interface StayCalendarProps {
  range: StayRange;
  onPick: (range: StayRange) => void;
  rules: CalendarRules;
  /** The lowest nightly price of a day, or null when it has none. */
  priceOf: (date: string) => DayPrice | null;
  /** 'scroll': every month, one under the other; 'paged': `monthsPerPage` at a time. */
  layout: 'scroll' | 'paged';
  monthsPerPage?: 1 | 2;
  /** Names the calendar for assistive technology. */
  label: string;
}

export function StayCalendar({ range, onPick, rules, priceOf, layout, monthsPerPage = 2, label }: StayCalendarProps) {
  const months = useMemo(() => calendarMonthKeys(rules), [rules]);
  const first = rules.today;
  const last = addDays(rules.lastArrival, 1);
  const [focusDate, setFocusDate] = useState(() => clampDate(range.checkIn ?? rules.today, first, last));
  const [page, setPage] = useState(() => Math.max(0, months.indexOf((range.checkIn ?? rules.today).slice(0, 7))));
  // Scrolling months are laid down a few at a time, as the guest scrolls towards the end.
  const [scrolledMonths, setScrolledMonths] = useState(() => page + monthsAhead);
  const keyboardMoved = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const moreMonths = useRef<HTMLDivElement>(null);

  const latest = useMemo(() => (choosingCheckOut(range) ? latestCheckOut(range.checkIn, rules) : null), [range, rules]);
  const perPage = layout === 'paged' ? monthsPerPage : Math.min(months.length, scrolledMonths);
  const firstShown = layout === 'paged' ? Math.min(page, Math.max(0, months.length - perPage)) : 0;
  const shown = months.slice(firstShown, firstShown + perPage);

  // Scrolling months open at the check-in's month.
  useLayoutEffect(() => {
    if (layout !== 'scroll') return;
    const month = (range.checkIn ?? rules.today).slice(0, 7);
    container.current?.querySelector(`[data-month="${month}"]`)?.scrollIntoView({ block: 'start' });
    // Only when the calendar opens: later picks must not jump the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout]);

  useEffect(() => {
    const sentinel = moreMonths.current;
    if (layout !== 'scroll' || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setScrolledMonths((count) => count + monthsAhead);
      },
      { root: container.current, rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [layout, perPage]);

  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, firstShown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-date]');
    if (!target) return;
    const date = target.dataset.date!;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const picked = pickDay(range, date, rules);
      if (picked) onPick(picked);
      return;
    }
    const next = moveFocus(date, event.key, event.shiftKey, first, last);
    if (next === null) return;
    event.preventDefault();
    keyboardMoved.current = true;
    setFocusDate(next);
    const index = months.indexOf(next.slice(0, 7));
    if (layout === 'paged') {
      if (index < firstShown) setPage(index);
      else if (index >= firstShown + perPage) setPage(index - perPage + 1);
    } else if (index >= scrolledMonths) {
      setScrolledMonths(index + 1);
    }
  };

  const pick = (date: string) => {
    setFocusDate(date);
    const picked = pickDay(range, date, rules);
    if (picked) onPick(picked);
  };

  const focusInShown = shown.includes(focusDate.slice(0, 7));
  return (
    <div className={`stay-calendar stay-calendar--${layout}`} role="group" aria-label={label}>
      {layout === 'paged' ? (
        <div className="stay-calendar__paging">
          <button
            type="button"
            className="stay-calendar__page-button"
            aria-label="Previous month"
            disabled={firstShown === 0}
            onClick={() => setPage(Math.max(0, firstShown - 1))}
          >
            <Icon icon={chevronBackOutline} />
          </button>
          <button
            type="button"
            className="stay-calendar__page-button"
            aria-label="Next month"
            disabled={firstShown + perPage >= months.length}
            onClick={() => setPage(Math.min(months.length - perPage, firstShown + 1))}
          >
            <Icon icon={chevronForwardOutline} />
          </button>
        </div>
      ) : (
        <div className="stay-calendar__weekdays" aria-hidden="true">
          {weekdayNames.map(([short]) => (
            <span key={short}>{short}</span>
          ))}
        </div>
      )}
      <div className="stay-calendar__months" ref={container} onKeyDown={onKeyDown}>
        {shown.map((month, index) => (
          <CalendarMonthGrid
            key={month}
            month={month}
            range={range}
            rules={rules}
            latest={latest}
            priceOf={priceOf}
            // The roving tab stop: the focused day, or the first month's first day when it is off-page.
            tabStop={focusInShown ? focusDate : index === 0 ? firstPickableIn(month, first, last) : null}
            onPick={pick}
            showWeekdays={layout === 'paged'}
          />
        ))}
        {layout === 'scroll' && perPage < months.length ? (
          <div ref={moreMonths} className="stay-calendar__more" aria-hidden="true" />
        ) : null}
      </div>
    </div>
  );
}

/** Months laid down beyond the first one shown, and again each time the guest nears the end. */
const monthsAhead = 3;

function clampDate(date: string, min: string, max: string): string {
  return date < min ? min : date > max ? max : date;
}

function firstPickableIn(month: string, min: string, max: string): string {
  return clampDate(`${month}-01`, min, max);
}

interface MonthProps {
  month: string;
  range: StayRange;
  rules: CalendarRules;
  latest: string | null;
  priceOf: (date: string) => DayPrice | null;
  tabStop: string | null;
  onPick: (date: string) => void;
  showWeekdays: boolean;
}

const CalendarMonthGrid = memo(function CalendarMonthGrid({
  month,
  range,
  rules,
  latest,
  priceOf,
  tabStop,
  onPick,
  showWeekdays,
}: MonthProps) {
  const grid = useMemo(() => monthGrid(month), [month]);
  const headingId = `stay-calendar-${month}`;
  const minimum = range.checkIn ? minimumNights(range.checkIn, rules) : 1;
  return (
    <section className="stay-calendar__month" data-month={month} aria-labelledby={headingId}>
      <h3 id={headingId} className="stay-calendar__month-name">
        {monthText(month)}
      </h3>
      <table role="grid" aria-labelledby={headingId} className="stay-calendar__grid">
        <thead className={showWeekdays ? undefined : 'visually-hidden'}>
          <tr>
            {weekdayNames.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date === null ? (
                  <td key={d} className="stay-calendar__pad" />
                ) : (
                  <CalendarDayCell
                    key={date}
                    date={date}
                    view={viewDay(date, range, rules, latest)}
                    price={priceOf(date)}
                    minimum={minimum}
                    tabStop={date === tabStop}
                    onPick={onPick}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

interface DayProps {
  date: string;
  view: DayView;
  price: DayPrice | null;
  minimum: number;
  tabStop: boolean;
  onPick: (date: string) => void;
}

function CalendarDayCell({ date, view, price, minimum, tabStop, onPick }: DayProps) {
  const showMinimum = view.role === 'checkIn' && minimum > 1;
  const classes = ['stay-calendar__day'];
  if (view.role) classes.push(`stay-calendar__day--${view.role}`);
  if (!view.pickable && view.role === null) classes.push('stay-calendar__day--unavailable');
  return (
    <td
      data-date={date}
      className={classes.join(' ')}
      tabIndex={tabStop ? 0 : -1}
      aria-selected={view.role !== null}
      aria-disabled={view.pickable ? undefined : true}
      aria-label={dayLabel(date, view, price, showMinimum ? minimum : null)}
      onClick={() => onPick(date)}
    >
      <span className="stay-calendar__day-inner" aria-hidden="true">
        <span className="stay-calendar__day-number">{Number(date.slice(8, 10))}</span>
        <span className="stay-calendar__price">{price && view.unavailableReason !== 'past' ? price.short : '–'}</span>
      </span>
      {showMinimum ? (
        <span className="stay-calendar__badge" aria-hidden="true">
          {minimum} night minimum
        </span>
      ) : null}
    </td>
  );
}

/** "Saturday 12 December 2026, from £129.00, available" */
export function dayLabel(date: string, view: DayView, price: DayPrice | null, minimumBadge: number | null): string {
  const parts = [longDateText(date)];
  if (price && view.unavailableReason !== 'past') parts.push(`from ${price.full}`);
  if (view.role === 'checkIn') parts.push('check-in');
  else if (view.role === 'checkOut') parts.push('check-out');
  else if (view.role === 'inStay') parts.push('in your stay');
  if (minimumBadge) parts.push(`${minimumBadge} night minimum`);
  if (view.role === null) {
    switch (view.unavailableReason) {
      case null:
        parts.push('available');
        break;
      case 'minimumStay':
        parts.push('too short a stay');
        break;
      case 'past':
        parts.push('in the past');
        break;
      default:
        parts.push('not available');
    }
  }
  return parts.join(', ');
}
