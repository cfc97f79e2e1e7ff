import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { PreCheckInGetResponse, PreCheckInReservation } from '../src/contract/pre-check-in';
import { bookByApi } from './book-by-api';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

// Pre-check-in as a guest does it: from the link in the confirmation email, on a phone, step by
// step, and on a train where the signal comes and goes. Each test books its own stay at the
// demo hotel through the API (a Classic Double for two at the Best Flexible Rate, Prosecco and
// chocolates booked, paid by the sandbox's approving card) and opens its emailed link.
// Both projects run it at a phone's size: this is the phone's story.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Booked {
  email: string;
  confirmationToken: string;
  referenceNumber: string;
  link: string;
}

/** Books a stay through the API, as checkout would, and answers the pre-check-in link from its confirmation email. */
async function bookAStay(request: APIRequestContext, testInfo: TestInfo, offset: number): Promise<Booked> {
  const start = 120 + offset * 3 + (testInfo.project.name === 'phone' ? 30 : 0);
  const email = `ada.${testInfo.project.name}.${offset}.${Date.now()}@example.com`;
  const booked = await bookByApi(request, {
    start,
    email,
    leads: [{ FirstName: 'Grace', LastName: 'Hopper' }],
    extras: ['Prosecco and chocolates'],
  });
  const mail = await waitForMail(email, /is confirmed/);
  return {
    email,
    confirmationToken: booked.confirmationToken,
    referenceNumber: booked.referenceNumber,
    link: new URL(linkIn(mail, '/PreCheckIn/')).pathname,
  };
}

async function reservationBehind(request: APIRequestContext, link: string): Promise<PreCheckInReservation> {
  const [, , propertyCode, referenceNumber, code] = link.split('/');
  const response = await request.get(
    `/api/PreCheckIn/Get?propertyId=${propertyCode}&referenceNumber=${referenceNumber}&hash=${code}`,
  );
  const body = (await response.json()) as PreCheckInGetResponse;
  expect('ReservationItems' in body, JSON.stringify(body)).toBe(true);
  return body as PreCheckInReservation;
}

const stepTitle = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function fillGuest(page: Page, guest: { first?: string; last?: string; email: string; phone: string }) {
  if (guest.first) await page.getByLabel('First name').fill(guest.first);
  if (guest.last) await page.getByLabel('Last name').fill(guest.last);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
}

test.describe('pre-check-in from the emailed link', () => {
  // A booking, its email and every step: longer than a single page's test.
  test.describe.configure({ timeout: 120_000 });

  test('a guest walks through every step on their phone, adds extras and a card, and is checked in', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 0);
    // The confirmation page offers the same link as the email.
    await page.goto(`/Book/DEMO/Confirmation/${booked.confirmationToken}`);
    await expect(page.getByRole('link', { name: 'Complete pre-check-in' })).toHaveAttribute('href', booked.link);
    await page.getByRole('link', { name: 'Complete pre-check-in' }).click();
    await expect(page).toHaveURL(new RegExp(`${booked.link}$`));

    await expect(stepTitle(page, 'Hello Ada')).toBeVisible();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText(booked.referenceNumber)).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Start pre-check-in' }).click();

    // The booker: checkout never asks for the city, the hotel wants it.
    await expect(stepTitle(page, 'The booker')).toBeVisible();
    // Where the guest is, as the booking flow shows it, with Back as a real button.
    const progress = page.getByRole('navigation', { name: 'Pre check-in steps' });
    await expect(progress).toContainText(/Step 1 of 5: Booker/);
    await expect(progress.getByRole('listitem')).toHaveText([
      'Booker',
      'Rooms and guests',
      'Extras',
      'Payment',
      'Summary',
    ]);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByText('Include the international dialling code')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('City is required')).toBeVisible();
    await axe();
    await page.getByLabel('City').fill('London');
    await continueButton(page).click();

    // The room, then each guest in turn.
    await expect(stepTitle(page, 'Your room')).toBeVisible();
    await expect(progress).toContainText(/Step 2 of 5: Rooms and guests/);
    await expect(page.getByText('Classic Double')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Guests in this room' })).toContainText('Grace Hopper');
    await expect(page.getByRole('list', { name: 'Guests in this room' })).toContainText('Details needed');
    await axe();
    await continueButton(page).click();

    await expect(stepTitle(page, 'Guest 1 of 2')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await page.getByLabel('Email').fill('grace@example');
    await continueButton(page).click();
    await expect(page.getByText('A valid email address is required')).toBeVisible();
    await axe();
    await fillGuest(page, { email: 'grace@example.com', phone: '+44 7700 900456' });
    await continueButton(page).click();

    await expect(stepTitle(page, 'Guest 2 of 2')).toBeVisible();
    await fillGuest(page, {
      first: 'Charles',
      last: 'Babbage',
      email: 'charles@example.com',
      phone: '+44 7700 900789',
    });
    await continueButton(page).click();

    await expect(stepTitle(page, 'Your room')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Guests in this room' })).not.toContainText('Details needed');
    await continueButton(page).click();

    // Extras: the booked Prosecco stays booked; parking and a spa session are added.
    await expect(stepTitle(page, 'Extras')).toBeVisible();
    const prosecco = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Prosecco and chocolates' }) });
    await expect(prosecco).toContainText('Booked: 1');
    await page.getByRole('button', { name: 'Add Secure parking' }).click();
    await page.getByRole('button', { name: 'One more Thermal spa session' }).click();
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Thermal spa session' }) }),
    ).toContainText('£35.00');
    await axe();
    await continueButton(page).click();

    // A new card for the stay (never kept on the phone).
    await expect(stepTitle(page, 'Payment details')).toBeVisible();
    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code (CVV)').fill('123');
    await axe();
    await continueButton(page).click();

    await expect(stepTitle(page, 'Summary')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Extras for room 1' })).toContainText('1 × Secure parking');
    await page.getByLabel('Special requests (optional)').fill('A late arrival, around 10pm.');
    const stored = await page.evaluate(() =>
      Object.entries(window.localStorage)
        .filter(([key]) => key.startsWith('stayfront.personal.precheckin.'))
        .map(([, value]) => value)
        .join('\n'),
    );
    expect(stored).toContain('Babbage');
    expect(stored).not.toMatch(/4242 ?4242 ?4242 ?4242/);
    expect(stored).not.toContain('SecurityCode');
    await axe();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(stepTitle(page, "You're checked in")).toBeVisible();
    await expect(page.getByText('Thank you, your check-in details have been saved.')).toBeVisible();
    await axe();

    const saved = await reservationBehind(request, booked.link);
    expect(saved.CompletedAt).not.toBeNull();
    expect(saved.SpecialRequests).toBe('A late arrival, around 10pm.');
    expect(saved.ReservationItems[0]!.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`)).toEqual([
      'Grace Hopper',
      'Charles Babbage',
    ]);
    expect(
      saved.ReservationItems[0]!.Services.map((service) => `${service.Quantity} ${service.Service.ServiceName}`).sort(),
    ).toEqual(['1 Prosecco and chocolates', '1 Secure parking', '1 Thermal spa session']);
    expect(saved.CardOnFile?.LastFourDigits).toBe('4242');
  });

  test('a link with a wrong code says it is invalid, and never which part', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 1);
    await page.goto(`${booked.link.slice(0, booked.link.lastIndexOf('/'))}/not-the-code`);
    await expect(page.getByText('Warning', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText('This link is invalid. Please re check the link is correct and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start pre-check-in' })).toHaveCount(0);
    await axe();

    // No answer at all (the booking service unreachable): an error, with the same message.
    await page.route('**/api/PreCheckIn/Get**', (route) => route.abort('connectionrefused'));
    await page.goto(booked.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(
      page.getByText('This link is invalid. Please re check the link is correct and try again.'),
    ).toBeVisible();
    await axe();
  });

  test('the signal drops halfway: the entries survive a reload, the save waits on the phone and arrives once', async ({
    page,
    context,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 2);
    const saves: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/PreCheckIn/Save')) saves.push(sent.headers()['idempotency-key'] ?? '');
    });
    await page.goto(booked.link);
    await expect(stepTitle(page, 'Hello Ada')).toBeVisible();
    // The app is installed (its service worker serves the page without a connection).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.getByRole('button', { name: 'Start pre-check-in' }).click();
    await page.getByLabel('City').fill('London');
    await continueButton(page).click();
    await expect(stepTitle(page, 'Your room')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(/You're offline\. Your details are kept on this device/)).toBeVisible();
    await continueButton(page).click();
    await fillGuest(page, { email: 'grace@example.com', phone: '+44 7700 900456' });
    await continueButton(page).click();
    await expect(stepTitle(page, 'Guest 2 of 2')).toBeVisible();
    await page.getByLabel('First name').fill('Charles');

    // Reloaded in a tunnel: the same step, with what was typed.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            window.localStorage.getItem(
              Object.keys(window.localStorage).find((key) => key.startsWith('stayfront.personal.precheckin.')) ?? '',
            ) ?? '',
        ),
      )
      .toContain('Charles');
    await page.reload();
    await expect(stepTitle(page, 'Guest 2 of 2')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Charles');
    await axe();
    await fillGuest(page, { last: 'Babbage', email: 'charles@example.com', phone: '+44 7700 900789' });
    await continueButton(page).click();
    await expect(stepTitle(page, 'Your room')).toBeVisible();
    await continueButton(page).click();

    // Extras need the connection: the guest is told and carries on.
    await expect(stepTitle(page, 'Extras')).toBeVisible();
    await expect(page.getByText("We couldn't load the extras.")).toBeVisible();
    await continueButton(page).click();
    await expect(stepTitle(page, 'Payment details')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Keep the Visa ending 4242/ })).toBeChecked();
    await continueButton(page).click();

    await expect(stepTitle(page, 'Summary')).toBeVisible();
    await page.getByLabel('Special requests (optional)').fill('Quiet room, please.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText("You're offline. We'll send your check-in as soon as you're back online."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Sav/ })).toBeDisabled();
    await axe();
    expect(saves).toEqual([]);

    await context.setOffline(false);
    await expect(stepTitle(page, "You're checked in")).toBeVisible();
    await expect(page.getByText('Thank you, your check-in details have been saved.')).toBeVisible();
    // Reloading afterwards sends nothing again.
    await page.reload();
    await expect(stepTitle(page, 'Hello Ada')).toBeVisible();
    await expect(page.getByText('You have already checked in online.')).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatch(/^[0-9a-f]{32}$/);

    const saved = await reservationBehind(request, booked.link);
    expect(saved.CompletedAt).not.toBeNull();
    expect(saved.SpecialRequests).toBe('Quiet room, please.');
    expect(saved.ReservationItems[0]!.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`)).toEqual([
      'Grace Hopper',
      'Charles Babbage',
    ]);
    expect(
      saved.ReservationItems[0]!.Services.map((service) => `${service.Quantity} ${service.Service.ServiceName}`),
    ).toEqual(['1 Prosecco and chocolates']);
  });
});

test.describe('pre-check-in on a wide screen', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the room holds every guest’s form, and continuing checks them all at once', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 3);
    await page.goto(booked.link);
    await page.getByRole('button', { name: 'Start pre-check-in' }).click();
    await page.getByLabel('City').fill('London');
    await continueButton(page).click();

    await expect(stepTitle(page, 'Your room')).toBeVisible();
    const lead = page.getByRole('group', { name: 'Lead guest' });
    const second = page.getByRole('group', { name: 'Guest 2' });
    await expect(lead.getByLabel('First name')).toHaveValue('Grace');
    await continueButton(page).click();
    await expect(stepTitle(page, 'Your room')).toBeVisible();
    await expect(second.getByText('First name is required')).toBeVisible();
    await axe();
    await lead.getByLabel('Email').fill('grace@example.com');
    await lead.getByLabel('Phone').fill('+44 7700 900456');
    await second.getByLabel('First name').fill('Charles');
    await second.getByLabel('Last name').fill('Babbage');
    await second.getByLabel('Email').fill('charles@example.com');
    await second.getByLabel('Phone').fill('+44 7700 900789');
    await continueButton(page).click();

    await expect(stepTitle(page, 'Extras')).toBeVisible();
    await continueButton(page).click();
    await expect(stepTitle(page, 'Payment details')).toBeVisible();
    await continueButton(page).click();
    await expect(stepTitle(page, 'Summary')).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(stepTitle(page, "You're checked in")).toBeVisible();

    const saved = await reservationBehind(request, booked.link);
    expect(saved.ReservationItems[0]!.Guests.map((guest) => guest.Email)).toEqual([
      'grace@example.com',
      'charles@example.com',
    ]);
  });
});
