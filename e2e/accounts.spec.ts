import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { registerByApi } from './account-by-api';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

// Guest accounts as a guest uses them: create an account, confirm it by the emailed link, log
// in from the menu, manage it, change and reset the password, log out. Phone and desktop run
// side by side against one server, so each test has its own email address.

const firstPassword = 'Sea view, please!';
const secondPassword = 'Breakfast in bed #2';

function uniqueEmail(testInfo: TestInfo, story: string): string {
  return `${story}.${testInfo.project.name}.${Date.now()}.${testInfo.workerIndex}@example.com`;
}

const loginDialog = (page: Page) => page.locator('ion-modal.login-dialog');
/** A notice (Ionic toast) with this text. */
const notice = (page: Page, text: string | RegExp) => page.locator('ion-toast').filter({ hasText: text }).last();
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
}

async function logInFromMenu(page: Page, email: string, password: string) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = loginDialog(page);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await field(dialog, 'Email address').fill(email);
  await field(dialog, 'Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** An account made and confirmed the quick way, for stories about what comes after. */
async function confirmedAccount(page: Page, request: APIRequestContext, email: string, password: string) {
  await page.goto(await registerByApi(request, { email, password, firstName: 'Grace', lastName: 'Hopper' }));
  await expect(page.getByText(/your email address is confirmed/i)).toBeVisible();
}

test.describe('guest accounts', () => {
  test('a guest creates an account, confirms it, logs in, changes the password, logs out and back in', async ({
    page,
    axe,
  }, testInfo) => {
    // A long story with an accessibility scan of every page on the way.
    test.slow();
    const email = uniqueEmail(testInfo, 'ada');

    await page.goto('/Account/Register/DEMO');
    // The first page of a fresh server may take a moment.
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible({ timeout: 30_000 });
    await axe();

    // Mistakes first, caught in the documented words.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('A valid email address is required')).toBeVisible();
    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Email address').fill(email);
    await field(page, 'Mobile number (optional)').fill('07700 900123');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('A valid phone number is required')).toBeVisible();
    await expect(page.getByText(/at least ten characters long/)).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await axe({ exclude: ['ion-toast'] });

    await field(page, 'Mobile number (optional)').fill('+44 7700 900123');
    await field(page, 'Password').fill(firstPassword);
    await field(page, 'Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /confirm/i }),
    ).toBeVisible();
    await axe({ exclude: ['ion-toast'] });

    // The emailed link confirms the address.
    const confirmation = await waitForMail(email, /Confirm your email/);
    await page.goto(linkIn(confirmation, '/Account/ConfirmEmail/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByText(/your email address is confirmed/i)).toBeVisible();
    await axe();

    // Log in from the menu of the search page.
    await page.goto('/Book/DEMO');
    await logInFromMenu(page, email, firstPassword);
    await expect(notice(page, 'Welcome back, Ada!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();

    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Manage account' }).click();
    await expect(page).toHaveURL(/\/ManageAccount\/DEMO$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Ada');
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText(/You have no saved cards/)).toBeVisible();
    await axe({ exclude: ['ion-toast'] });

    // Details are saved.
    await field(page, 'Telephone (optional)').fill('+44 7700 900456');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(notice(page, 'Your details have been saved successfully.')).toBeVisible();

    // A wrong current password is refused, then the right one changes it.
    const passwordSection = page.getByRole('region', { name: 'Change password' });
    await field(passwordSection, 'Current password').fill('not my password');
    await field(passwordSection, 'New password').fill(secondPassword);
    await field(passwordSection, 'Confirm new password').fill(secondPassword);
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordSection.getByText('Your current password is not correct.').first()).toBeVisible();
    // What was typed is still there.
    await expect(field(passwordSection, 'New password')).toHaveValue(secondPassword);
    await field(passwordSection, 'Current password').fill(firstPassword);
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await expect(notice(page, 'Your password has been changed.')).toBeVisible();
    await expect(field(passwordSection, 'New password')).toHaveValue('');

    // Log out: the menu offers Login again and Manage account is closed to this device.
    await openMenu(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(notice(page, 'You have been successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/Book\/DEMO$/);
    await page.goto('/ManageAccount/DEMO');
    await expect(page).toHaveURL(/\/Book\/DEMO$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();

    // The old password no longer works; the new one does.
    await logInFromMenu(page, email, firstPassword);
    await expect(loginDialog(page).getByRole('alert')).toHaveText(
      'Failed to login, please check your email address and password',
    );
    await field(loginDialog(page), 'Password').fill(secondPassword);
    await loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(notice(page, 'Welcome back, Ada!')).toBeVisible();
    await openMenu(page);
    await expect(page.getByRole('link', { name: 'Manage account' })).toBeVisible();
  });

  test('a guest who forgot the password resets it by the emailed link and logs in with the new one', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo, 'grace');
    await confirmedAccount(page, request, email, firstPassword);

    await page.goto('/Book/DEMO');
    await openMenu(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await axe({ include: ['ion-modal'] });
    await loginDialog(page).getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/Account\/ForgotPassword\/DEMO$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await axe();

    await field(page, 'Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await axe({ exclude: ['ion-toast'] });

    const mail = await waitForMail(email, /Reset your password/);
    await page.goto(linkIn(mail, '/Account/ResetPassword/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await axe();
    await field(page, 'New password').fill(secondPassword);
    await field(page, 'Confirm new password').fill(secondPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Your password has been successfully reset.' }),
    ).toBeVisible();
    await axe({ exclude: ['ion-toast'] });

    // The link works once.
    await page.reload();
    await field(page, 'New password').fill('Yet another one!');
    await field(page, 'Confirm new password').fill('Yet another one!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: /expired or has already been used/ }),
    ).toBeVisible();

    await logInFromMenu(page, email, secondPassword);
    await expect(notice(page, 'Welcome back, Grace!')).toBeVisible();
  });

  test('a wrong password shows the red notice at the top and keeps what was typed', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'katherine');
    await confirmedAccount(page, request, email, firstPassword);

    await page.goto('/Book/DEMO');
    await openMenu(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByText('A valid email address is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();

    await field(dialog, 'Email address').fill(email);
    await field(dialog, 'Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to login, please check your email address and password');
    const redNotice = page
      .locator('ion-toast.ion-color-danger')
      .filter({ hasText: 'Failed to login, please check your email address and password' });
    await expect(redNotice).toBeVisible();
    await expect(redNotice).toHaveJSProperty('position', 'top');
    await expect(field(dialog, 'Email address')).toHaveValue(email);
    await axe({ include: ['ion-modal'] });
  });

  test('managing an account without logging in goes to the search page', async ({ page }) => {
    await page.goto('/ManageAccount/DEMO');
    await expect(page).toHaveURL(/\/Book\/DEMO$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage account' })).toHaveCount(0);
  });
});
