import type { AdminReservationRow, AdminReservationsPage, AdminReservationsQuery } from '../../contract/admin-bookings';
import type { PaymentType } from '../../contract/reservation';
import { toMajorUnits } from '../../domain/money';
import { nightsBetween } from '../../domain/stay-nights';
import type { Db } from '../db/client';
import { createListRepository, type ListedReservation, type ListFilters } from './list-repository';
import { statusNameOf } from '../shared/reservation-status';
import { openBalances } from '../shared/booking-payments';

// GET Admin/Reservations: one page of the list; GET Admin/Reservations.csv: every match.

/** Enough for a year of a busy hotel; a bigger export is narrowed by dates. */
export const csvRowLimit = 20_000;

const paymentTypeNames: Record<PaymentType, string> = {
  0: 'Card',
  1: 'Individual invoice',
  2: 'Voucher',
  3: 'Company invoice',
  4: 'Payment provider',
};

function rowOf(
  row: ListedReservation,
  ratePlans: string[],
  open: { balanceDue: number; failed: boolean } | undefined,
): AdminReservationRow {
  const money = (minor: number) => toMajorUnits(minor, row.currency);
  const included = row.taxLines.reduce((sum, line) => sum + (line.included ? line.amount : 0), 0);
  return {
    ReferenceNumber: row.referenceNumber,
    Status: statusNameOf[row.status],
    BookerName: `${row.bookerFirstName} ${row.bookerLastName}`.trim(),
    Email: row.bookerEmail,
    Phone: row.bookerPhone,
    DateFrom: row.dateFrom,
    DateTo: row.dateTo,
    Nights: nightsBetween(row.dateFrom, row.dateTo),
    Rooms: ratePlans.length,
    RatePlans: ratePlans,
    PaymentType: row.paymentType as PaymentType,
    TotalCost: money(row.total),
    TaxesIncluded: money(included),
    TaxesAdded: money(row.taxesAdded),
    PaidAtHotel: money(row.payAtProperty),
    TotalWithTaxes: money(row.total + row.taxesAdded),
    AmountPaid: toMajorUnits(row.amountPaid, row.currency),
    BalanceDue: money(open?.balanceDue ?? 0),
    PaymentFailed: open?.failed ?? false,
    Currency: row.currency,
    CreatedAt: row.createdAt.toISOString(),
  };
}

const filtersOf = ({
  PropertyCode: _code,
  Page: _page,
  PageSize: _size,
  ...filters
}: AdminReservationsQuery): ListFilters => filters;

/**
 * One CSV cell: quoted when needed, and a leading = + - @ made literal so a spreadsheet never
 * runs a guest's text as a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvColumns: [string, (row: AdminReservationRow) => string | number][] = [
  ['Reference', (row) => row.ReferenceNumber],
  ['Status', (row) => row.Status],
  ['Booker', (row) => row.BookerName],
  ['Email', (row) => row.Email],
  ['Phone', (row) => row.Phone],
  ['Arrival', (row) => row.DateFrom],
  ['Departure', (row) => row.DateTo],
  ['Nights', (row) => row.Nights],
  ['Rooms', (row) => row.Rooms],
  ['Rate plans', (row) => row.RatePlans.join('; ')],
  ['Payment', (row) => paymentTypeNames[row.PaymentType]],
  ['Total', (row) => row.TotalCost.toFixed(2)],
  ['Taxes included', (row) => row.TaxesIncluded.toFixed(2)],
  ['Taxes added', (row) => row.TaxesAdded.toFixed(2)],
  ['Paid at hotel', (row) => row.PaidAtHotel.toFixed(2)],
  ['Total with taxes', (row) => row.TotalWithTaxes.toFixed(2)],
  ['Paid', (row) => row.AmountPaid.toFixed(2)],
  ['Balance due', (row) => row.BalanceDue.toFixed(2)],
  ['Payment failed', (row) => (row.PaymentFailed ? 'Yes' : '')],
  ['Currency', (row) => row.Currency],
  ['Booked at (UTC)', (row) => row.CreatedAt],
];

export function createBookingsList(db: Db) {
  const repository = createListRepository(db);

  async function rowsOf(
    property: { id: number; timeZone: string },
    query: AdminReservationsQuery,
    page: { offset: number; limit: number },
  ) {
    const { rows, total } = await repository.list(property, filtersOf(query), page);
    const ids = rows.map((row) => row.id);
    const [plans, balances] = await Promise.all([repository.ratePlansOf(ids), openBalances(db, ids)]);
    return { items: rows.map((row) => rowOf(row, plans.get(row.id) ?? [], balances.get(row.id))), total };
  }

  return {
    async page(
      property: { id: number; timeZone: string },
      query: AdminReservationsQuery,
    ): Promise<AdminReservationsPage> {
      const [{ items, total }, ratePlans] = await Promise.all([
        rowsOf(property, query, { offset: (query.Page - 1) * query.PageSize, limit: query.PageSize }),
        repository.propertyRatePlans(property.id),
      ]);
      return { Items: items, Page: query.Page, PageSize: query.PageSize, Total: total, RatePlans: ratePlans };
    },

    async csv(property: { id: number; timeZone: string }, query: AdminReservationsQuery): Promise<string> {
      const { items } = await rowsOf(property, query, { offset: 0, limit: csvRowLimit });
      const lines = [
        csvColumns.map(([title]) => csvCell(title)).join(','),
        ...items.map((row) => csvColumns.map(([, cell]) => csvCell(cell(row))).join(',')),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type BookingsList = ReturnType<typeof createBookingsList>;
