import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferPayment } from '../../src/contract/payment-schedule';
import type { BookingConfiguration, Property } from '../../src/contract/property';
import type { ReservationCreateRequestInput } from '../../src/contract/reservation';
import type { ReservationQuoteResponse } from '../../src/contract/reservation-quote';
import { clearBasket, updateBasket } from '../../src/client/basket/basket';
import { basketItem } from './basket-item-fixture';
import { payAtHotelPayment } from './search-response-fixture';
import { CheckoutPage } from '../../src/client/features/checkout/checkout-page';

// Checkout follows the rates' payment policy, from the basket's quote: a deposit says what is
// paid today and when the rest is charged to the card; a booking paid at the hotel charges
// nothing today, and asks no card at all when it needs no guarantee (the booking is then made
// "by card" with no card details).

const navigate = vi.fn(() => Promise.resolve());
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/Book/DEMO-LISBON" className={className}>
      {children}
    </a>
  ),
  useNavigate: () => navigate,
}));

const property = {
  PropertyId: 4,
  PropertyCode: 'DEMO-LISBON',
  PropertyName: 'Casa do Tejo',
  Currency: 'EUR',
  AvailableCurrencies: ['EUR'],
  TimeZone: 'Europe/Lisbon',
  PayByPaystack: false,
  CreditCards: [{ CreditCardTypeId: 1, Code: 'visa', Name: 'Visa' }],
  TermsAndConditionsUrl: null,
  PrivacyPolicyUrl: null,
  WebsiteUrl: null,
} as unknown as Property;

const bookingConfig = {
  PropertyId: 4,
  GiftServiceProvider: { Active: false, Name: '' },
  EnableUserChoiceOfPaymentMethod: false,
  EnablePayByCompanyInvoice: false,
  HasCustomTermsAndConditions: false,
  CustomTermsAndConditionsLabel: '',
  CustomTermsAndConditionsText: '',
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
} as unknown as BookingConfiguration;

const stay = basketItem({
  roomType: 'Balcony King',
  ratePlan: 'Stay now, pay later',
  roomTotalMinor: 25800,
  dateFrom: '2027-05-10',
  dateTo: '2027-05-13',
  hasSelectableServices: true,
});

const touristTax = {
  Code: 'TOURIST-TAX',
  Name: 'Tourist tax',
  Kind: 'Tax' as const,
  Amount: 16,
  Included: false,
  PayableAtProperty: true,
  Percent: null,
};
const atHotelTaxes = { Due: '2027-05-10', Amount: 16, Collect: 'AtProperty', Kind: 'PropertyTaxes' } as const;

/** The server's quote of the stay: €258.00 paid by card under `payment`, the tourist tax at the hotel. */
const quoteWith = (payment: OfferPayment): ReservationQuoteResponse => ({
  Currency: 'EUR',
  Rooms: [{ TotalCost: 258, ExtrasTotal: 0, Taxes: [touristTax], TotalWithTaxes: 274, PayAtProperty: 16 }],
  RoomsTotal: 258,
  ExtrasTotal: 0,
  VoucherDiscount: 0,
  Total: 258,
  Taxes: [touristTax],
  TotalWithTaxes: 274,
  PayAtProperty: 16,
  PaidOnline: 258,
  Payment: { ...payment, Schedule: [...payment.Schedule, atHotelTaxes] },
});

const payAtHotel = (guarantee: 'Card' | 'None') => payAtHotelPayment(258, '2027-05-10', guarantee);

const deposit: OfferPayment = {
  Type: 'Deposit',
  DueNow: 77.4,
  Schedule: [
    { Due: '2027-04-20', Amount: 77.4, Collect: 'Automatic', Kind: 'Deposit' },
    { Due: '2027-05-03', Amount: 180.6, Collect: 'Automatic', Kind: 'Balance' },
  ],
  Guarantee: 'Card',
  Deposit: { Type: 'Percent', Percent: 30 },
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** Answers the quote with `payment`, the countries, and Create (whose requests are kept). */
function stubApi(payment: OfferPayment) {
  const created: ReservationCreateRequestInput[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/Reservation/Quote')) return json(quoteWith(payment));
      if (url.startsWith('/api/StaticData/'))
        return json([{ CountryId: 77, Code: 'GB', Name: 'United Kingdom', DialCode: '+44' }]);
      if (url.startsWith('/api/Reservation/Create')) {
        created.push(JSON.parse(String(init?.body)) as ReservationCreateRequestInput);
        return json({
          Success: true,
          Message: 'Booking has been made successfully.',
          ReferenceNumber: 'LIS-1234',
          ConfirmationToken: 'tok-1234',
          Status: 'Confirmed',
          RedirectUrl: null,
        });
      }
      return json({ Message: 'Not found' }, 404);
    }),
  );
  return created;
}

function renderCheckout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CheckoutPage property={property} bookingConfig={bookingConfig} />
    </QueryClientProvider>,
  );
}

/** The confirm area: what is charged today, later and at the hotel. */
const confirmArea = () => within(screen.getByRole('button', { name: 'Confirm booking' }).parentElement!);

async function fillDetails() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Telephone', '+44 7700 900123');
  type('Street address', '12 St James Square');
  await waitFor(() => expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: '77' } });
  type('Post code', 'SW1Y 4JH');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
  );
  updateBasket((basket) => ({ ...basket, propertyCode: property.PropertyCode, items: [stay] }));
});

afterEach(() => {
  cleanup();
  clearBasket();
  vi.unstubAllGlobals();
  navigate.mockClear();
});

describe('checkout under a payment policy', () => {
  it('asks no card for a booking paid at the hotel with no guarantee, and books it by card with none', async () => {
    const created = stubApi(payAtHotel('None'));
    const { container } = renderCheckout();
    await waitFor(() => expect(screen.getByText('Pay at the hotel', { selector: 'strong' })).toBeTruthy());
    expect(screen.getByText('No card needed: you pay at the hotel.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Pay at the hotel/ }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    expect(screen.getByText('Nothing is charged today. You pay at the hotel; no card is needed.')).toBeTruthy();
    // Beside Confirm, no charge is claimed.
    expect(confirmArea().getByText('Nothing is charged today')).toBeTruthy();
    expect(confirmArea().queryByText('Pay now')).toBeNull();
    expect(confirmArea().getByText('Pay at the hotel').nextElementSibling?.textContent).toBe('€274.00');

    await fillDetails();
    const confirm = screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    fireEvent.click(confirm);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ PaymentType: 0, CardDetails: null });
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('says a deposit is paid today and when the rest is charged to the card', async () => {
    stubApi(deposit);
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Card/ }));
    const purpose = 'Today you pay €77.40; the rest is charged to this card on 3 May 2027.';
    await waitFor(() => expect(screen.getByText(purpose)).toBeTruthy());
    const card = screen.getByRole('group', { name: 'Card details' });
    expect(card.getAttribute('aria-describedby')).toBe(screen.getByText(purpose).id);
    expect(within(card).getByLabelText('Card number')).toBeTruthy();
    expect(confirmArea().getByText('Pay now').nextElementSibling?.textContent).toBe('€77.40');
    expect(confirmArea().getByText('Charged to your card later').nextElementSibling?.textContent).toBe('€180.60');
    expect(confirmArea().getByText('Pay at the hotel').nextElementSibling?.textContent).toBe('€16.00');
    expect(confirmArea().getByText('Total').nextElementSibling?.textContent).toBe('€274.00');
    // The summary loads its schedule once the quote says not everything is paid now.
    expect((await screen.findByRole('list', { name: 'When you pay' })).textContent).toBe(
      'Today €77.40 · 3 May 2027 €180.60, charged to your card · At the hotel: tourist tax €16.00',
    );
  });

  it('asks for the card as a guarantee of a booking paid at the hotel, and charges nothing today', async () => {
    const created = stubApi(payAtHotel('Card'));
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Card/ }));
    await waitFor(() =>
      expect(screen.getByText('Your card guarantees the booking. Nothing is charged today.')).toBeTruthy(),
    );
    expect(confirmArea().getByText('Nothing is charged today')).toBeTruthy();
    await fillDetails();
    // The card is needed: the booking cannot be confirmed without it.
    const confirm = screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
    fireEvent.change(screen.getByLabelText('Security code (CVV)'), { target: { value: '123' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.PaymentType).toBe(0);
    expect(created[0]!.CardDetails).toMatchObject({ CardNumber: '4242424242424242', SecurityCode: '123' });
  });
});
