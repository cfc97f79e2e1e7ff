import { expect, type Page } from '@playwright/test';
import type { Property } from '../src/contract/property';
import { addDays, weekdayOf } from '../src/domain/stay-nights';

// A hotel's days as its guests count them: from today in the hotel's own time zone, so a spec
// books the same nights whatever the machine's clock and zone.

/** The date `days` from today in the hotel's time zone, 'YYYY-MM-DD'. */
export function hotelDate(property: Pick<Property, 'TimeZone'>, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: property.TimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return addDays(today, days);
}

/** The first date at least `days` from the hotel's today that falls on `weekday` (0 Sunday to 6 Saturday). */
export function nextWeekday(property: Pick<Property, 'TimeZone'>, days: number, weekday: number): string {
  for (let offset = days; ; offset++) {
    const date = hotelDate(property, offset);
    if (weekdayOf(date) === weekday) return date;
  }
}

/** The demo hotels' zone: The Ashbury's and York's dates. */
export const london = { TimeZone: 'Europe/London' };

/** A property as the guest app reads it (GET /api/Property/{code}). */
export async function propertyOf(page: Page, code = 'DEMO'): Promise<Property> {
  const response = await page.request.get(`/api/Property/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Property;
}
