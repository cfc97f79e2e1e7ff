import type { CurrencyExchangeRates } from '../../contract/property';
import { notFound } from '../errors';
import type { ExchangeRateRepository, StoredExchangeRate } from './repository';

// GET CurrencyExchangeRate: units of each currency for one unit of the asked base. Rates are
// stored against one or a few bases; any other currency those rates mention is reached
// through them (EUR->USD = GBP->USD / GBP->EUR).

export function createExchangeRateService(repository: ExchangeRateRepository) {
  return {
    async getExchangeRates(baseCurrency: string): Promise<CurrencyExchangeRates> {
      const rates = exchangeRatesFor(baseCurrency, await repository.listRates());
      if (!rates) throw notFound(`No exchange rates for ${baseCurrency}`);
      return rates;
    },
  };
}

export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;

export function exchangeRatesFor(base: string, stored: StoredExchangeRate[]): CurrencyExchangeRates | undefined {
  const direct = stored.filter((r) => r.baseCurrency === base);
  if (direct.length > 0) {
    return describe(
      base,
      direct.map((r) => ({ currency: r.currency, rate: Number(r.rate) })),
      direct.map((r) => r.updatedAt),
    );
  }
  // A stored base that quotes the asked currency becomes the pivot.
  const pivot = stored.find((r) => r.currency === base);
  if (!pivot) return undefined;
  const perPivot = Number(pivot.rate);
  const legs = stored.filter((r) => r.baseCurrency === pivot.baseCurrency && r.currency !== base);
  return describe(
    base,
    [
      { currency: pivot.baseCurrency, rate: 1 / perPivot },
      ...legs.map((r) => ({ currency: r.currency, rate: Number(r.rate) / perPivot })),
    ],
    [pivot.updatedAt, ...legs.map((r) => r.updatedAt)],
  );
}

function describe(base: string, rates: { currency: string; rate: number }[], updatedAt: Date[]): CurrencyExchangeRates {
  const byCurrency = new Map<string, number>([[base, 1]]);
  for (const r of rates)
    if (r.currency !== base && Number.isFinite(r.rate) && r.rate > 0) byCurrency.set(r.currency, r.rate);
  return {
    BaseCurrency: base,
    Rates: [...byCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      // Ten significant digits: cross rates carry no more precision than that.
      .map(([currency, rate]) => ({ Currency: currency, Rate: Number(rate.toPrecision(10)) })),
    // As old as the oldest rate used.
    UpdatedAt: new Date(Math.min(...updatedAt.map((d) => d.getTime()))).toISOString(),
  };
}
