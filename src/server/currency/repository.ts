import type { Db } from '../db/client';
import { exchangeRates } from '../db/schema/properties';

// Reads of the stored exchange rates. Only this file knows their table.
export function createExchangeRateRepository(db: Db) {
  return {
    /** Every stored pair; a handful of bases with a few dozen currencies each. */
    listRates() {
      return db
        .select({
          baseCurrency: exchangeRates.baseCurrency,
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
          updatedAt: exchangeRates.updatedAt,
        })
        .from(exchangeRates);
    },
  };
}

export type ExchangeRateRepository = ReturnType<typeof createExchangeRateRepository>;
export type StoredExchangeRate = Awaited<ReturnType<ExchangeRateRepository['listRates']>>[number];
