import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManageActions, ManageReservation } from '../../src/contract/manage-booking';
import type { BookingPayment } from '../../src/contract/payment-schedule';
import type { Property } from '../../src/contract/property';
import { ManageBookingPage } from '../../src/client/features/manage-booking/manage-booking-page';
import { adaContact } from '../domain/booker-fixture';
import { confirmedBooking, manageActions, manageRoom } from '../domain/booking-answer-fixture';

// The manage page, opened cold from the email that says a charge failed: the booking's payments
// with where each stands, a "Pay now" panel naming the payment, its amount and the bank's reason,
// paid with a new card under an Idempotency-Key kept across a decline; and the card kept for the
// later payments replaced by another.

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/Book/DEMO-LONDON/Manage" className={className}>
      {children}
    </a>
  ),
}));

const property = {
  PropertyId: 1,
  PropertyCode: 'DEMO-LONDON',
  PropertyName: 'The Stray',
  Currency: 'GBP',
  AvailableCurrencies: ['GBP'],
  TimeZone: 'Europe/London',
  CreditCards: [
    { CreditCardTypeId: 1, Code: 'visa', Name: 'Visa' },
    { CreditCardTypeId: 2, Code: 'mastercard', Name: 'Mastercard' },
  ],
} as unknown as Property;

const actions = (over: Partial<ManageActions> = {}): ManageActions =>
  manageActions({ CanReplaceCard: true, CanPayBalance: true, ...over });

const room = manageRoom({
  ReservationItemId: 11,
  DateFrom: '2027-05-10',
  DateTo: '2027-05-13',
  Nights: 3,
  RoomTypeId: 6,
  RatePlanId: 9,
  RatePlanName: 'Deposit 30 %',
  Policy: '30 % deposit today, the rest charged 7 days before arrival.',
  Guests: [{ IndividualId: null, FirstName: 'Ada', LastName: 'Lovelace', Email: null, Phone: null }],
  PerNightRate: 86,
  CancellationPolicyText: 'Free cancellation until 2:00pm on Sunday 9 May 2027.',
  Actions: actions(),
});

const deposit: BookingPayment = {
  Id: 41,
  Kind: 'Deposit',
  Due: '2027-04-02',
  DueAt: null,
  Amount: 77.4,
  Collect: 'Automatic',
  State: 'Paid',
  PaidAt: '2027-04-02T10:00:00Z',
  FailureReason: null,
  Refunded: 0,
};
const failedBalance: BookingPayment = {
  Id: 42,
  Kind: 'Balance',
  Due: '2027-05-03',
  DueAt: '2027-05-03T08:00:00Z',
  Amount: 180.6,
  Collect: 'Automatic',
  State: 'Failed',
  PaidAt: null,
  FailureReason: 'Insufficient funds',
  Refunded: 0,
};

function booking(over: Partial<ManageReservation> = {}): ManageReservation {
  return {
    ...confirmedBooking({
      PropertyCode: 'DEMO-LONDON',
      PropertyName: 'The Stray',
      PropertyContact: {
        Email: null,
        Telephone: null,
        WebsiteUrl: null,
        Address: '1 Stray Street, London',
        TimeZone: 'Europe/London',
      },
      ReferenceNumber: 'STR-4242',
      DateFrom: '2027-05-10',
      DateTo: '2027-05-13',
      Nights: 3,
      Booker: {
        ...adaContact,
        City: null,
        CountryId: 77,
        CountryName: 'United Kingdom',
        ZipCode: 'SW1Y 4JH',
      },
      AmountPaid: 77.4,
      PaymentPlan: 'Deposit',
      PaymentSchedule: [deposit, failedBalance],
      BalanceDue: 180.6,
      CreatedAt: '2027-04-02T10:00:00Z',
    }),
    Rooms: [room],
    ConfirmationToken: 'tok-4242',
    Actions: actions(),
    CancellationFeesCharged: 0,
    AmountRefunded: 0,
    CanPayExtrasAtHotel: false,
    ...over,
  };
}

const paidBooking = () =>
  booking({
    Card: { CardType: 'mastercard', LastFourDigits: '4444', ExpiryMonth: 11, ExpiryYear: 2031 },
    PaymentSchedule: [
      deposit,
      { ...failedBalance, State: 'Paid', FailureReason: null, PaidAt: '2027-05-04T09:00:00Z' },
    ],
    AmountPaid: 258,
    BalanceDue: 0,
    Actions: actions({ CanPayBalance: false }),
  });

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

interface Sent {
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}

/** The manage page's calls: the booking, then PayBalance and ReplaceCard answered by `answers` in turn. */
function stubApi(answers: Partial<Record<'PayBalance' | 'ReplaceCard', (() => Promise<Response>)[]>>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/Reservation/Manage')) return json(booking());
      for (const call of ['PayBalance', 'ReplaceCard'] as const) {
        if (url.startsWith(`/api/Reservation/${call}`)) {
          sent.push({
            path: call,
            body: JSON.parse(String(init?.body)) as Record<string, unknown>,
            key: new Headers(init?.headers).get('Idempotency-Key'),
          });
          const answer = answers[call]?.shift();
          return answer ? answer() : json({ Message: 'Not expected' }, 500);
        }
      }
      return json({ Message: 'Not found' }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ManageBookingPage property={property} confirmationToken="tok-4242" action={undefined} onAction={() => {}} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

function typeCard(panel: HTMLElement, number: string) {
  const type = (label: string, value: string) =>
    fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
  type('Name on card', 'Ada Lovelace');
  type('Card number', number);
  type('Expiry month', '11');
  type('Expiry year', String(new Date().getFullYear() + 3));
  type('Security code (CVV)', '321');
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-05-04T08:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a failed payment on the manage page', () => {
  it('shows the payment, its amount and the bank’s reason, and the booking’s payments with where each stands', async () => {
    stubApi({});
    const { container } = renderPage();
    const panel = await screen.findByRole('region', { name: 'Pay now' });
    expect(
      within(panel).getByText(
        'The payment of £180.60 due on 3 May 2027 could not be charged to your Visa ending 4242: Insufficient funds',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Pay £180.60' })).toBeTruthy();
    // The booking's payments, each with its standing in words.
    const payments = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments.map((item) => item.textContent)).toEqual([
      '2 April 2027 £77.40, Paid',
      ' · 3 May 2027 £180.60, charged to Visa ending 4242, Failed: Insufficient funds',
    ]);
    expect(screen.getByText('Card for later payments · Visa ending 4242')).toBeTruthy();
    // The headings run in order, every field has its label, every button its name.
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Manage your booking',
      'H2 Pay now',
      'H2 Your booking',
      'H3 Payments',
      'H2 Change your booking',
      'H2 Replace card',
    ]);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('keeps what the guest typed after a decline, retries under the same key, then shows the payments updated', async () => {
    const sent = stubApi({
      PayBalance: [
        () => json({ Message: 'Your card was declined by your bank.' }, 402),
        () => json({ Amount: 180.6, Booking: paidBooking() }),
      ],
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Pay now' });
    typeCard(panel, '5555 5555 5555 4444');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pay £180.60' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe('Your card was declined by your bank.');
    expect((within(panel).getByLabelText('Card number') as HTMLInputElement).value).toBe('5555 5555 5555 4444');
    expect((within(panel).getByLabelText('Security code (CVV)') as HTMLInputElement).value).toBe('321');
    expect(sent[0]!.body).toMatchObject({
      ConfirmationToken: 'tok-4242',
      PaymentId: 42,
      CardDetails: { CardNumber: '5555555555554444', SecurityCode: '321', CreditCardTypeId: 2 },
    });
    expect(window.localStorage.getItem('stayfront.manage.balance.tok-4242') ?? '').not.toContain('5555');

    fireEvent.click(within(panel).getByRole('button', { name: 'Pay £180.60' }));
    expect(
      (await within(panel).findByRole('status')).textContent?.startsWith(
        'Thank you: £180.60 has been paid with your Mastercard ending 4444.',
      ),
    ).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    // The booking as the answer has it: the balance paid.
    expect(
      within(screen.getByRole('list', { name: 'Payments' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.payment-state')?.textContent),
    ).toEqual([', Paid', ', Paid']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull());
  });
});

describe('replacing the card kept for later payments', () => {
  it('checks the new card and says which card the payments still to come go to', async () => {
    const sent = stubApi({ ReplaceCard: [() => json({ Booking: paidBooking() })] });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Replace card' });
    expect(within(panel).getByText(/The payments still to come are charged to your Visa ending 4242\./)).toBeTruthy();
    const open = within(panel).getByRole('button', { name: 'Use another card' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    typeCard(panel, '5555 5555 5555 4444');
    fireEvent.click(within(panel).getByRole('button', { name: 'Replace card' }));
    expect((await within(panel).findByRole('status')).textContent).toBe(
      'Your card has been replaced: the payments still to come will be charged to your Mastercard ending 4444.',
    );
    expect(sent[0]).toMatchObject({ path: 'ReplaceCard', body: { ConfirmationToken: 'tok-4242' } });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is not offered when the booking keeps no card', async () => {
    stubApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json(
          booking({ Actions: actions({ CanReplaceCard: false, CanPayBalance: false }), PaymentSchedule: [deposit] }),
        ),
      ),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(screen.queryByRole('region', { name: 'Replace card' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull();
  });
});
