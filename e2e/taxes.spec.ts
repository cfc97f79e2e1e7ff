import type { Page, TestInfo } from '@playwright/test';
import type { Property } from '../src/contract/property';
import {
  bookingMade,
  chooseRoomAndGoToCheckout,
  confirmButton,
  fillBooker,
  isPhone,
  payByNewCard,
  stayFrom,
} from './booking-walk';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';
import { hotelDate } from './hotel-dates';

// Every price carries the taxes the law asks for, from the room card to the email. Casa Ashbury
// Lisboa (DEMO-LISBON) sells with 6 % VAT included (23 % on its garage parking) and the city's
// tourist tax of EUR 4 per guest of 13 and over per night, paid at the hotel: two adults and a
// child (2-12) for three nights owe EUR 24.00 of it. The Ashbury in Harrogate (DEMO) sells with
// 20 % VAT included and nothing added.

async function lisbon(page: Page): Promise<Property> {
  const response = await page.request.get('/api/Property/DEMO-LISBON');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Property;
}

/** Three nights of their own, for each project, away from the other specs' Lisbon searches. */
async function lisbonStay(page: Page, testInfo: TestInfo): Promise<{ from: string; to: string }> {
  const property = await lisbon(page);
  const start = 260 + (isPhone(testInfo) ? 20 : 0);
  return { from: hotelDate(property, start), to: hotelDate(property, start + 3) };
}

const touristTax = 'Tourist tax, paid at the hotel';

test('a Lisbon stay for two adults and a child shows the tourist tax paid at the hotel from the room card to the email', async ({
  page,
  axe,
}, testInfo) => {
  const stay = await lisbonStay(page, testInfo);
  const email = `ada.taxes.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto(`/Book/DEMO-LISBON/Rooms-And-Rates?from=${stay.from}&to=${stay.to}&rooms=2-1-0`);

  // The room card's headline holds every tax, and says what is left to pay at the hotel.
  const balcony = page.getByRole('article', { name: 'Balcony King' });
  await expect(balcony).toContainText('Includes taxes and fees');
  await expect(balcony).toContainText('incl. €24.00 tourist tax paid at the hotel');
  await balcony.screenshot({ path: testInfo.outputPath('lisbon-rooms.png') });
  await axe();

  await balcony.getByRole('button', { name: 'Choose room: Balcony King' }).click();
  const flexible = page.getByRole('article', { name: 'Flexible Rate' });
  await expect(flexible).toContainText('incl. €24.00 tourist tax paid at the hotel');
  await axe();
  await flexible.getByRole('button', { name: 'Choose rate: Flexible Rate' }).click();

  const stepTitle = page.getByRole('heading', { level: 2, name: /^(Upgrade your room\?|Guest details)$/ });
  await expect(stepTitle).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Guest details' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Add extras' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Garage parking' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  if (isPhone(testInfo)) {
    // On a phone the summary is a step of the page.
    await expect(page.getByRole('heading', { level: 2, name: 'Booking summary' })).toBeVisible();
    const summary = page.locator('.booking-summary');
    await expect(summary).toContainText('VAT 6 % (included)');
    await expect(summary).toContainText(touristTax);
    await expect(summary).toContainText('Pay at the hotel');
    await summary.screenshot({ path: testInfo.outputPath('lisbon-summary.png') });
    await axe();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
  }
  await expect(page).toHaveURL(/\/Book\/DEMO-LISBON\/Checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Checkout names every line and what is charged now, apart from what is paid at the hotel.
  if (isPhone(testInfo)) await page.locator('.checkout__summary-fold > summary').click();
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('Garage parking');
  await expect(booking).toContainText(touristTax);
  await expect(booking).toContainText('€24.00');
  await expect(page.getByText('Pay at the hotel').first()).toBeVisible();

  await fillBooker(page, email, '+351 912 345 678');
  await payByNewCard(page);
  await booking.screenshot({ path: testInfo.outputPath('lisbon-checkout.png') });
  await axe();
  await confirmButton(page).click();

  // The confirmation keeps the lines as sold: VAT at both rates, the tourist tax to pay there.
  await expect(bookingMade(page)).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Booking summary' });
  await expect(confirmation).toContainText('VAT 6 % (included)');
  await expect(confirmation).toContainText('VAT 23 % (included)');
  await expect(confirmation).toContainText(touristTax);
  await expect(confirmation).toContainText('To pay at the hotel');
  await confirmation.screenshot({ path: testInfo.outputPath('lisbon-confirmation.png') });
  await axe();

  const mail = await waitForMail(email, /Your booking at Casa Ashbury Lisboa is confirmed/);
  expect(mail.text).toContain('Tourist tax: €24.00, paid at the hotel');
  expect(mail.text).toMatch(/VAT 23 % \(included\): €\d+\.\d\d/);
  expect(mail.text).toMatch(/To pay at the hotel:? €24\.00/);
});

test('a UK stay shows its 20 % VAT included, with nothing added and nothing to pay at the hotel', async ({
  page,
  axe,
}, testInfo) => {
  await chooseRoomAndGoToCheckout(page, testInfo, await stayFrom(page, testInfo, 300));
  if (isPhone(testInfo)) await page.locator('.checkout__summary-fold > summary').click();
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('VAT 20 % (included)');
  await expect(booking).not.toContainText('paid at the hotel');

  await fillBooker(page, `ada.vat.${testInfo.project.name}.${Date.now()}@example.com`);
  await payByNewCard(page);
  await confirmButton(page).click();

  await expect(bookingMade(page)).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Booking summary' });
  await expect(confirmation).toContainText('VAT 20 % (included)');
  await expect(confirmation).not.toContainText('To pay at the hotel');
  await axe();
});
