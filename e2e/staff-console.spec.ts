import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures';
import { expectLabelAboveSpanningField } from './form-layout';
import { linkIn, waitForMail } from './mailbox';
import { staffConsoleServer, type StaffConsoleServer } from './staff-server';

// The hotel's first owner is made from the shell with the real `npm run staff:create`, opens
// the printed link, sets a password, sets up two-factor sign-in (the code computed here from the
// key the page shows, as an authenticator app would), keeps the recovery codes, and invites a
// front desk colleague, who gets the email, sets a password and signs in to a console without
// the owner's sections. On a desktop screen, and at a tablet's size in the phone project.

test.describe.configure({ mode: 'serial' });

let server: StaffConsoleServer;
let link: string;
let groupLink: string;
const linkOf = (printed: string) => /https?:\/\/\S+\/Admin\/Password\?token=\S+/.exec(printed)![0];

// Playwright reads the fixtures a hook needs from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  // A new embedded database with the demo imported, then the server: a slow start on two cores.
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(testInfo.project.name);
  const printed = await server.createStaff([
    '--email',
    'owner@hotel.example',
    '--property',
    'DEMO',
    '--role',
    'owner',
    '--name',
    'Olive Owner',
  ]);
  expect(printed).toContain('owner@hotel.example is owner of DEMO.');
  link = linkOf(printed);
  const group = await server.createStaff(['--email', 'gm@hotel.example', '--group', 'DEMO-GROUP', '--role', 'manager']);
  expect(group).toMatch(/gm@hotel\.example is manager of DEMO, DEMO-\w+/);
  groupLink = linkOf(group);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }, testInfo) => {
  // The phone project drives the console at a tablet's size (the front desk's screen).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 820, height: 1180 });
});

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

test('the first owner sets up the console and invites the front desk', async ({ page, axe }) => {
  test.setTimeout(180_000);
  expect(new URL(link).origin).toBe(server.baseURL);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText('owner@hotel.example').first()).toBeVisible();
  await axe();
  await page.getByLabel('New password', { exact: true }).fill('Ashbury front door 1!');
  await page.getByLabel('Confirm new password').fill('Ashbury front door 1!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await axe();
  await page.getByLabel('Email address').fill('owner@hotel.example');
  await page.getByLabel('Password').fill('Ashbury front door 1!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // An owner without two-factor sign-in may only set it up.
  await expect(page).toHaveURL(/\/Admin\/Security$/);
  await expect(page.getByText('As an owner you sign in with a code')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await axe();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await axe();
  await page.getByRole('link', { name: 'Continue to the console' }).click();

  // One property: straight to its console, with the owner's sections.
  await expect(page).toHaveURL(/\/Admin\/DEMO\/?$/);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  for (const section of ['Today', 'Bookings', 'Rates & availability', 'Settings', 'Staff', 'Audit log'])
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  // The console's forms are drawn as the guest pages' are: the bookings search's label above a
  // field across the filter, tall enough for a finger.
  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expectLabelAboveSpanningField(page.getByRole('search', { name: 'Find bookings' }), 'Search');
  await axe();
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'owner@hotel.example' })).toBeVisible();
  await axe();

  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill('Fern Desk');
  await invite.getByLabel('Email address').fill('fern@hotel.example');
  await invite.getByLabel('Role').selectOption({ label: 'Front desk' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to fern@hotel.example')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'fern@hotel.example' })).toBeVisible();

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'staff.invite' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'totp.enrol' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
});

test('the invited front desk member sets a password and signs in', async ({ page, axe }) => {
  const mail = await waitForMail('fern@hotel.example', /staff console/, 20_000, server.outboxDir);
  expect(mail.text).toContain('Olive Owner has given you the Front desk role at The Ashbury');
  await page.goto(linkIn(mail, '/Admin/Password'));
  await expect(page.getByText('Fern Desk')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fern at the desk 2!');
  await page.getByLabel('Confirm new password').fill('Fern at the desk 2!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill('fern@hotel.example');
  await page.getByLabel('Password').fill('Fern at the desk 2!');
  // Keyboard only: Enter submits.
  await page.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/Admin\/DEMO\/?$/);
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByText('Front desk', { exact: true }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await axe();
  // The Staff page's address typed in: the server refuses, and the page says so.
  await page.goto(`${server.baseURL}/Admin/DEMO/Staff`);
  await expect(page.getByRole('alert').first()).toContainText('Your role (Front desk) does not allow this.');
});

test('a manager of the whole group picks a property from the group view', async ({ page, axe }) => {
  await page.goto(groupLink);
  await page.getByLabel('New password', { exact: true }).fill('Group manager 3!');
  await page.getByLabel('Confirm new password').fill('Group manager 3!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill('gm@hotel.example');
  await page.getByLabel('Password').fill('Group manager 3!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Your properties' })).toBeVisible();
  await page.getByRole('link', { name: 'DEMO-GROUP' }).click();
  await expect(page).toHaveURL(/\/Admin\/Group\/DEMO-GROUP$/);
  await expect(page.getByText('Manager of every property of the group')).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'The Ashbury' }).click();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
});
