// Money shown to guests. Amounts travel in major units (pounds, not pence) over the API;
// the database keeps integer minor units. Formatting is Intl's, so symbols, grouping and
// decimals follow the locale (default en-GB, spec section 9).

export const supportedCurrencies = [
  'GBP',
  'USD',
  'AED',
  'ZAR',
  'DKK',
  'EUR',
  'AUD',
  'CAD',
  'MXN',
  'NGN',
  'KES',
] as const;
export type SupportedCurrency = (typeof supportedCurrencies)[number];

export const defaultCurrency: SupportedCurrency = 'GBP';
export const defaultLocale = 'en-GB';

export function isSupportedCurrency(code: string): code is SupportedCurrency {
  return (supportedCurrencies as readonly string[]).includes(code);
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "£1,234.50" for (1234.5, 'GBP'); "US$99.00" for (99, 'USD') in en-GB. */
export function formatMoney(amountMajor: number, currency: string, locale: string = defaultLocale): string {
  return currencyFormatter(currency, locale).format(amountMajor);
}

const digitsByCurrency = new Map<string, number>();

/** Decimal places of the currency's minor unit (2 for all supported currencies). */
export function minorUnitDigits(currency: string): number {
  // resolvedOptions() builds a new object each call; a search response converts hundreds of amounts.
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = currencyFormatter(currency, defaultLocale).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** 12.34 GBP -> 1234 pence. Rounds half away from zero, immune to binary fractions (1.005 -> 101). */
export function toMinorUnits(amountMajor: number, currency: string): number {
  const scaled = Number((Math.abs(amountMajor) * 10 ** minorUnitDigits(currency)).toPrecision(12));
  const minor = Math.sign(amountMajor) * Math.round(scaled);
  return minor === 0 ? 0 : minor;
}

/** 1234 pence -> 12.34 GBP. */
export function toMajorUnits(amountMinor: number, currency: string): number {
  if (!Number.isInteger(amountMinor)) throw new RangeError(`minor units must be a whole number, got ${amountMinor}`);
  return amountMinor / 10 ** minorUnitDigits(currency);
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A "from" price in whole units for tight spaces (a calendar day): "£130" for 129.01 GBP.
 * Rounded up, so the price a guest then sees is never above the one advertised.
 */
export function formatMoneyCompact(amountMajor: number, currency: string, locale: string = defaultLocale): string {
  const key = `${locale}|${currency}`;
  let formatter = compactFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    compactFormatters.set(key, formatter);
  }
  // toPrecision first: 129.00000000001 from a conversion is 129, not 130.
  return formatter.format(Math.ceil(Number(amountMajor.toPrecision(12))));
}
