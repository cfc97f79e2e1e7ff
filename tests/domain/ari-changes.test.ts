import { describe, expect, it } from 'vitest';
import {
  ariChangeProblems,
  changedInventoryNight,
  changedRateNight,
  nightOffsetsCovered,
  nightsBelowBooked,
  nightsCovered,
  rateNightsProblem,
} from '../../src/domain/ari-changes';
import { addDays } from '../../src/domain/stay-nights';

const today = '2026-05-10';

describe('the nights a dated change covers', () => {
  it('takes Fridays and Saturdays of a summer, first and last night included', () => {
    const nights = nightsCovered({ From: '2026-06-01', To: '2026-08-31', Weekdays: ['Fri', 'Sat'] });
    expect(nights[0]).toBe('2026-06-05');
    expect(nights.at(-1)).toBe('2026-08-29');
    expect(nights).toHaveLength(26);
  });

  it('takes every night without weekdays: 24 to 26 December is three nights', () => {
    expect(nightsCovered({ From: '2026-12-24', To: '2026-12-26' })).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
  });

  it('gives the same nights as days after a first night, for a year of changes at once', () => {
    const origin = '2026-05-30';
    for (const range of [
      { From: '2026-06-01', To: '2026-08-31', Weekdays: ['Fri', 'Sat'] as const },
      { From: '2026-05-30', To: '2027-05-29' },
      { From: '2026-12-24', To: '2026-12-26', Weekdays: ['Sun', 'Thu'] as const },
      { From: '2026-06-02', To: '2026-06-01' },
    ]) {
      const days = nightOffsetsCovered({ ...range, Weekdays: range.Weekdays && [...range.Weekdays] }, origin);
      expect(days.map((day) => addDays(origin, day))).toEqual(
        nightsCovered({ ...range, Weekdays: range.Weekdays && [...range.Weekdays] }),
      );
    }
  });
});

describe('what a change may ask', () => {
  const base = { RoomTypeId: 1, From: '2026-06-01', To: '2026-06-02' };

  it('accepts a rate on a rate plan', () => {
    expect(ariChangeProblems({ ...base, RatePlanId: 2, Rate: 149 }, today)).toEqual({});
  });

  it('refuses nights before today and beyond 36 months', () => {
    expect(ariChangeProblems({ ...base, From: '2026-05-09', Closed: true }, today).From).toEqual([
      'Nights before today (2026-05-10) cannot be changed.',
    ]);
    expect(ariChangeProblems({ ...base, To: '2029-05-11', Closed: true }, today).To).toEqual([
      'Nights can be changed up to 2029-05-10, 36 months ahead.',
    ]);
  });

  it('refuses a rate without a rate plan and rooms with one', () => {
    expect(ariChangeProblems({ ...base, Rate: 149 }, today).Rate).toEqual(['Rate needs a rate plan.']);
    expect(ariChangeProblems({ ...base, RatePlanId: 2, Rooms: 3 }, today).Rooms).toHaveLength(1);
  });

  it('refuses a change that changes nothing, and weekdays that never fall in the range', () => {
    expect(ariChangeProblems(base, today).Items).toHaveLength(1);
    expect(ariChangeProblems({ ...base, Weekdays: ['Sun'], Closed: true }, today).Weekdays).toEqual([
      'None of the chosen weekdays falls between the first and last night.',
    ]);
  });

  it('refuses negative rates and rooms', () => {
    expect(ariChangeProblems({ ...base, RatePlanId: 2, Rate: -1 }, today).Rate).toHaveLength(1);
    expect(ariChangeProblems({ ...base, Rooms: -1 }, today).Rooms).toHaveLength(1);
  });
});

describe('what a change does to a night', () => {
  const night = {
    date: '2026-06-05',
    baseRate: 12000,
    closed: false,
    closedToArrival: false,
    closedToDeparture: false,
    minStay: 1,
    maxStay: 3,
  };

  it('sets the rate in minor units of the property currency and keeps what it does not name', () => {
    const changed = changedRateNight(night, { RoomTypeId: 1, RatePlanId: 2, From: '', To: '', Rate: 149.5 }, 'GBP');
    expect(changed).toEqual({ ...night, baseRate: 14950 });
    expect(
      changedRateNight(night, { RoomTypeId: 1, RatePlanId: 2, From: '', To: '', Rate: 14950 }, 'JPY').baseRate,
    ).toBe(14950);
  });

  it('finds a minimum stay raised above the night’s maximum', () => {
    const changed = changedRateNight(night, { RoomTypeId: 1, RatePlanId: 2, From: '', To: '', MinStay: 5 }, 'GBP');
    expect(rateNightsProblem([changed])).toBe(
      '2026-06-05: The maximum stay (3) is below the minimum stay of 5 nights.',
    );
    const lifted = changedRateNight(
      night,
      { RoomTypeId: 1, RatePlanId: 2, From: '', To: '', MinStay: 5, MaxStay: null },
      'GBP',
    );
    expect(rateNightsProblem([lifted])).toBeUndefined();
  });

  it('finds the nights where rooms to sell would fall below rooms booked', () => {
    const nights = [
      { date: '2026-12-24', total: 5, booked: 3, stopSell: false },
      { date: '2026-12-25', total: 5, booked: 1, stopSell: false },
    ];
    const changed = nights.map((n) => changedInventoryNight(n, { RoomTypeId: 1, From: '', To: '', Rooms: 2 }));
    expect(nightsBelowBooked(changed, (n) => n.total).map((n) => n.date)).toEqual(['2026-12-24']);
  });
});
