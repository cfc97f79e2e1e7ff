// Money shown to guests. Amounts travel in major units (pounds, not pence) over the API;
// the database keeps integer minor units. Formatting is Intl's, so symbols, grouping and
// decimals follow the locale (default en-GB), written out by hand for the
// supported currencies in en-GB: a page's first Intl formatter loads the browser's locale data,
// one task of 30-50 ms on a laptop (several times that on a phone) before any price can show
// (docs/decisions/0003-hand-written-en-gb-formats.md).

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

/** What Intl.NumberFormat('en-GB', { style: 'currency' }) puts before the amount: a code is followed by a no-break space. */
const enGbSigns: Record<SupportedCurrency, string> = {
  GBP: '£',
  USD: 'US$',
  AED: 'AED\u00a0',
  ZAR: 'ZAR\u00a0',
  DKK: 'DKK\u00a0',
  EUR: '€',
  AUD: 'A$',
  CAD: 'CA$',
  MXN: 'MX$',
  NGN: 'NGN\u00a0',
  KES: 'KES\u00a0',
};
/** Every supported currency has hundredths (Intl's maximumFractionDigits for each). */
const supportedFractionDigits = 2;

/**
 * Intl's en-GB currency format, for a supported currency, or undefined for Intl to do. Rounded
 * as Intl rounds: half away from zero, on the number's shortest decimal form (1.005 -> 1.01).
 */
function formatByHand(
  amountMajor: number,
  currency: string,
  locale: string,
  fractionDigits: number,
): string | undefined {
  if (locale !== defaultLocale || !isSupportedCurrency(currency)) return undefined;
  const decimal = String(Math.abs(amountMajor));
  // NaN, Infinity and exponent forms (1e-7, 1e21) are left to Intl.
  if (!/^\d+(\.\d+)?$/.test(decimal)) return undefined;
  const [whole = '', fraction = ''] = decimal.split('.');
  let units = BigInt(whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits));
  if ((fraction[fractionDigits] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(fractionDigits + 1, '0');
  const integer = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fractionDigits > 0 ? `.${digits.slice(digits.length - fractionDigits)}` : '';
  // Intl signs negative zero and amounts that round to zero: -0.001 is "-£0.00".
  const sign = amountMajor < 0 || Object.is(amountMajor, -0) ? '-' : '';
  return `${sign}${enGbSigns[currency]}${integer}${decimals}`;
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
  return (
    formatByHand(amountMajor, currency, locale, supportedFractionDigits) ??
    currencyFormatter(currency, locale).format(amountMajor)
  );
}

const digitsByCurrency = new Map<string, number>();

/** Decimal places of the currency's minor unit (2 for all supported currencies). */
export function minorUnitDigits(currency: string): number {
  if (isSupportedCurrency(currency)) return supportedFractionDigits;
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

/** "£354.45" for (35445, 'GBP'): an amount kept in minor units, formatted as formatMoney formats. */
export function formatMinorUnits(amountMinor: number, currency: string, locale: string = defaultLocale): string {
  return formatMoney(toMajorUnits(amountMinor, currency), currency, locale);
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A "from" price in whole units for tight spaces (a calendar day): "£130" for 129.01 GBP.
 * Rounded up, so the price a guest then sees is never above the one advertised.
 */
export function formatMoneyCompact(amountMajor: number, currency: string, locale: string = defaultLocale): string {
  // toPrecision first: 129.00000000001 from a conversion is 129, not 130.
  const whole = Math.ceil(Number(amountMajor.toPrecision(12)));
  const byHand = formatByHand(whole, currency, locale, 0);
  if (byHand !== undefined) return byHand;
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
  return formatter.format(whole);
}
