import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setPasswordAndSignIn, startWithStaff, staffConsoleServer, type StaffConsoleServer } from './staff-server';
import { addDays } from '../src/domain/stay-nights';
import { hotelDate, london, nextWeekday } from './hotel-dates';

// A manager of The Ashbury closes a night of the Classic Double from the grid (keyboard: a
// cell, Enter, the form) and raises its Best Flexible Rate on Fridays and Saturdays over four
// weeks with one change; a guest searching in another browser sees both at once: the room is
// not offered on the closed night, and the weekend costs the new price. Front desk sees the
// grid but cannot change it. Staff are made as the shell's `npm run staff:create` makes them
// (e2e/staff-data.ts), on a server of this spec's own. On a desktop screen, and at a tablet's size in the phone project.

test.describe.configure({ mode: 'serial' });

let server: StaffConsoleServer;
let links: Record<'manager' | 'frontDesk', string>;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(`rates-${testInfo.project.name}`);
  links = await startWithStaff(server, {
    manager: { email: 'manager@hotel.example', role: 'manager' },
    frontDesk: { email: 'frontDesk@hotel.example', role: 'frontDesk' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 820, height: 1180 });
});

function signIn(page: Page, role: 'manager' | 'frontDesk', password: string) {
  return setPasswordAndSignIn(page, links[role], `${role}@hotel.example`, password);
}

test('a manager closes a night and raises a weekend rate, and a guest sees both at once', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const closedNight = hotelDate(london, 60);
  const friday = nextWeekday(london, 70, 5);
  await signIn(page, 'manager', 'Ashbury rates desk 1!');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Rates & availability' })
    .click();
  await expect(page.getByRole('heading', { name: 'Rates and availability', exact: true })).toBeVisible();
  await page.getByLabel('Starting').fill(closedNight);
  const grid = page.getByRole('grid', { name: 'Rates and availability' });
  await expect(grid.getByRole('columnheader').nth(1)).toContainText(
    new Date(`${closedNight}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
  );
  await axe();

  // One cell, by keyboard: the Classic Double's rooms on the first night, Enter, then close it.
  const classicRooms = grid.getByRole('row', { name: /Classic Double: rooms left of rooms to sell/ });
  await classicRooms.getByRole('gridcell').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: 'Change rates and availability' });
  await expect(form.getByLabel('Room type')).toBeFocused();
  await expect(form.getByLabel('First night')).toHaveValue(closedNight);
  await expect(form.getByLabel('Last night')).toHaveValue(closedNight);
  await form.getByLabel('Closed', { exact: true }).selectOption({ label: 'Yes' });
  await form.getByRole('button', { name: 'Apply change' }).click();
  await expect(form.getByRole('status')).toContainText('Applied. Changed 1 night.');
  await expect(classicRooms.getByRole('gridcell').first()).toHaveText('Closed');

  // A range on chosen weekdays: £199 on Fridays and Saturdays for four weeks.
  await form.getByLabel('Room type').selectOption({ label: 'Classic Double' });
  await form.getByLabel('Rate plan').selectOption({ label: 'Best Flexible Rate' });
  await form.getByLabel('First night').fill(friday);
  await form.getByLabel('Last night').fill(addDays(friday, 27));
  await form.getByRole('checkbox', { name: 'Friday' }).check();
  await form.getByRole('checkbox', { name: 'Saturday' }).check();
  await form.getByLabel('Rate (GBP)').fill('199');
  await form.getByRole('button', { name: 'Apply change' }).click();
  await expect(form.getByRole('status')).toContainText('Applied. Changed 8 nights.');
  await axe();

  // A guest, in a browser of their own.
  const guest = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await guest.goto(`/Book/DEMO/Rooms-And-Rates?from=${closedNight}&to=${addDays(closedNight, 1)}&rooms=2-0-0`);
  await expect(guest.getByRole('button', { name: 'Choose room: Superior Twin' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Choose room: Classic Double' })).toHaveCount(0);
  await guest.goto(`/Book/DEMO/Rooms-And-Rates?from=${friday}&to=${addDays(friday, 2)}&rooms=2-0-0`);
  await guest.getByRole('button', { name: 'Choose room: Classic Double' }).click();
  const flexible = guest.getByRole('article', { name: 'Best Flexible Rate' });
  await expect(flexible).toContainText('£398.00 for 2 nights');
  await expect(flexible).toContainText('£199.00 per night');
  await guest.context().close();
});

test('front desk sees the grid but cannot change it', async ({ page, axe }) => {
  await signIn(page, 'frontDesk', 'Fern at the desk 2!');
  await page.goto(`${server.baseURL}/Admin/DEMO/Rates`);
  await expect(page.getByRole('heading', { name: 'Rates and availability', exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Rates and availability' });
  await expect(grid.getByRole('row', { name: /Classic Double, Best Flexible Rate/ })).toBeVisible();
  await expect(page.getByText('Your role lets you see rates and availability, not change them.')).toBeVisible();
  await grid.getByRole('gridcell').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Change rates and availability' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply change' })).toHaveCount(0);
  await axe();
  // The call itself is refused by the server, not only hidden.
  const refused = await page.request.post(`${server.baseURL}/api/Admin/Ari?PropertyCode=DEMO`, {
    data: { Items: [{ RoomTypeId: 1, From: hotelDate(london, 5), To: hotelDate(london, 5), Closed: true }] },
  });
  expect(refused.status()).toBe(403);
});
