import { describe, expect, it } from 'vitest';
import { comparableStayDate, formatStayDate, isStayDate } from '../../src/domain/stay-dates';

describe('formatStayDate', () => {
  it('shows the short form with an ordinal day', () => {
    expect(formatStayDate('2024-01-01')).toBe('Mon 1st Jan 2024');
    expect(formatStayDate('2024-01-02', 'short')).toBe('Tue 2nd Jan 2024');
    expect(formatStayDate('2024-03-23', 'short')).toBe('Sat 23rd Mar 2024');
    expect(formatStayDate('2024-12-11', 'short')).toBe('Wed 11th Dec 2024');
  });

  it('shows the long form', () => {
    expect(formatStayDate('2024-02-29', 'long')).toBe('Thursday 29th February 2024');
  });

  it('shows the weekday-first form', () => {
    expect(formatStayDate('2026-05-01', 'weekdayFirst')).toBe('Friday, 1 May 2026');
  });

  it('keeps the calendar date whatever the time zone (no instant conversion)', () => {
    expect(formatStayDate('2025-10-26', 'short')).toBe('Sun 26th Oct 2025');
  });

  it('refuses something that is not a calendar date', () => {
    expect(() => formatStayDate('2024-02-30')).toThrow(RangeError);
    expect(() => formatStayDate('01/02/2024')).toThrow(RangeError);
  });
});

describe('comparableStayDate', () => {
  it('gives the YYYY/MM/DD form, which sorts as text in date order', () => {
    expect(comparableStayDate('2024-01-09')).toBe('2024/01/09');
    expect(comparableStayDate('2024-01-09') < comparableStayDate('2024-01-10')).toBe(true);
  });
});

describe('isStayDate', () => {
  it('accepts real dates only', () => {
    expect(isStayDate('2024-02-29')).toBe(true);
    expect(isStayDate('2023-02-29')).toBe(false);
    expect(isStayDate('2024-1-1')).toBe(false);
    expect(isStayDate('')).toBe(false);
  });
});
