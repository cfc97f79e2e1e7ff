import type { Locator, Page } from '@playwright/test';
import type { BookingConfiguration, Property } from '../src/contract/property';
import { expect, test } from './fixtures';
import { addDays, weekdayOf } from '../src/domain/stay-nights';
import { longDateText } from '../src/domain/stay-dates-text';
import { hotelDate, nextWeekday, propertyOf } from './hotel-dates';

// Searching and choosing rooms as a guest does it, on a phone and on a desktop: dates in the
// stay calendar (with its prices), rooms and guests, then a room type and a rate for each room,
// an upgrade, and a basket that survives a reload. Also: a sold-out stay and its alternatives,
// a promo code that unlocks its rate, and the same-day cut-off. Searches book nothing, so the
// phone and desktop runs share the demo's days freely.
//
// The demo (src/server/db/seed/demo.json): every room type is sold out on the nights today+10
// to today+12; Saturday arrivals need 2 nights; SPRING unlocks "Spring Escape". The test
// property E2E-SAMEDAY (e2e/fixtures/same-day-property.json) refuses stays starting today from
// midnight on, so its cut-off has always passed.

/** The first Friday at least `days` from the hotel's today. */
const fridayFrom = (property: Property, days: number) => nextWeekday(property, days, 5);

function datesDialog(page: Page): Locator {
  return page.locator('ion-modal.dates-dialog');
}

/** A day of the stay calendar: found by scrolling on a phone, or by paging months on a wide screen. */
async function calendarDay(page: Page, date: string): Promise<Locator> {
  const day = datesDialog(page).getByRole('gridcell', { name: new RegExp(`^${longDateText(date)}`) });
  const nextMonth = datesDialog(page).getByRole('button', { name: 'Next month' });
  if ((await nextMonth.count()) === 0) {
    // On a phone the months scroll, and later months appear as the guest scrolls down.
    await datesDialog(page).getByRole('grid').first().hover();
    for (let scrolls = 0; scrolls < 60 && (await day.count()) === 0; scrolls++) await page.mouse.wheel(0, 1500);
    await day.scrollIntoViewIfNeeded();
    return day;
  }
  for (let months = 0; months < 40 && !(await day.isVisible()); months++) await nextMonth.click();
  return day;
}

async function pickStay(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: /^Dates/ }).click();
  await expect(page.getByRole('dialog', { name: 'Select dates' })).toBeVisible();
  await (await calendarDay(page, from)).click();
  await (await calendarDay(page, to)).click();
  await datesDialog(page).getByRole('button', { name: /^Done/ }).click();
  await expect(page.getByRole('dialog', { name: 'Select dates' })).toBeHidden();
}

test.describe('searching for rooms', () => {
  test('two rooms for a weekend: prices in the calendar, a room and rate each, an upgrade, and a basket that survives a reload', async ({
    page,
    axe,
  }) => {
    // The longest story in the suite (two rooms, five steps, a reload, axe on each page).
    test.slow();
    // The whole story, with an accessibility scan at each of its seven screens.
    test.setTimeout(150_000);
    const property = await propertyOf(page);
    const friday = fridayFrom(property, 14);
    const sunday = addDays(friday, 2);

    await page.goto('/Book/DEMO');
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dates/ })).toContainText('Add dates');
    await axe();

    // The calendar shows each day's lowest price; the weekend is picked by tapping its days.
    await page.getByRole('button', { name: /^Dates/ }).click();
    const fridayCell = await calendarDay(page, friday);
    await expect(fridayCell).toHaveAccessibleName(
      new RegExp(`^${longDateText(friday)}, from £\\d+\\.\\d\\d, available$`),
    );
    await expect(fridayCell).toContainText(/£\d+/);
    await fridayCell.click();
    await expect(fridayCell).toHaveAttribute('aria-selected', 'true');
    await expect(datesDialog(page).getByRole('status')).toContainText('Now choose your check-out date.');
    await (await calendarDay(page, sunday)).click();
    await expect(datesDialog(page).getByRole('status')).toContainText('2 nights');
    await axe({ include: ['ion-modal.dates-dialog'] });
    await datesDialog(page).getByRole('button', { name: 'Done · 2 nights' }).click();
    await expect(page.getByRole('button', { name: /^Dates/ })).toContainText('2 nights');

    // A second room, with the property's default guests.
    await page.getByRole('button', { name: /^Rooms and guests/ }).click();
    const roomsDialog = page.locator('ion-modal.rooms-dialog');
    await roomsDialog.getByRole('button', { name: 'Add another room' }).click();
    await expect(roomsDialog.getByRole('heading', { name: 'Room 2' })).toBeVisible();
    await axe({ include: ['ion-modal.rooms-dialog'] });
    await roomsDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: /^Rooms and guests/ })).toContainText('2 rooms · 4 adults');

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/Book/DEMO/Rooms-And-Rates\\?.*from=${friday}`));
    await expect(page).toHaveURL(/rooms=2-0-0%2C2-0-0/);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
    await expect(page.getByText('Room 1 of 2 · 2 adults')).toBeVisible();
    await axe();

    // Room 1, then room 2: a room type, then its rate.
    for (const room of [1, 2]) {
      await expect(page.getByText(`Room ${room} of 2 · 2 adults`)).toBeVisible();
      await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Choose your rate' })).toBeVisible();
      const flexible = page.getByRole('article', { name: 'Best Flexible Rate' });
      await expect(flexible).toContainText('Free cancellation');
      await expect(flexible).toContainText(/£\d+\.\d\d for 2 nights/);
      if (room === 1) await axe();
      await flexible.getByRole('button', { name: 'Choose rate: Best Flexible Rate' }).click();
    }

    // Both rooms chosen: the Classic Double's upgrades, with what they add.
    await expect(page.getByRole('heading', { level: 2, name: 'Upgrade room 1?' })).toBeVisible();
    const king = page.getByRole('article', { name: 'Deluxe King' });
    await expect(king).toContainText(/\+£\d+\.\d\d for your stay/);
    await axe();
    await king.getByRole('button', { name: 'Upgrade to Deluxe King' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Upgrade room 2?' })).toBeVisible();
    await page.getByRole('button', { name: 'No thanks, keep the Classic Double' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Guest details: room 1' })).toBeVisible();
    const stay = page.getByRole('region', { name: 'Your stay' });
    await expect(stay.getByRole('listitem').filter({ hasText: 'Room 1' })).toContainText('Deluxe King');
    await expect(stay.getByRole('listitem').filter({ hasText: 'Room 2' })).toContainText('Classic Double');
    const total = await stay
      .getByText(/^£[\d,]+\.\d\d$/)
      .last()
      .textContent();
    await axe();

    // A reload comes back to the same step with the same rooms.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Guest details: room 1' })).toBeVisible();
    await expect(stay.getByRole('listitem').filter({ hasText: 'Room 1' })).toContainText('Deluxe King');
    await expect(stay.getByRole('listitem').filter({ hasText: 'Room 2' })).toContainText('Classic Double');
    await expect(stay).toContainText(total ?? 'missing total');

    // Changing a room gives it back and asks for it again.
    await stay.getByRole('button', { name: 'Change room 2' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
    await expect(page.getByText('Room 2 of 2 · 2 adults')).toBeVisible();
  });

  test('the calendar works from the keyboard', async ({ page }) => {
    const property = await propertyOf(page);
    const friday = fridayFrom(property, 14);
    await page.goto('/Book/DEMO');
    await page.getByRole('button', { name: /^Dates/ }).click();
    await expect(page.getByRole('dialog', { name: 'Select dates' })).toBeVisible();
    const fridayCell = await calendarDay(page, friday);
    await fridayCell.focus();
    await page.keyboard.press('Enter');
    await expect(fridayCell).toHaveAttribute('aria-selected', 'true');
    // Two days on with the arrow keys, then Enter: the stay is Friday to Sunday.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const sunday = datesDialog(page).locator('[data-date]:focus');
    await expect(sunday).toHaveAccessibleName(new RegExp(`^Sunday `));
    await page.keyboard.press('Enter');
    await expect(datesDialog(page).getByRole('status')).toContainText('2 nights');
    await expect(sunday).toHaveAttribute('aria-selected', 'true');
  });

  test('a fifth room is not offered: the maximum is reached, with the hotel to contact', async ({ page }) => {
    const config = (await (await page.request.get('/api/Book/Config/DEMO')).json()) as BookingConfiguration;
    await page.goto('/Book/DEMO');
    await page.getByRole('button', { name: /^Rooms and guests/ }).click();
    const roomsDialog = page.locator('ion-modal.rooms-dialog');
    for (let rooms = 1; rooms < config.MaxNumberOfRoomsOnBooking; rooms++)
      await roomsDialog.getByRole('button', { name: 'Add another room' }).click();
    await expect(roomsDialog.getByRole('button', { name: 'Add another room' })).toBeDisabled();
    await expect(roomsDialog).toContainText('You have added the maximum number of rooms');
    await expect(roomsDialog).toContainText('please contact The Ashbury');
    // Guest steppers stop at the property's limits.
    await expect(roomsDialog.getByRole('button', { name: 'Remove an infant from room 1' })).toBeDisabled();
  });

  test('a sold-out stay shows alternatives, and choosing one searches it', async ({ page, axe }) => {
    const property = await propertyOf(page);
    const config = (await (await page.request.get('/api/Book/Config/DEMO')).json()) as BookingConfiguration;
    const from = hotelDate(property, 10);
    const to = hotelDate(property, 12);

    await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'This hotel is unavailable on your selected dates.' }),
    ).toBeVisible();
    await expect(page.getByText(config.NoAvailabilityMessage)).toBeVisible();
    const alternatives = page.getByRole('region', { name: 'Other dates with rooms' });
    const choices = alternatives.getByRole('button');
    await expect(choices.first()).toBeVisible();
    expect(await choices.count()).toBeLessThanOrEqual(10);
    await expect(choices.first()).toContainText(/nights? · from £/);
    await axe();

    await choices.first().click();
    await expect(page).not.toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/from £\d/);
  });

  test('a promo code unlocks its rate; a wrong one is told once the search is done', async ({ page, axe }) => {
    const property = await propertyOf(page);
    const from = hotelDate(property, 20);
    const to = addDays(from, weekdayOf(from) === 6 ? 2 : 1);
    const classicRates = page.getByRole('heading', { level: 3 });

    // Without a code there is no Spring Escape.
    await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0`);
    await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your rate' })).toBeVisible();
    await expect(classicRates.filter({ hasText: 'Best Flexible Rate' })).toBeVisible();
    await expect(classicRates.filter({ hasText: 'Spring Escape' })).toHaveCount(0);

    // With SPRING, typed into the search form.
    await page.goto(`/Book/DEMO?from=${from}&to=${to}&rooms=2-0-0`);
    await page.getByRole('textbox', { name: /Promo code/ }).fill('spring');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/Rooms-And-Rates\?.*promo=spring/);
    await expect(page.getByText('Your promo code has been applied.')).toBeVisible();
    await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
    const spring = page.getByRole('article', { name: 'Spring Escape' });
    await expect(spring).toContainText('Spring offer: 20% off');
    // The struck-through price is the one before the discount.
    await expect(spring.locator('s')).toContainText(/£\d/);
    await axe();

    // The page can show prices in another of the hotel's currencies, and says what is charged.
    await page.getByRole('combobox', { name: 'Show prices in' }).selectOption('USD');
    await expect(page.getByText('Prices shown in USD for guidance; you will be charged in GBP.').first()).toBeVisible();
    await expect(spring).toContainText('US$');
    await page.getByRole('combobox', { name: 'Show prices in' }).selectOption('GBP');
    await expect(spring).not.toContainText('US$');
    await expect(spring.locator('s')).toContainText(/£\d/);

    await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0&promo=NOPE`);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
    await expect(page.getByText('Sorry, the promo code you entered is not valid.')).toBeVisible();
  });

  test('an offer applies its code to the search', async ({ page }) => {
    await page.goto('/Book/DEMO');
    const offers = page.getByRole('region', { name: 'Offers' });
    await offers.getByRole('button', { name: /Choose this offer: Spring Escape/ }).click();
    // No dates yet: the calendar opens to pick them.
    await expect(page.getByRole('dialog', { name: 'Select dates' })).toBeVisible();
    await datesDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(/Offer applied: Spring Escape/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Promo code/ })).toHaveValue('SPRING');
    await expect(page).toHaveURL(/promo=SPRING/);
  });

  test('a 1-night Saturday stay says which rates need 2 nights, and one tap stays 2 nights; the steps fit one row', async ({
    page,
    axe,
  }) => {
    const property = await propertyOf(page);
    // The first Saturday at least two weeks away (clear of the demo's sold-out nights).
    let saturday = hotelDate(property, 14);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${saturday}&to=${addDays(saturday, 1)}&rooms=2-0-0`);
    const classic = page.getByRole('article', { name: 'Classic Double' });
    await expect(classic).toContainText('Best Flexible Rate: stays arriving on Saturday need at least 2 nights');
    await expect(classic).toContainText('Advance Saver: stays arriving on Saturday need at least 2 nights');
    await axe();

    await classic.getByRole('button', { name: 'Stay 2 nights for Best Flexible Rate' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${saturday}&to=${addDays(saturday, 2)}`));
    await expect(page.locator('.rooms-rates__stay')).toContainText('2 nights');
    await expect(classic).not.toContainText('need at least 2 nights');
    await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
    await expect(page.getByRole('article', { name: 'Best Flexible Rate' })).toBeVisible();

    // The booking steps: one row, even on a 390 px phone, each still named for a screen reader.
    const steps = page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
    await expect(steps).toHaveText(['Room', 'Rate', 'Upgrades', 'Guests', 'Extras', 'Summary']);
    const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const list = await page
      .getByRole('list', { name: 'Booking steps' })
      .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(list.scroll).toBeLessThanOrEqual(list.client);
    await axe();
  });

  test('on the day, after the cut-off, a stay starting today cannot be booked', async ({ page, axe }) => {
    const property = await propertyOf(page, 'E2E-SAMEDAY');
    const config = (await (await page.request.get('/api/Book/Config/E2E-SAMEDAY')).json()) as BookingConfiguration;
    expect(config.SameDayBookingRestrictionEnabled).toBe(true);
    const today = hotelDate(property, 0);
    const tomorrow = hotelDate(property, 1);

    await page.goto('/Book/E2E-SAMEDAY');
    await pickStay(page, today, tomorrow);
    const warning = page.getByRole('alert');
    await expect(warning).toContainText(config.SameDayBookingRestrictionMessage);
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await axe();

    // Tomorrow is fine.
    await pickStay(page, tomorrow, hotelDate(property, 2));
    await expect(warning).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();

    // A link to today's rooms shows the warning instead of rooms.
    await page.goto(`/Book/E2E-SAMEDAY/Rooms-And-Rates?from=${today}&to=${tomorrow}&rooms=2-0-0`);
    await expect(page.getByText(config.SameDayBookingRestrictionMessage)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose room/ })).toHaveCount(0);
  });
});
