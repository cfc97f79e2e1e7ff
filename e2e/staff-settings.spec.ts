import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setPasswordAndSignIn, startWithStaff, staffConsoleServer, type StaffConsoleServer } from './staff-server';

// A manager of The Ashbury changes the hotel's telephone number on the Settings page; a guest
// in another browser sees the new number on the hotel's pages at once. Front desk has no
// Settings. Staff are made as the shell's `npm run staff:create` makes them (e2e/staff-data.ts),
// on a server of this spec's own; on a desktop screen.

test.describe.configure({ mode: 'serial' });

let server: StaffConsoleServer;
let links: Record<'manager' | 'frontDesk', string>;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(`settings-${testInfo.project.name}`);
  links = await startWithStaff(server, {
    manager: { email: 'manager@hotel.example', role: 'manager' },
    frontDesk: { email: 'frontDesk@hotel.example', role: 'frontDesk' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

function signIn(page: Page, role: 'manager' | 'frontDesk', password: string) {
  return setPasswordAndSignIn(page, links[role], `${role}@hotel.example`, password);
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
