import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { BookingPayment } from '../src/contract/payment-schedule';
import type { Property } from '../src/contract/property';
import type { ReservationConfirmation } from '../src/contract/reservation-confirmation';
import type { ReservationQuoteResponse } from '../src/contract/reservation-quote';
import { bookByApi } from './book-by-api';
import { agreeToTerms, bookingMade, confirmButton, fillBooker, fillNewCard } from './booking-walk';
import { expect, test } from './fixtures';
import { countMail, linkIn, waitForMail } from './mailbox';
import { setPasswordAndSignIn, startWithStaff, staffConsoleServer, type StaffConsoleServer } from './staff-server';
import { hotelDate, propertyOf } from './hotel-dates';
import { monthText } from '../src/domain/stay-dates-text';
import { weekdayOf } from '../src/domain/stay-nights';

// How each of the demo hotel's rates is paid, as a guest on a phone meets it, and as the front
// desk settles it. 'Flexible, Pay at the Hotel' charges nothing now (the card guarantees the
// booking); 'Deposit Saver' takes 30 % now and the balance from the kept card 7 days before
// arrival at 09:00 hotel time; 'Advance Saver' takes everything now and is non-refundable. The
// balance charge job is moved to its moment through the operators' POST Payments/ChargeDue
// (never the machine's clock). Both projects run it at a phone's size: this is the phone's
// story; the console is seen at a phone's size and on a desktop screen.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
test.use({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The suite's server's ADMIN_TOKEN (e2e/playwright.config.ts). */
const adminToken = 'e2e-admin-token-0123456789';

/** "5 January 2027": how a payment's date reads. */
function dateText(date: string): string {
  return `${Number(date.slice(8, 10))} ${monthText(date)}`;
}

/** The day in the emails' words: "31 December 2026", or "Thursday 31st December 2026". */
function emailDate(date: string): RegExp {
  return new RegExp(`\\b${Number(date.slice(8, 10))}(st|nd|rd|th)? ${monthText(date)}\\b`);
}

/** "£1,234.50" */
const gbp = (amount: number) =>
  `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The offset, moved on a day when it lands on a Saturday (rates ask two nights from a Saturday). */
function notSaturday(property: Property, days: number): number {
  return weekdayOf(hotelDate(property, days)) === 6 ? days + 1 : days;
}

/**
 * Two nights of a story's own, 30-60 days ahead (the phone and desktop runs on different
 * nights), never arriving on a Saturday. `slot` 0-3: one per guest story.
 */
function stayOf(property: Property, testInfo: TestInfo, slot: number): { from: string; to: string; start: number } {
  const start = notSaturday(property, 34 + slot * 6 + (testInfo.project.name === 'phone' ? 0 : 3));
  return { from: hotelDate(property, start), to: hotelDate(property, start + 2), start };
}

const uniqueEmail = (testInfo: TestInfo, story: string) =>
  `ada.pay.${story}.${testInfo.project.name}.${Date.now()}@example.com`;

async function confirmationOf(request: APIRequestContext, token: string): Promise<ReservationConfirmation> {
  const response = await request.get(`/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${token}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ReservationConfirmation;
}

const partOf = (booking: { PaymentSchedule: BookingPayment[] }, kind: BookingPayment['Kind']) => {
  const part = booking.PaymentSchedule.find((p) => p.Kind === kind);
  if (!part) throw new Error(`no ${kind} part in ${JSON.stringify(booking.PaymentSchedule)}`);
  return part;
};

/** Runs the balance charge job once as of `asOf`, as an operator would. */
async function chargeDueAsOf(request: APIRequestContext, asOf: Date) {
  const response = await request.post('/api/Payments/ChargeDue', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { AsOf: asOf.toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { Charged: number; Failed: number; Retrying: number };
}

/** The last quote the booking pages asked for (what they say is charged today and later), once one came. */
function watchQuotes(page: Page): () => Promise<ReservationQuoteResponse> {
  let last: ReservationQuoteResponse | null = null;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/Reservation/Quote') && response.ok())
      void response
        .json()
        .then((body: ReservationQuoteResponse) => (last = body))
        .catch(() => undefined);
  });
  return async () => {
    await expect.poll(() => last !== null, { message: 'the checkout asked for a quote' }).toBe(true);
    return last!;
  };
}

/** Rooms and Rates, the Classic Double opened: answers the rate's card. */
async function rateCard(page: Page, stay: { from: string; to: string }, rate: string): Promise<Locator> {
  await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${stay.from}&to=${stay.to}&rooms=2-0-0`);
  await page.getByRole('button', { name: 'Choose room: Classic Double' }).click();
  const card = page.getByRole('article', { name: rate });
  await expect(card).toBeVisible();
  return card;
}

/** From the chosen rate to Checkout, as on a phone: no upgrade, the lead guest, no extras, the summary step. */
async function chooseRateAndGoToCheckout(page: Page, card: Locator, rate: string): Promise<Locator> {
  await card.getByRole('button', { name: `Choose rate: ${rate}` }).click();
  const stepTitle = page.getByRole('heading', { level: 2, name: /^(Upgrade your room\?|Guest details)$/ });
  await expect(stepTitle).toBeVisible();
  if ((await stepTitle.textContent()) !== 'Guest details')
    await page.getByRole('button', { name: 'No thanks, keep the Classic Double' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Guest details' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Room set-up').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add extras' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Booking summary' })).toBeVisible();
  return page.locator('.booking-summary');
}

async function continueToCheckout(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/Book\/DEMO\/Checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillBookerPayingByCard(page: Page, email: string): Promise<void> {
  await fillBooker(page, email);
  await page.getByRole('radio', { name: /^Card/ }).check();
}

/** Confirms the checkout; answers the booking's confirmation token (from the page's address). */
async function confirmAndWait(page: Page): Promise<string> {
  await confirmButton(page).click();
  await expect(bookingMade(page)).toBeVisible({ timeout: 30_000 });
  const token = /\/Confirmation\/([^/?#]+)/.exec(page.url())?.[1];
  if (!token) throw new Error(`no confirmation token in ${page.url()}`);
  return token;
}

/**
 * A screenshot of what the guest sees with `target` in the middle of the screen (the app scrolls
 * inside its own content, so a full-page shot is only the screen), into the test's output folder.
 */
async function shot(page: Page, testInfo: TestInfo, name: string, target?: Locator): Promise<void> {
  if (target) await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** A booking paid by card is on no invoice: what is still to pay is in its Payments, said once. */
async function expectNoInvoiceLine(page: Page): Promise<void> {
  expect
    .soft(
      await page.getByRole('region', { name: 'Booking summary' }).textContent(),
      "a booking paid by card says its balance is due on the hotel's invoice",
    )
    .not.toContain("Due on the hotel's invoice");
}

const paymentsList = (scope: Page | Locator) => scope.getByRole('list', { name: 'Payments' });
const partItem = (list: Locator, text: string | RegExp) => list.getByRole('listitem').filter({ hasText: text });

test.describe('a guest pays as the rate says', () => {
  // A booking walked through the real pages, its emails, then its manage page: longer than most.
  test.describe.configure({ timeout: 150_000 });

  test("'Flexible, Pay at the Hotel': nothing is charged today and the card guarantees the booking", async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const property = await propertyOf(page);
    const stay = stayOf(property, testInfo, 0);
    const email = uniqueEmail(testInfo, 'paylater');
    const quote = watchQuotes(page);

    const card = await rateCard(page, stay, 'Flexible, Pay at the Hotel');
    await expect(card).toContainText('Pay at the hotel');
    await card.screenshot({ path: testInfo.outputPath('paylater-rate-card.png') });
    await axe();

    const summary = await chooseRateAndGoToCheckout(page, card, 'Flexible, Pay at the Hotel');
    await expect(summary.getByRole('list', { name: 'When you pay' })).toContainText('Nothing is charged today');
    await continueToCheckout(page);

    // Over the card: what it is for; beside Confirm: nothing today, all of it at the hotel.
    await fillBookerPayingByCard(page, email);
    await expect(page.getByText('Your card guarantees the booking. Nothing is charged today.')).toBeVisible();
    const confirmArea = page.locator('.checkout__confirm');
    await expect(confirmArea).toContainText('Nothing is charged today');
    const total = (await quote()).Payment.Schedule.reduce((sum, part) => sum + part.Amount, 0);
    expect((await quote()).Payment.DueNow).toBe(0);
    await expect(confirmArea.getByRole('definition').last()).toHaveText(gbp(total));
    await expect(confirmArea.getByRole('term').filter({ hasText: 'Pay at the hotel' })).toBeVisible();
    await fillNewCard(page, '4242 4242 4242 4242');
    await agreeToTerms(page);
    await shot(page, testInfo, 'paylater-checkout-card', page.getByText('Your card guarantees the booking.'));
    await confirmArea.screenshot({ path: testInfo.outputPath('paylater-checkout-confirm.png') });
    await axe();

    const token = await confirmAndWait(page);
    const booking = await confirmationOf(request, token);
    expect(booking.PaymentPlan).toBe('PayAtProperty');
    expect(booking.AmountPaid).toBe(0);
    const atHotel = partOf(booking, 'AtProperty');
    const payments = paymentsList(page);
    await expect(partItem(payments, 'Nothing is charged today')).toBeVisible();
    await expect(partItem(payments, 'Your card guarantees the booking')).toBeVisible();
    await expect(partItem(payments, `At the hotel ${gbp(atHotel.Amount)}`)).toContainText('Due');
    await shot(page, testInfo, 'paylater-confirmation', payments);
    await expectNoInvoiceLine(page);
    await axe();

    // The email says the same as the page: nothing was taken, what is paid at the hotel.
    const mail = await waitForMail(email, /is confirmed/);
    expect(mail.text).toContain('Flexible, Pay at the Hotel');
    expect.soft(mail.text, 'the confirmation email claims a payment of £0.00').not.toContain('Paid £0.00');
    expect.soft(mail.text, 'the confirmation email says nothing was charged').toMatch(/Nothing is charged today/i);
    expect.soft(mail.text, 'the confirmation email gives what is paid at the hotel').toContain(gbp(atHotel.Amount));
  });

  // The job's clock is the server's: whichever run moves it (POST Payments/ChargeDue) charges
  // every balance due by then, so the stories that move it never run at once (in any project).
  test.describe('when the balance falls due', { lock: 'stayfront-balance-charge-job' }, () => {
    test("'Deposit Saver': 30 % today; the balance fails on the kept card and the guest pays it with another", async ({
      page,
      request,
      axe,
    }, testInfo) => {
      const property = await propertyOf(page);
      const stay = stayOf(property, testInfo, 1);
      const email = uniqueEmail(testInfo, 'deposit-declined');
      const quote = watchQuotes(page);

      const card = await rateCard(page, stay, 'Deposit Saver');
      await expect(card).toContainText('30 % deposit today');
      await card.screenshot({ path: testInfo.outputPath('deposit-rate-card.png') });

      const summary = await chooseRateAndGoToCheckout(page, card, 'Deposit Saver');
      await expect(summary.getByRole('list', { name: 'When you pay' })).toContainText(', charged to your card');
      await shot(page, testInfo, 'deposit-summary', summary.getByRole('list', { name: 'When you pay' }));
      await continueToCheckout(page);
      await fillBookerPayingByCard(page, email);
      const offered = (await quote()).Payment;
      const deposit = offered.Schedule.find((part) => part.Kind === 'Deposit')!;
      const balance = offered.Schedule.find((part) => part.Kind === 'Balance')!;
      expect(offered.DueNow).toBe(deposit.Amount);
      expect(balance.Due).toBe(hotelDate(property, stay.start - 7));
      // Checkout says today's deposit and when the rest is charged, to this card.
      await expect(
        page.getByText(
          `Today you pay ${gbp(deposit.Amount)}; the rest is charged to this card on ${dateText(balance.Due)}.`,
        ),
      ).toBeVisible();
      const confirmArea = page.locator('.checkout__confirm');
      await expect(confirmArea.getByRole('term').filter({ hasText: 'Pay now' })).toBeVisible();
      await expect(confirmArea.getByRole('definition').first()).toHaveText(gbp(deposit.Amount));
      await expect(confirmArea).toContainText(`Charged to your card later${gbp(balance.Amount)}`);
      await page.locator('.checkout__summary-fold > summary').click();
      await expect(
        page.getByRole('region', { name: 'Your booking' }).getByRole('list', { name: 'When you pay' }),
      ).toHaveText(
        `Today ${gbp(deposit.Amount)} · ${dateText(balance.Due)} ${gbp(balance.Amount)}, charged to your card`,
      );
      await fillNewCard(page, '4000 0000 0000 5126');
      await agreeToTerms(page);
      await shot(page, testInfo, 'deposit-checkout-card', page.getByText(/^Today you pay /));
      await confirmArea.screenshot({ path: testInfo.outputPath('deposit-checkout-confirm.png') });
      await axe();
      // The same checkout on a desktop screen: the booking and when it is paid beside the form.
      await page.setViewportSize(desktop);
      const aside = page.locator('.checkout__aside');
      await expect(aside.getByRole('list', { name: 'When you pay' })).toContainText(
        `${dateText(balance.Due)} ${gbp(balance.Amount)}, charged to your card`,
      );
      await shot(page, testInfo, 'deposit-checkout-desktop', page.getByText(/^Today you pay /));
      await axe();
      await page.setViewportSize(phone);

      const token = await confirmAndWait(page);
      const booking = await confirmationOf(request, token);
      const keptBalance = partOf(booking, 'Balance');
      expect(partOf(booking, 'Deposit')).toMatchObject({ State: 'Paid', Amount: deposit.Amount });
      expect(keptBalance).toMatchObject({ State: 'Due', Amount: balance.Amount, Due: balance.Due });
      // Charged at 09:00 hotel time on its day.
      expect(
        new Intl.DateTimeFormat('en-GB', { timeZone: property.TimeZone, hour: '2-digit', minute: '2-digit' }).format(
          new Date(keptBalance.DueAt!),
        ),
      ).toBe('09:00');
      const payments = paymentsList(page);
      await expect(partItem(payments, `Today ${gbp(deposit.Amount)}`)).toContainText('Paid');
      await expect(
        partItem(payments, `${dateText(balance.Due)} ${gbp(balance.Amount)}, charged to Visa ending 5126`),
      ).toContainText('Due');
      await shot(page, testInfo, 'deposit-confirmation', payments);
      await expectNoInvoiceLine(page);
      await axe();
      const confirmationMail = await waitForMail(email, /is confirmed/);
      expect
        .soft(confirmationMail.text, 'the confirmation email gives the balance and its date')
        .toContain(gbp(balance.Amount));
      expect
        .soft(confirmationMail.text, 'the confirmation email gives the balance and its date')
        .toMatch(emailDate(balance.Due));

      // The balance's moment comes: the kept card declines for good.
      await chargeDueAsOf(request, new Date(new Date(keptBalance.DueAt!).getTime() + 60_000));
      const failedBooking = await confirmationOf(request, token);
      expect(partOf(failedBooking, 'Balance')).toMatchObject({
        State: 'Failed',
        FailureReason: 'Your card was declined.',
      });
      const failedMail = await waitForMail(
        email,
        new RegExp(`Payment failed for your booking \\(${booking.ReferenceNumber}\\)`),
      );
      expect(failedMail.text).toContain(`GBP ${balance.Amount.toFixed(2)}`);
      expect(failedMail.text).toContain('Visa ending 5126: Your card was declined.');
      const manageLink = linkIn(failedMail, '/Book/DEMO/Manage/');
      expect(new URL(manageLink).pathname).toBe(`/Book/DEMO/Manage/${token}`);
      await waitForMail('stay@ashbury-hotels.example', new RegExp(`Payment failed: ${booking.ReferenceNumber}`));

      // From the email, on the phone: "Pay now" comes first, with the bank's reason.
      await page.goto(new URL(manageLink).pathname);
      const payNow = page.getByRole('region', { name: 'Pay now' });
      await expect(payNow).toBeVisible();
      await expect(payNow).toContainText(
        `The payment of ${gbp(balance.Amount)} due on ${dateText(balance.Due)} could not be charged to your Visa ending 5126: Your card was declined.`,
      );
      await expect(partItem(paymentsList(page), gbp(balance.Amount))).toContainText('Failed: Your card was declined.');
      const newCard = payNow.getByRole('radio', { name: 'Use a new card' });
      if ((await newCard.count()) > 0) await newCard.check();
      await payNow.getByLabel('Name on card').fill('Ada Lovelace');
      await payNow.getByLabel('Card number').fill('5555 5555 5555 4444');
      await payNow.getByLabel('Expiry month').selectOption('12');
      await payNow.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
      await payNow.getByLabel('Security code (CVV)').fill('123');
      await shot(page, testInfo, 'deposit-manage-pay-now-top', payNow.getByText(/could not be charged/));
      await shot(page, testInfo, 'deposit-manage-pay-now-card', payNow.getByLabel('Security code (CVV)'));
      await axe();
      await payNow.getByRole('button', { name: `Pay ${gbp(balance.Amount)}` }).click();

      await expect(payNow.getByRole('status')).toContainText(
        `Thank you: ${gbp(balance.Amount)} has been paid with your Mastercard ending 4444.`,
      );
      await expect(partItem(paymentsList(page), `${dateText(balance.Due)} ${gbp(balance.Amount)}`)).toContainText(
        'Paid',
      );
      await shot(page, testInfo, 'deposit-manage-paid', paymentsList(page));
      // The card line names the card kept now; it must not say that card paid the deposit.
      expect
        .soft(
          await page.getByRole('region', { name: 'Your booking', exact: true }).textContent(),
          'the manage page says the deposit was paid with the card that paid the balance',
        )
        .not.toContain('Deposit paid by card · Mastercard ending 4444');
      await axe();
      const paid = await confirmationOf(request, token);
      expect(partOf(paid, 'Balance').State).toBe('Paid');
      expect(paid.BalanceDue).toBe(0);

      const receipt = await waitForMail(email, new RegExp(`Payment received \\(${booking.ReferenceNumber}\\)`));
      expect(receipt.text).toContain(`GBP ${balance.Amount.toFixed(2)} was charged to Mastercard ending 4444`);
    });

    test("'Deposit Saver': the balance is charged to the kept card on its day, once", async ({
      page,
      request,
    }, testInfo) => {
      const property = await propertyOf(page);
      const stay = stayOf(property, testInfo, 2);
      const email = uniqueEmail(testInfo, 'deposit-charged');
      const booked = await bookByApi(request, {
        start: stay.start,
        email,
        leads: [{ FirstName: 'Grace', LastName: 'Hopper' }],
        ratePlanCode: 'DEPOSIT',
      });
      const booking = await confirmationOf(request, booked.confirmationToken);
      const balance = partOf(booking, 'Balance');
      expect(balance.State).toBe('Due');

      // A minute before its moment nothing happens; at its moment it is charged.
      await chargeDueAsOf(request, new Date(new Date(balance.DueAt!).getTime() - 60_000));
      expect(partOf(await confirmationOf(request, booked.confirmationToken), 'Balance').State).toBe('Due');
      await chargeDueAsOf(request, new Date(balance.DueAt!));
      const charged = await confirmationOf(request, booked.confirmationToken);
      expect(partOf(charged, 'Balance').State).toBe('Paid');
      expect(charged.AmountPaid).toBe(charged.TotalWithTaxes);

      await page.goto(`/Book/DEMO/Manage/${booked.confirmationToken}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
      const payments = paymentsList(page);
      await expect(
        partItem(payments, `${dateText(balance.Due)} ${gbp(balance.Amount)}, charged to Visa ending 4242`),
      ).toContainText('Paid');
      await expect(page.getByRole('region', { name: 'Pay now' })).toHaveCount(0);
      const receipt = await waitForMail(email, new RegExp(`Payment received \\(${booked.referenceNumber}\\)`));
      expect(receipt.text).toContain(`GBP ${balance.Amount.toFixed(2)} was charged to Visa ending 4242`);
      await shot(page, testInfo, 'deposit-manage-charged', payments);

      // The job running again (a day later) charges nothing more: one receipt, the same amount paid.
      await chargeDueAsOf(request, new Date(new Date(balance.DueAt!).getTime() + 24 * 3_600_000));
      const again = await confirmationOf(request, booked.confirmationToken);
      expect(again.AmountPaid).toBe(charged.AmountPaid);
      expect(partOf(again, 'Balance')).toMatchObject({ State: 'Paid', PaidAt: partOf(charged, 'Balance').PaidAt });
      // A second receipt would be queued with a second charge and sent at once: give it the time.
      await page.waitForTimeout(1_500);
      expect(await countMail(email, /Payment received/)).toBe(1);
      await page.reload();
      await expect(partItem(paymentsList(page), gbp(balance.Amount))).toContainText('Paid');
    });
  });

  test("'Advance Saver': non-refundable, everything is charged today", async ({ page, request, axe }, testInfo) => {
    const property = await propertyOf(page);
    const stay = stayOf(property, testInfo, 3);
    const email = uniqueEmail(testInfo, 'advance');
    const quote = watchQuotes(page);

    const card = await rateCard(page, stay, 'Advance Saver');
    await expect(card).toContainText('Pay now, non-refundable');
    await expect(card).toContainText('Non-refundable');
    await shot(page, testInfo, 'rates-step', card);
    await axe();

    await chooseRateAndGoToCheckout(page, card, 'Advance Saver');
    await continueToCheckout(page);
    await fillBookerPayingByCard(page, email);
    const offered = (await quote()).Payment;
    expect(offered.Type).toBe('PayNow');
    expect(offered.Schedule).toHaveLength(1);
    const full = offered.Schedule[0]!;
    const confirmArea = page.locator('.checkout__confirm');
    await expect(confirmArea.getByRole('term').filter({ hasText: 'Pay now' })).toBeVisible();
    await expect(confirmArea.getByRole('definition').first()).toHaveText(gbp(full.Amount));
    await expect(confirmArea).not.toContainText('Nothing is charged today');
    await expect(confirmArea).not.toContainText('later');
    await fillNewCard(page, '4242 4242 4242 4242');
    await agreeToTerms(page);
    await shot(page, testInfo, 'advance-checkout', confirmArea);
    await axe();

    const token = await confirmAndWait(page);
    const booking = await confirmationOf(request, token);
    expect(booking.PaymentPlan).toBe('PayNow');
    expect(booking.AmountPaid).toBe(full.Amount);
    expect(booking.BalanceDue).toBe(0);
    const payments = paymentsList(page);
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(partItem(payments, `Today ${gbp(full.Amount)}`)).toContainText('Paid');
    await expect(payments).not.toContainText('charged to');
    await shot(page, testInfo, 'advance-confirmation', payments);
    await axe();
    const mail = await waitForMail(email, /is confirmed/);
    expect(mail.text).toContain(`Paid ${gbp(full.Amount)} by Visa ending 4242.`);
  });
});

test.describe('the front desk marks a no-show and the fee is charged to the guaranteeing card', () => {
  let server: StaffConsoleServer;
  let links: Record<'manager', string>;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000);
    server = await staffConsoleServer(`payments-${testInfo.project.name}`);
    links = await startWithStaff(server, {
      manager: { email: 'mo@hotel.example', role: 'manager', name: 'Mo Manager' },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a guest paying at the hotel does not come; the no-show fee is charged and shown', async ({
    page,
    playwright,
    axe,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A stay from today at 'Flexible, Pay at the Hotel' (same-day bookings are open at the demo hotel).
    const guest = await playwright.request.newContext({ baseURL: server.baseURL });
    const email = uniqueEmail(testInfo, 'no-show');
    const booked = await bookByApi(guest, {
      start: 0,
      email,
      leads: [{ FirstName: 'Ada', LastName: 'Absent' }],
      ratePlanCode: 'PAYLATER',
    });
    await guest.dispose();

    await setPasswordAndSignIn(page, links.manager, 'mo@hotel.example', 'Ashbury payments 9!');
    await page.goto(`${server.baseURL}/Admin/DEMO/Bookings/${booked.referenceNumber}`);
    await expect(page.getByRole('heading', { name: `Booking ${booked.referenceNumber}: Ada Lovelace` })).toBeVisible();
    const payments = page.locator('section.admin-payments');
    await expect(payments.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(payments).toContainText('Pay at the hotel · Card guarantee: Visa ending 4242');
    const schedule = payments.getByRole('table', { name: 'Payment schedule' });
    const atHotel = schedule.getByRole('row', { name: /^At the hotel/ });
    await expect(atHotel).toContainText('Due');
    // Paid at the hotel: settled at the desk or waived, never charged to the card from here.
    await expect(atHotel.getByRole('button', { name: 'Mark paid at the desk' })).toBeVisible();
    await expect(atHotel.getByRole('button', { name: 'Waive' })).toBeVisible();
    await expect(atHotel.getByRole('button', { name: 'Charge card now' })).toHaveCount(0);
    await payments.screenshot({ path: testInfo.outputPath('console-payments-before-phone.png') });
    await axe();

    await page.getByRole('button', { name: 'Mark as no-show' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Mark booking ${booked.referenceNumber} a no-show?`);
    await expect(question).toContainText(/will be charged to Visa ending 4242\./);
    const charged = /(£[\d,]+\.\d\d) will be charged to Visa ending 4242/.exec(
      (await question.textContent()) ?? '',
    )?.[1];
    expect(charged, 'the no-show question says what is charged to the card').toBeTruthy();
    await axe();
    await question.getByRole('button', { name: 'Yes, mark as no-show' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked as no-show' }).first()).toBeVisible();

    // The fee is a part of its own, charged to the kept card by the job woken at once.
    const fee = schedule.getByRole('row', { name: /^No-show fee/ });
    await expect(fee).toContainText(charged!);
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('table', { name: 'Payment schedule' }).getByRole('row', { name: /^No-show fee/ }),
      ).toContainText('Paid', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(payments).toContainText('Balance due: £0.00');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      `Marked the booking a no-show (fee ${charged}, refund £0.00) (Mo Manager)`,
    );
    const receipt = await waitForMail(email, /Payment received/, 20_000, server.outboxDir);
    expect(receipt.text).toContain(`GBP ${charged!.slice(1)} was charged to Visa ending 4242`);
    await expect(atHotel).toContainText('Waived');
    const emails = page.getByRole('region', { name: 'Emails' });
    await expect(emails.getByRole('listitem').filter({ hasText: /receipt/i })).toContainText('(to the guest)');
    expect
      .soft(await emails.textContent(), 'the Emails list names the receipt in words, not by its internal kind')
      .not.toContain('payment-receipt');
    await payments.screenshot({ path: testInfo.outputPath('console-payments-phone.png') });
    await shot(page, testInfo, 'console-booking-phone', payments.getByRole('heading', { name: 'Payments' }));
    await axe();

    // On a desktop screen.
    await page.setViewportSize(desktop);
    await expect(payments).toBeVisible();
    await shot(page, testInfo, 'console-booking-desktop', payments);
    await axe();

    // The audit log keeps who marked it.
    await page.goto(`${server.baseURL}/Admin/DEMO/AuditLog?subject=${booked.referenceNumber}`);
    const audit = page.getByRole('region', { name: 'Changes' });
    const entry = audit.getByRole('row').filter({ hasText: 'reservation.no-show' });
    await expect(entry).toContainText(booked.referenceNumber);
    await expect(entry).toContainText('Mo Manager');
  });
});
