import type { TaxLine } from './taxes';

// The hotel's tax report: the lines kept with each room as sold (or, for a room cancelled or
// not turned up for, the lines of the fee kept) added up per month and tax. A room's lines are
// for its whole stay, so a room counts in the month of its arrival date. Minor units.

/** One room's stored lines, and the booking's currency. */
export interface TaxedRoom {
  /** The room's arrival date, YYYY-MM-DD. */
  dateFrom: string;
  currency: string;
  lines: readonly TaxLine[];
}

export interface TaxReportRow {
  /** YYYY-MM of the rooms' arrival dates. */
  month: string;
  currency: string;
  code: string;
  name: string;
  kind: 'Tax' | 'Fee';
  /** Thousandths of a percent, or null for a fixed amount. */
  percent: number | null;
  included: boolean;
  /** Nights charged. */
  nights: number;
  /** Guests counted times nights charged (a per-guest-night tax), else 0. */
  guestNights: number;
  /** What a percentage was taken of (gross for an included one); 0 for a fixed amount. */
  base: number;
  amount: number;
  /** Of `amount`: collected with the online payment, and to collect at the hotel. */
  collectedOnline: number;
  collectedAtHotel: number;
}

const keyOf = (month: string, currency: string, line: TaxLine) =>
  `${month}|${currency}|${line.code}|${line.percent ?? ''}|${line.included ? 1 : 0}|${line.kind}`;

/** Rows per month, currency, tax and rate, ordered by month, currency, tax code and rate. */
export function taxReport(rooms: Iterable<TaxedRoom>): TaxReportRow[] {
  const rows = new Map<string, TaxReportRow>();
  for (const room of rooms) {
    const month = room.dateFrom.slice(0, 7);
    for (const line of room.lines) {
      const key = keyOf(month, room.currency, line);
      let row = rows.get(key);
      if (!row) {
        row = {
          month,
          currency: room.currency,
          code: line.code,
          name: line.name,
          kind: line.kind,
          percent: line.percent,
          included: line.included,
          nights: 0,
          guestNights: 0,
          base: 0,
          amount: 0,
          collectedOnline: 0,
          collectedAtHotel: 0,
        };
        rows.set(key, row);
      }
      row.nights += line.nights;
      row.guestNights += line.guestNights;
      row.base += line.base;
      row.amount += line.amount;
      if (line.payableAtProperty) row.collectedAtHotel += line.amount;
      else row.collectedOnline += line.amount;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.currency.localeCompare(b.currency) ||
      a.code.localeCompare(b.code) ||
      (a.percent ?? -1) - (b.percent ?? -1),
  );
}
