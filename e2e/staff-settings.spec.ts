import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffConsoleServer, type StaffConsoleServer } from './staff-server';

// A manager of The Ashbury changes the hotel's telephone number on the Settings page; a guest
// in another browser sees the new number on the hotel's pages at once. Front desk has no
// Settings. Staff are made from the shell on a server of this spec's own; on a desktop screen.

test.describe.configure({ mode: 'serial' });

let server: StaffConsoleServer;
const links: Record<'manager' | 'frontDesk', string> = { manager: '', frontDesk: '' };

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(`settings-${testInfo.project.name}`);
  for (const role of ['manager', 'frontDesk'] as const) {
    const printed = await server.createStaff([
      '--email',
      `${role}@hotel.example`,
      '--property',
      'DEMO',
      '--role',
      role,
    ]);
    links[role] = /https?:\/\/\S+\/Admin\/Password\?token=\S+/.exec(printed)![0];
  }
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, role: 'manager' | 'frontDesk', password: string) {
  await page.goto(links[role]);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(`${role}@hotel.example`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/Admin\/DEMO\/?$/);
}

test('a manager changes the telephone number and a guest sees it at once', async ({ page, browser, axe }) => {
  test.setTimeout(180_000);
  // A guest has seen the hotel's pages already, so the server has them cached.
  const earlier = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await earlier.goto('/Book/DEMO');
  await expect(earlier.getByRole('link', { name: '+44 1632 960 123' })).toBeVisible();
  await earlier.context().close();

  await signIn(page, 'manager', 'Ashbury settings 1!');
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const telephone = page.getByLabel('Telephone');
  await expect(telephone).toHaveValue('+44 1632 960 123');
  await axe();

  // Refused as the definition file would refuse it, and nothing saved.
  await telephone.fill('01632 960');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('must start with + or 00 and the dialling code')).toBeVisible();
  await expect(telephone).toBeFocused();

  await telephone.fill('+44 1632 960 777');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved: guests see them now.')).toBeVisible();
  await axe();

  // A guest, in a browser of their own.
  const guest = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await guest.goto('/Book/DEMO');
  await expect(guest.getByRole('link', { name: '+44 1632 960 777' })).toBeVisible();
  await guest.context().close();
});

test('front desk has no Settings', async ({ page }) => {
  await signIn(page, 'frontDesk', 'Fern at the desk 2!');
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  const refused = await page.request.get(`${server.baseURL}/api/Admin/Settings?PropertyCode=DEMO`);
  expect(refused.status()).toBe(403);
});
