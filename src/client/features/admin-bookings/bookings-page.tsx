import './admin-bookings.css';
import type { AdminReservationRow } from '../../../contract/admin-bookings';
import { formatMoney } from '../../../domain/money';
import { describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { PageLoading } from '../../ui/page-loading';
import { useConsoleProperty } from '../admin/console-property';
import { reservationsCsvUrl, useReservations, type BookingsFilter } from './api/reservations';
import { BookingLink } from './booking-link';
import { BookingsFilterForm } from './bookings-filter-form';
import { filterOfSearch, searchOfFilter, type AddressSearch } from './bookings-search';
import { PaymentFlag } from './payment-flag';
import { instantFormat, paymentTypeNames, statusNames, stayText } from './stay-text';
import { ConsoleTable } from '../admin/console-table';

// Bookings: the hotel's bookings, newest first, searched and filtered and paged by the server
// (money still owed or a failed charge among the filters, and flagged on each row), and
// downloadable as CSV with the same filters.

export const bookingsPageSize = 25;

/** The page as its route shows it: the filter read from the address and written back to it. */
export function BookingsRouteView({
  search,
  onSearch,
}: {
  search: AddressSearch;
  onSearch: (search: AddressSearch) => void;
}) {
  return <BookingsPage filter={filterOfSearch(search)} onFilter={(filter) => onSearch(searchOfFilter(filter))} />;
}

export function BookingsPage({
  filter,
  onFilter,
}: {
  filter: BookingsFilter;
  onFilter: (filter: BookingsFilter) => void;
}) {
  const { propertyCode, propertyName } = useConsoleProperty();
  useDocumentTitle('Bookings', propertyName);
  const page = filter.Page ?? 1;
  const list = useReservations(propertyCode, { ...filter, Page: page, PageSize: bookingsPageSize });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.Total / bookingsPageSize)) : 1;
  return (
    <>
      <h1 className="console__title">Bookings</h1>
      <BookingsFilterForm
        key={JSON.stringify({ ...filter, Page: undefined })}
        filter={filter}
        ratePlans={list.data?.RatePlans ?? []}
        onFilter={(next) => onFilter({ ...next, Page: undefined })}
      />
      <section className="console-card" aria-labelledby="bookings-title" aria-busy={list.isFetching || undefined}>
        <div className="console-actions">
          <h2 id="bookings-title">{list.data ? `${list.data.Total} bookings` : 'Finding bookings…'}</h2>
          <a className="sf-button sf-button--secondary" href={reservationsCsvUrl(propertyCode, filter)} download>
            Download CSV
          </a>
        </div>
        {list.isPending ? (
          <PageLoading text="Loading bookings…" />
        ) : list.isError ? (
          <p className="sf-notice sf-notice--negative" role="alert">
            {describeError(list.error)}
          </p>
        ) : list.data.Items.length === 0 ? (
          <p className="console-muted">No bookings match.</p>
        ) : (
          <BookingsTable rows={list.data.Items} propertyCode={propertyCode} />
        )}
        {list.data && list.data.Total > bookingsPageSize ? (
          <nav className="console-pager" aria-label="Booking pages">
            <button
              type="button"
              className="sf-button sf-button--secondary"
              disabled={page <= 1}
              onClick={() => onFilter({ ...filter, Page: page - 1 })}
            >
              Newer
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="sf-button sf-button--secondary"
              disabled={page >= pages}
              onClick={() => onFilter({ ...filter, Page: page + 1 })}
            >
              Older
            </button>
          </nav>
        ) : null}
      </section>
    </>
  );
}

function BookingsTable({ rows, propertyCode }: { rows: AdminReservationRow[]; propertyCode: string }) {
  return (
    <ConsoleTable
      columns={['Reference', 'Booker', 'Stay', 'Rooms', 'Status', 'Paid by', 'Total', 'To collect', 'Booked']}
    >
      {rows.map((row) => (
        <tr key={row.ReferenceNumber}>
          <td>
            <BookingLink propertyCode={propertyCode} reference={row.ReferenceNumber} />
          </td>
          <td>
            {row.BookerName}
            <br />
            <span className="console-muted">{row.Email}</span>
          </td>
          <td>{stayText(row.DateFrom, row.DateTo)}</td>
          <td>
            {row.Rooms} · {row.RatePlans.join(', ')}
          </td>
          <td>{statusNames[row.Status]}</td>
          <td>{paymentTypeNames[row.PaymentType]}</td>
          <td>{formatMoney(row.TotalCost, row.Currency)}</td>
          <td>
            <PaymentFlag balanceDue={row.BalanceDue} paymentFailed={row.PaymentFailed} currency={row.Currency} />
          </td>
          <td>{instantFormat.format(new Date(row.CreatedAt))}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
