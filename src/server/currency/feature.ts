import type { Db } from '../db/client';
import type { Feature } from '../shared/feature';
import { createExchangeRateService } from './exchange-rates';
import { createExchangeRateRepository } from './repository';
import { currencyRoutes } from './routes';

// The currency feature as app.ts wires it: the exchange rates for showing prices in another currency.

export function createCurrencyFeature(deps: { db: Db }): Feature {
  return { routes: currencyRoutes(createExchangeRateService(createExchangeRateRepository(deps.db))) };
}
