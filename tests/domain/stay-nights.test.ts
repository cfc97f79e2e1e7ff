import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesThrough,
  daysFromTo,
  nightsBetween,
  stayNights,
  weekdayOf,
} from '../../src/domain/stay-nights';

describe('stay nights', () => {
  it('lists the nights of a stay, not the departure day', () => {
    expect(stayNights('2026-06-29', '2026-07-02')).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
    expect(nightsBetween('2026-06-29', '2026-07-02')).toBe(3);
  });

  it('has no nights when departure is not after arrival', () => {
    expect(stayNights('2026-06-29', '2026-06-29')).toEqual([]);
    expect(nightsBetween('2026-06-29', '2026-06-20')).toBe(0);
    expect(daysFromTo('2026-06-29', '2026-06-20')).toBe(-9);
  });

  it('counts calendar days across clock changes and leap days', () => {
    // 29 March and 25 October 2026 are 23- and 25-hour days in London; a night is still a night.
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('adds days across months and years, both ways', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, keeping to the end of a shorter month', () => {
    expect(addMonths('2026-05-17', 36)).toBe('2029-05-17');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('lists a calendar range with both ends', () => {
    expect(datesThrough('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('names the day of the week of a date, in any time zone of the machine', () => {
    // 1 January 2027 is a Friday; 29 February 2028 a Tuesday; Sunday counts as 0.
    expect(weekdayOf('2027-01-01')).toBe(5);
    expect(weekdayOf('2028-02-29')).toBe(2);
    expect(weekdayOf('2026-03-29')).toBe(0);
  });
});
