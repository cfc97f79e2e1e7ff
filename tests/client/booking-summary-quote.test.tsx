import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationQuoteResponse } from '../../src/contract/reservation-quote';
import type { ServiceResponse } from '../../src/contract/services';
import type { BasketItem } from '../../src/client/basket/basket';
import { SummaryStep } from '../../src/client/features/rooms-and-rates/summary-step';
import { moneyDisplay } from '../../src/client/ui/display-currency';
import { basketItem } from './basket-item-fixture';

// The summary step shows what the server will charge: its quote's lines (the extras' taxes
// too) and amounts, asked again when the extras change. Until the quote is in, or when it
// cannot be had, the search's lines stay on screen with a note, never a blank summary.

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/Book/DEMO-LISBON/Checkout" className={className}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (code: string, name: string, percent: number | null, amount: number, extra = {}) => ({
  code,
  name,
  kind: 'Tax' as const,
  included: true,
  payableAtProperty: false,
  percent,
  base: 0,
  nights: 0,
  guestNights: 0,
  amount,
  ...extra,
});

// Lisbon, three nights in the Balcony King for two adults and a child: EUR 572, with the search's
// lines for its nights (VAT 6 % inside, the tourist tax at the hotel), and parking at EUR 20 a day.
const lisbonStay = basketItem({
  children: 1,
  roomType: 'Balcony King',
  roomTotalMinor: 57200,
  taxLines: [
    line('VAT', 'VAT', 6000, 3238),
    line('TOURIST-TAX', 'Tourist tax', null, 2400, { included: false, payableAtProperty: true }),
  ],
  dateFrom: '2027-03-24',
  dateTo: '2027-03-27',
  services: [{ ServiceId: 7, Quantity: 1 }],
  hasSelectableServices: true,
});

const servicesAnswer: ServiceResponse = {
  Services: [
    {
      ServiceId: 7,
      ServiceCode: 'PARKING',
      ServiceName: 'Parking',
      ServiceDescription: '',
      ImageUrl: null,
      Price: 20,
      ChargeType: 'PerDay',
      ChargePerPerson: false,
      Articles: [{ ArticleId: 70, Name: 'Parking', Price: 20 }],
    },
  ],
  InventoryPerServiceId: {},
  Currency: 'EUR',
  Nights: 3,
};

const apiLine = (Code: string, Name: string, Percent: number | null, Amount: number, extra = {}) => ({
  Code,
  Name,
  Kind: 'Tax' as const,
  Amount,
  Included: true,
  PayableAtProperty: false,
  Percent,
  ...extra,
});
const lisbonLines = [
  apiLine('VAT', 'VAT', 6, 32.38),
  apiLine('VAT', 'VAT', 23, 11.22),
  apiLine('TOURIST-TAX', 'Tourist tax', null, 24, { Included: false, PayableAtProperty: true }),
];
// The server's answer: the parking's VAT at 23 % is in the lines.
const lisbonQuote: ReservationQuoteResponse = {
  Currency: 'EUR',
  Rooms: [{ TotalCost: 572, ExtrasTotal: 60, Taxes: lisbonLines, TotalWithTaxes: 656, PayAtProperty: 24 }],
  RoomsTotal: 572,
  ExtrasTotal: 60,
  VoucherDiscount: 0,
  Total: 632,
  Taxes: lisbonLines,
  TotalWithTaxes: 656,
  PayAtProperty: 24,
  PaidOnline: 632,
  // Paid in full with the booking; the tourist tax at the hotel on arrival.
  Payment: {
    Type: 'PayNow',
    DueNow: 632,
    Schedule: [
      { Due: '2027-03-01', Amount: 632, Collect: 'Automatic', Kind: 'Full' },
      { Due: '2027-03-24', Amount: 24, Collect: 'AtProperty', Kind: 'PropertyTaxes' },
    ],
    Guarantee: 'Card',
    Deposit: null,
  },
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** Answers Service/Get at once and Reservation/Quote with `quote` (a promise the test may hold back). */
function stubApi(quote: (body: unknown) => Promise<Response>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) =>
    url.startsWith('/api/Reservation/Quote')
      ? quote(JSON.parse(String(init?.body)))
      : url.startsWith('/api/Service/Get')
        ? json(servicesAnswer)
        : json({ Message: 'Not found' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const quoteBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/Reservation/Quote'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { Rooms: { Services: unknown[] }[]; PromoCode: unknown });

function renderStep(items: BasketItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (next: BasketItem[]) => (
    <QueryClientProvider client={queryClient}>
      <SummaryStep
        propertyCode="DEMO-LISBON"
        items={next}
        promoCode="SPRING"
        money={moneyDisplay({ currency: 'EUR', rate: 1, converted: false }, 'EUR')}
      />
    </QueryClientProvider>
  );
  const rendered = render(view(items));
  return { rerender: (next: BasketItem[]) => rendered.rerender(view(next)) };
}

/** "€656.00" -> 65600 */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const totals = () => within(screen.getByText('Total').closest('dl')!);
const amountOf = (term: string) => cents(totals().getByText(term).nextElementSibling!.textContent);
const note = 'Taxes on extras are worked out when you confirm.';

describe('the booking summary with the server’s quote', () => {
  it("shows the search's lines while the quote loads, then the quote's: the parking's VAT at 23 % too", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderStep([lisbonStay]);

    // Not blank while the quote is asked: the search's lines, and a word about the extras.
    await waitFor(() => expect(totals().getByText('Extras')).toBeTruthy());
    expect(totals().queryByText('VAT 23 % (included)')).toBeNull();
    expect(amountOf('VAT 6 % (included)')).toBe(3238);
    expect(screen.getByText(note)).toBeTruthy();
    expect(quoteBodies(fetchMock)).toEqual([
      {
        PropertyId: 'DEMO-LISBON',
        PromoCode: 'SPRING',
        HopGiftVoucherCode: null,
        Rooms: [
          {
            DateFrom: '2027-03-24',
            DateTo: '2027-03-27',
            RoomTypeId: 10,
            RatePlanId: 20,
            NumberOfAdults: 2,
            NumberOfChildren: 1,
            NumberOfInfants: 0,
            Services: [{ ServiceId: 7, Quantity: 1 }],
          },
        ],
      },
    ]);

    answer(new Response(JSON.stringify(lisbonQuote), { headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(totals().getByText('VAT 23 % (included)')).toBeTruthy());
    expect(amountOf('VAT 6 % (included)')).toBe(3238);
    expect(amountOf('VAT 23 % (included)')).toBe(1122);
    expect(amountOf('Tourist tax, paid at the hotel')).toBe(2400);
    expect(amountOf('Rooms')).toBe(57200);
    expect(amountOf('Extras')).toBe(6000);
    expect(amountOf('Total')).toBe(65600);
    expect(amountOf('Pay now')).toBe(63200);
    expect(amountOf('Pay at the hotel')).toBe(2400);
    expect(screen.queryByText(note)).toBeNull();
  });

  it('charges a tax added on top on the extras too, as the server will', async () => {
    // A hotel adding 14.75 % to rooms and extras: the search's lines tax the nights only.
    const hot = (amount: number) => apiLine('HOT', 'Hotel occupancy tax', 14.75, amount, { Included: false });
    stubApi(() =>
      json({
        ...lisbonQuote,
        Rooms: [{ TotalCost: 572, ExtrasTotal: 60, Taxes: [hot(93.22)], TotalWithTaxes: 725.22, PayAtProperty: 0 }],
        Taxes: [hot(93.22)],
        TotalWithTaxes: 725.22,
        PayAtProperty: 0,
        PaidOnline: 725.22,
        Payment: {
          ...lisbonQuote.Payment,
          DueNow: 725.22,
          Schedule: [{ Due: '2027-03-01', Amount: 725.22, Collect: 'Automatic', Kind: 'Full' }],
        },
      }),
    );
    renderStep([{ ...lisbonStay, taxLines: [line('HOT', 'Hotel occupancy tax', 14750, 8437, { included: false })] }]);
    await waitFor(() => expect(amountOf('Hotel occupancy tax 14.75 %')).toBe(9322));
    expect(amountOf('Total')).toBe(72522);
    expect(amountOf('Rooms') + amountOf('Extras') + amountOf('Hotel occupancy tax 14.75 %')).toBe(amountOf('Total'));
  });

  it('asks again when the extras change', async () => {
    const fetchMock = stubApi(() => json(lisbonQuote));
    const { rerender } = renderStep([lisbonStay]);
    await waitFor(() => expect(totals().getByText('VAT 23 % (included)')).toBeTruthy());
    rerender([{ ...lisbonStay, services: [] }]);
    await waitFor(() => expect(quoteBodies(fetchMock)).toHaveLength(2));
    expect(quoteBodies(fetchMock)[1]!.Rooms[0]!.Services).toEqual([]);
  });

  it("keeps the search's lines, with the note, when offline", async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderStep([lisbonStay]);
    await waitFor(() => expect(totals().getByText('Extras')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText(note)).toBeTruthy();
    // The search's lines add up: the room, the parking and the tourist tax on top.
    expect(amountOf('Total')).toBe(57200 + 6000 + 2400);
    expect(amountOf('Pay now')).toBe(63200);
  });
});
