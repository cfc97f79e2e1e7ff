import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { bookByApi, type BookedByApi } from './book-by-api';
import { expect, test } from './fixtures';
import { expectLabelAboveSpanningField } from './form-layout';
import { linkIn, waitForMail, waitForMailWhere, type SentMail } from './mailbox';
import { longDateText } from '../src/domain/stay-dates-text';

// A guest manages their own booking after making it, on a phone and on a desktop: finds it by
// reference and email, cancels one room of two and sees the refund, moves the stay for a price
// difference, adds breakfast and pays for it, and puts right a lead guest's name. The hotel is
// emailed each change, as is the guest. Each test books its own stay at the demo hotel through
// the API (Classic Doubles at the Best Flexible Rate, free to cancel until shortly before
// arrival, paid by the sandbox's approving card), far from the other specs' nights.

const hotelEmail = 'stay@ashbury-hotels.example';

interface Booked extends BookedByApi {
  email: string;
}

/** Books `rooms` Classic Doubles for two nights through the API, as checkout would. */
async function bookAStay(
  request: APIRequestContext,
  testInfo: TestInfo,
  offset: number,
  rooms: number,
): Promise<Booked> {
  const start = 200 + offset * 5 + (testInfo.project.name === 'phone' ? 40 : 0);
  const email = `ada.manage.${testInfo.project.name}.${offset}.${Date.now()}@example.com`;
  const leads = [
    { FirstName: 'Grace', LastName: 'Hoper' },
    { FirstName: 'Alan', LastName: 'Turing' },
  ];
  const booked = await bookByApi(request, {
    start,
    email,
    leads: Array.from({ length: rooms }, (_, index) => leads[index % leads.length]!),
  });
  return { email, ...booked };
}

/** The newest email about this booking (its reference in the subject or body) to `to` whose text matches. */
function mailAbout(to: string, booked: Booked, text: RegExp): Promise<SentMail> {
  return waitForMailWhere(
    to,
    (mail) =>
      `${mail.subject}\n${mail.text}`.includes(booked.referenceNumber) && text.test(`${mail.subject}\n${mail.text}`),
  );
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

function actions(page: Page): Locator {
  return page.getByRole('region', { name: 'Change your booking' });
}

/** A day of the manage page's stay calendar, paging months until it shows. */
async function calendarDay(page: Page, date: string): Promise<Locator> {
  const calendar = page.getByRole('group', { name: 'Stay calendar: choose the new dates of your stay' });
  const day = calendar.getByRole('gridcell', { name: new RegExp(`^${longDateText(date)}`) });
  for (let pages = 0; pages < 40 && !(await day.isVisible()); pages++)
    await calendar.getByRole('button', { name: 'Next month' }).click();
  return day;
}

test.describe('a guest manages their booking', () => {
  test('finds it by reference and email, cancels one room of two and sees the refund', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 0, 2);
    // The confirmation email's Manage booking link opens the booking itself.
    const confirmationMail = await waitForMail(booked.email, /is confirmed/);
    expect(new URL(linkIn(confirmationMail, '/Book/DEMO/Manage/')).pathname).toBe(
      `/Book/DEMO/Manage/${booked.confirmationToken}`,
    );

    await page.goto('/Book/DEMO/Manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page.getByText('Please enter your booking reference.')).toBeVisible();
    // A wrong email gets the one neutral answer, never a hint that the reference exists.
    await page.getByLabel('Booking reference').fill(booked.referenceNumber);
    await page.getByLabel('Email address').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page.getByRole('alert')).toHaveText("We couldn't find a booking with those details");
    await page.getByLabel('Email address').fill(booked.email);
    await page.getByRole('button', { name: 'Find my booking' }).click();

    await expect(page).toHaveURL(new RegExp(`/Book/DEMO/Manage/${booked.confirmationToken}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await expect(page.getByText(booked.referenceNumber)).toBeVisible();
    await expect(page.getByText(/^Free cancellation until /).first()).toBeVisible();
    await axe();

    await actions(page).getByRole('button', { name: 'Cancel booking' }).click();
    const panel = page.getByRole('region', { name: 'Cancel booking' });
    const rooms = panel.getByRole('group', { name: 'Which rooms do you want to cancel?' });
    await expect(rooms.getByRole('checkbox')).toHaveCount(2);
    // Keep room 1 (Grace), cancel room 2 (Alan): the fee and refund are room 2's alone.
    await rooms.getByRole('checkbox', { name: /^Room 1/ }).uncheck();
    const quoted = panel.getByRole('definition').last();
    const refund = money(await quoted.textContent());
    expect(refund).toBeGreaterThan(0);
    await axe();
    await panel.getByRole('button', { name: 'Cancel this room' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm cancellation' })).toBeVisible();
    // The dialog's content is slotted into Ionic's modal, outside its shadow dialog element.
    const dialog = page.locator('ion-modal.manage-dialog');
    await expect(dialog).toContainText('Cancel room 2?');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

    await expect(panel.getByText('The room has been cancelled.')).toBeVisible();
    expect(money(await panel.getByRole('definition').last().textContent())).toBe(refund);
    const summary = page.getByRole('region', { name: 'Your booking', exact: true });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Alan Turing' })).toContainText('Cancelled');
    await expect(summary.getByRole('listitem').filter({ hasText: 'Grace Hoper' })).not.toContainText('Cancelled');
    await expect(page.getByText('1 room cancelled')).toBeVisible();
    await axe();

    const guestMail = await mailAbout(booked.email, booked, /cancel/i);
    expect(guestMail.text).toMatch(/refund/i);
    const hotelMail = await mailAbout(hotelEmail, booked, /cancel/i);
    expect(hotelMail.text).toContain('Alan');

    // "Your bookings" on this device links to the booking's manage page.
    await page.goto('/Book/DEMO/Bookings');
    await page.getByRole('link', { name: `Manage booking ${booked.referenceNumber}` }).click();
    await expect(page.getByText('1 room cancelled')).toBeVisible();
  });

  test('moves the stay a night longer and pays the difference with the booking card', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 1, 1);
    await page.goto(`/Book/DEMO/Manage/${booked.confirmationToken}`);
    await actions(page).getByRole('button', { name: 'Change dates' }).click();
    const panel = page.getByRole('region', { name: 'Change dates' });
    const newTo = new Date(`${booked.stay.DateTo}T00:00:00Z`);
    newTo.setUTCDate(newTo.getUTCDate() + 1);
    const departure = newTo.toISOString().slice(0, 10);
    await (await calendarDay(page, booked.stay.DateFrom)).click();
    await (await calendarDay(page, departure)).click();
    await expect(panel.getByRole('status').first()).toContainText('3 nights');
    await panel.getByRole('button', { name: 'See the price for these dates' }).click();

    const pay = panel.getByRole('button', { name: /^Pay .* and change dates$/ });
    await expect(pay).toBeVisible();
    const toPay = money(await panel.getByRole('definition').last().textContent());
    expect(toPay).toBeGreaterThan(0);
    // The booking's own card is offered first; like a saved card it needs its security code.
    await expect(panel.getByRole('radio', { name: /This booking's .*ending 4242/ })).toBeChecked();
    await panel.getByLabel('Security code (CVV)').fill('123');
    await axe();
    await pay.click();

    await expect(panel.getByText(/^Your stay is now .* was charged\./)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your booking', exact: true });
    await expect(summary).toContainText('3 nights');
    await expect(summary).toContainText(longDateText(departure));
    await axe();

    const guestMail = await mailAbout(booked.email, booked, /date|chang/i);
    expect(guestMail.text).toContain(String(Number(departure.slice(8, 10))));
    await mailAbout(hotelEmail, booked, /date|chang/i);
  });

  test('adds breakfast to a booking and pays for it by card', async ({ page, request, axe }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 2, 1);
    // From the confirmation's "Add extras", as a guest who kept the page would.
    await page.goto(`/Book/DEMO/Confirmation/${booked.confirmationToken}`);
    await page.getByRole('link', { name: 'Add extras' }).click();
    const panel = page.getByRole('region', { name: 'Add extras' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Add Full Yorkshire breakfast' }).click();
    await expect(panel.getByText('Extras total')).toBeVisible();
    const total = money(await panel.getByRole('definition').last().textContent());
    expect(total).toBeGreaterThan(0);
    const byCard = panel.getByRole('radio', { name: 'Pay by card now' });
    if ((await byCard.count()) > 0) await byCard.check();

    const pay = panel.getByRole('button', { name: /^Pay .* and add extras$/ });
    await pay.click();
    await expect(panel.getByText('Please enter a valid card number.')).toBeVisible();
    // The card form is laid out as checkout's, on a phone too: each label above a field across it.
    const cardForm = panel.getByRole('group', { name: 'Card details' });
    for (const label of ['Name on card', 'Card number']) await expectLabelAboveSpanningField(cardForm, label);
    await panel.getByLabel('Card number').fill('4242 4242 4242 4242');
    await panel.getByLabel('Expiry month').selectOption('12');
    await panel.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
    await panel.getByLabel('Security code (CVV)').fill('123');
    await axe();
    await pay.click();

    await expect(panel.getByText(/^Your extras have been updated\..*was charged to your card\./)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your booking', exact: true }).getByRole('list', { name: 'Extras for room 1' }),
    ).toContainText('Full Yorkshire breakfast');
    await axe();

    await mailAbout(booked.email, booked, /breakfast|extra/i);
    await mailAbout(hotelEmail, booked, /breakfast|extra/i);
  });

  test('puts right the lead guest’s name from the confirmation’s Manage booking', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const booked = await bookAStay(request, testInfo, 3, 1);
    await page.goto(`/Book/DEMO/Confirmation/${booked.confirmationToken}`);
    await page.getByRole('link', { name: 'Manage booking' }).click();
    await actions(page).getByRole('button', { name: 'Edit guests and requests' }).click();
    const panel = page.getByRole('region', { name: 'Edit guests and requests' });
    const room = panel.getByRole('group', { name: /^Room 1/ });
    await room.getByLabel('Lead guest last name').fill('');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel.getByText("Please enter the lead guest's last name.")).toBeVisible();
    await room.getByLabel('Lead guest last name').fill('Hopper');
    await room.getByLabel('Arrival time (optional)').fill('15:30');
    await panel.getByLabel('Special requests (optional)').fill('A quiet room, please.');
    await axe();
    await panel.getByRole('button', { name: 'Save changes' }).click();

    await expect(panel.getByText('Your changes have been saved and the hotel has been told.')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your booking', exact: true });
    await expect(summary).toContainText('Lead guest: Grace Hopper');
    await expect(summary).toContainText('A quiet room, please.');
    await axe();

    const hotelMail = await mailAbout(hotelEmail, booked, /Hopper/);
    expect(hotelMail.text).toContain('Hopper');
    await mailAbout(booked.email, booked, /Hopper|guest|chang/i);
  });
});
