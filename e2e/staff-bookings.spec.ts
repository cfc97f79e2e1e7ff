import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { bookByApi } from './book-by-api';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';
import { setPasswordAndSignIn, startWithStaff, staffConsoleServer, type StaffConsoleServer } from './staff-server';

// The front desk's day in the console: a guest books a stay that starts today; the front desk
// member (made as the shell's `npm run staff:create` makes them: e2e/staff-data.ts) signs in, finds the arrival on Today and
// opens the booking; a manager finds another booking, cancels it after confirming, and the
// guest's cancellation email arrives. On a desktop screen, and at a tablet's size in the phone
// project.

test.describe.configure({ mode: 'serial' });

let server: StaffConsoleServer;
let links: Record<'frontDesk' | 'manager', string>;
const password = 'Ashbury front desk 7!';

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(`bookings-${testInfo.project.name}`);
  links = await startWithStaff(server, {
    frontDesk: { email: 'fern@hotel.example', role: 'frontDesk', name: 'Fern Desk' },
    manager: { email: 'mo@hotel.example', role: 'manager', name: 'Mo Manager' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 820, height: 1180 });
});

/** A guest's two-night Classic Double from `offset` days on, booked on this spec's server through the API as checkout does. */
async function guestBooks(
  playwright: PlaywrightWorkerArgs['playwright'],
  offset: number,
  lastName: string,
  email: string,
) {
  const guest = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const booked = await bookByApi(guest, {
      start: offset,
      email,
      leads: [{ FirstName: 'Ada', LastName: lastName }],
      bookerLastName: lastName,
      notes: 'A cot in the room, please.',
    });
    return booked.referenceNumber;
  } finally {
    await guest.dispose();
  }
}

function signIn(page: Page, link: string, email: string) {
  return setPasswordAndSignIn(page, link, email, password);
}

test("the front desk finds today's arrival on Today and opens it", async ({ page, playwright, axe }) => {
  test.setTimeout(120_000);
  const reference = await guestBooks(playwright, 0, 'Arriving', `ada.arriving.${Date.now()}@example.com`);
  await signIn(page, links.frontDesk, 'fern@hotel.example');

  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  const arrivals = page.getByRole('table', { name: /^Arrivals/ }).first();
  const row = arrivals.getByRole('row').filter({ hasText: 'Ada Arriving' });
  await expect(row).toContainText('Classic Double');
  await expect(row).toContainText('A cot in the room, please.');
  await expect(row).toContainText('Not yet');
  await expect(page.getByText('Search to booking, last 7 days')).toBeVisible();
  await axe();

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}: Ada Arriving` })).toBeVisible();
  await expect(page.getByText('visa ending 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as no-show' })).toBeVisible();
  await axe();
});

test('a manager cancels a booking and the guest is emailed', async ({ page, playwright, axe }) => {
  test.setTimeout(120_000);
  const email = `ada.cancel.${Date.now()}@example.com`;
  const reference = await guestBooks(playwright, 40, 'Cancelling', email);
  await signIn(page, links.manager, 'mo@hotel.example');

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Find bookings' }).click();
  await expect(page.getByRole('heading', { name: '1 bookings' })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: reference }).click();

  await expect(page.getByRole('heading', { name: `Booking ${reference}: Ada Cancelling` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Cancel booking ${reference}?`);
  await axe();
  await confirm.getByRole('button', { name: 'Yes, cancel with the fee' }).click();
  // Free cancellation 40 days ahead: nothing kept, all refunded, said on the page.
  await expect(page.getByRole('status').filter({ hasText: 'Booking cancelled. Kept £0.00' }).first()).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await axe();

  const mail = await waitForMail(email, /cancelled/, 20_000, server.outboxDir);
  expect(mail.subject).toContain(reference);
});
