import dayjs from 'dayjs';
// The .js suffix: the server bundle leaves packages to Node's own (ESM) resolution.
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { isStayDate } from './stay-nights';

// Stay dates are calendar dates 'YYYY-MM-DD', never instants, so they are parsed and
// formatted without any time zone conversion.

dayjs.extend(advancedFormat);

/** The display formats (docs/product.md, prices and formats). */
export const stayDateFormats = {
  /** "Mon 1st Jan 2024" */
  short: 'ddd Do MMM YYYY',
  /** "Monday 1st January 2024" */
  long: 'dddd Do MMMM YYYY',
  /** "Monday, 1 Jan 2024" */
  weekdayFirst: 'dddd, D MMM YYYY',
} as const;
export type StayDateStyle = keyof typeof stayDateFormats;

// Kept where it always was; it lives with the date arithmetic, which needs no dayjs, so the
// search form can check dates without loading dayjs.
export { isStayDate };

function parseStayDate(date: string) {
  if (!isStayDate(date)) throw new RangeError(`not a stay date (YYYY-MM-DD): ${date}`);
  return dayjs(date);
}

export function formatStayDate(date: string, style: StayDateStyle = 'short'): string {
  return parseStayDate(date).format(stayDateFormats[style]);
}

/** The YYYY/MM/DD form dates are compared in (docs/product.md, prices and formats). */
export function comparableStayDate(date: string): string {
  return parseStayDate(date).format('YYYY/MM/DD');
}
