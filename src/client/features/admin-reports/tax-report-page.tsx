import type { TaxReportRowResponse } from '../../../contract/admin-reports';
import { formatMinorUnits, toMinorUnits } from '../../../domain/money';
import { FormField } from '../../ui/form-field';
import { schemaOfProblems, useRuledForm } from '../../ui/ruled-form';
import { FormProvider } from 'react-hook-form';
import { useConsolePage } from '../admin/console-property';
import { taxReportCsvUrl, useTaxReport } from './api/tax-report';
import { isMonth, lastMonth, monthText, rangeOfMonths } from './report-months';
import './admin-reports.css';
import { ConsoleLoaded } from '../admin/console-query';

// The tax report (owners and managers): the taxes and fees kept with the rooms arriving in the
// months chosen, per month and tax, with totals per tax, and the same rows as CSV for the
// accountant. Months are those of arrival: a room's lines are kept for its whole stay.

export interface MonthRange {
  /** 'YYYY-MM' */
  from: string;
  /** 'YYYY-MM' */
  to: string;
}

/** The page as its route shows it: the months read from the address (last month by default). */
export function TaxReportRouteView({
  search,
  onSearch,
}: {
  search: { from?: string; to?: string };
  onSearch: (months: MonthRange) => void;
}) {
  const given = (month: string | undefined) => (month !== undefined && isMonth(month) ? month : undefined);
  const asked = { from: given(search.from), to: given(search.to) };
  const from = asked.from ?? asked.to ?? lastMonth();
  const to = asked.to !== undefined && asked.to >= from ? asked.to : from;
  return <TaxReportPage months={{ from, to }} onMonths={onSearch} />;
}

export function TaxReportPage({ months, onMonths }: { months: MonthRange; onMonths: (months: MonthRange) => void }) {
  const { propertyCode } = useConsolePage('Tax report');
  const range = rangeOfMonths(months.from, months.to);
  const report = useTaxReport(propertyCode, range);
  const period =
    months.from === months.to ? monthText(months.from) : `${monthText(months.from)} to ${monthText(months.to)}`;
  return (
    <>
      <h1 className="console__title">Tax report</h1>
      <MonthsForm key={`${months.from}|${months.to}`} months={months} onMonths={onMonths} />
      <section className="console-card" aria-labelledby="tax-report-title" aria-busy={report.isFetching || undefined}>
        <div className="console-actions tax-report__head">
          <h2 id="tax-report-title">Taxes and fees, rooms arriving {period}</h2>
          <a className="sf-button sf-button--secondary" href={taxReportCsvUrl(propertyCode, range)} download>
            Download CSV
          </a>
        </div>
        <p className="console-muted">
          From the taxes and fees kept with each room as sold, counted in the month the room arrives. A cancelled room
          or a no-show counts only the fee kept.
        </p>
        <ConsoleLoaded query={report} loading="Loading the tax report…">
          {(data) =>
            data.Rows.length === 0 ? (
              <p className="sf-notice sf-notice--info">No taxes or fees on rooms arriving {period}.</p>
            ) : (
              <TaxReportTable rows={data.Rows} />
            )
          }
        </ConsoleLoaded>
      </section>
    </>
  );
}

interface MonthsValues {
  from: string;
  to: string;
}

const monthsSchema = schemaOfProblems<MonthsValues>(({ from, to }) => ({
  from: isMonth(from) ? null : 'Choose the first month.',
  to: !isMonth(to)
    ? 'Choose the last month.'
    : isMonth(from) && to < from
      ? 'Must not be before the first month.'
      : null,
}));

function MonthsForm({ months, onMonths }: { months: MonthRange; onMonths: (months: MonthRange) => void }) {
  const form = useRuledForm<MonthsValues>(monthsSchema, { defaultValues: months });
  const submit = form.handleSubmit((values) => onMonths(values));
  return (
    <FormProvider {...form}>
      <form className="console-card tax-report__months" noValidate onSubmit={(e) => void submit(e)}>
        <FormField<MonthsValues> name="from" idPrefix="tax-report" label="From month">
          {(control) => <input {...control} type="month" {...form.register('from')} />}
        </FormField>
        <FormField<MonthsValues> name="to" idPrefix="tax-report" label="To month">
          {(control) => <input {...control} type="month" {...form.register('to')} />}
        </FormField>
        <div className="console-actions">
          <button type="submit" className="sf-button sf-button--primary">
            Show
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** "VAT 20 % (included)", "Tourist tax", "Resort fee (fee)". */
export function taxReportTaxText(row: Pick<TaxReportRowResponse, 'Name' | 'Percent' | 'Included' | 'Kind'>): string {
  const rate = row.Percent === null ? '' : ` ${row.Percent} %`;
  const how = [row.Kind === 'Fee' ? 'fee' : null, row.Included ? 'included' : null].filter(Boolean).join(', ');
  return `${row.Name}${rate}${how ? ` (${how})` : ''}`;
}

interface Totals {
  key: string;
  label: string;
  currency: string;
  nights: number | null;
  guestNights: number | null;
  base: number | null;
  tax: number;
  online: number;
  atHotel: number;
}

/** Per tax (and rate) over the months, then, with more than one tax, everything per currency. */
export function taxReportTotals(rows: readonly TaxReportRowResponse[]): Totals[] {
  const perTax = new Map<string, Totals>();
  const perCurrency = new Map<string, Totals>();
  for (const row of rows) {
    const minor = (amount: number) => toMinorUnits(amount, row.Currency);
    const key = `${row.Currency}|${row.Code}|${row.Percent}|${row.Included}`;
    const tax = perTax.get(key) ?? {
      key,
      label: `Total ${taxReportTaxText(row)}`,
      currency: row.Currency,
      nights: 0,
      guestNights: 0,
      base: 0,
      tax: 0,
      online: 0,
      atHotel: 0,
    };
    tax.nights! += row.Nights;
    tax.guestNights! += row.GuestNights;
    tax.base! += minor(row.TaxableBase);
    tax.tax += minor(row.TaxAmount);
    tax.online += minor(row.CollectedOnline);
    tax.atHotel += minor(row.CollectedAtHotel);
    perTax.set(key, tax);
    const all = perCurrency.get(row.Currency) ?? {
      key: row.Currency,
      label: 'Total, every tax and fee',
      currency: row.Currency,
      nights: null,
      guestNights: null,
      base: null,
      tax: 0,
      online: 0,
      atHotel: 0,
    };
    all.tax += minor(row.TaxAmount);
    all.online += minor(row.CollectedOnline);
    all.atHotel += minor(row.CollectedAtHotel);
    perCurrency.set(row.Currency, all);
  }
  return perTax.size > 1 ? [...perTax.values(), ...perCurrency.values()] : [...perTax.values()];
}

const count = new Intl.NumberFormat('en-GB');
const columns = [
  'Tax or fee',
  'Nights',
  'Guest-nights',
  'Taxable base',
  'Tax',
  'Collected online',
  'Collected at the hotel',
];

/** The rows by month, in the order the server gives them. */
function byMonth(rows: readonly TaxReportRowResponse[]): [string, TaxReportRowResponse[]][] {
  const months = new Map<string, TaxReportRowResponse[]>();
  for (const row of rows) months.set(row.Month, [...(months.get(row.Month) ?? []), row]);
  return [...months];
}

export function TaxReportTable({ rows }: { rows: readonly TaxReportRowResponse[] }) {
  const money = (amountMinor: number, currency: string) => formatMinorUnits(amountMinor, currency);
  const major = (amount: number, currency: string) => money(toMinorUnits(amount, currency), currency);
  return (
    // Focusable, so a keyboard can scroll it sideways when it is wider than the screen.
    <div className="console-table__wrap" tabIndex={0} role="region" aria-labelledby="tax-report-caption">
      <table className="console-table tax-report__table">
        <caption id="tax-report-caption" className="tax-report__caption">
          Taxes and fees per month of arrival
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={column} className={index >= 1 ? 'tax-report__number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {byMonth(rows).map(([month, monthRows]) => (
          <tbody key={month}>
            <tr className="tax-report__month">
              <th scope="rowgroup" colSpan={columns.length}>
                {monthText(month)}
              </th>
            </tr>
            {monthRows.map((row) => (
              <tr key={`${row.Currency}|${row.Code}|${row.Percent}|${row.Included}`}>
                <th scope="row">{taxReportTaxText(row)}</th>
                <td className="tax-report__number">{count.format(row.Nights)}</td>
                <td className="tax-report__number">{row.GuestNights > 0 ? count.format(row.GuestNights) : '—'}</td>
                <td className="tax-report__number">
                  {row.Percent === null ? '—' : major(row.TaxableBase, row.Currency)}
                </td>
                <td className="tax-report__number">{major(row.TaxAmount, row.Currency)}</td>
                <td className="tax-report__number">{major(row.CollectedOnline, row.Currency)}</td>
                <td className="tax-report__number">{major(row.CollectedAtHotel, row.Currency)}</td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          {taxReportTotals(rows).map((total, index) => (
            <tr
              key={total.key}
              className={index === 0 ? 'tax-report__total tax-report__total--first' : 'tax-report__total'}
            >
              <th scope="row">{total.label}</th>
              <td className="tax-report__number">{total.nights === null ? '' : count.format(total.nights)}</td>
              <td className="tax-report__number">
                {total.guestNights === null ? '' : total.guestNights > 0 ? count.format(total.guestNights) : '—'}
              </td>
              <td className="tax-report__number">
                {total.base === null ? '' : total.base > 0 ? money(total.base, total.currency) : '—'}
              </td>
              <td className="tax-report__number">{money(total.tax, total.currency)}</td>
              <td className="tax-report__number">{money(total.online, total.currency)}</td>
              <td className="tax-report__number">{money(total.atHotel, total.currency)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
