import { describe, expect, it } from 'vitest';
import { alternativeStays } from '../../src/domain/alternatives';
import type { CalendarDay } from '../../src/domain/calendar';
import { datesThrough } from '../../src/domain/stay-nights';

// July 2026, every night open at 10000 for one adult with 5 rooms left, unless a test says otherwise.
function july(overrides: Record<string, Partial<CalendarDay>> = {}): CalendarDay[] {
  return datesThrough('2026-07-01', '2026-07-31').map((date) => ({
    date,
    availableRooms: 5,
    lowestRate: 10000,
    minimumStay: 1,
    closedToArrival: false,
    closedToDeparture: false,
    ...overrides[date],
  }));
}
const soldOut: Partial<CalendarDay> = { availableRooms: 0, lowestRate: null, minimumStay: null };
const closedToArrival: Partial<CalendarDay> = { closedToArrival: true, minimumStay: null };
const stays = (list: { fromDate: string; numberOfNights: number }[]) =>
  list.map((s) => `${s.fromDate}+${s.numberOfNights}`);

describe('alternativeStays', () => {
  it('offers the nearest stays first, shifted earlier then later, at most 10', () => {
    // Wanted: Fri 10 July, 2 nights; the 10th is sold out.
    const result = alternativeStays({ dateFrom: '2026-07-10', nights: 2, rooms: 1 }, july({ '2026-07-10': soldOut }));
    // 1 day away: the 9th (nights 9, 10) and the 1-night and 3-night stays from the 10th all
    // touch the sold-out 10th; the 11th works. Then 2, 3, ... days away, earlier first.
    expect(stays(result)).toEqual([
      '2026-07-11+2',
      '2026-07-08+2',
      '2026-07-12+2',
      '2026-07-07+2',
      '2026-07-13+2',
      '2026-07-06+2',
      '2026-07-14+2',
      '2026-07-05+2',
      '2026-07-15+2',
      '2026-07-04+2',
    ]);
  });

  it('describes each stay for the guest', () => {
    const [first] = alternativeStays({ dateFrom: '2026-07-10', nights: 2, rooms: 1 }, july({ '2026-07-10': soldOut }));
    expect(first).toEqual({
      fromDate: '2026-07-11',
      toDate: '2026-07-13',
      numberOfNights: 2,
      totalCost: 20000,
      nightsText: '2 nights',
      datesText: 'Sat 11th Jul 2026 – Mon 13th Jul 2026',
    });
  });

  it('lengthens a stay to meet the minimum stay, and never starts on a day closed to arrival', () => {
    // Wanted: the 10th for 1 night, but arrivals on the 10th need 2 nights; the 9th and
    // 11th are closed to arrival (staying through the 11th is fine).
    const days = july({
      '2026-07-10': { minimumStay: 2 },
      '2026-07-09': closedToArrival,
      '2026-07-11': closedToArrival,
    });
    const result = alternativeStays({ dateFrom: '2026-07-10', nights: 1, rooms: 1 }, days, { limit: 4 });
    expect(stays(result)).toEqual(['2026-07-10+2', '2026-07-08+1', '2026-07-12+1', '2026-07-10+3']);
    expect(result.some((s) => s.fromDate === '2026-07-09' || s.fromDate === '2026-07-11')).toBe(false);
  });

  it('respects the minimum stay of a shifted arrival too', () => {
    const days = july({ '2026-07-10': soldOut, '2026-07-11': { minimumStay: 3 } });
    const result = alternativeStays({ dateFrom: '2026-07-10', nights: 2, rooms: 1 }, days, { limit: 2 });
    expect(stays(result)).toEqual(['2026-07-08+2', '2026-07-12+2']);
  });

  it('skips stays with a night short of rooms for the whole party', () => {
    // Two rooms wanted; the 12th has only one left.
    const days = july({ '2026-07-12': { availableRooms: 1 } });
    const result = alternativeStays({ dateFrom: '2026-07-12', nights: 1, rooms: 2 }, days, { limit: 2 });
    expect(stays(result)).toEqual(['2026-07-11+1', '2026-07-13+1']);
  });

  it('skips stays that would leave on a day closed to departure', () => {
    const days = july({ '2026-07-10': soldOut, '2026-07-13': { closedToDeparture: true } });
    const result = alternativeStays({ dateFrom: '2026-07-10', nights: 2, rooms: 1 }, days, { limit: 1 });
    expect(stays(result)).toEqual(['2026-07-08+2']);
  });

  it('prices a stay from the nightly rates, for every room', () => {
    const days = july({
      '2026-07-10': soldOut,
      '2026-07-11': { lowestRate: 12000 },
      '2026-07-12': { lowestRate: 9000 },
    });
    const [first] = alternativeStays({ dateFrom: '2026-07-10', nights: 2, rooms: 2 }, days);
    // (12000 + 9000) x 2 rooms
    expect(first).toMatchObject({ fromDate: '2026-07-11', totalCost: 42000 });
  });

  it("does not start before the earliest date (the property's today)", () => {
    const days = july({ '2026-07-03': soldOut });
    const result = alternativeStays({ dateFrom: '2026-07-03', nights: 1, rooms: 1 }, days, {
      earliestDate: '2026-07-02',
      limit: 3,
    });
    // 2 days away the 1st is before the earliest date; the 5th comes instead.
    expect(stays(result)).toEqual(['2026-07-02+1', '2026-07-04+1', '2026-07-05+1']);
  });

  it('does not suggest days outside the calendar', () => {
    const days = july({ '2026-07-02': soldOut });
    const result = alternativeStays({ dateFrom: '2026-07-02', nights: 1, rooms: 1 }, days, { limit: 3 });
    // 30 June is not in the calendar.
    expect(stays(result)).toEqual(['2026-07-01+1', '2026-07-03+1', '2026-07-04+1']);
  });

  it('says "1 night" for a single night', () => {
    const [first] = alternativeStays({ dateFrom: '2026-07-10', nights: 1, rooms: 1 }, july({ '2026-07-10': soldOut }));
    expect(first?.nightsText).toBe('1 night');
  });

  it('offers nothing when nothing nearby is open', () => {
    const allSold = Object.fromEntries(datesThrough('2026-07-01', '2026-07-31').map((date) => [date, soldOut]));
    expect(alternativeStays({ dateFrom: '2026-07-10', nights: 2, rooms: 1 }, july(allSold))).toEqual([]);
  });
});
