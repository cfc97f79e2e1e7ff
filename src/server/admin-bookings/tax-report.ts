import type { TaxReportQuery, TaxReportResponse, TaxReportRowResponse } from '../../contract/admin-reports';
import { toMajorUnits } from '../../domain/money';
import { taxReport } from '../../domain/tax-report';
import type { Db } from '../db/client';
import { csvCell } from './bookings-list';
import { createTaxReportRepository } from './tax-report-repository';

// GET Admin/Reports/Taxes: the lines kept with the rooms, added up by the domain's rule
// (src/domain/tax-report.ts) per month of arrival and tax; its CSV twin has the same rows.

const csvColumns: [string, (row: TaxReportRowResponse) => string | number][] = [
  ['Month', (row) => row.Month],
  ['Currency', (row) => row.Currency],
  ['Tax code', (row) => row.Code],
  ['Tax', (row) => row.Name],
  ['Kind', (row) => row.Kind],
  ['Percent', (row) => (row.Percent === null ? '' : row.Percent)],
  ['Included', (row) => (row.Included ? 'Yes' : 'No')],
  ['Nights', (row) => row.Nights],
  ['Guest-nights', (row) => row.GuestNights],
  ['Taxable base', (row) => row.TaxableBase.toFixed(2)],
  ['Tax amount', (row) => row.TaxAmount.toFixed(2)],
  ['Collected online', (row) => row.CollectedOnline.toFixed(2)],
  ['Collected at hotel', (row) => row.CollectedAtHotel.toFixed(2)],
];

export function createTaxReports(db: Db) {
  const repository = createTaxReportRepository(db);

  async function report(property: { id: number; code: string }, query: TaxReportQuery): Promise<TaxReportResponse> {
    const rows = taxReport(await repository.roomsArriving(property.id, query.From, query.To));
    return {
      PropertyCode: property.code,
      From: query.From,
      To: query.To,
      Rows: rows.map((row) => {
        const money = (minor: number) => toMajorUnits(minor, row.currency);
        return {
          Month: row.month,
          Currency: row.currency,
          Code: row.code,
          Name: row.name,
          Kind: row.kind,
          Percent: row.percent === null ? null : row.percent / 1000,
          Included: row.included,
          Nights: row.nights,
          GuestNights: row.guestNights,
          TaxableBase: money(row.base),
          TaxAmount: money(row.amount),
          CollectedOnline: money(row.collectedOnline),
          CollectedAtHotel: money(row.collectedAtHotel),
        };
      }),
    };
  }

  return {
    report,
    async csv(property: { id: number; code: string }, query: TaxReportQuery): Promise<string> {
      const { Rows } = await report(property, query);
      const lines = [
        csvColumns.map(([title]) => csvCell(title)).join(','),
        ...Rows.map((row) => csvColumns.map(([, cell]) => csvCell(cell(row))).join(',')),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type TaxReports = ReturnType<typeof createTaxReports>;
