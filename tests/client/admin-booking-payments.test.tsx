import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReservation, AdminReservationsPage, TodayResponse } from '../../src/contract/admin-bookings';
import type { StaffMe } from '../../src/contract/admin-staff';
import type { BookingPayment } from '../../src/contract/payment-schedule';
import type { StaffRole } from '../../src/domain/staff-roles';
import { BookingPage } from '../../src/client/features/admin-bookings/booking-page';
import { BookingPayments } from '../../src/client/features/admin-bookings/booking-payments';
import { BookingsPage } from '../../src/client/features/admin-bookings/bookings-page';
import type { BookingsFilter } from '../../src/client/features/admin-bookings/api/reservations';
import { filterOfSearch, searchOfFilter } from '../../src/client/features/admin-bookings/bookings-search';
import { TodayPage } from '../../src/client/features/admin-bookings/today-page';
import { PropertyConsole } from '../../src/client/features/admin/console-property';
import { adaContact } from '../domain/booker-fixture';
import { confirmedBooking } from '../domain/booking-answer-fixture';

// The console's side of payment policies: a booking's payment schedule as the front desk reads
// it (each part, when it is due on the hotel's clock, its amount and where it stands), the
// actions offered on what is still owed and how they are sent (confirmed first, one request
// under one Idempotency-Key, the page then showing the server's answer), the fee the Cancel and
// No-show questions say goes on the card, Today's flag on an arrival whose charge failed, and
// the bookings list's Payment filter sent to the server and kept in the address.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reference = 'SF-7Q2K9';

const part = (fields: Partial<BookingPayment> & Pick<BookingPayment, 'Id' | 'Kind'>): BookingPayment => ({
  Due: '2026-07-01',
  DueAt: null,
  Amount: 0,
  Collect: 'Automatic',
  State: 'Due',
  PaidAt: null,
  FailureReason: null,
  Refunded: 0,
  ...fields,
});

/** A two-night Deposit booking in London: the deposit paid, the balance's charge declined for good. */
const schedule: BookingPayment[] = [
  part({ Id: 11, Kind: 'Deposit', Due: '2026-05-02', Amount: 80, State: 'Paid', PaidAt: '2026-05-02T09:15:00Z' }),
  part({
    Id: 12,
    Kind: 'Balance',
    Due: '2026-06-24',
    // 10:00 in London (BST): the hotel's clock, not the screen's.
    DueAt: '2026-06-24T09:00:00Z',
    Amount: 180.6,
    State: 'Failed',
    FailureReason: 'Insufficient funds.',
  }),
  part({ Id: 13, Kind: 'PropertyTaxes', Due: '2026-07-01', Amount: 12, Collect: 'AtProperty' }),
  part({ Id: 14, Kind: 'AtProperty', Due: '2026-07-01', Amount: 25, Collect: 'AtProperty', State: 'Waived' }),
  part({ Id: 15, Kind: 'CancellationFee', Due: '2026-06-20', Amount: 40, State: 'Refunded', Refunded: 40 }),
];

function reservationWith(changes: Partial<AdminReservation['Booking']> = {}, actions = {}): AdminReservation {
  return {
    Booking: confirmedBooking({
      PropertyContact: {
        Email: 'stay@ashbury.example',
        Telephone: '+44 20 7946 0000',
        WebsiteUrl: null,
        Address: '1 St James Square, London',
        TimeZone: 'Europe/London',
      },
      ReferenceNumber: reference,
      PaymentStatus: 'Due',
      Card: { CardType: 'visa', LastFourDigits: '4242', ExpiryMonth: 12, ExpiryYear: 2029 },
      DateFrom: '2026-07-01',
      DateTo: '2026-07-03',
      Booker: {
        ...adaContact,
        City: 'London',
        CountryId: 1,
        CountryName: 'United Kingdom',
        ZipCode: 'SW1Y 4JH',
      },
      Rooms: [],
      RoomsTotal: 260.6,
      TotalCost: 260.6,
      AmountPaid: 80,
      TotalWithTaxes: 260.6,
      PaidOnline: 260.6,
      PaymentPlan: 'Deposit',
      PaymentSchedule: schedule,
      BalanceDue: 192.6,
      CreatedAt: '2026-05-02T09:15:00Z',
      ...changes,
    }),
    RoomStates: [],
    PreCheckInCompletedAt: null,
    CancelledAt: null,
    NoShowAt: null,
    CancellationFees: 0,
    AmountRefunded: 0,
    Emails: [],
    History: [],
    Revisions: [],
    Notes: [],
    Actions: {
      CanCancel: true,
      CancellationFee: 120,
      CancellationFeeTaxes: [],
      RefundAmount: 0,
      WaivedRefundAmount: 80,
      CanMarkNoShow: true,
      NoShowFee: 260.6,
      NoShowFeeTaxes: [],
      NoShowRefundAmount: 0,
      CancellationCharge: 40,
      NoShowCharge: 180.6,
      CanResendConfirmation: true,
      CanEditGuest: true,
      Reason: null,
      ...actions,
    },
  };
}

const me = (role: StaffRole): StaffMe => ({
  StaffId: 1,
  Email: 'fern@hotel.example',
  Name: 'Fern Desk',
  TwoFactorEnabled: false,
  MustEnrol: false,
  RecoveryCodesLeft: 0,
  Properties: [{ PropertyCode: 'DEMO', PropertyName: 'The Ashbury', Role: role, GroupCode: null }],
  Groups: [],
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** The API as the page meets it: `answer` gives each call its response; every call is kept. */
function stubApi(answer: (url: string, method: string) => Promise<Response> | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ url, method, headers: (init?.headers ?? {}) as Record<string, string> });
      return answer(url, method) ?? json({});
    }),
  );
  return sent;
}

/** A console page of the DEMO property, as its route shows it, for a member of `role`. */
function renderConsole(page: ReactNode, role: StaffRole = 'frontDesk') {
  const root = createRootRoute({
    component: () => (
      <PropertyConsole me={me(role)} propertyCode="DEMO">
        {page}
      </PropertyConsole>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/Admin/DEMO'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

const bookingUrl = `/api/Admin/Reservations/${reference}?PropertyCode=DEMO`;
const paymentUrl = (id: number, step: string) =>
  `/api/Admin/Reservations/${reference}/Payments/${id}/${step}?PropertyCode=DEMO`;

async function openBooking(
  reservation: AdminReservation,
  answer: (url: string, method: string) => Promise<Response> | undefined = () => undefined,
) {
  const sent = stubApi((url, method) =>
    method === 'GET' && url === bookingUrl ? json(reservation) : answer(url, method),
  );
  renderConsole(<BookingPage reference={reference} />);
  await screen.findByRole('heading', { name: 'Payments' });
  return sent;
}

const scheduleTable = () => screen.getByRole('table', { name: 'Payment schedule' });
const rowOf = (part: string) =>
  within(scheduleTable())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: part }))!;
const cellsOf = (part: string) =>
  within(rowOf(part))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const buttonsOf = (part: string) =>
  within(rowOf(part))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe("a booking's payments", () => {
  it('shows the plan, the kept card, the balance and each part with when, how much and where it stands', async () => {
    await openBooking(reservationWith());
    const section = screen.getByRole('heading', { name: 'Payments' }).closest('section')!;
    expect(within(section).getByText('Balance due: £192.60')).toBeTruthy();
    expect(within(section).getByText('Deposit and balance · Card guarantee: Visa ending 4242')).toBeTruthy();

    expect(
      within(scheduleTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Part', 'Due', 'Amount', 'State', 'Actions']);
    expect(
      within(scheduleTable())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Deposit', 'Balance', 'Taxes at the hotel', 'At the hotel', 'Cancellation fee']);
    expect(cellsOf('Deposit').slice(0, 3)).toEqual([
      '2 May 2026Charged to the card',
      '£80.00',
      'Paid 2 May 2026, 10:15',
    ]);
    // The automatic charge on the hotel's clock (BST), the declined reason and what the guest was sent.
    expect(cellsOf('Balance').slice(0, 3)).toEqual([
      '24 Jun 2026, 10:00Charged to the card',
      '£180.60',
      'FailedInsufficient funds. The guest was emailed a link to pay with another card.',
    ]);
    expect(cellsOf('Taxes at the hotel').slice(0, 3)).toEqual(['1 Jul 2026Paid at the hotel', '£12.00', 'Due']);
    expect(cellsOf('At the hotel').slice(2, 3)).toEqual(['Waived']);
    expect(cellsOf('Cancellation fee').slice(1, 3)).toEqual(['£40.00£40.00 refunded', 'Refunded']);
    // The card kept is named once on the page (under Payments), not again beside "Paid by".
    expect(screen.getAllByText(/visa ending 4242/i)).toHaveLength(1);
  });

  it('offers actions only on what is still owed, and charging only with a card kept for an automatic part or a fee', async () => {
    await openBooking(
      reservationWith({
        PaymentSchedule: [
          ...schedule,
          part({ Id: 16, Kind: 'NoShowFee', Collect: 'AtProperty', Amount: 90 }),
          part({ Id: 17, Kind: 'Full', Amount: 10, State: 'Paid', PaidAt: '2026-05-02T09:15:00Z' }),
        ],
      }),
    );
    expect(buttonsOf('Deposit')).toEqual([]);
    expect(buttonsOf('Balance')).toEqual(['Charge card now', 'Mark paid at the desk', 'Waive']);
    expect(buttonsOf('Taxes at the hotel')).toEqual(['Mark paid at the desk', 'Waive']);
    expect(buttonsOf('At the hotel')).toEqual([]);
    expect(buttonsOf('Cancellation fee')).toEqual([]);
    expect(buttonsOf('No-show fee')).toEqual(['Charge card now', 'Mark paid at the desk', 'Waive']);
    expect(buttonsOf('Full payment')).toEqual([]);
  });

  it('never offers to charge without a card kept', async () => {
    await openBooking(reservationWith({ Card: null, Guarantee: 'None', PaymentPlan: 'PayAtProperty' }));
    expect(screen.getByText('Pay at the hotel · No card guarantee')).toBeTruthy();
    expect(buttonsOf('Balance')).toEqual(['Mark paid at the desk', 'Waive']);
  });

  it('asks first, sends one charge under one key however often it is clicked, then shows the answer', async () => {
    const paid = reservationWith({
      BalanceDue: 12,
      PaymentSchedule: schedule.map((p) =>
        p.Id === 12 ? { ...p, State: 'Paid' as const, FailureReason: null, PaidAt: '2026-06-25T08:30:00Z' } : p,
      ),
    });
    let release!: () => void;
    const sent = await openBooking(reservationWith(), (url, method) =>
      method === 'POST' && url === paymentUrl(12, 'Charge')
        ? new Promise<void>((resolve) => (release = resolve)).then(() => json({ Reservation: paid }))
        : undefined,
    );
    fireEvent.click(within(rowOf('Balance')).getByRole('button', { name: 'Charge card now' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('Charge £180.60 for the balance to Visa ending 4242 now?');
    // Nothing is sent before the member says yes.
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);

    const yes = within(question).getByRole('button', { name: 'Yes, charge £180.60' });
    // A double click: both clicks land before the page has drawn the button as busy.
    yes.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    yes.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() =>
      expect((within(question).getByRole('button', { name: 'Working…' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Working…' }));
    release();

    expect(await screen.findByText('Charged £180.60 for the balance to Visa ending 4242.')).toBeTruthy();
    const posts = sent.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([paymentUrl(12, 'Charge')]);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The page is the booking the server answered: the balance paid, only the hotel's taxes owed.
    expect(screen.getByText('Balance due: £12.00')).toBeTruthy();
    expect(cellsOf('Balance')[2]).toBe('Paid 25 Jun 2026, 09:30');
    expect(buttonsOf('Balance')).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says a declined card in the page, and a new go is a new request under a new key', async () => {
    let declines = 0;
    const sent = await openBooking(reservationWith(), (url, method) => {
      if (method === 'POST' && url === paymentUrl(12, 'Charge')) {
        declines += 1;
        return json({ Message: 'The card was declined: insufficient funds.' }, 402);
      }
      return undefined;
    });
    for (let go = 0; go < 2; go += 1) {
      fireEvent.click(within(rowOf('Balance')).getByRole('button', { name: 'Charge card now' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, charge £180.60' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('The card was declined: insufficient funds.');
      expect(alert.className).toContain('sf-notice--negative');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    expect(declines).toBe(2);
    const keys = sent.filter((call) => call.method === 'POST').map((call) => call.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
    // The booking is asked for again: the part may now be Failed with the gateway's reason.
    expect(sent.filter((call) => call.method === 'GET' && call.url === bookingUrl).length).toBeGreaterThan(1);
  });

  it('marks a part paid at the desk and waives another, each confirmed, to its own address', async () => {
    const sent = await openBooking(reservationWith(), (url, method) =>
      method === 'POST' ? json({ Reservation: reservationWith() }) : undefined,
    );
    fireEvent.click(within(rowOf('Taxes at the hotel')).getByRole('button', { name: 'Mark paid at the desk' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Mark the taxes at the hotel of £12.00 as paid at the desk? Nothing is charged to the card.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it is paid' }));
    expect(await screen.findByText('Marked the taxes at the hotel of £12.00 paid at the desk.')).toBeTruthy();

    fireEvent.click(within(rowOf('Balance')).getByRole('button', { name: 'Waive' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Waive the balance of £180.60?');
    fireEvent.click(screen.getByRole('button', { name: 'Leave it as it is' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(rowOf('Balance')).getByRole('button', { name: 'Waive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, waive £180.60' }));
    expect(await screen.findByText('Waived the balance of £180.60.')).toBeTruthy();

    expect(sent.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      paymentUrl(13, 'MarkPaid'),
      paymentUrl(12, 'Waive'),
    ]);
  });

  it('shows the schedule without actions to a member who may not change bookings', () => {
    stubApi(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BookingPayments reservation={reservationWith()} propertyCode="DEMO" canCollect={false} />
      </QueryClientProvider>,
    );
    expect(cellsOf('Balance')).toHaveLength(3);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says in the Cancel and No-show questions what goes on the kept card', async () => {
    await openBooking(reservationWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('£40.00 will be charged to Visa ending 4242.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the booking as it is' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as no-show' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('£180.60 will be charged to Visa ending 4242.');
  });

  it('says nothing of the card when nothing more is charged', async () => {
    await openBooking(reservationWith({}, { CancellationCharge: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('alertdialog').textContent).not.toContain('will be charged');
  });
});

const stay = (name: string, money: { BalanceDue: number; PaymentFailed: boolean }) => ({
  ReferenceNumber: `SF-${name.toUpperCase()}`,
  GuestName: `${name} Guest`,
  DateFrom: '2026-07-01',
  DateTo: '2026-07-03',
  Rooms: ['Classic Double'],
  Adults: 2,
  Children: 0,
  Infants: 0,
  PreCheckInDone: false,
  SpecialRequests: '',
  ArrivalTime: null,
  Currency: 'GBP',
  ...money,
});

describe('Today', () => {
  it('flags the arrivals with a failed charge or a balance to collect, in words', async () => {
    const board: TodayResponse = {
      Days: [
        {
          Date: '2026-07-01',
          Arrivals: [
            stay('Failed', { BalanceDue: 180.6, PaymentFailed: true }),
            stay('Owing', { BalanceDue: 180.6, PaymentFailed: false }),
            stay('Settled', { BalanceDue: 0, PaymentFailed: false }),
          ],
          Departures: [],
          InHouse: [],
        },
      ],
      Occupancy: {
        From: '2026-07-01',
        To: '2026-07-30',
        RoomNightsSold: 10,
        RoomNightsToSell: 100,
        Percent: 10,
        Revenue: 1000,
        Currency: 'GBP',
      },
      LastSevenDays: {
        From: '2026-06-25',
        To: '2026-07-01',
        Bookings: 3,
        Cancellations: 0,
        Searches: 9,
        ConversionPercent: 33.3,
      },
    };
    stubApi((url) => (url.startsWith('/api/Admin/Today') ? json(board) : undefined));
    renderConsole(<TodayPage />);
    const arrivals = await screen.findByRole('table', { name: 'Arrivals (3)' });
    const column = within(arrivals)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'To collect');
    const collect = (guest: string) => {
      const row = within(arrivals).getByRole('row', { name: new RegExp(guest) });
      return within(row).getAllByRole('cell')[column]!;
    };
    expect(collect('Failed Guest').textContent).toBe('Payment failed£180.60 to collect');
    expect(within(collect('Failed Guest')).getByText('Payment failed').className).toContain('admin-badge--failed');
    expect(collect('Owing Guest').textContent).toBe('Balance due £180.60');
    expect(collect('Settled Guest').textContent).toBe('Nothing due');
  });
});

describe('the bookings list', () => {
  const page: AdminReservationsPage = {
    Items: [
      {
        ReferenceNumber: reference,
        Status: 'Confirmed',
        BookerName: 'Ada Lovelace',
        Email: 'ada@example.com',
        Phone: '+44 7700 900123',
        DateFrom: '2026-07-01',
        DateTo: '2026-07-03',
        Nights: 2,
        Rooms: 1,
        RatePlans: ['Best Flexible Rate'],
        PaymentType: 0,
        TotalCost: 260.6,
        TaxesIncluded: 0,
        TaxesAdded: 0,
        PaidAtHotel: 0,
        TotalWithTaxes: 260.6,
        AmountPaid: 80,
        BalanceDue: 180.6,
        PaymentFailed: true,
        Currency: 'GBP',
        CreatedAt: '2026-05-02T09:15:00Z',
      },
    ],
    Page: 1,
    PageSize: 25,
    Total: 1,
    RatePlans: [],
  };

  it('sends the Payment filter chosen, and flags a row whose charge failed', async () => {
    const sent = stubApi((url) => (url.startsWith('/api/Admin/Reservations?') ? json(page) : undefined));
    const filters: BookingsFilter[] = [];
    renderConsole(<BookingsPage filter={{}} onFilter={(filter) => filters.push(filter)} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Payment failed')).toBeTruthy();

    const payment = screen.getByLabelText('Payment') as HTMLSelectElement;
    expect([...payment.options].map((option) => option.text)).toEqual(['All', 'Balance due', 'Payment failed']);
    fireEvent.change(payment, { target: { value: 'PaymentFailed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find bookings' }));
    expect(filters).toEqual([expect.objectContaining({ Payment: 'PaymentFailed' })]);
    expect(sent[0]!.url).not.toContain('Payment=');
  });

  it('asks the server for the filtered list, and keeps the filter in the address', async () => {
    const sent = stubApi((url) => (url.startsWith('/api/Admin/Reservations?') ? json(page) : undefined));
    const search = searchOfFilter({ Payment: 'BalanceDue', Status: 'Confirmed' });
    expect(filterOfSearch(search)).toMatchObject({ Payment: 'BalanceDue', Status: 'Confirmed' });
    expect(filterOfSearch({ owing: 'Nonsense' }).Payment).toBeUndefined();
    renderConsole(<BookingsPage filter={filterOfSearch(search)} onFilter={() => undefined} />);
    await screen.findByRole('table');
    expect(new URL(sent[0]!.url, 'http://x').searchParams.get('Payment')).toBe('BalanceDue');
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('BalanceDue');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('Payment=BalanceDue');
  });
});
