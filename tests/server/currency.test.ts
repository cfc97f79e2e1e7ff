import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exchangeRatesFor } from '../../src/server/currency/exchange-rates';
import { exchangeRates } from '../../src/server/db/schema/properties';
import { ensureDemoData } from './demo-fixture';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await ensureDemoData(t.database);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rateOf = (body: { Rates: { Currency: string; Rate: number }[] }, currency: string) =>
  body.Rates.find((r) => r.Currency === currency)?.Rate;

describe('GET /api/CurrencyExchangeRate', () => {
  test('for a stored base, the stored rates, and 1 for the base itself', async () => {
    const stored = await t.database.db.select().from(exchangeRates);
    const base = stored[0]!.baseCurrency;
    const res = await get(`/api/CurrencyExchangeRate?baseCurrency=${base}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['BaseCurrency', 'Rates', 'UpdatedAt']);
    expect(body.BaseCurrency).toBe(base);
    expect(rateOf(body, base)).toBe(1);
    for (const row of stored.filter((r) => r.baseCurrency === base))
      expect(rateOf(body, row.currency)).toBeCloseTo(Number(row.rate), 8);
    expect(new Date(body.UpdatedAt).toISOString()).toBe(body.UpdatedAt);
  });

  test('for a currency only quoted against a base, the rates are crossed through that base', async () => {
    const stored = await t.database.db.select().from(exchangeRates);
    const bases = new Set(stored.map((r) => r.baseCurrency));
    const quoted = stored.find((r) => !bases.has(r.currency))!;
    const body = (await get(`/api/CurrencyExchangeRate?baseCurrency=${quoted.currency}`)).json();
    expect(body.BaseCurrency).toBe(quoted.currency);
    expect(rateOf(body, quoted.currency)).toBe(1);
    expect(rateOf(body, quoted.baseCurrency)).toBeCloseTo(1 / Number(quoted.rate), 8);
    const other = stored.find((r) => r.baseCurrency === quoted.baseCurrency && r.currency !== quoted.currency);
    if (other) expect(rateOf(body, other.currency)).toBeCloseTo(Number(other.rate) / Number(quoted.rate), 8);
  });

  test('a currency no stored rate mentions is a 404', async () => {
    const res = await get('/api/CurrencyExchangeRate?baseCurrency=XTS');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'No exchange rates for XTS' });
  });

  test('a missing or malformed base currency is a 400 naming baseCurrency', async () => {
    for (const url of ['/api/CurrencyExchangeRate', '/api/CurrencyExchangeRate?baseCurrency=pounds']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body.ModelState)).toEqual(['baseCurrency']);
      expect(body.Message).toBe(body.ModelState.baseCurrency.join(' '));
    }
  });
});

describe('crossing exchange rates', () => {
  const at = (iso: string) => new Date(iso);
  const stored = [
    { baseCurrency: 'GBP', currency: 'EUR', rate: '1.2', updatedAt: at('2026-01-02T00:00:00Z') },
    { baseCurrency: 'GBP', currency: 'USD', rate: '1.5', updatedAt: at('2026-01-01T00:00:00Z') },
  ];

  test('EUR per GBP 1.2 and USD per GBP 1.5 make USD per EUR 1.25 and GBP per EUR 0.8333333333', () => {
    expect(exchangeRatesFor('EUR', stored)).toEqual({
      BaseCurrency: 'EUR',
      Rates: [
        { Currency: 'EUR', Rate: 1 },
        { Currency: 'GBP', Rate: 0.8333333333 },
        { Currency: 'USD', Rate: 1.25 },
      ],
      UpdatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  test('direct rates win over crossed ones, and an unknown currency has none', () => {
    expect(exchangeRatesFor('GBP', stored)?.Rates).toEqual([
      { Currency: 'EUR', Rate: 1.2 },
      { Currency: 'GBP', Rate: 1 },
      { Currency: 'USD', Rate: 1.5 },
    ]);
    expect(exchangeRatesFor('JPY', stored)).toBeUndefined();
  });
});
