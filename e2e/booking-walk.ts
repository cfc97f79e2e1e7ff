import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { hotelDate, propertyOf } from './hotel-dates';

// The walk every booking story starts with, on a phone and on a desktop: the demo hotel's
// Classic Double at a rate, the lead guest, extras, the summary, then the checkout page.
// Each spec books nights of its own (see stayFrom) so the specs never sell each other out.

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Two nights starting `firstDay` days from the hotel's today (the phone run 30 days later than the desktop's). */
export async function stayFrom(
  page: Page,
  testInfo: TestInfo,
  firstDay: number,
): Promise<{ from: string; to: string }> {
  const property = await propertyOf(page);
  const start = firstDay + (isPhone(testInfo) ? 30 : 0);
  return { from: hotelDate(property, start), to: hotelDate(property, start + 2) };
}

/** Rooms and Rates for two adults to Guest details: a Classic Double at `rate`, the upgrade declined if offered. */
export async function chooseClassicDouble(
  page: Page,
  stay: { from: string; to: string },
  rate = 'Best Flexible Rate',
): Promise<void> {
  await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${stay.from}&to=${stay.to}&rooms=2-0-0`);
  await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
  await page
    .getByRole('article', { name: rate })
    .getByRole('button', { name: `Choose rate: ${rate}` })
    .click();
  const stepTitle = page.getByRole('heading', { level: 2, name: /^(Upgrade your room\?|Guest details)$/ });
  await expect(stepTitle).toBeVisible();
  if ((await stepTitle.textContent()) !== 'Guest details')
    await page.getByRole('button', { name: 'No thanks, keep the Classic Double' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Guest details' })).toBeVisible();
}

/** Rooms and Rates to Checkout: a Classic Double at `rate`, the lead guest, extras (breakfast if asked), the summary. */
export async function chooseRoomAndGoToCheckout(
  page: Page,
  testInfo: TestInfo,
  stay: { from: string; to: string },
  rate = 'Best Flexible Rate',
  withBreakfast = false,
): Promise<void> {
  await chooseClassicDouble(page, stay, rate);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter the lead guest’s first name.')).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Room set-up').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Add extras' })).toBeVisible();
  if (withBreakfast) await page.getByRole('button', { name: 'Add Full Yorkshire breakfast' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  if (isPhone(testInfo)) {
    // On a phone the summary is a step of the page.
    await expect(page.getByRole('heading', { level: 2, name: 'Booking summary' })).toBeVisible();
    if (withBreakfast)
      await expect(page.getByRole('region', { name: 'Your rooms' })).toContainText('Full Yorkshire breakfast');
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
  }
  await expect(page).toHaveURL(/\/Book\/DEMO\/Checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The booker at checkout: Ada Lovelace, her email and telephone, and her billing address. */
export async function fillBooker(page: Page, email = 'ada@example.com', phone = '+44 7700 900123'): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Telephone').fill(phone);
  await fillBillingAddress(page);
}

/** Pays by a new card (the sandbox's approving one unless told), the terms agreed. */
export async function payByNewCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  await page.getByRole('radio', { name: /^Card/ }).check();
  await fillNewCard(page, number);
  await agreeToTerms(page);
}

export async function fillBillingAddress(page: Page): Promise<void> {
  await page.getByLabel('Street address').fill('12 St James Square');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Post code').fill('SW1Y 4JH');
}

export async function agreeToTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  const custom = page.getByRole('checkbox', { name: /^I accept/i });
  if (await custom.isVisible()) await custom.check();
}

/** A new card: the booker's name copied onto it, expiring in two years, CVV 123. */
export async function fillNewCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Copy my details to the card' }).click();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code (CVV)').fill('123');
}

export const confirmButton = (page: Page) => page.getByRole('button', { name: /^(Confirm booking|Confirm and pay)$/ });

export const bookingMade = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Booking has been made successfully.' });
