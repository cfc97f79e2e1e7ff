import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilitySearchResponse, RatePlanOffer } from '../../src/contract/availability';
import type { BookingPayment, OfferPayment } from '../../src/contract/payment-schedule';
import type { BookingQuote } from '../../src/client/ui/booking-quote';
import { RatePlanStep } from '../../src/client/features/rooms-and-rates/rate-plan-step';
import { BookingSummary } from '../../src/client/ui/booking-summary';
import { moneyDisplay } from '../../src/client/ui/display-currency';
import { planOfOffer } from '../../src/client/ui/payment-plan';
import { BookingPaymentSchedule, type BookingPayments } from '../../src/client/ui/payment-schedule';
import {
  classic,
  firstRoomRateStep,
  payAtHotelPayment,
  payNowPayment,
  searchResponse,
  searchedOn,
} from './search-response-fixture';
import { touristTaxLine } from '../domain/tax-line-fixture';
import { basketItem } from './basket-item-fixture';

// How each rate and each booking is paid, in the words guests read: the rate card's short line
// for each payment policy, and the schedule the summary, checkout, confirmation and manage page
// share ("Today €77.40 · 3 May 2027 €180.60, charged to your card · At the hotel: tourist tax
// €16.00"), every amount the server's own.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const euros = moneyDisplay({ currency: 'EUR', rate: 1, converted: false }, 'EUR');

/** No accessibility rule broken in what was rendered (axe; contrast needs a real browser). */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A Lisbon room of €258.00 on a deposit plan of 30 %: €77.40 today, €180.60 on 3 May 2027. */
const depositPayment: OfferPayment = {
  Type: 'Deposit',
  DueNow: 77.4,
  Schedule: [
    { Due: searchedOn, Amount: 77.4, Collect: 'Automatic', Kind: 'Deposit' },
    { Due: '2027-05-03', Amount: 180.6, Collect: 'Automatic', Kind: 'Balance' },
  ],
  Guarantee: 'Card',
  Deposit: { Type: 'Percent', Percent: 30 },
};

const payAtHotel = (guarantee: 'Card' | 'None') => payAtHotelPayment(258, '2027-05-10', guarantee);

describe('the rate cards', () => {
  /** The classic room's rates, each on a payment policy of its own. */
  function ratesResponse(): AvailabilitySearchResponse {
    const response = { ...searchResponse(), Currency: 'EUR' };
    const classicType = response.RoomTypes.find((roomType) => roomType.RoomTypeId === classic)!;
    const base = classicType.RatePlans[0]!;
    const plan = (id: number, name: string, payment: OfferPayment, over: Partial<RatePlanOffer> = {}) => ({
      ...base,
      RatePlanId: id,
      Name: name,
      ...over,
      Prices: base.Prices.map((price) => ({ ...price, Payment: payment })),
      Payment: payment,
    });
    classicType.RatePlans = [
      plan(1, 'Stay now, pay later', payAtHotel('Card')),
      plan(2, 'Deposit 30 %', depositPayment),
      plan(3, 'First night deposit', {
        ...depositPayment,
        DueNow: 129,
        Deposit: { Type: 'FirstNight', Percent: null },
      }),
      plan(4, 'Fixed deposit', { ...depositPayment, DueNow: 50, Deposit: { Type: 'Fixed', Percent: null } }),
      plan(5, 'Advance purchase', payNowPayment(258), { Refundable: false }),
      plan(6, 'Best Flexible Rate', payNowPayment(258)),
    ];
    return { ...response, RoomTypes: [classicType] };
  }

  it('say how each plan is paid, from the price’s own payment', async () => {
    const response = ratesResponse();
    const { container } = render(
      <RatePlanStep {...firstRoomRateStep(response, { money: euros, pricesShown: 'AllIn' })} />,
    );
    const paymentOf = (name: string) =>
      within(screen.getByRole('article', { name })).getByText(
        (_, element) => element?.classList.contains('rate-card__payment') ?? false,
      ).textContent;
    expect(paymentOf('Stay now, pay later')).toBe('Pay at the hotel');
    expect(paymentOf('Deposit 30 %')).toBe('30 % deposit today');
    expect(paymentOf('First night deposit')).toBe('First night today');
    expect(paymentOf('Fixed deposit')).toBe('€50.00 deposit today');
    expect(paymentOf('Advance purchase')).toBe('Pay now, non-refundable');
    expect(paymentOf('Best Flexible Rate')).toBe('Pay now');
    await expectNoAxeViolations(container);
  });
});

// Lisbon, three nights from 3 May 2027 with the tourist tax paid at the hotel.
const lisbonStay = basketItem({
  roomType: 'Balcony King',
  ratePlan: 'Deposit 30 %',
  roomTotalMinor: 25800,
  dateFrom: '2027-05-10',
  dateTo: '2027-05-13',
  hasSelectableServices: true,
});

const touristTax = touristTaxLine({ amount: 1600 });

/** The server's quote of the stay: €258.00 online under `payment`, and the tourist tax at the hotel. */
function quoteOf(payment: OfferPayment): BookingQuote {
  return {
    rooms: [{ roomMinor: 25800, extrasMinor: 0, taxLines: [touristTax] }],
    roomsMinor: 25800,
    extrasMinor: 0,
    voucherDiscountMinor: 0,
    priceMinor: 25800,
    taxLines: [touristTax],
    totalWithTaxesMinor: 27400,
    payAtPropertyMinor: 1600,
    paidOnlineMinor: 25800,
    payment: planOfOffer(
      {
        ...payment,
        Schedule: [
          ...payment.Schedule,
          { Due: '2027-05-10', Amount: 16, Collect: 'AtProperty', Kind: 'PropertyTaxes' },
        ],
      },
      'EUR',
    ),
  };
}

function renderSummary(quote: BookingQuote) {
  return render(
    <BookingSummary
      items={[lisbonStay]}
      servicesOf={() => []}
      voucherDiscountMinor={0}
      money={euros}
      quote={quote}
      titleId="summary-title"
    />,
  );
}

// The summary loads its schedule once the quote says not everything is paid now.
const scheduleText = async () => (await screen.findByRole('list', { name: 'When you pay' })).textContent;

describe('the summary’s schedule', () => {
  it('says what is charged today, what later to the card, and the taxes at the hotel', async () => {
    const { container } = renderSummary(quoteOf(depositPayment));
    expect(await scheduleText()).toBe(
      'Today €77.40 · 3 May 2027 €180.60, charged to your card · At the hotel: tourist tax €16.00',
    );
    // One part per item for screen readers; the dots are drawn, not read.
    expect(
      within(screen.getByRole('list', { name: 'When you pay' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.payment-schedule__what')?.textContent),
    ).toEqual(['Today €77.40', '3 May 2027 €180.60, charged to your card', 'At the hotel: tourist tax €16.00']);
    // The schedule replaces "Pay now": the deposit is not the whole online amount.
    expect(screen.queryByText('Pay now')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says nothing is charged today for a booking paid at the hotel, guaranteed by the card', async () => {
    renderSummary(quoteOf(payAtHotel('Card')));
    expect(await scheduleText()).toBe(
      'Nothing is charged today · Your card guarantees the booking · At the hotel €258.00 · At the hotel: tourist tax €16.00',
    );
  });

  it('does not speak of a card when the booking needs no guarantee', async () => {
    renderSummary(quoteOf(payAtHotel('None')));
    expect(await scheduleText()).toBe(
      'Nothing is charged today · At the hotel €258.00 · At the hotel: tourist tax €16.00',
    );
  });

  it('keeps "Pay now" and "Pay at the hotel" for a booking paid in full', () => {
    renderSummary(quoteOf(payNowPayment(258)));
    expect(screen.queryByRole('list', { name: 'When you pay' })).toBeNull();
    expect(screen.getByText('Pay now').nextElementSibling?.textContent).toBe('€258.00');
    expect(screen.getByText('Pay at the hotel').nextElementSibling?.textContent).toBe('€16.00');
  });
});

describe('a booking’s payments (confirmation and manage booking)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in London on 20 April 2027, the hotel's today.
    vi.setSystemTime(new Date('2027-04-20T09:00:00Z'));
  });

  const part = (over: Partial<BookingPayment> & Pick<BookingPayment, 'Id' | 'Kind' | 'Due' | 'Amount'>) => ({
    Collect: 'Automatic' as const,
    DueAt: null,
    State: 'Due' as const,
    PaidAt: null,
    FailureReason: null,
    Refunded: 0,
    ...over,
  });

  const booking = (schedule: BookingPayment[], over: Partial<BookingPayments> = {}): BookingPayments => ({
    PaymentPlan: 'Deposit',
    Guarantee: 'Card',
    PaymentSchedule: schedule,
    Currency: 'GBP',
    Taxes: [
      {
        Code: 'TOURIST-TAX',
        Name: 'Tourist tax',
        Kind: 'Tax',
        Amount: 16,
        Included: false,
        PayableAtProperty: true,
        Percent: null,
      },
    ],
    Card: { CardType: 'visa', LastFourDigits: '4242' },
    PropertyContact: { TimeZone: 'Europe/London' },
    ...over,
  });

  it('shows each part with where it stands, in words: paid, due, failed and why', async () => {
    const { container } = render(
      <section aria-labelledby="booking-title">
        <h2 id="booking-title">Booking summary</h2>
        <BookingPaymentSchedule
          titleId="payments-title"
          booking={booking([
            part({ Id: 1, Kind: 'Deposit', Due: '2027-04-20', Amount: 77.4, State: 'Paid' }),
            part({
              Id: 2,
              Kind: 'Balance',
              Due: '2027-05-03',
              Amount: 180.6,
              State: 'Failed',
              FailureReason: 'Insufficient funds',
            }),
            part({ Id: 3, Kind: 'PropertyTaxes', Due: '2027-05-10', Amount: 16, Collect: 'AtProperty' }),
          ])}
        />
      </section>,
    );
    expect(screen.getByRole('heading', { name: 'Payments', level: 3 })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.payment-schedule__what')?.textContent)).toEqual([
      'Today £77.40',
      '3 May 2027 £180.60, charged to Visa ending 4242',
      'At the hotel: tourist tax £16.00',
    ]);
    expect(items.map((item) => item.querySelector('.payment-state')?.textContent)).toEqual([
      ', Paid',
      ', Failed: Insufficient funds',
      ', Due',
    ]);
    await expectNoAxeViolations(container);
  });

  it('dates a deposit paid on an earlier day, and says what was refunded', () => {
    render(
      <BookingPaymentSchedule
        titleId="payments-title"
        booking={booking([
          part({ Id: 1, Kind: 'Deposit', Due: '2027-04-02', Amount: 77.4, State: 'Paid', Refunded: 20 }),
          part({ Id: 2, Kind: 'Balance', Due: '2027-05-03', Amount: 180.6, State: 'Waived' }),
        ])}
      />,
    );
    expect(screen.getByRole('list', { name: 'Payments' }).textContent).toBe(
      '2 April 2027 £77.40, Paid, £20.00 refunded · 3 May 2027 £180.60, charged to Visa ending 4242, Waived',
    );
  });

  it('says nothing is charged today for a booking paid at the hotel', () => {
    render(
      <BookingPaymentSchedule
        titleId="payments-title"
        booking={booking(
          [
            part({ Id: 7, Kind: 'AtProperty', Due: '2027-05-10', Amount: 258, Collect: 'AtProperty' }),
            part({ Id: 8, Kind: 'PropertyTaxes', Due: '2027-05-10', Amount: 16, Collect: 'AtProperty' }),
          ],
          { PaymentPlan: 'PayAtProperty' },
        )}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.payment-schedule__what')?.textContent)).toEqual([
      'Nothing is charged today',
      'Your card guarantees the booking',
      'At the hotel £258.00',
      'At the hotel: tourist tax £16.00',
    ]);
  });

  it('shows nothing for a booking kept on this device before payments were shown', () => {
    const { container } = render(
      <BookingPaymentSchedule
        titleId="payments-title"
        booking={booking([], { PaymentPlan: undefined, Guarantee: undefined, PaymentSchedule: undefined })}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
