import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hotelDate, london } from './hotel-dates';

// Searching all the hotels of a group at once, as a guest does it on a phone and on a desktop:
// dates, rooms and guests, the answer per area ("2 of 2 available") and per hotel, a filter by
// area, a sort by price, then on to one hotel's Rooms-And-Rates page with the same search.
//
// The demo group (DEMO-GROUP, "Ashbury Hotels"): The Ashbury (DEMO) and Minster Yard
// (DEMO-YORK) in Yorkshire, in pounds; Casa Ashbury Lisboa (DEMO-LISBON) in Lisbon, in euros.
// The Ashbury is sold out on the nights today+10 to today+12; York and Lisbon take at most 3
// rooms in one booking. Searches book nothing, so the phone and desktop runs share the days.

async function chooseDates(page: Page, checkIn: string, checkOut: string) {
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
}

/** "£318.00" -> 318 */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test.describe('group search', () => {
  test('a guest searches the group, filters by area, sorts by price and goes on to a hotel with the same search', async ({
    page,
    axe,
  }) => {
    const checkIn = hotelDate(london, 20);
    const checkOut = hotelDate(london, 22);
    await page.goto('/BookGroup/DEMO-GROUP');
    await expect(page.getByRole('heading', { level: 1, name: 'Ashbury Hotels' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Search all our hotels' })).toBeVisible();
    await axe();

    // Searching without dates asks for them.
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByText('Please choose your check-in and check-out dates.')).toBeVisible();

    await chooseDates(page, checkIn, checkOut);
    await expect(page.getByText('2 nights')).toBeVisible();
    // A second room for one adult and a child.
    await page.locator('summary', { hasText: '1 room · 2 adults' }).click();
    await page.getByRole('button', { name: 'Add another room' }).click();
    await page.getByRole('button', { name: 'Remove an adult from room 2' }).click();
    await page.getByRole('button', { name: 'Add a child to room 2' }).click();
    await expect(page.getByText('2 rooms · 3 adults, 1 child')).toBeVisible();
    await page.getByRole('button', { name: 'Search hotels' }).click();

    await expect(page).toHaveURL(new RegExp(`/BookGroup/DEMO-GROUP\\?.*from=${checkIn}`));
    const results = page.getByRole('region', { name: /hotels available/ });
    await expect(page.getByRole('heading', { level: 2, name: '3 of 3 hotels available' })).toBeVisible();
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByText(/from .* for 2 nights, 2 rooms/)).toBeVisible();
    const areaFilter = page.getByRole('group', { name: 'Filter by area' });
    await expect(areaFilter.getByRole('button', { name: /Yorkshire\s*2 of 2 available · from £/ })).toBeVisible();
    await expect(areaFilter.getByRole('button', { name: /Lisbon\s*1 of 1 available · from €/ })).toBeVisible();
    await axe();

    // Only Yorkshire's two hotels.
    await areaFilter.getByRole('button', { name: /Yorkshire/ }).click();
    await expect(areaFilter.getByRole('button', { name: /Yorkshire/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(2);
    await expect(results.getByRole('heading', { level: 3, name: 'Casa Ashbury Lisboa' })).toHaveCount(0);
    await expect(page).toHaveURL(/area=\d+/);

    // Cheapest first.
    await page.getByLabel('Sort by').selectOption('price');
    await expect(page).toHaveURL(/sort=price/);
    const prices = (await results.locator('.group-hotel__price strong').allTextContents()).map(amountOf);
    expect(prices).toHaveLength(2);
    expect(prices[0]!).toBeLessThanOrEqual(prices[1]!);

    await results.getByRole('link', { name: 'See rooms and rates at The Ashbury' }).click();
    await expect(page).toHaveURL(/\/Book\/DEMO\/Rooms-And-Rates\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(checkIn);
    expect(url.searchParams.get('to')).toBe(checkOut);
    expect(url.searchParams.get('rooms')).toBe('2-0-0,1-1-0');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
  });

  test('a hotel full on the dates says so on its card while the others can be booked; nothing at all is "No rooms found"', async ({
    page,
    axe,
  }) => {
    const checkIn = hotelDate(london, 10);
    const checkOut = hotelDate(london, 11);
    await page.goto(`/BookGroup/DEMO-GROUP?from=${checkIn}&to=${checkOut}&rooms=2-0-0`);
    await expect(page.getByRole('heading', { level: 2, name: '2 of 3 hotels available' })).toBeVisible();
    const ashbury = page.getByRole('article', { name: 'The Ashbury' });
    await expect(ashbury.getByText('This hotel is unavailable on your selected dates.')).toBeVisible();
    await expect(ashbury.getByRole('link', { name: 'Try other dates at The Ashbury' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Filter by area' }).getByRole('button', { name: /Yorkshire\s*1 of 2 available/ }),
    ).toBeVisible();
    // Unavailable hotels come after the ones with rooms.
    await expect(page.getByRole('article').last()).toHaveAccessibleName('The Ashbury');
    await axe();

    // Four rooms: York and Lisbon take at most three, and The Ashbury is full.
    await page.goto(`/BookGroup/DEMO-GROUP?from=${checkIn}&to=${checkOut}&rooms=1-0-0,1-0-0,1-0-0,1-0-0`);
    await expect(page.getByRole('heading', { level: 2, name: 'No rooms found' })).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Ashbury Minster Yard' })
        .getByText('You can book up to 3 rooms in one booking.'),
    ).toBeVisible();
    await axe();
  });

  test("pointing at a hotel's rooms link readies its page without touching the room the guest chose at another search", async ({
    page,
  }) => {
    // A room chosen at The Ashbury for one stay.
    const chosen = `/Book/DEMO/Rooms-And-Rates?from=${hotelDate(london, 40)}&to=${hotelDate(london, 42)}&rooms=2-0-0`;
    await page.goto(chosen);
    await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your rate' })).toBeVisible();

    // The group's answer for other dates, and the pointer over The Ashbury's link: its page's
    // code loads ahead of a tap, but no room search is made and no basket started for it.
    await page.goto(`/BookGroup/DEMO-GROUP?from=${hotelDate(london, 50)}&to=${hotelDate(london, 52)}&rooms=2-0-0`);
    const link = page.getByRole('link', { name: 'See rooms and rates at The Ashbury' });
    await expect(link).toBeVisible();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Availability/Search')) searches.push(request.url());
    });
    const pageCode = page.waitForRequest(/\/ClientApp\/assets\/Rooms-And-Rates-[\w-]+\.js$/);
    await link.hover();
    await pageCode;
    // The readied page's own questions (its booking settings) are answered in the meantime.
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);

    await page.goto(chosen);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your rate' })).toBeVisible();
  });
});
