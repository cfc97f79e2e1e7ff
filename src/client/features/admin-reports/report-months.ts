import type { TaxReportRange } from './api/tax-report';

// The report's range is whole months ('YYYY-MM', as <input type="month"> gives them), the
// first day of the first to the last day of the last; by default last month.

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string) => monthPattern.test(text);

const monthOf = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The month before the one `today` is in (the calendar of this device). */
export const lastMonth = (today: Date = new Date()) => monthOf(today.getFullYear(), today.getMonth() - 1);

/** From the 1st of `from` to the last day of `to`. */
export function rangeOfMonths(from: string, to: string): TaxReportRange {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { From: `${from}-01`, To: `${to}-${String(lastDay).padStart(2, '0')}` };
}

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for '2026-11'. */
export function monthText(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return monthName.format(new Date(Date.UTC(year, index - 1, 1)));
}
