import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  agreeToTerms,
  bookingMade,
  chooseRoomAndGoToCheckout,
  confirmButton,
  fillBillingAddress,
  fillNewCard,
  stayFrom,
} from './booking-walk';
import { registerByApi } from './account-by-api';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

// Guest accounts at checkout, on a phone and on a desktop. A guest with an account
// logs in from the checkout, finds their details filled in, pays with a new card and keeps it,
// then books again with the saved card, typing only its security code. A guest without one
// creates an account while booking, and the email to confirm it arrives.
// These stays start 150 days out, clear of the other specs' nights.

const password = 'Analytical-Engine1';

/** An address no other run or project has used. */
const uniqueEmail = (testInfo: TestInfo, who: string) => `${who}.${testInfo.project.name}.${Date.now()}@example.com`;

/** Registers through the API and confirms the address with the emailed link's token. */
async function createConfirmedAccount(request: APIRequestContext, email: string): Promise<void> {
  const link = await registerByApi(request, {
    email,
    password,
    firstName: 'Ada',
    lastName: 'Lovelace',
    mobileNumber: '+44 7700 900123',
  });
  const token = new URL(link).searchParams.get('token');
  expect(token).toBeTruthy();
  const confirmed = await request.post('/api/Account/ConfirmEmail', { data: { PropertyId: 'DEMO', Token: token } });
  expect(confirmed.ok()).toBe(true);
}

async function logInFromCheckout(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in for faster checkout' }).click();
  // The dialog's role sits in the modal's shadow root; its fields are the modal's own children.
  const dialog = page.locator('ion-modal', { has: page.getByRole('heading', { name: 'Log in' }) });
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
}

const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' });

test.describe('guest accounts at checkout', () => {
  test('logs in at checkout, keeps a new card, then books again with the saved card and its security code only', async ({
    page,
    axe,
  }, testInfo) => {
    // Two whole bookings, from rooms to confirmation.
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, 'ada');
    await createConfirmedAccount(page.request, email);

    await chooseRoomAndGoToCheckout(page, testInfo, await stayFrom(page, testInfo, 150));
    // What the guest typed before logging in stays theirs.
    await page.getByLabel('Telephone').fill('+44 20 7946 0000');
    await expect(checkoutForm(page).getByRole('checkbox', { name: /Create an account/ })).toBeVisible();
    await axe();

    await logInFromCheckout(page, email);
    await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Telephone')).toHaveValue('+44 20 7946 0000');
    // Signed in, there is no account to create.
    await expect(checkoutForm(page).getByRole('checkbox', { name: /Create an account/ })).toHaveCount(0);

    await fillBillingAddress(page);
    await page.getByRole('radio', { name: /^Card/ }).check();
    // No saved card yet: the usual card fields, and the offer to keep this one.
    await expect(page.getByRole('radio', { name: 'Use a new card' })).toHaveCount(0);
    await fillNewCard(page, '4242 4242 4242 4242');
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
    await page.getByRole('checkbox', { name: 'Save this card for future bookings' }).check();
    await agreeToTerms(page);
    await axe();
    await confirmButton(page).click();
    await expect(bookingMade(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('ending 4242');

    // The second booking: the saved card is offered, and only its security code is asked.
    await chooseRoomAndGoToCheckout(page, testInfo, await stayFrom(page, testInfo, 155));
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Telephone')).toHaveValue('+44 7700 900123');
    await fillBillingAddress(page);
    await page.getByRole('radio', { name: /^Card/ }).check();
    const savedCard = page.getByRole('radio', { name: /^Visa ending 4242/ });
    await expect(savedCard).toBeVisible();
    await savedCard.check();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByLabel('Name on card')).toHaveCount(0);
    await expect(page.getByLabel('Expiry month')).toHaveCount(0);
    await agreeToTerms(page);
    await expect(confirmButton(page)).toBeDisabled();
    await page.getByLabel('Security code (CVV)').fill('123');
    await expect(confirmButton(page)).toBeEnabled();
    await axe();

    // Choosing a new card brings the card fields back; going back to the saved one hides them.
    await page.getByRole('radio', { name: 'Use a new card' }).check();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await savedCard.check();
    await page.getByLabel('Security code (CVV)').fill('123');

    await confirmButton(page).click();
    await expect(bookingMade(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('ending 4242');
    await axe();
  });

  test('logging out at checkout leaves none of the account details on the page', async ({ page, axe }, testInfo) => {
    const email = uniqueEmail(testInfo, 'ada-shared');
    await createConfirmedAccount(page.request, email);
    await chooseRoomAndGoToCheckout(page, testInfo, await stayFrom(page, testInfo, 165));
    await logInFromCheckout(page, email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log in for faster checkout' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByText(`Logged in as ${email}`)).toHaveCount(0);
    await expect(checkoutForm(page).getByRole('checkbox', { name: /Create an account/ })).toBeVisible();
    await axe();
  });

  test('a guest creates an account while booking, and the email to confirm it arrives', async ({
    page,
    axe,
  }, testInfo) => {
    // A whole booking, two refused attempts and the email.
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, 'grace');
    await chooseRoomAndGoToCheckout(page, testInfo, await stayFrom(page, testInfo, 160));
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Telephone').fill('+1 202 555 0143');
    await fillBillingAddress(page);

    await checkoutForm(page)
      .getByRole('checkbox', { name: /Create an account/ })
      .check();
    const newPassword = checkoutForm(page).getByLabel('Password', { exact: true });
    await expect(newPassword).toBeVisible();
    await expect(page.getByText('Use ten characters or more')).toBeVisible();
    await newPassword.fill('cobol');
    await checkoutForm(page).getByLabel('Confirm password').fill('cobol');

    await page.getByRole('radio', { name: /^Card/ }).check();
    await fillNewCard(page, '4242 4242 4242 4242');
    // Signed out, there is nothing to save a card to.
    await expect(page.getByRole('checkbox', { name: 'Save this card for future bookings' })).toHaveCount(0);
    await agreeToTerms(page);
    await axe();

    // A weak password is caught before anything is booked.
    await confirmButton(page).click();
    await expect(page.getByText('Your password must be at least ten characters long')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    await newPassword.fill('Compiler-1952');
    await checkoutForm(page).getByLabel('Confirm password').fill('Compiler-1953');
    await confirmButton(page).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await checkoutForm(page).getByLabel('Confirm password').fill('Compiler-1952');
    await confirmButton(page).click();

    await expect(bookingMade(page)).toBeVisible();
    await expect(page.locator('ion-toast')).toContainText('email to confirm your account');
    const mail = await waitForMail(email, /Confirm your email/);
    expect(linkIn(mail, '/Account/ConfirmEmail/')).toContain('token=');
    // Nothing of the password stays on the device.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain('Compiler-1952');
    await axe();
  });
});
