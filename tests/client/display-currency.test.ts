import { describe, expect, it } from 'vitest';
import { chargedInNote, displayCurrencyFor, moneyDisplay } from '../../src/client/ui/display-currency';
import { roomsSummary } from '../../src/domain/guests-text';
import type { CurrencyExchangeRates } from '../../src/contract/property';

const rates: CurrencyExchangeRates = {
  BaseCurrency: 'GBP',
  Rates: [
    { Currency: 'GBP', Rate: 1 },
    { Currency: 'USD', Rate: 1.27 },
  ],
  UpdatedAt: '2026-11-22T00:00:00.000Z',
};
const offered = ['GBP', 'USD', 'EUR'];

describe('prices in another currency', () => {
  it("shows the property's own currency unless the guest chose another it offers", () => {
    expect(displayCurrencyFor('GBP', offered, null, rates)).toEqual({ currency: 'GBP', rate: 1, converted: false });
    expect(displayCurrencyFor('GBP', offered, 'GBP', rates)).toEqual({ currency: 'GBP', rate: 1, converted: false });
    expect(displayCurrencyFor('GBP', ['GBP'], 'USD', rates)).toEqual({ currency: 'GBP', rate: 1, converted: false });
  });

  it('converts at the rate from the property currency, and says what the guest is charged in', () => {
    const display = moneyDisplay(displayCurrencyFor('GBP', offered, 'USD', rates), 'GBP');
    expect(display.formatMinor(10000)).toBe('US$127.00');
    expect(display.formatCompactMinor(10965)).toBe('US$140');
    expect(chargedInNote(display)).toBe('Prices shown in USD for guidance; you will be charged in GBP.');
  });

  it('never makes a rate up: without one (loading, or not quoted) prices stay in the property currency', () => {
    expect(displayCurrencyFor('GBP', offered, 'USD', undefined).converted).toBe(false);
    expect(displayCurrencyFor('GBP', offered, 'EUR', rates).converted).toBe(false);
    expect(displayCurrencyFor('GBP', offered, 'USD', { ...rates, BaseCurrency: 'EUR' }).converted).toBe(false);
    const own = moneyDisplay(displayCurrencyFor('GBP', offered, 'EUR', rates), 'GBP');
    expect(own.formatMinor(10000)).toBe('£100.00');
    expect(own.formatMinor(35445)).toBe('£354.45');
    expect(chargedInNote(own)).toBeNull();
  });
});

describe('rooms and guests in words', () => {
  it('counts rooms and each kind of guest, leaving out the kinds there are none of', () => {
    expect(roomsSummary([{ adults: 2, children: 0, infants: 0 }])).toBe('1 room · 2 adults');
    expect(
      roomsSummary([
        { adults: 2, children: 1, infants: 0 },
        { adults: 1, children: 0, infants: 1 },
      ]),
    ).toBe('2 rooms · 3 adults, 1 child, 1 infant');
  });
});
