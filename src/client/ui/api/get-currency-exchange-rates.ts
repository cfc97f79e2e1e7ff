import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyExchangeRates } from '../../../contract/property';
import { apiGet } from '../../api';

// GET /api/CurrencyExchangeRate?baseCurrency=GBP: rates for showing prices in another currency.

export const currencyExchangeRatesQueryOptions = (baseCurrency: string) =>
  queryOptions({
    queryKey: ['currencyExchangeRates', baseCurrency],
    queryFn: ({ signal }) => apiGet<CurrencyExchangeRates>('CurrencyExchangeRate', { baseCurrency }, signal),
    staleTime: 60 * 60_000,
  });

export function useCurrencyExchangeRates(baseCurrency: string, enabled = true) {
  return useQuery({ ...currencyExchangeRatesQueryOptions(baseCurrency), enabled });
}
