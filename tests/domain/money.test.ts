import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyCompact,
  isSupportedCurrency,
  supportedCurrencies,
  toMajorUnits,
  toMinorUnits,
} from '../../src/domain/money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('shows pounds the way a UK guest reads them', () => {
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
    expect(formatMoney(99, 'GBP')).toBe('£99.00');
  });

  it('formats every supported currency in en-GB, telling dollars apart', () => {
    const shown = Object.fromEntries(supportedCurrencies.map((c) => [c, formatMoney(1234.5, c)]));
    expect(shown).toEqual({
      GBP: '£1,234.50',
      USD: 'US$1,234.50',
      AED: `AED${nbsp}1,234.50`,
      ZAR: `ZAR${nbsp}1,234.50`,
      DKK: `DKK${nbsp}1,234.50`,
      EUR: '€1,234.50',
      AUD: 'A$1,234.50',
      CAD: 'CA$1,234.50',
      MXN: 'MX$1,234.50',
      NGN: `NGN${nbsp}1,234.50`,
      KES: `KES${nbsp}1,234.50`,
    });
  });

  it('follows another locale when asked', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe(`1.234,50${nbsp}€`);
  });

  it('rounds to the minor unit and shows refunds as negative', () => {
    expect(formatMoney(10.005, 'GBP')).toBe('£10.01');
    expect(formatMoney(-25, 'GBP')).toBe('-£25.00');
  });

  // Prices are written out without Intl in en-GB (it costs a phone its locale data on the first
  // page): they must read exactly as Intl writes them.
  it('writes every supported currency exactly as Intl does, whatever the amount', () => {
    const amounts = [
      0,
      -0,
      0.001,
      -0.001,
      0.005,
      -0.005,
      0.1 + 0.2,
      1.005,
      2.675,
      10.005,
      99.995,
      999.995,
      1234.5,
      1_000_000,
      123_456_789.125,
      987_654_321_012.345,
      1e-7,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1234.565,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 400; i++) {
      const magnitude = 10 ** Math.floor(random() * 8);
      amounts.push((random() - 0.2) * magnitude, Math.round(random() * magnitude * 1000) / 1000);
    }
    for (const currency of supportedCurrencies) {
      const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
      const wholeUnits = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
      for (const amount of amounts) {
        expect(formatMoney(amount, currency), `${amount} ${currency}`).toBe(intl.format(amount));
        if (Number.isFinite(amount)) {
          const rounded = Math.ceil(Number(amount.toPrecision(12)));
          expect(formatMoneyCompact(amount, currency), `${amount} ${currency}`).toBe(wholeUnits.format(rounded));
        }
      }
    }
  });
});

describe('minor and major units', () => {
  it('converts pounds to pence without binary-fraction surprises', () => {
    expect(toMinorUnits(12.34, 'GBP')).toBe(1234);
    expect(toMinorUnits(1.005, 'GBP')).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 'GBP')).toBe(30);
    expect(toMinorUnits(-1.005, 'GBP')).toBe(-101);
    expect(toMinorUnits(0, 'EUR')).toBe(0);
  });

  it('converts pence back to pounds', () => {
    expect(toMajorUnits(1234, 'GBP')).toBe(12.34);
    expect(toMajorUnits(5, 'KES')).toBe(0.05);
    expect(() => toMajorUnits(12.5, 'GBP')).toThrow(RangeError);
  });

  it('round-trips every amount of pence', () => {
    for (let pence = 0; pence < 10_000; pence += 7) expect(toMinorUnits(toMajorUnits(pence, 'GBP'), 'GBP')).toBe(pence);
  });
});

describe('isSupportedCurrency', () => {
  it('accepts the supported currencies only', () => {
    expect(isSupportedCurrency('ZAR')).toBe(true);
    expect(isSupportedCurrency('JPY')).toBe(false);
    expect(isSupportedCurrency('gbp')).toBe(false);
  });
});

describe('formatMoneyCompact', () => {
  it('shows whole units, rounded up so the advertised "from" price is never beaten upwards', () => {
    expect(formatMoneyCompact(129, 'GBP')).toBe('£129');
    expect(formatMoneyCompact(109.65, 'GBP')).toBe('£110');
    expect(formatMoneyCompact(1234.01, 'EUR')).toBe('€1,235');
    expect(formatMoneyCompact(129 * 1.0000000000001, 'GBP')).toBe('£129');
    expect(formatMoneyCompact(99, 'USD')).toBe('US$99');
  });
});
