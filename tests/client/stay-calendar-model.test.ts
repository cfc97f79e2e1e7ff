import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../src/domain/calendar';
import { dayLabel } from '../../src/client/ui/stay-calendar';
import {
  calendarMonthKeys,
  canCheckOut,
  latestCheckOut,
  minimumNights,
  monthGrid,
  moveFocus,
  pickDay,
  viewDay,
  type CalendarRules,
} from '../../src/client/ui/stay-calendar-model';
import { longDateText, shortDateText } from '../../src/domain/stay-dates-text';

const open = (date: string, over: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  availableRooms: 5,
  lowestRate: 12900,
  minimumStay: 1,
  closedToArrival: false,
  closedToDeparture: false,
  ...over,
});

/** December 2026: the 2nd to 4th sold out; Saturdays need 2 nights; the 20th closed to departure. */
function december(): CalendarRules {
  const days = new Map<string, CalendarDay>();
  for (let d = 1; d <= 31; d++) {
    const date = `2026-12-${String(d).padStart(2, '0')}`;
    const saturday = new Date(`${date}T00:00:00Z`).getUTCDay() === 6;
    days.set(date, open(date, { minimumStay: saturday ? 2 : 1 }));
  }
  for (const date of ['2026-12-02', '2026-12-03', '2026-12-04'])
    days.set(date, open(date, { availableRooms: 0, lowestRate: null, minimumStay: null }));
  days.set('2026-12-20', open('2026-12-20', { closedToDeparture: true }));
  return {
    today: '2026-11-22',
    lastArrival: '2029-11-22',
    days,
    disabledArrivals: new Set(['2026-12-02', '2026-12-03', '2026-12-04']),
    rooms: 1,
  };
}

describe('choosing a stay in the calendar', () => {
  const rules = december();
  const none = { checkIn: null, checkOut: null };

  it('takes the check-in first, then a later check-out', () => {
    const checkIn = pickDay(none, '2026-12-11', rules);
    expect(checkIn).toEqual({ checkIn: '2026-12-11', checkOut: null });
    expect(pickDay(checkIn!, '2026-12-13', rules)).toEqual({ checkIn: '2026-12-11', checkOut: '2026-12-13' });
  });

  it('starts again from a day before the check-in, or once both are chosen', () => {
    expect(pickDay({ checkIn: '2026-12-11', checkOut: null }, '2026-12-08', rules)).toEqual({
      checkIn: '2026-12-08',
      checkOut: null,
    });
    expect(pickDay({ checkIn: '2026-12-11', checkOut: '2026-12-13' }, '2026-12-15', rules)).toEqual({
      checkIn: '2026-12-15',
      checkOut: null,
    });
  });

  it('does not start a stay in the past, on a disabled day or beyond 36 months', () => {
    expect(pickDay(none, '2026-11-21', rules)).toBeNull();
    expect(pickDay(none, '2026-12-03', rules)).toBeNull();
    expect(pickDay(none, '2029-11-23', rules)).toBeNull();
    expect(pickDay(none, '2029-11-22', rules)).toEqual({ checkIn: '2029-11-22', checkOut: null });
  });

  it('holds the minimum stay of the check-in day: the days inside it cannot be picked', () => {
    const saturday = { checkIn: '2026-12-12', checkOut: null };
    expect(minimumNights('2026-12-12', rules)).toBe(2);
    expect(pickDay(saturday, '2026-12-13', rules)).toBeNull();
    expect(viewDay('2026-12-13', saturday, rules, latestCheckOut('2026-12-12', rules))).toEqual({
      role: null,
      pickable: false,
      unavailableReason: 'minimumStay',
    });
    expect(pickDay(saturday, '2026-12-14', rules)).toEqual({ checkIn: '2026-12-12', checkOut: '2026-12-14' });
  });

  it('ends a stay at the first night that cannot be had: a sold-out night may be the check-out, not stayed', () => {
    expect(latestCheckOut('2026-12-01', rules)).toBe('2026-12-02');
    expect(canCheckOut('2026-12-02', '2026-12-01', rules)).toBe(true);
    expect(canCheckOut('2026-12-05', '2026-12-01', rules)).toBe(false);
    // A later day past the gap starts a new stay instead, if a stay can start there.
    expect(pickDay({ checkIn: '2026-12-01', checkOut: null }, '2026-12-05', rules)).toEqual({
      checkIn: '2026-12-05',
      checkOut: null,
    });
  });

  it('needs a night for every room wanted', () => {
    const tight = { ...rules, days: new Map(rules.days!), rooms: 3 };
    tight.days.set('2026-12-16', open('2026-12-16', { availableRooms: 2 }));
    expect(latestCheckOut('2026-12-14', tight)).toBe('2026-12-16');
  });

  it('does not end a stay on a day closed to departure', () => {
    expect(canCheckOut('2026-12-20', '2026-12-18', rules)).toBe(false);
    expect(canCheckOut('2026-12-21', '2026-12-18', rules)).toBe(true);
  });

  it('marks the stay: check-in, the nights between, and check-out', () => {
    const stay = { checkIn: '2026-12-11', checkOut: '2026-12-13' };
    expect(viewDay('2026-12-11', stay, rules, null).role).toBe('checkIn');
    expect(viewDay('2026-12-12', stay, rules, null).role).toBe('inStay');
    expect(viewDay('2026-12-13', stay, rules, null).role).toBe('checkOut');
    expect(viewDay('2026-12-14', stay, rules, null).role).toBeNull();
  });

  it('allows every day while the disabled days are still being worked out', () => {
    expect(pickDay(none, '2026-12-03', { ...rules, disabledArrivals: null })).toEqual({
      checkIn: '2026-12-03',
      checkOut: null,
    });
  });
});

describe('reading the calendar', () => {
  const rules = december();

  it('names each day in full for screen readers', () => {
    const price = { short: '£129', full: '£129.00' };
    expect(dayLabel('2026-12-12', { role: null, pickable: true, unavailableReason: null }, price, null)).toBe(
      'Saturday 12 December 2026, from £129.00, available',
    );
    expect(dayLabel('2026-12-12', { role: 'checkIn', pickable: true, unavailableReason: null }, price, 2)).toBe(
      'Saturday 12 December 2026, from £129.00, check-in, 2 night minimum',
    );
    expect(
      dayLabel('2026-12-03', { role: null, pickable: false, unavailableReason: 'noAvailability' }, null, null),
    ).toBe('Thursday 3 December 2026, not available');
  });

  it('writes dates the way a British guest reads them', () => {
    expect(shortDateText('2026-12-12')).toBe('Sat 12 Dec');
    expect(longDateText('2027-01-01')).toBe('Friday 1 January 2027');
  });

  it('shows the months from today to the last possible check-out: 37 of them', () => {
    const months = calendarMonthKeys(rules);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2029-11');
    expect(months).toHaveLength(37);
  });

  it('lays out a month in whole weeks from Monday', () => {
    const grid = monthGrid('2026-12');
    expect(grid.weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(grid.weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('moves the focus with the date-picker keys, and never out of the calendar', () => {
    const min = '2026-11-22';
    const max = '2029-11-23';
    expect(moveFocus('2026-12-31', 'ArrowRight', false, min, max)).toBe('2027-01-01');
    expect(moveFocus('2026-12-10', 'ArrowUp', false, min, max)).toBe('2026-12-03');
    expect(moveFocus('2026-12-10', 'Home', false, min, max)).toBe('2026-12-07');
    expect(moveFocus('2026-12-10', 'End', false, min, max)).toBe('2026-12-13');
    expect(moveFocus('2026-12-31', 'PageDown', false, min, max)).toBe('2027-01-31');
    expect(moveFocus('2026-12-10', 'PageDown', true, min, max)).toBe('2027-12-10');
    expect(moveFocus('2026-11-23', 'ArrowUp', false, min, max)).toBe(min);
    expect(moveFocus('2026-12-10', 'Tab', false, min, max)).toBeNull();
  });
});
