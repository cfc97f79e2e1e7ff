import type { Page } from '@playwright/test';
import {
  bookingMade,
  chooseClassicDouble,
  chooseRoomAndGoToCheckout,
  confirmButton,
  fillBooker,
  payByNewCard,
  stayFrom,
} from './booking-walk';
import { expect, test } from './fixtures';
import { hotelDate, propertyOf } from './hotel-dates';

// The installed app when the signal goes, on a phone and on a desktop, with the service worker
// controlling the page: a half-filled basket survives an offline reload of Rooms and Rates, and
// every booking made or opened on the device stays readable offline under "Your bookings".

/** Loads the app once so its service worker installs, then again so it controls the page. */
async function installApp(page: Page): Promise<void> {
  await page.goto('/Book/DEMO');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('offline', () => {
  // Each story books or searches, reloads and goes on- and offline: longer than most.
  test.describe.configure({ timeout: 120_000 });

  test('an offline reload of Rooms and Rates keeps the rooms chosen and the step; back online nothing typed is lost', async ({
    page,
    context,
    axe,
  }) => {
    const property = await propertyOf(page);
    // Searches book nothing: the phone and desktop runs may share these nights.
    const from = hotelDate(property, 120);
    const to = hotelDate(property, 122);
    await installApp(page);
    await chooseClassicDouble(page, { from, to });
    // The room set-ups have loaded (a choice beside "Choose the beds"): kept for offline.
    await expect(page.getByLabel('Room set-up').locator('option').nth(1)).toBeAttached();
    const price = (await page.locator('.rooms-rates__aside').textContent()) ?? '';
    expect(price).toMatch(/£\d/);

    // The signal goes and the browser reloads the page.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Guest details' })).toBeVisible();
    await expect(page.getByText('Choosing new rooms or rates needs a connection.')).toBeVisible();
    await expect(page.locator('.flow-progress [aria-current="step"]')).toHaveText('Guests');
    const stay = page.locator('.rooms-rates__aside');
    await expect(stay).toContainText('Classic Double');
    await expect(stay).toContainText('Best Flexible Rate');
    await expect(stay).toContainText(price.match(/£[\d,.]+/)![0]);
    await expect(page.locator('.rooms-rates__stay')).toContainText('2 nights');
    await axe();

    // Steps that need no server carry on offline: the lead guest and the room's set-up.
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Room set-up').selectOption({ index: 1 });

    // Back online: the page picks up where it was, with no second search flashing by.
    await page.evaluate(() => {
      const seen = { searching: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.searching')) seen.searching = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const fresh = page.waitForResponse(
      (response) => response.url().endsWith('/api/Availability/Search') && response.ok(),
    );
    await context.setOffline(false);
    await fresh;
    await expect(page.getByText('Choosing new rooms or rates needs a connection.')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { seen: { searching: boolean } }).seen.searching)).toBe(
      false,
    );
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add extras' })).toBeVisible();
  });

  test("the search page's photo, at the width the device fetched, still shows after an offline reload", async ({
    page,
    context,
  }) => {
    await installApp(page);
    const hero = page.locator('#root .property-hero__image');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The browser chose one of the photo's copies for the width it shows it at.
    expect(await hero.getAttribute('srcset')).toContain('/ClientApp/images/demo/exterior-480w.webp 480w');
    const fetched = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Find your room' })).toBeVisible();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(fetched);
    await context.setOffline(false);
  });

  test('a booking made on this device opens offline from "Your bookings", marked as saved here, until removed', async ({
    page,
    context,
    axe,
  }, testInfo) => {
    await installApp(page);
    await chooseRoomAndGoToCheckout(page, testInfo, await stayFrom(page, testInfo, 172));
    await fillBooker(page);
    await payByNewCard(page);
    await confirmButton(page).click();
    await expect(bookingMade(page)).toBeVisible();
    const reference = (await page.locator('.confirmation__reference strong').textContent()) ?? 'missing';
    const confirmationUrl = page.url();
    // Never card data on the device: of the card, only what the page shows.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('stayfront.bookings') ?? ''))
      .toContain(reference);
    const kept = await page.evaluate(() => window.localStorage.getItem('stayfront.bookings') ?? '');
    expect(kept).not.toContain('4242424242424242');
    expect(kept).not.toContain('ExpiryMonth');

    await context.setOffline(true);
    await page.goto('/Book/DEMO');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Your bookings' }).click();
    await expect(page).toHaveURL(/\/Book\/DEMO\/Bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeVisible();
    const entry = page.getByRole('link', { name: new RegExp(`^Booking ${reference}, The Ashbury`) });
    await expect(entry).toBeVisible();
    await axe();

    await entry.click();
    await expect(page).toHaveURL(confirmationUrl);
    await expect(bookingMade(page)).toBeVisible();
    await expect(page.getByText('Saved on this device')).toBeVisible();
    const booking = page.getByRole('region', { name: 'Booking summary' });
    await expect(booking).toContainText('Classic Double');
    await expect(booking).toContainText('Lead guest: Grace Hopper');
    await expect(booking).toContainText('ending 4242');
    await expect(page.locator('.confirmation__reference strong')).toHaveText(reference);
    await axe();

    // Removed from the device, it is gone from the list (the hotel still has it).
    await page.goto('/Book/DEMO/Bookings');
    await page.getByRole('button', { name: `Remove booking ${reference} from this device` }).click();
    await expect(entry).toBeHidden();
    await context.setOffline(false);
  });
});
