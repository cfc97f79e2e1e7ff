import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceResponse } from '../../src/contract/services';
import type { BasketItem } from '../../src/client/basket/basket';
import { serviceOfferOf } from '../../src/client/ui/service-offer';
import { BookingSummary } from '../../src/client/ui/booking-summary';
import { moneyDisplay } from '../../src/client/ui/display-currency';
import { touristTaxLine, vatLine } from '../domain/tax-line-fixture';
import { basketItem } from './basket-item-fixture';

// The booking summary works in minor units, as the server does, and formats last: a room's
// per-night rate is its total divided by the nights and rounded half up, as on the rate step
// and the confirmation, and the lines shown add up to the total shown.

afterEach(cleanup);

const lisbonStay = basketItem({
  roomType: 'Tagus View Double',
  roomTotalMinor: 35445,
  dateTo: '2026-05-04',
  services: [
    { ServiceId: 1, Quantity: 1 },
    { ServiceId: 2, Quantity: 1 },
  ],
  hasSelectableServices: true,
});

const service = (id: number, name: string, prices: number[], extra: Partial<ServiceResponse['Services'][number]>) => ({
  ServiceId: id,
  ServiceCode: name.toUpperCase(),
  ServiceName: name,
  ServiceDescription: '',
  ImageUrl: null,
  Price: prices.reduce((sum, price) => sum + price, 0),
  ChargeType: 'PerStay' as const,
  ChargePerPerson: false,
  Articles: prices.map((price, index) => ({ ArticleId: id * 10 + index, Name: `${name} ${index}`, Price: price })),
  ...extra,
});

// Service/Get's answer as the API sends it, major units: 0.1 + 0.2 is not 0.3 in binary fractions.
const servicesAnswer: ServiceResponse = {
  Services: [
    service(1, 'Breakfast', [12.5], { ChargeType: 'PerDay', ChargePerPerson: true }),
    service(2, 'Late check-out', [0.1, 0.2], {}),
  ],
  InventoryPerServiceId: {},
  Currency: 'EUR',
  Nights: 3,
};

function renderSummary(items: BasketItem[], voucherDiscountMinor: number) {
  const offer = serviceOfferOf(servicesAnswer);
  render(
    <BookingSummary
      items={items}
      servicesOf={() => offer.Services}
      voucherDiscountMinor={voucherDiscountMinor}
      voucherCode="GIFT-10"
      money={moneyDisplay({ currency: 'EUR', rate: 1, converted: false }, 'EUR')}
      titleId="summary"
    />,
  );
}

/** "€354.45" -> 35445 */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe('the booking summary', () => {
  it('shows a 3-night stay of EUR 354.45 at EUR 118.15 per night', () => {
    renderSummary([{ ...lisbonStay, services: [] }], 0);
    expect(screen.getByText('(€118.15 per night)')).toBeTruthy();
    expect(screen.getAllByText('€354.45').length).toBeGreaterThan(0);
  });

  it('prices extras from the API in minor units, and its lines add up to the total', () => {
    renderSummary([lisbonStay, { ...lisbonStay, roomId: 'room-2-10-20', roomNumber: 2, services: [] }], 1000);
    const room = within(screen.getAllByRole('listitem')[0]!);
    // Breakfast 12.50 x 2 guests x 3 nights; late check-out 0.10 + 0.20 once.
    expect(room.getByText('€75.00')).toBeTruthy();
    expect(room.getByText('€0.30')).toBeTruthy();

    const totals = screen.getByText('Total').closest('dl')!;
    const line = (term: string) => cents(within(totals).getByText(term).nextElementSibling!.textContent);
    expect(line('Rooms')).toBe(70890);
    expect(line('Extras')).toBe(7530);
    expect(line('Gift voucher GIFT-10')).toBe(1000);
    expect(line('Total')).toBe(77420);
    expect(line('Rooms') + line('Extras') - line('Gift voucher GIFT-10')).toBe(line('Total'));

    // Each room's lines add up to the rooms and extras totals.
    const roomLines = screen.getAllByRole('listitem').flatMap((item) =>
      within(item)
        .getAllByRole('definition')
        .map((cell) => cents(cell.textContent)),
    );
    expect(roomLines.reduce((sum, amount) => sum + amount, 0)).toBe(line('Rooms') + line('Extras'));
  });

  describe('of a Lisbon stay, VAT included and a tourist tax paid at the hotel', () => {
    // The search's lines for 2 adults and a child, 3 nights at EUR 354.45: VAT 6 % inside the
    // price (354.45 x 6 / 106 = 20.06), and the tourist tax of EUR 4 per adult per night on top.
    const lisbonFamily: BasketItem = {
      ...lisbonStay,
      children: 1,
      taxLines: [vatLine({ amount: 2006 }), touristTaxLine({ amount: 2400 })],
    };
    const totalsOf = () => {
      const totals = screen.getByText('Total').closest('dl')!;
      const line = (term: string) => cents(within(totals).getByText(term).nextElementSibling!.textContent);
      return { totals, line };
    };

    it('names each line: VAT included, the tourist tax paid at the hotel', () => {
      renderSummary([{ ...lisbonFamily, services: [] }], 0);
      const { totals, line } = totalsOf();
      const taxes = within(totals);
      expect(taxes.getByText('VAT 6 % (included)').closest('div')!.textContent).toBe('VAT 6 % (included)€20.06');
      expect(taxes.getByText('Tourist tax, paid at the hotel').closest('div')!.textContent).toBe(
        'Tourist tax, paid at the hotel€24.00',
      );
      // The VAT is inside the room's price; the tourist tax comes on top of it.
      expect(line('Total')).toBe(35445 + 2400);
      expect(line('Pay now')).toBe(35445);
      expect(line('Pay at the hotel')).toBe(2400);
    });

    it('adds up: pay now and at the hotel make the total, with extras and a voucher', () => {
      renderSummary([lisbonFamily], 1000);
      const { line } = totalsOf();
      expect(line('Total')).toBe(line('Rooms') + line('Extras') + line('Tourist tax, paid at the hotel') - 1000);
      expect(line('Pay now') + line('Pay at the hotel')).toBe(line('Total'));
      expect(line('Pay at the hotel')).toBe(2400);
      // Without the server's quote the extras' taxes are not in the lines: said, not left out unsaid.
      expect(screen.getByText('Taxes on extras are worked out when you confirm.')).toBeTruthy();
    });

    it('shows no pay-at-the-hotel lines when nothing is paid there', () => {
      renderSummary([{ ...lisbonFamily, services: [], taxLines: [lisbonFamily.taxLines[0]!] }], 0);
      expect(screen.queryByText('Pay now')).toBeNull();
      expect(screen.queryByText('Pay at the hotel')).toBeNull();
      expect(totalsOf().line('Total')).toBe(35445);
      // No extras: the search's lines are the whole story.
      expect(screen.queryByText('Taxes on extras are worked out when you confirm.')).toBeNull();
    });
  });
});
