import { useMemo, useSyncExternalStore } from 'react';
import type { CurrencyExchangeRates } from '../../contract/property';
import { formatMoney, formatMoneyCompact, toMajorUnits } from '../../domain/money';
import { useCurrencyExchangeRates } from './api/get-currency-exchange-rates';
import { checkedBy, persistedValue } from '../persisted-value';

// Prices shown in the property's currency, or — for guidance — in another of its
// AvailableCurrencies at GET CurrencyExchangeRate's rate. The booking is always taken in the
// property's currency; pages that convert say so (`chargedInNote`). The guest's choice is
// remembered on this device.

// A currency code, or null for the property's own. Checked by hand: prices show on the first
// pages, which do not wait for zod.
const storedChoice = persistedValue<string | null>(
  'stayfront.displayCurrency',
  checkedBy((value) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined)),
  null,
);
const listeners = new Set<() => void>();

let choice: string | null = typeof window === 'undefined' ? null : storedChoice.read();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The currency the guest chose to see prices in (null: the property's own). */
export function useDisplayCurrencyChoice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => null,
  );
}

export function chooseDisplayCurrency(currency: string | null): void {
  choice = currency;
  // Without storage the choice lasts until the page closes.
  if (currency) storedChoice.write(currency);
  else storedChoice.clear();
  for (const listener of listeners) listener();
}

/** How prices are shown: the currency, the rate from the property's currency, and whether that is a conversion. */
export interface DisplayCurrency {
  currency: string;
  rate: number;
  converted: boolean;
}

/**
 * The currency prices are shown in: the chosen one when the property offers it and its rate
 * is known, otherwise the property's own (never a made-up rate).
 */
export function displayCurrencyFor(
  propertyCurrency: string,
  availableCurrencies: readonly string[],
  chosen: string | null,
  rates: CurrencyExchangeRates | undefined,
): DisplayCurrency {
  const own: DisplayCurrency = { currency: propertyCurrency, rate: 1, converted: false };
  if (!chosen || chosen === propertyCurrency || !availableCurrencies.includes(chosen)) return own;
  if (!rates || rates.BaseCurrency !== propertyCurrency) return own;
  const rate = rates.Rates.find((r) => r.Currency === chosen)?.Rate;
  return rate && rate > 0 ? { currency: chosen, rate, converted: true } : own;
}

export interface MoneyDisplay extends DisplayCurrency {
  /** The property's currency: what the guest is charged in. */
  chargedCurrency: string;
  /**
   * "£1,234.50" (or its conversion) for an amount in minor units of the property's currency,
   * the unit the client keeps money in: the one way a guest page formats a price.
   */
  formatMinor: (amountMinor: number) => string;
  /** "£1,235", rounded up, for minor units as formatMinor: for tight spaces like a calendar day. */
  formatCompactMinor: (amountMinor: number) => string;
  /** The guest chose another currency and its rate is still loading or unavailable. */
  pending: boolean;
}

export function moneyDisplay(display: DisplayCurrency, chargedCurrency: string, pending = false): MoneyDisplay {
  const shown = (amountMinor: number) => toMajorUnits(amountMinor, chargedCurrency) * display.rate;
  return {
    ...display,
    chargedCurrency,
    pending,
    formatMinor: (amountMinor) => formatMoney(shown(amountMinor), display.currency),
    formatCompactMinor: (amountMinor) => formatMoneyCompact(shown(amountMinor), display.currency),
  };
}

/** "Prices shown in USD for guidance; you will be charged in GBP." or null when not converted. */
export function chargedInNote(
  display: Pick<MoneyDisplay, 'converted' | 'currency' | 'chargedCurrency'>,
): string | null {
  return display.converted
    ? `Prices shown in ${display.currency} for guidance; you will be charged in ${display.chargedCurrency}.`
    : null;
}

/** Money as this guest sees it for a property. */
export function useMoneyDisplay(property: { Currency: string; AvailableCurrencies: readonly string[] }): MoneyDisplay {
  const chosen = useDisplayCurrencyChoice();
  const wantsConversion =
    chosen !== null && chosen !== property.Currency && property.AvailableCurrencies.includes(chosen);
  const rates = useCurrencyExchangeRates(property.Currency, wantsConversion);
  const display = displayCurrencyFor(property.Currency, property.AvailableCurrencies, chosen, rates.data);
  const pending = wantsConversion && !display.converted && rates.isPending;
  // The same object until the currency or its rate changes, so the parts that show prices can
  // skip a render that changed nothing of them (a calendar or a search answer arriving).
  return useMemo(
    () =>
      moneyDisplay(
        { currency: display.currency, rate: display.rate, converted: display.converted },
        property.Currency,
        pending,
      ),
    [display.currency, display.rate, display.converted, property.Currency, pending],
  );
}
